import { HttpError, isAlreadySubscribed, serverMessage, submissionsApi } from '@site/shared/api';
import { useLanguage } from '@site/shared/react';
import { validationMessage, type FormTexts } from '@site/shared/i18n';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { isUnsuccessfulReply, serverFieldErrors } from '../form/failure';
import { controlClass, emailInput, Honeypot } from '../form/Fields';
import { keyring } from '../form/idempotency';
import { useBlockTexts } from '../form/texts';
import { preloadSending, readForm, useHydrated, type SubmissionRules } from '../form/use-form';

/** How long the subscribed state lasts before the box is ready again (docs/product.md#business-constants). */
export const SUBSCRIBED_RESET_MS = 3000;

/** The server's text for an address it already has (docs/api.md#submissions). */
const EMAIL_EXISTS = 'Email already exists';

/** What the box says. Texts are looked up when rendering, so a language switch re-words them. */
type State =
  | { kind: 'idle' }
  | { kind: 'subscribing' }
  | { kind: 'subscribed' }
  | { kind: 'already' }
  | { kind: 'saved' }
  | { kind: 'invalid'; message: (t: FormTexts) => string }
  | { kind: 'error'; message: (t: FormTexts) => string };

/**
 * A refusal shows the server's message, else 'Subscription failed' (docs/product.md#error-catalogue); a request
 * that failed on its way (network, time-out, server fault) 'Subscription error. Please try
 * again'. A 429's message is the rate limiter's English line: the dictionary says it instead.
 */
export function newsletterFailure(error: unknown): (t: FormTexts) => string {
  if (error instanceof HttpError && error.status === 429) return (t) => t.forms.tooManyRequests;
  if (error instanceof HttpError && error.status < 500) {
    const message = serverMessage(error);
    return (t) => message ?? t.newsletter.failure;
  }
  if (isUnsuccessfulReply(error)) return (t) => t.newsletter.failure;
  return (t) => t.newsletter.error;
}

/**
 * The newsletter box of the footer (docs/product.md#form-states), the block `mf_forms/newsletter`.
 * Email required ('Please enter your email' when blank after trimming) and checked with the
 * server's rule; states idle, subscribing, subscribed (the success message, the input cleared
 * and disabled, ready again after 3 s), already subscribed, error. What was typed stays on any
 * failure.
 */
export default function NewsletterBox() {
  const t = useBlockTexts();
  const lang = useLanguage();
  const hydrated = useHydrated();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const busy = useRef(false);
  const [keys] = useState(keyring);
  const [state, setState] = useState<State>({ kind: 'idle' });

  useEffect(() => {
    if (state.kind !== 'subscribed') return undefined;
    const timer = setTimeout(() => setState({ kind: 'idle' }), SUBSCRIBED_RESET_MS);
    return () => clearTimeout(timer);
  }, [state]);

  function invalid(message: (texts: FormTexts) => string) {
    setState({ kind: 'invalid', message });
    input.current?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current || state.kind === 'subscribed' || !form.current) return;
    busy.current = true;
    try {
      const { email, website } = readForm(form.current, ['email', 'website'] as const);
      if (!email.trim()) return invalid((texts) => texts.newsletter.emailRequired);
      let rules: SubmissionRules;
      try {
        rules = await submissionsApi();
      } catch (error) {
        setState({ kind: 'error', message: newsletterFailure(error) });
        return;
      }
      const problem = rules.validateSubmission('newsletter', { email }).email;
      if (problem) return invalid((texts) => validationMessage(problem, texts));

      setState({ kind: 'subscribing' });
      const payload = { email: email.trim(), company_website: website };
      try {
        await rules.subscribeNewsletter(payload, lang, { idempotencyKey: keys.keyFor(payload) });
      } catch (error) {
        const refused = serverFieldErrors(error)?.['email'];
        if (error instanceof rules.SavedOfflineError) {
          keys.forget();
          form.current?.reset();
          setState({ kind: 'saved' });
          return;
        }
        if (refused && refused !== EMAIL_EXISTS) invalid((texts) => validationMessage(refused, texts));
        else if (isAlreadySubscribed(error)) setState({ kind: 'already' });
        else setState({ kind: 'error', message: newsletterFailure(error) });
        return;
      }
      keys.forget();
      // The input is cleared and disabled: focus that was in it goes to the button, not to nowhere.
      if (document.activeElement === input.current) button.current?.focus();
      form.current?.reset();
      setState({ kind: 'subscribed' });
    } finally {
      busy.current = false;
    }
  }

  const subscribing = state.kind === 'subscribing';
  const subscribed = state.kind === 'subscribed';
  const messageId = `${id}-message`;
  const errorText = state.kind === 'invalid' || state.kind === 'error' ? state.message(t) : null;
  const statusText = subscribed
    ? t.newsletter.success
    : state.kind === 'already'
      ? t.newsletter.alreadySubscribed
      : state.kind === 'saved'
        ? t.forms.savedOffline
        : null;

  return (
    <section aria-labelledby={`${id}-title`} data-testid="newsletter">
      <h2 id={`${id}-title`} className="text-sm font-bold text-fg">
        {t.newsletter.title}
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-muted">{t.newsletter.text}</p>
      <form
        ref={form}
        noValidate
        onSubmit={(event) => void submit(event)}
        onFocus={preloadSending}
        aria-busy={subscribing}
        className="mt-4 flex flex-wrap gap-2"
      >
        <label htmlFor={`${id}-email`} className="sr-only">
          {t.newsletter.emailLabel}
        </label>
        <input
          ref={input}
          id={`${id}-email`}
          name="email"
          {...emailInput}
          placeholder={t.newsletter.placeholder}
          readOnly={subscribing}
          disabled={subscribed}
          aria-invalid={state.kind === 'invalid' || undefined}
          aria-describedby={errorText || statusText ? messageId : undefined}
          className={`${controlClass} min-h-11 min-w-0 flex-1 basis-48 py-2 text-sm rtl:text-right`}
          data-testid="newsletter-email"
        />
        <Honeypot label={t.forms.honeypot} />
        <button
          ref={button}
          type="submit"
          className="btn btn-primary shrink-0"
          disabled={!hydrated}
          data-awaiting-code={hydrated ? undefined : ''}
          aria-disabled={subscribing || subscribed || undefined}
          data-testid="newsletter-submit"
        >
          {subscribing ? (
            <span aria-hidden="true" className="size-4 rounded-full border-2 border-on-primary/40 border-t-on-primary motion-safe:animate-spin" />
          ) : null}
          {subscribing ? t.newsletter.subscribing : t.newsletter.subscribe}
        </button>
      </form>
      <div role="alert">
        {errorText ? (
          <p id={messageId} className="mt-2 text-sm font-medium text-danger" data-testid="newsletter-error">
            {errorText}
          </p>
        ) : null}
      </div>
      <div role="status">
        {statusText ? (
          <p
            id={messageId}
            className={`mt-2 text-sm font-medium ${subscribed ? 'text-success' : 'text-primary'}`}
            data-testid={subscribed ? 'newsletter-success' : 'newsletter-already'}
          >
            {statusText}
          </p>
        ) : null}
      </div>
    </section>
  );
}
