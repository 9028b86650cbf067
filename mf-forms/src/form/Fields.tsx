import { usePart } from '@site/shared/react';
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

/**
 * The form controls of the three forms: a visible label on every field, the error under it
 * (`aria-invalid`, `aria-describedby`), the design system's look in both themes. Uncontrolled:
 * what the visitor types lives in the control itself, so it survives a failed submission, a
 * re-render in the other language and typing before the form has hydrated.
 */
export const controlClass =
  'block w-full rounded-xl border border-muted/60 bg-bg px-4 text-fg outline-none transition-colors placeholder:text-muted focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-primary aria-invalid:border-danger aria-invalid:focus-visible:ring-danger disabled:cursor-not-allowed disabled:opacity-60';

interface FieldBase {
  label: string;
  /** the error text in the page's language; none: the field is fine */
  error?: string | undefined;
  /** shown after the label of a field that may stay empty */
  optionalLabel?: string | undefined;
  className?: string | undefined;
}

function Label({ htmlFor, label, optionalLabel }: { htmlFor: string; label: string; optionalLabel?: string | undefined }) {
  return (
    <label htmlFor={htmlFor} part={usePart()('label')} className="block text-sm font-semibold text-fg">
      {label}
      {optionalLabel ? <span className="ms-1.5 font-normal text-muted">({optionalLabel})</span> : null}
    </label>
  );
}

function FieldError({ id, text }: { id: string; text: string | undefined }) {
  const part = usePart();
  if (!text) return null;
  return (
    <p id={id} part={part('error')} className="mt-2 flex items-start gap-1.5 text-sm font-medium text-danger" data-testid="field-error">
      <span aria-hidden="true" className="mt-[0.45em] size-1.5 shrink-0 rounded-full bg-danger" />
      <span>{text}</span>
    </p>
  );
}

function describedBy(error: string | undefined, errorId: string) {
  return error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
}

/**
 * What an email or phone control needs on top of its name: the right keyboard on phones, the
 * browser's autofill, no autocorrection, and the value left to right inside an Arabic page.
 * Shared by the three forms' fields (and the newsletter's bare input).
 */
export const emailInput = {
  type: 'email',
  dir: 'ltr',
  inputMode: 'email',
  autoComplete: 'email',
  autoCapitalize: 'none',
  spellCheck: false,
} as const satisfies InputHTMLAttributes<HTMLInputElement>;

export const phoneInput = { type: 'tel', dir: 'ltr', inputMode: 'tel', autoComplete: 'tel' } as const satisfies InputHTMLAttributes<HTMLInputElement>;

type InputProps = FieldBase & Omit<InputHTMLAttributes<HTMLInputElement>, 'className'>;

/**
 * A one-line field. `dir="ltr"` (emails, phones) keeps the value left to right inside an Arabic
 * page, aligned with the page's start like the other fields.
 */
export function TextField({ label, error, optionalLabel, className, dir, ...input }: InputProps) {
  const id = useId();
  const part = usePart();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <Label htmlFor={id} label={label} optionalLabel={optionalLabel} />
      <input
        id={id}
        part={part('input')}
        dir={dir}
        className={`${controlClass} mt-2 py-3 text-base ${dir === 'ltr' ? 'rtl:text-right' : ''}`}
        {...describedBy(error, errorId)}
        {...input}
      />
      <FieldError id={errorId} text={error} />
    </div>
  );
}

type TextAreaProps = FieldBase & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'>;

export function TextAreaField({ label, error, optionalLabel, className, ...textarea }: TextAreaProps) {
  const id = useId();
  const part = usePart();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <Label htmlFor={id} label={label} optionalLabel={optionalLabel} />
      <textarea
        id={id}
        part={part('input')}
        rows={5}
        className={`${controlClass} mt-2 min-h-32 resize-y py-3 text-base leading-relaxed`}
        {...describedBy(error, errorId)}
        {...textarea}
      />
      <FieldError id={errorId} text={error} />
    </div>
  );
}

type SelectProps = FieldBase & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> & { placeholder: string; children: ReactNode };

/** A native select (the platform's picker on phones), with a first empty choice saying what to pick. */
export function SelectField({ label, error, optionalLabel, className, placeholder, children, ...select }: SelectProps) {
  const id = useId();
  const part = usePart();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <Label htmlFor={id} label={label} optionalLabel={optionalLabel} />
      <div className="relative mt-2">
        <select
          id={id}
          part={part('input')}
          defaultValue=""
          className={`${controlClass} cursor-pointer appearance-none py-3 pe-11 text-base`}
          {...describedBy(error, errorId)}
          {...select}
        >
          <option value="">{placeholder}</option>
          {children}
        </select>
        {/* The chevron drawn in CSS, a square's corner turned down: the forms (and the widget's first load) carry no icon code. */}
        <span aria-hidden="true" className="pointer-events-none absolute end-4 top-1/2 size-2 -translate-y-3/4 rotate-45 border-e-2 border-b-2 border-muted" />
      </div>
      <FieldError id={errorId} text={error} />
    </div>
  );
}

/**
 * The honeypot (docs/api.md#submissions): a field people never see or reach (not rendered, not in
 * the accessibility tree, out of the tab order) that form-filling bots do fill; the server
 * answers a filled one with its ordinary success and stores nothing. Not named like a company
 * field, so the browser's own autofill leaves it alone.
 */
export function Honeypot({ label }: { label: string }) {
  return (
    <div hidden>
      <label>
        {label}
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
