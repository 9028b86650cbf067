/**
 * What the consultation widget shows of the site's text packs, every screen of it (the form, its
 * messages, the failure dialog, the thank-you view): its build ships only these
 * (build/widget-texts.ts). A path is a group (`errors`) or one text (`common.optional`).
 * ConsultationWidget.test.tsx renders the widget with exactly these and fails on any other text
 * it reads.
 */
/** `group.text` for each of `texts` (names apart by spaces). */
const each = (group: string, texts: string) => texts.split(' ').map((text) => `${group}.${text}`);

export const CONSULTATION_WIDGET_TEXTS = {
  core: ['common.optional'],
  forms: [
    // The form, its failure dialog and its thank-you view; not the page's side panel and back link.
    ...each(
      'consultation',
      'title subtitle name email phone service servicePlaceholder country countryPlaceholder date time timePlaceholder description descriptionPlaceholder ' +
        'submit submitting failure failureTitle failureClose successTitle successText nextStepsTitle stepReview stepCall stepPlan backHome browseServices',
    ),
    'consultationServices',
    'countries',
    'timeSlots',
    'forms',
    // The messages of the consultation's rules; not the other forms' (a URL, a password).
    ...each('validation', 'required email phone name date time choice minLength maxLength'),
  ],
};
