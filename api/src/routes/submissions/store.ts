import type { Transaction } from 'kysely';
import type { z } from 'zod/mini';
import {
  DEFAULT_CONTACT_SUBJECT,
  EMAIL_EXISTS,
  submissionReplies,
  type Consultation,
  type ContactMessage,
  type Language,
  type newsletterSchema,
} from '@site/shared/contract';
import type { Database } from '../../db/schema';
import type { Notifier } from '../../notify/notifications';
import type { Outcome } from './idempotency';

/**
 * What a write has besides its body: the body's language, the transaction, the staff
 * notifications (null: none configured), and the partner's origin the request came from (null:
 * the site itself, or no browser; api/src/http/origins.ts).
 */
export interface WriteContext {
  lang: Language;
  trx: Transaction<Database>;
  notifier: Notifier | null;
  origin: string | null;
}

const now = () => new Date().toISOString();

/** A contact message; an empty subject is 'general inquiry', in Arabic (docs/forms.md). */
export async function storeMessage(data: ContactMessage, { lang, trx, notifier }: WriteContext): Promise<Outcome> {
  const { id } = await trx
    .insertInto('messages')
    .values({
      name: data.name,
      email: data.email,
      phone: data.phone,
      subject: data.subject ? data.subject : DEFAULT_CONTACT_SUBJECT,
      message: data.message,
      language: lang,
      created_at: now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await notifier?.record(trx, 'message', id);
  return { status: 201, body: { success: true, message: submissionReplies.contact[lang] } };
}

/** One row per address, whatever its case: a second subscription is 422 `Email already exists`, also when they arrive together. */
export async function storeSubscriber(data: z.output<typeof newsletterSchema>, { lang, trx, notifier }: WriteContext): Promise<Outcome> {
  const inserted = await trx
    .insertInto('subscribers')
    .values({ email: data.email, email_key: data.email.toLowerCase(), language: lang, created_at: now() })
    .onConflict((conflict) => conflict.column('email_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return { status: 422, body: { success: false, message: EMAIL_EXISTS, errors: { email: EMAIL_EXISTS } } };
  await notifier?.record(trx, 'subscriber', inserted.id);
  return { status: 201, body: { success: true, message: submissionReplies.newsletter[lang] } };
}

/**
 * A consultation request, with where it came from: the partner's origin from the request, the
 * `source` and UTM labels from the body (docs/embedding.md#attribution). Its reply carries the
 * row's id (and nothing of what it says): an embedded widget's `nasaq:submitted` event gives it to
 * the partner page, to match a conversion with staff's inbox.
 */
export async function storeConsultation(data: Consultation, { lang, trx, notifier, origin }: WriteContext): Promise<Outcome> {
  const { id } = await trx
    .insertInto('consultations')
    .values({
      name: data.name,
      email: data.email,
      phone: data.phone,
      description: data.description ? data.description : null,
      country: data.country,
      service_id: data.service_id,
      preferred_date: data.preferred_date,
      preferred_time: data.preferred_time,
      language: lang,
      created_at: now(),
      origin,
      source: data.source || null,
      utm_source: data.utm_source || null,
      utm_medium: data.utm_medium || null,
      utm_campaign: data.utm_campaign || null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await notifier?.record(trx, 'consultation', id);
  return { status: 201, body: { success: true, message: submissionReplies.consultation[lang], data: { id: Number(id) } } };
}
