import { contactPageResponseSchema, getJson, useLanguage, useLoad, type ContactInfo, type Language } from '@site/shared';

/** GET /v1/pages/contact, through the shared client (cached per language; footer and chooser share one request). */
export async function loadContactInfo(lang: Language, signal: AbortSignal): Promise<ContactInfo> {
  const reply = await getJson('/v1/pages/contact', contactPageResponseSchema, { lang, signal });
  return reply.data.contact_info;
}

/**
 * The company's contact data from the contact page, or null while loading or when it
 * could not be loaded: the shell then shows no contact block and keeps its fixed numbers.
 * A failure is not an error of the page, so nothing is logged.
 */
export function useContactInfo(): ContactInfo | null {
  const state = useLoad(loadContactInfo, useLanguage());
  return state.status === 'ready' ? state.data : null;
}
