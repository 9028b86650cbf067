import { submissionCalls } from '@site/shared/request';
import { consultationForm, PREFILL_FIELDS, type ConsultationField, type Prefill, type PrefillField } from '@site/shared/contract';
import type { FormTexts } from '@site/shared/i18n';
import type { PrefillCall } from '@site/shared/embed';

/**
 * Filling the consultation widget's form in advance (docs/embedding.md#prefill): a chunk of its
 * own, loaded only when a partner fills fields, so no widget carries it on its first load otherwise.
 *
 * A partner's values (its attributes, `el.prefill({...})`) checked with the form's own rules (the
 * contract's, loaded as the form loads them on its first use): the values that pass, and one line
 * for each that does not.
 */
export async function checkPrefill(values: Readonly<Record<string, unknown>>, t: FormTexts): Promise<{ valid: Prefill; problems: string[] }> {
  const given: Prefill = {};
  const problems: string[] = [];
  for (const [field, value] of Object.entries(values)) {
    if (!(PREFILL_FIELDS as readonly string[]).includes(field)) problems.push(`${field} is no field it fills (${PREFILL_FIELDS.join(', ')})`);
    else if (typeof value !== 'string') problems.push(`${field} must be text`);
    else if (value.trim()) given[field as PrefillField] = value.trim();
  }
  if (Object.keys(given).length === 0) return { valid: given, problems };
  const rules = await submissionCalls();
  const form: Record<ConsultationField | 'website', string> = {
    name: '',
    email: '',
    phone: '',
    service: '',
    country: '',
    date: '',
    time: '',
    description: '',
    website: '',
  };
  const found = consultationForm.problems({ ...form, ...given }, rules, t);
  const valid: Prefill = {};
  for (const [field, value] of Object.entries(given) as [PrefillField, string][]) {
    if (found[field]) problems.push(`${field}="${value.slice(0, 80)}" is not valid (${found[field]})`);
    else valid[field] = value;
  }
  return { valid, problems };
}

/**
 * Puts checked values into the form's controls (a value the partner gives wins over what is
 * there), and empties the controls that still show a value found bad.
 */
function fillForm(form: HTMLFormElement | null | undefined, values: Prefill, bad: Prefill): void {
  const control = (field: string) => {
    const found = form?.elements.namedItem(field);
    return found instanceof HTMLInputElement || found instanceof HTMLSelectElement || found instanceof HTMLTextAreaElement ? found : null;
  };
  const set = (field: string, value: string) => {
    const target = control(field);
    if (!target) return;
    target.value = value;
    target.dispatchEvent(new Event('change', { bubbles: true }));
  };
  for (const [field, value] of Object.entries(values)) set(field, value);
  for (const [field, value] of Object.entries(bad)) if (control(field)?.value === value) set(field, '');
}

/** What a widget has filled already, by its element: the attributes' values it took, the calls it answered, the warnings it gave. */
interface Filled {
  attributes: Prefill;
  calls: WeakSet<PrefillCall>;
  warned: Set<string>;
}
const widgets = new WeakMap<Element, Filled>();

/**
 * Checks what the partner asked `box`'s form to show that is not checked yet: the first time, the
 * attributes' values the form showed from its first paint (`shown`, as written), which stay, or are
 * emptied if bad and still there; then each attribute's value that is new and each `prefill()` call
 * once, filled once checked. A bad value is left out, with one console warning per widget and value.
 */
export function prefillForm(box: HTMLElement, shown: Prefill, attributes: Prefill, call: PrefillCall | null, t: FormTexts): void {
  let filled = widgets.get(box);
  const first = !filled;
  if (!filled) widgets.set(box, (filled = { attributes: shown, calls: new WeakSet(), warned: new Set() }));
  const { warned } = filled;
  const wanted: Record<string, unknown> = Object.fromEntries(
    Object.entries(attributes).filter(([field, value]) => filled.attributes[field as PrefillField] !== value),
  );
  filled.attributes = attributes;
  if (call && !filled.calls.has(call)) {
    filled.calls.add(call);
    Object.assign(wanted, call.values);
  }
  const onScreen: Prefill = first ? Object.fromEntries(Object.entries(shown).filter(([field]) => !(field in wanted))) : {};
  if (Object.keys(wanted).length + Object.keys(onScreen).length === 0) return;
  const warn = (problem: string) => {
    if (warned.has(problem)) return;
    warned.add(problem);
    console.warn(`[nasaq embed] <nasaq-consultation> ${problem}: it is not filled in.`);
  };
  checkPrefill({ ...onScreen, ...wanted }, t).then(
    ({ valid, problems }) => {
      problems.forEach(warn);
      const fill = Object.fromEntries(Object.entries(valid).filter(([field]) => !(field in onScreen)));
      const bad = Object.fromEntries(Object.entries(onScreen).filter(([field]) => !(field in valid)));
      fillForm(box.querySelector('form'), fill, bad);
    },
    () => warn("its values could not be checked (the form's rules did not load)"),
  );
}
