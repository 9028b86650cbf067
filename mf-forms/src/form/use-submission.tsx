import { submissionCalls, type SubmissionCalls } from '@site/shared/request';
import { useLanguage, usePreferenceScope } from '@site/shared/react';
import { formField, type Failure, type FormOutcome, type HtmlForm, type Language, type Problems, type SubmissionResponse } from '@site/shared/contract';
import type { FormTexts } from '@site/shared/i18n';
import { useEffect, useEffectEvent, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { failureOf, serverFieldErrors } from './failure';
import { formIsLive, readForm, useAfterRender } from './form-dom';
import { keyring } from './idempotency';
import { forgetOutcomeOf, pageOutcomeOf } from './page-outcome';
import { preloadSending } from './preload';
import { hasProblems, problemsOf, recheckedProblems } from './problems';

/**
 * Where a form is: idle; its problems before sending (`invalid`); sending; sent; kept by the
 * offline outbox (`saved`); or `failed`, with the problems of a 422 on their fields. `fromServer`:
 * the server rendered the page with this state, after the browser sent the form itself.
 */
export type SubmissionState<F extends string> =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'sent' }
  | { status: 'saved' }
  | { status: 'invalid'; problems: Problems<F> }
  | { status: 'failed'; failure: Failure; problems: Problems<F>; fromServer: boolean };

export interface SubmissionSpec<F extends string, B> {
  /** the form as data: its fields, rules and body (the contract's html-forms.ts) */
  form: HtmlForm<F, B>;
  t: FormTexts;
  /** the POST of the submissions group (`calls.sendContactMessage`, ...) */
  send(calls: SubmissionCalls, body: B, lang: Language, options: { idempotencyKey: string }): Promise<SubmissionResponse>;
  /** the fields checked again when `field` is edited while shown as wrong; none: no check while typing */
  recheck?(field: F): readonly F[];
  /** a submit is ignored while this says so (the newsletter box while it says it subscribed) */
  ignores?(state: SubmissionState<F>): boolean;
  /** the reply, before the sent state renders (the consultation page then shows its thank-you view) */
  onSent?(reply: SubmissionResponse, form: HTMLFormElement): void;
  /** once a new state has rendered: where focus and the view go */
  onShown?(state: SubmissionState<F>, form: HTMLFormElement | null): void;
}

const idle = { status: 'idle' } as const;

function stateOf<F extends string>(outcome: FormOutcome | null, fields: readonly F[]): SubmissionState<F> {
  if (outcome?.state === 'sent') return { status: 'sent' };
  if (outcome?.state === 'invalid') return { status: 'invalid', problems: problemsOf(fields, outcome.problems) };
  if (outcome?.state === 'failed') return { status: 'failed', failure: outcome.failure, problems: problemsOf(fields, outcome.problems), fromServer: true };
  return idle;
}

const problemsIn = <F extends string>(state: SubmissionState<F>): Problems<F> => ('problems' in state ? state.problems : {});

/**
 * A form's submission, written once for the three forms (docs/forms.md): the submit flow (the
 * rules loaded on demand, the form's problems, the body, an Idempotency-Key per body, the POST,
 * the offline outbox, the server's 422 on its fields), its states, and the form as a real HTML
 * form. That form posts itself to the page when its code is not there (no JavaScript): the server
 * renders the outcome, which this hook then starts from (`pageOutcomeOf`), with what was typed. A
 * press made before the code came (held-submits.ts in '@site/shared/blocks') is replayed here, once.
 */
export function useSubmission<F extends string, B>(spec: SubmissionSpec<F, B>) {
  const { form, t } = spec;
  const lang = useLanguage();
  const [path] = useLocation();
  // In a widget on a partner's page the form is JavaScript's only: it has no page to post to.
  const embedded = usePreferenceScope() !== null;
  const ref = useRef<HTMLFormElement>(null);
  const busy = useRef(false);
  const [keys] = useState(keyring);
  const [outcome] = useState(() => (embedded ? null : pageOutcomeOf(form.kind)));
  const [state, setState] = useState<SubmissionState<F>>(() => stateOf(outcome, form.fields));
  const after = useAfterRender();
  const names = [...form.fields, formField.honeypot] as const;

  const show = (next: SubmissionState<F>) => {
    setState(next);
    after(() => spec.onShown?.(next, ref.current));
  };

  async function submit() {
    const element = ref.current;
    if (!element || busy.current || spec.ignores?.(state)) return;
    busy.current = true;
    try {
      const values = readForm(element, names);
      let calls: SubmissionCalls;
      try {
        calls = await submissionCalls();
      } catch (error) {
        return show({ status: 'failed', failure: failureOf(error), problems: {}, fromServer: false });
      }
      const problems = form.problems(values, calls, t);
      if (hasProblems(problems)) return show({ status: 'invalid', problems });
      const body = form.payload(values, t);
      show({ status: 'sending' });
      let reply: SubmissionResponse;
      try {
        reply = await spec.send(calls, body, lang, { idempotencyKey: keys.keyFor(body) });
      } catch (error) {
        if (error instanceof calls.SavedOfflineError) {
          // In the outbox, sent when the network is back: the form is done with it.
          keys.forget();
          element.reset();
          return show({ status: 'saved' });
        }
        const fields = serverFieldErrors(error);
        return show({ status: 'failed', failure: failureOf(error), problems: fields ? form.serverProblems(fields, values, calls) : {}, fromServer: false });
      }
      keys.forget();
      spec.onSent?.(reply, element);
      element.reset();
      show({ status: 'sent' });
    } finally {
      busy.current = false;
    }
  }

  /** A field marked wrong is checked again as the visitor corrects it; an edit after 'sent' starts a new message. */
  async function edited(event: FormEvent<HTMLFormElement>) {
    if (state.status === 'sent') setState(idle);
    const fields = spec.recheck?.((event.target as HTMLInputElement).name as F);
    const shown = problemsIn(state);
    if (!fields?.some((field) => shown[field]) || !ref.current) return;
    let calls: SubmissionCalls;
    try {
      calls = await submissionCalls();
    } catch {
      return; // The rules could not load: the next submit says so.
    }
    if (!ref.current) return;
    const found = form.problems(readForm(ref.current, names), calls, t);
    setState((current) => ('problems' in current ? { ...current, problems: recheckedProblems(current.problems, found, fields) } : current));
  }

  // Mounted: the page's outcome is this form's now, and a press that waited for the code is replayed.
  const mounted = useEffectEvent(() => {
    if (!embedded) forgetOutcomeOf(form.kind);
    if (ref.current && formIsLive(ref.current)) void submit();
  });
  useEffect(() => mounted(), []);

  const hidden: ReactNode = embedded ? null : (
    <>
      <input type="hidden" name={formField.kind} value={form.kind} />
      <input type="hidden" name={formField.key} value={outcome?.key ?? ''} />
    </>
  );
  const typed = (outcome && 'values' in outcome ? problemsOf(form.fields, outcome.values) : {}) as Partial<Record<F, string>>;

  return {
    state,
    setState,
    problems: problemsIn(state),
    /** what the visitor typed when the server rendered the form after a send: its fields' `defaultValue` */
    typed,
    /** the hidden fields of the HTML form: which form it is, and its Idempotency-Key */
    hidden,
    formRef: ref,
    formProps: {
      ref,
      noValidate: true,
      onSubmit: (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        void submit();
      },
      onChange: (event: FormEvent<HTMLFormElement>) => void edited(event),
      onFocus: preloadSending,
      'aria-busy': state.status === 'sending',
      // Sent by the browser itself when the code is not there: to this page, answered with it (docs/forms.md).
      ...(embedded ? {} : { id: `${form.kind}-form`, method: 'post', action: `${path}?lang=${lang}#${form.kind}-form` }),
    },
  };
}
