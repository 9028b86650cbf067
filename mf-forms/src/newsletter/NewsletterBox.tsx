import { validationMessage, type FormTexts } from '@site/shared/i18n';
import { EMAIL_EXISTS, newsletterForm, validationText, type Failure } from '@site/shared/contract';
import { useEffect, useId, useRef } from 'react';
import { controlClass, emailInput, Honeypot } from '../form/Fields';
import { useBlockTexts } from '../form/texts';
import { useSubmission } from '../form/use-submission';

/** How long the subscribed state lasts before the box is ready again (docs/product.md#business-constants). */
const SUBSCRIBED_RESET_MS = 3000;

/**
 * A refusal shows the server's message, else 'Subscription failed' (docs/product.md#error-catalogue); a request that failed on its
 * way (network, time-out, server fault) 'Subscription error. Please try again'. A 429's message
 * is the rate limiter's English line: the dictionary says it instead.
 */
function newsletterFailure(failure: Failure, t: FormTexts): string {
  if (failure.status === 429) return t.forms.tooManyRequests;
  if (failure.status !== undefined && failure.status < 500) return failure.message ?? t.newsletter.failure;
  return failure.unsuccessful ? t.newsletter.failure : t.newsletter.error;
}

/** The server has the address: its `Email already exists`, or any 422 without a problem of the field (docs/forms.md). */
const alreadySubscribed = (failure: Failure) => failure.status === 422 || (failure.message?.includes(EMAIL_EXISTS) ?? false);

/**
 * The newsletter box of the footer (docs/product.md#form-states), the block `mf_forms/newsletter`. Email
 * required ('Please enter your email' when blank after trimming) and checked with the server's
 * rule; states idle, subscribing, subscribed (the success message, the input cleared and
 * disabled, ready again after 3 s), already subscribed, failed. What was typed stays on any
 * failure.
 */
export default function NewsletterBox() {
  const t = useBlockTexts();
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const { state, setState, problems, typed, hidden, formProps } = useSubmission({
    form: newsletterForm,
    t,
    send: (calls, body, lang, options) => calls.subscribeNewsletter(body, lang, options),
    ignores: (current) => current.status === 'sent',
    // The input is cleared and disabled: focus that was in it goes to the button, not to nowhere.
    onSent: () => {
      if (document.activeElement === input.current) button.current?.focus();
    },
    onShown: (shown) => {
      if ('problems' in shown && shown.problems.email) input.current?.focus();
    },
  });

  useEffect(() => {
    if (state.status !== 'sent') return undefined;
    const timer = setTimeout(() => setState({ status: 'idle' }), SUBSCRIBED_RESET_MS);
    return () => clearTimeout(timer);
  }, [state, setState]);

  const subscribing = state.status === 'sending';
  const subscribed = state.status === 'sent';
  const messageId = `${id}-message`;
  const problem = problems.email;
  const failure = state.status === 'failed' && !problem ? state.failure : null;
  const already = failure !== null && alreadySubscribed(failure);
  const errorText = problem
    ? problem === validationText.required
      ? t.newsletter.emailRequired
      : validationMessage(problem, t)
    : failure && !already
      ? newsletterFailure(failure, t)
      : null;
  const statusText = subscribed ? t.newsletter.success : already ? t.newsletter.alreadySubscribed : state.status === 'saved' ? t.forms.savedOffline : null;

  return (
    <section aria-labelledby={`${id}-title`} data-testid="newsletter">
      <h2 id={`${id}-title`} className="text-sm font-bold text-fg">
        {t.newsletter.title}
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-muted">{t.newsletter.text}</p>
      <form {...formProps} className="mt-4 flex flex-wrap gap-2">
        {hidden}
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
          defaultValue={typed.email}
          aria-invalid={problem ? true : undefined}
          aria-describedby={errorText || statusText ? messageId : undefined}
          className={`${controlClass} min-h-11 min-w-0 flex-1 basis-48 py-2 text-sm rtl:text-right`}
          data-testid="newsletter-email"
        />
        <Honeypot label={t.forms.honeypot} />
        <button
          ref={button}
          type="submit"
          className="btn btn-primary shrink-0"
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
