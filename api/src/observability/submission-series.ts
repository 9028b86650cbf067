import type { SubmissionKind } from '@site/shared/contract';
import type { Metrics } from './metrics';

/** What the submission routes report: a send refused by its rate limit, and one answered from its Idempotency-Key's first reply. */
export interface SubmissionEvents {
  refused: (form: SubmissionKind) => void;
  replayed: (form: SubmissionKind) => void;
}

/** `nasaq_rate_limit_refusals_total{form}` and `nasaq_idempotent_replays_total{form}` (form: contact, newsletter, consultation). */
export function submissionSeries(metrics: Metrics): SubmissionEvents {
  const refusals = metrics.counter({
    name: 'nasaq_rate_limit_refusals_total',
    help: 'Sends refused with 429 by their rate limit, by form',
    labelNames: ['form'],
  });
  const replays = metrics.counter({
    name: 'nasaq_idempotent_replays_total',
    help: 'Sends answered with the stored reply of an earlier one with the same Idempotency-Key (a retry), by form',
    labelNames: ['form'],
  });
  return { refused: (form) => refusals.inc({ form }), replayed: (form) => replays.inc({ form }) };
}
