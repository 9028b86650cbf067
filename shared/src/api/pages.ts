import type { Language } from '../contract/envelope';
import type { ContactInfo, SocialLink, Statistics } from '../contract/pages';
import { aboutPageResponseSchema, contactPageResponseSchema } from '../contract/pages';
import { getJson } from './get-json';
import { cacheLifetimes } from './policy';

export interface AboutView {
  businessName: string;
  businessDescription: string;
  businessMessage: string | null;
  /** as sent; `aboutStats`/`homeStats` (format) fill the spec's defaults */
  statistics: Statistics;
}

export interface ContactView {
  contactInfo: { phone: string | null; email: string | null; address: string | null; workingHours: string | null };
  socialMedia: SocialLink[];
  about: Omit<AboutView, 'statistics'>;
  statistics: Statistics;
}

const text = (value: string | null | undefined): string | null => (value?.trim() ? value : null);

/** GET /v1/pages/about: `success`, `data`. Static data: cached 30 minutes. */
export async function fetchAboutPage(lang: Language, signal?: AbortSignal): Promise<AboutView> {
  const { data } = await getJson('/v1/pages/about', aboutPageResponseSchema, { lang, ttl: cacheLifetimes.staticData, ...(signal && { signal }) });
  return {
    businessName: data.business_name,
    businessDescription: data.business_description,
    businessMessage: text(data.business_message),
    statistics: data.statistics,
  };
}

function contactInfoView(info: ContactInfo): ContactView['contactInfo'] {
  return { phone: text(info.phone), email: text(info.email), address: text(info.address), workingHours: text(info.working_hours) };
}

/** GET /v1/pages/contact: `data.contact_info`, `social_media`, `about`, `statistics`. Static data: cached 30 minutes. */
export async function fetchContactPage(lang: Language, signal?: AbortSignal): Promise<ContactView> {
  const { data } = await getJson('/v1/pages/contact', contactPageResponseSchema, { lang, ttl: cacheLifetimes.staticData, ...(signal && { signal }) });
  return {
    contactInfo: contactInfoView(data.contact_info),
    socialMedia: data.social_media,
    about: {
      businessName: data.about.business_name,
      businessDescription: data.about.business_description,
      businessMessage: text(data.about.business_message),
    },
    statistics: data.statistics,
  };
}
