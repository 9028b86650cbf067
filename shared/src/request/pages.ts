import type { AboutPageResponse, ContactInfo, ContactPageResponse, SocialLink, Statistics } from '@site/shared/contract';
import { cacheLifetimes } from './policy';
import { defineQuery, type Query } from './query';

export interface AboutView {
  businessName: string;
  businessDescription: string;
  businessMessage: string | null;
  /** as sent; `aboutStats`/`homeStats` (format) fill the defaults (docs/product.md#business-constants) */
  statistics: Statistics;
}

export interface ContactView {
  contactInfo: { phone: string | null; email: string | null; address: string | null; workingHours: string | null };
  socialMedia: SocialLink[];
  about: Omit<AboutView, 'statistics'>;
  statistics: Statistics;
}

const text = (value: string | null | undefined): string | null => (value?.trim() ? value : null);

function aboutView({ data }: AboutPageResponse): AboutView {
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

function contactView({ data }: ContactPageResponse): ContactView {
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

const ABOUT = '/v1/pages/about';
const CONTACT = '/v1/pages/contact';

/** GET /v1/pages/about: `success`, `data`. Static data: cached 30 minutes. */
export const aboutPageQuery: Query<AboutView> = defineQuery(
  ABOUT,
  (contract) => contract.aboutPageResponseSchema,
  (reply) => aboutView(reply),
  cacheLifetimes.staticData,
);

/** GET /v1/pages/contact: `data.contact_info`, `social_media`, `about`, `statistics`. Static data: cached 30 minutes. */
export const contactPageQuery: Query<ContactView> = defineQuery(
  CONTACT,
  (contract) => contract.contactPageResponseSchema,
  (reply) => contactView(reply),
  cacheLifetimes.staticData,
);
