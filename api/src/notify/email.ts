import type { Language } from '@site/shared/contract';
import nodemailer from 'nodemailer';
import type { NotifyConfig } from './config';
import type { Channel, Notification } from './channel';
import { fieldsOf, referenceOf, type Submission } from './submission';
import { escapeHtml, headerText, safeHtml, safePlainText } from './text-safety';
import { staffTexts } from './texts';

export interface ComposedEmail {
  subject: string;
  text: string;
  html: string;
  replyTo: { name: string; address: string };
}

export interface ComposeOptions {
  language: Language;
  /** the site's own origin (PUBLIC_URL): links to it stay clickable; null: none are */
  siteOrigin: string | null;
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/**
 * The staff email for a submission: every field, labelled, with the service and time slot in
 * words, in the staff's language; plain text and HTML. Visitor text is escaped in the HTML, the
 * subject and display name lose line breaks, and links to other sites are shown defanged.
 */
function composeEmail(submission: Submission, options: ComposeOptions): ComposedEmail {
  const { language: lang, siteOrigin } = options;
  const t = staffTexts[lang];
  const fields = fieldsOf(submission, lang);
  const name = submission.kind === 'subscriber' ? '' : submission.name;
  const subject = headerText(fill(t.subject[submission.kind], { name: safePlainText(headerText(name, 80), siteOrigin), email: submission.email }));
  const reference = `${t.kinds[submission.kind]} #${submission.id}`;
  const notes = [...(submission.kind === 'consultation' ? [t.promise] : []), ...(submission.kind === 'subscriber' ? [] : [t.replyHint])];

  const text = [
    t.heading[submission.kind],
    '',
    ...fields.map((field) => {
      const value = field.visitorText ? safePlainText(field.value, siteOrigin) : field.value;
      return value.includes('\n') ? `${field.label}:\n${value}\n` : `${field.label}: ${value}`;
    }),
    `${t.labels.reference}: ${reference}`,
    '',
    ...notes,
    '--',
    t.footer,
    '',
  ].join('\n');

  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  // Physical alignment on purpose: mail clients (Outlook among them) ignore `text-align: start`.
  const align = lang === 'ar' ? 'right' : 'left';
  const rows = fields
    .map((field) => {
      const value = field.visitorText ? safeHtml(field.value, siteOrigin) : escapeHtml(field.value);
      return `<tr><th scope="row" style="text-align:${align};vertical-align:top;padding:6px 12px;color:#555;font-weight:600;white-space:nowrap">${escapeHtml(field.label)}</th><td dir="auto" style="padding:6px 12px;white-space:pre-wrap">${value}</td></tr>`;
    })
    .join('\n');
  const html = `<!doctype html>
<html lang="${lang}" dir="${dir}">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Tahoma,sans-serif;font-size:15px;line-height:1.5;color:#111">
<h1 style="font-size:18px">${escapeHtml(t.heading[submission.kind])}</h1>
<table role="presentation" style="border-collapse:collapse">
${rows}
<tr><th scope="row" style="text-align:${align};padding:6px 12px;color:#555;font-weight:600">${escapeHtml(t.labels.reference)}</th><td style="padding:6px 12px">${escapeHtml(reference)}</td></tr>
</table>
${notes.map((note) => `<p>${escapeHtml(note)}</p>`).join('\n')}
<p style="color:#777;font-size:12px">${escapeHtml(t.footer)}</p>
</body>
</html>
`;
  return { subject, text, html, replyTo: { name: headerText(name, 80), address: submission.email } };
}

/** Email over SMTP (nodemailer), one connection per message: a handful a day needs no pool. */
export function emailChannel(config: NonNullable<NotifyConfig['email']>, options: ComposeOptions & { timeoutMs: number }): Channel {
  const transport = nodemailer.createTransport({
    url: config.smtpUrl,
    connectionTimeout: options.timeoutMs,
    greetingTimeout: options.timeoutMs,
    socketTimeout: options.timeoutMs,
  });
  return {
    name: 'email',
    async send(notification: Notification) {
      const mail = composeEmail(notification.submission, options);
      const domain = /@([^>\s]+)>?$/.exec(config.from)?.[1] ?? 'nasaq.invalid';
      await transport.sendMail({
        from: config.from,
        to: config.to,
        replyTo: mail.replyTo.name ? mail.replyTo : mail.replyTo.address,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        // The same Message-ID on every attempt of one row: a mail store that sees it twice (an
        // attempt the server accepted but we could not record) can drop the copy.
        messageId: `<notification-${notification.deliveryId}@${domain}>`,
        headers: { 'X-Nasaq-Reference': referenceOf(notification.submission.kind, notification.submission.id) },
      });
    },
    close() {
      transport.close();
    },
  };
}
