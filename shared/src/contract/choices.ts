/**
 * The fixed choices (docs/product.md#fixed-choices), shared by the forms and the server's validation.
 * Their labels live in the i18n dictionaries.
 */

/** Consultation services: service_id 1..9. */
export const consultationServiceIds = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;
export type ConsultationServiceId = (typeof consultationServiceIds)[number];

export const countries = ['saudi-arabia', 'uae', 'kuwait', 'qatar', 'bahrain', 'oman', 'jordan', 'lebanon', 'egypt', 'other'] as const;
export type Country = (typeof countries)[number];

/** Time slots and the preferred_time each maps to. */
export const timeSlots = {
  morning: '09:00',
  afternoon: '14:00',
  evening: '17:00',
  night: '19:00',
  flexible: '12:00',
} as const;
export type TimeSlot = keyof typeof timeSlots;

/** Contact form service types (optional; the subject defaults to 'general inquiry'). */
export const contactServiceTypes = ['web-development', 'mobile-apps', 'digital-marketing', 'ui-ux-design', 'other-services'] as const;
export type ContactServiceType = (typeof contactServiceTypes)[number];

/** The defaults sent when the consultation form leaves them empty (docs/product.md#validation-rules). */
export const consultationDefaults = { service_id: '1', preferred_date: '2025-09-23', preferred_time: '14:00' } as const;
