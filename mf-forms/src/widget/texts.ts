/**
 * What the consultation widget shows of the site's text packs, every screen of it (the form, its
 * messages, the failure dialog, the thank-you view): its build ships only these
 * (build/widget-texts.ts). A path is a group (`errors`) or one text (`common.optional`).
 * ConsultationWidget.test.tsx renders the widget with exactly these and fails on any other text
 * it reads.
 */
export const CONSULTATION_WIDGET_TEXTS = {
  core: ['common.optional'],
  forms: ['consultation', 'consultationServices', 'countries', 'timeSlots', 'forms', 'validation'],
} as const;
