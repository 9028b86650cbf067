import { z } from 'zod/mini';
import { okEnvelope } from './envelope';

/** Statistics of the about data (`support_available` defaults to 99.9%: docs/product.md#business-constants). */
export const statisticsSchema = z.object({
  total_projects: z.optional(z.nullable(z.union([z.int(), z.string()]))),
  team_members: z.optional(z.nullable(z.union([z.int(), z.string()]))),
  support_available: z.optional(z.nullable(z.string())),
  years_of_experience: z.optional(z.nullable(z.union([z.int(), z.string()]))),
  happy_clients: z.optional(z.nullable(z.union([z.int(), z.string()]))),
  satisfaction_rate: z.optional(z.nullable(z.string())),
});
export type Statistics = z.infer<typeof statisticsSchema>;

export const aboutSchema = z.object({
  business_name: z.string(),
  business_description: z.string(),
  business_message: z.optional(z.nullable(z.string())),
});
export type About = z.infer<typeof aboutSchema>;

/** GET /v1/pages/about: `success`, `data`. */
export const aboutPageResponseSchema = okEnvelope(z.extend(aboutSchema, { statistics: statisticsSchema }));
export type AboutPageResponse = z.infer<typeof aboutPageResponseSchema>;

export const contactInfoSchema = z.object({
  phone: z.optional(z.nullable(z.string())),
  email: z.optional(z.nullable(z.string())),
  address: z.optional(z.nullable(z.string())),
  working_hours: z.optional(z.nullable(z.string())),
});
export type ContactInfo = z.infer<typeof contactInfoSchema>;

export const socialLinkSchema = z.object({ name: z.string(), url: z.string(), icon: z.optional(z.nullable(z.string())) });
export type SocialLink = z.infer<typeof socialLinkSchema>;

/** GET /v1/pages/contact (and /v1/contact): `data.contact_info`, `social_media`, `about`, `statistics`. */
export const contactPageResponseSchema = okEnvelope(
  z.object({
    contact_info: contactInfoSchema,
    social_media: z.array(socialLinkSchema),
    about: aboutSchema,
    statistics: statisticsSchema,
  }),
);
export type ContactPageResponse = z.infer<typeof contactPageResponseSchema>;
