import type { Language } from '../contract/envelope';
import type { Service } from '../contract/services';
import { servicesListResponseSchema } from '../contract/services';
import { getJson } from './get-json';

export async function fetchServices(lang: Language, signal?: AbortSignal): Promise<Service[]> {
  const reply = await getJson('/v1/services', servicesListResponseSchema, signal ? { lang, signal } : { lang });
  return reply.data.data;
}
