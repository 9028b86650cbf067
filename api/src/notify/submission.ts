import { type Language, timeSlots, type ConsultationServiceId, type Country, type TimeSlot } from '@site/shared/contract';
import { formatLongDate } from '@site/shared/format';
import { loadTexts } from '@site/shared/i18n';
import type { Kysely } from 'kysely';
import type { Database, SubmissionKind } from '../db/schema';
import { staffTexts, type StaffTexts } from './texts';

/**
 * Where a consultation came from (docs/embedding.md#attribution): the partner's origin as the
 * browser named it and the partner's name now (null: the site itself), and the labels the
 * partner's page sent. Null when there is none of it.
 */
export interface Attribution {
  origin: string | null;
  partner: string | null;
  source: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
}

/** A stored submission as a notification tells it (the row as the visitor sent it). */
export type Submission =
  | { kind: 'message'; id: number; created_at: string; language: string; name: string; email: string; phone: string; subject: string; message: string }
  | {
      kind: 'consultation';
      id: number;
      created_at: string;
      language: string;
      name: string;
      email: string;
      phone: string;
      description: string | null;
      country: string | null;
      service_id: string;
      preferred_date: string;
      preferred_time: string;
      attribution: Attribution | null;
    }
  | { kind: 'subscriber'; id: number; created_at: string; language: string; email: string };

/** Reads the submission an outbox row names; null if it is gone. */
export async function loadSubmission(db: Kysely<Database>, kind: SubmissionKind, id: number): Promise<Submission | null> {
  if (kind === 'message') {
    const row = await db.selectFrom('messages').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? { kind, ...row } : null;
  }
  if (kind === 'consultation') {
    const row = await db
      .selectFrom('consultations as c')
      .leftJoin('partners as p', 'p.origin', 'c.origin')
      .selectAll('c')
      .select('p.name as partner')
      .where('c.id', '=', id)
      .executeTakeFirst();
    if (!row) return null;
    const { origin, partner, source, utm_source, utm_medium, utm_campaign, ...request } = row;
    const attribution = { origin, partner, source, utm_source, utm_medium, utm_campaign };
    return { kind, ...request, attribution: Object.values(attribution).some((value) => value !== null) ? attribution : null };
  }
  const row = await db.selectFrom('subscribers').select(['id', 'created_at', 'language', 'email']).where('id', '=', id).executeTakeFirst();
  return row ? { kind, ...row } : null;
}

/** One line of a notification: a label and its value; `visitorText` values are free text the visitor typed. */
export interface Field {
  key: string;
  label: string;
  value: string;
  visitorText: boolean;
}

/** The forms' texts in both languages, loaded once when this module is (staff notifications name choices by their labels). */
const forms = { ar: await loadTexts('ar', 'forms'), en: await loadTexts('en', 'forms') } as const;

/** The slot a preferred time belongs to (each slot sends one time: docs/product.md#fixed-choices). */
export function timeSlotOf(time: string): TimeSlot | null {
  const entry = Object.entries(timeSlots).find(([, value]) => value === time);
  return entry ? (entry[0] as TimeSlot) : null;
}

export function serviceLabel(id: string, lang: Language): string {
  return (forms[lang].consultationServices as Record<string, string>)[id as ConsultationServiceId] ?? id;
}

export function countryLabel(country: string | null, lang: Language): string | null {
  return country === null ? null : ((forms[lang].countries as Record<string, string>)[country as Country] ?? country);
}

/** `Afternoon (12–15), 14:00`; the bare time when it is no slot's. */
export function timeLabel(time: string, lang: Language): string {
  const slot = timeSlotOf(time);
  return slot ? `${forms[lang].timeSlots[slot]}${lang === 'ar' ? '، ' : ', '}${time}` : time;
}

function languageLabel(language: string, lang: Language): string {
  return language === 'ar' || language === 'en' ? staffTexts[lang].languages[language] : language;
}

/**
 * A consultation's attribution as lines: the partner (its name and origin), the `source` label
 * and the campaign (`utm_campaign`, with its source and medium); only those it has. The labels
 * are the partner page's words: visitor text, shown as text.
 */
function attributionFields(attribution: Attribution | null, t: StaffTexts): Field[] {
  if (!attribution) return [];
  const fields: Field[] = [];
  const { origin, partner } = attribution;
  if (origin) fields.push({ key: 'partner', label: t.labels.partner, value: partner ? `${partner} (${origin})` : origin, visitorText: false });
  if (attribution.source) fields.push({ key: 'source', label: t.labels.source, value: attribution.source, visitorText: true });
  const via = [attribution.utm_source, attribution.utm_medium].filter(Boolean).join(' / ');
  const campaign = [attribution.utm_campaign, via && `(${via})`].filter(Boolean).join(' ');
  if (campaign) fields.push({ key: 'campaign', label: t.labels.campaign, value: campaign, visitorText: true });
  return fields;
}

/** Every field of a submission, in order, labelled and in words, in the staff's language. */
export function fieldsOf(submission: Submission, lang: Language): Field[] {
  const t = staffTexts[lang];
  const field = (key: string, label: string, value: string | null, visitorText = false): Field => ({
    key,
    label,
    value: value === null || value === '' ? t.none : value,
    visitorText: visitorText && value !== null && value !== '',
  });
  const received = field('received_at', t.labels.receivedAt, submission.created_at);
  const language = field('language', t.labels.language, languageLabel(submission.language, lang));
  if (submission.kind === 'subscriber') return [field('email', t.labels.email, submission.email), language, received];
  const contact = [
    field('name', t.labels.name, submission.name, true),
    field('email', t.labels.email, submission.email),
    field('phone', t.labels.phone, submission.phone),
  ];
  if (submission.kind === 'message') {
    return [
      ...contact,
      field('subject', t.labels.subject, submission.subject, true),
      field('message', t.labels.message, submission.message, true),
      language,
      received,
    ];
  }
  return [
    ...contact,
    field('service', t.labels.service, serviceLabel(submission.service_id, lang)),
    field('preferred_date', t.labels.preferredDate, formatLongDate(submission.preferred_date, lang) || submission.preferred_date),
    field('preferred_time', t.labels.preferredTime, timeLabel(submission.preferred_time, lang)),
    field('country', t.labels.country, countryLabel(submission.country, lang)),
    field('description', t.labels.description, submission.description, true),
    ...attributionFields(submission.attribution, t),
    language,
    received,
  ];
}

/** `consultation #12`: how staff name a submission (and the inbox lists it). */
export function referenceOf(kind: SubmissionKind, id: number): string {
  return `${kind} #${id}`;
}
