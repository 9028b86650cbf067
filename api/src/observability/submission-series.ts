import type { SubmissionKind } from '@site/shared/contract';
import type { Metrics } from './metrics';

/**
 * What the submission routes report: a send refused by its rate limit, one answered from its
 * Idempotency-Key's first reply, and one stored from a partner's page (its allowed origin).
 */
export interface SubmissionEvents {
  refused: (form: SubmissionKind) => void;
  replayed: (form: SubmissionKind) => void;
  fromPartner: (form: SubmissionKind, origin: string) => void;
}

/**
 * At most this many partner origins get a series of their own in one process; sends from any
 * further one are counted under `other`. The origins are the allowed ones only (the partners'
 * list and CORS_ORIGINS, docs/embedding.md#partners), never what a request claims.
 */
const MAX_PARTNER_ORIGINS = 100;

/**
 * `nasaq_rate_limit_refusals_total{form}`, `nasaq_idempotent_replays_total{form}` (form: contact,
 * newsletter, consultation) and `nasaq_partner_sends_total{form, origin}`.
 */
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
  const partnerSends = metrics.counter({
    name: 'nasaq_partner_sends_total',
    help: "Sends stored from a partner's page, by form and the partner's origin",
    labelNames: ['form', 'origin'],
  });
  const origins = new Set<string>();
  const originLabel = (origin: string): string => {
    if (origins.has(origin)) return origin;
    if (origins.size >= MAX_PARTNER_ORIGINS) return 'other';
    origins.add(origin);
    return origin;
  };
  return {
    refused: (form) => refusals.inc({ form }),
    replayed: (form) => replays.inc({ form }),
    fromPartner: (form, origin) => partnerSends.inc({ form, origin: originLabel(origin) }),
  };
}
