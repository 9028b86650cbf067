import type { Language } from '@site/shared/contract';
import { formatLongDate } from '@site/shared/format';
import type { Channel, Notification } from './channel';
import type { NotifyConfig } from './config';
import { countryLabel, fieldsOf, serviceLabel, timeLabel, timeSlotOf, type Attribution, type Submission } from './submission';
import { SIGNATURE_HEADER, signatureHeader } from './signature';
import { headerText, safePlainText } from './text-safety';
import { staffTexts } from './texts';

/**
 * The payload's version (docs/notifications.md#payload-versions): 2 added `version` and
 * `attribution`; every field of version 1 is as it was. A change that removes or retypes a field
 * is a new version.
 */
const WEBHOOK_PAYLOAD_VERSION = 2;

/** A submission as the payload carries it: its row as stored, without the attribution (a field of its own). */
type PayloadSubmission = Submission extends infer S ? (S extends { attribution: unknown } ? Omit<S, 'attribution'> : S) : never;

/** The JSON a webhook receives (docs/notifications.md shows an example). */
export interface WebhookPayload {
  version: typeof WEBHOOK_PAYLOAD_VERSION;
  /** the event's id: the same on every attempt, so a receiver can drop a repeat */
  id: string;
  type: `${Submission['kind']}.created`;
  created_at: string;
  /** the submission as stored: raw visitor text, for the receiver to escape for its own medium */
  submission: PayloadSubmission;
  /**
   * consultations (version 2): where the request came from (the partner's origin and name, the
   * `source` and UTM labels its page sent: raw text); null from the site itself; absent for the rest
   */
  attribution?: Attribution | null;
  /** consultations: the choices in words, in NOTIFY_LANGUAGE, and the time slot's key (null for a time of no slot) */
  labels: { service?: string; country?: string | null; preferred_date?: string; preferred_time?: string; time_slot?: string | null };
  /** a ready chat message (Slack/Mattermost `text`): visitor text escaped for their markup, links defanged */
  text: string;
}

/** `&`, `<` and `>` are the control characters of Slack's and Mattermost's message markup. */
function chatEscape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function webhookPayload(notification: Notification, options: { language: Language; siteOrigin: string | null }): WebhookPayload {
  const { submission } = notification;
  const t = staffTexts[options.language];
  const name = submission.kind === 'subscriber' ? '' : submission.name;
  const title = t.subject[submission.kind].replace('{name}', headerText(name, 80)).replace('{email}', submission.email);
  const lines = fieldsOf(submission, options.language).map(
    (field) => `*${chatEscape(field.label)}:* ${chatEscape(field.visitorText ? safePlainText(field.value, options.siteOrigin) : field.value)}`,
  );
  const labels: WebhookPayload['labels'] =
    submission.kind === 'consultation'
      ? {
          service: serviceLabel(submission.service_id, options.language),
          country: countryLabel(submission.country, options.language),
          preferred_date: formatLongDate(submission.preferred_date, options.language) || submission.preferred_date,
          preferred_time: timeLabel(submission.preferred_time, options.language),
          time_slot: timeSlotOf(submission.preferred_time),
        }
      : {};
  const { attribution, ...row } = submission.kind === 'consultation' ? submission : { ...submission, attribution: undefined };
  return {
    version: WEBHOOK_PAYLOAD_VERSION,
    id: `${submission.kind}-${submission.id}`,
    type: `${submission.kind}.created`,
    created_at: submission.created_at,
    submission: row,
    ...(submission.kind === 'consultation' ? { attribution } : {}),
    labels,
    text: [`*${chatEscape(safePlainText(title, options.siteOrigin))}* (${t.kinds[submission.kind]} #${submission.id})`, ...lines].join('\n'),
  };
}

/** A signed JSON POST; any 2xx is delivered, anything else (redirects included) is a failed attempt. */
export function webhookChannel(
  config: NonNullable<NotifyConfig['webhook']>,
  options: { language: Language; siteOrigin: string | null; timeoutMs: number },
): Channel {
  return {
    name: 'webhook',
    async send(notification: Notification) {
      const payload = webhookPayload(notification, options);
      const body = JSON.stringify(payload);
      const response = await fetch(config.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'nasaq-notifications/1',
          'x-nasaq-event': payload.type,
          'x-nasaq-delivery': String(notification.deliveryId),
          [SIGNATURE_HEADER]: signatureHeader(config.secret, body),
        },
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      // Read (and drop) the body so the connection is released.
      const reply = await response.text().catch(() => '');
      if (response.status < 200 || response.status >= 300) {
        throw new Error(`webhook answered HTTP ${response.status}${reply ? `: ${reply.slice(0, 200)}` : ''}`);
      }
    },
  };
}
