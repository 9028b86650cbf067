/**
 * The event a form's code sends its own form element once it is live (hydrated): a block that
 * held a press made before the code came (held-submits.ts in '@site/shared/blocks') answers it by
 * cancelling it, and the form then replays that press, once. An event rather than an import: a
 * widget's form has no block around it and never loads that door. A file of its own: the blocks
 * door bundles it into every page's first load, where the rest of html-forms.ts is not wanted.
 */
export const FORM_LIVE_EVENT = 'nasaq:form-live';
