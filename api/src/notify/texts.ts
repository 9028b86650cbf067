import type { Language } from '@site/shared/contract';
import type { SubmissionKind } from '../db/schema';

/**
 * What staff read in a notification, in both languages (NOTIFY_LANGUAGE picks one). The
 * labels of the consultation's choices (services, countries, time slots) are the forms' own,
 * from the shared dictionaries; these are the texts only a notification has.
 */
export interface StaffTexts {
  subject: Record<SubmissionKind, string>;
  heading: Record<SubmissionKind, string>;
  labels: {
    name: string;
    email: string;
    phone: string;
    subject: string;
    message: string;
    description: string;
    country: string;
    service: string;
    preferredDate: string;
    preferredTime: string;
    language: string;
    receivedAt: string;
    reference: string;
    /** where an embedded consultation came from (docs/embedding.md#attribution) */
    partner: string;
    source: string;
    campaign: string;
  };
  languages: Record<Language, string>;
  /** a submission's kind in a reference (`consultation #12`): the inbox's words in English */
  kinds: Record<SubmissionKind, string>;
  none: string;
  replyHint: string;
  promise: string;
  footer: string;
}

const en: StaffTexts = {
  subject: {
    message: 'New contact message from {name}',
    consultation: 'New consultation request from {name}',
    subscriber: 'New newsletter subscriber: {email}',
  },
  heading: {
    message: 'A visitor sent a contact message',
    consultation: 'A visitor asked for a free consultation',
    subscriber: 'A visitor subscribed to the newsletter',
  },
  labels: {
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    subject: 'Subject',
    message: 'Message',
    description: 'Project description',
    country: 'Country',
    service: 'Service',
    preferredDate: 'Preferred date',
    preferredTime: 'Preferred time',
    language: "Visitor's language",
    receivedAt: 'Received',
    reference: 'Reference',
    partner: 'Partner site',
    source: 'Source',
    campaign: 'Campaign',
  },
  languages: { ar: 'Arabic', en: 'English' },
  kinds: { message: 'message', consultation: 'consultation', subscriber: 'subscriber' },
  none: '(not given)',
  replyHint: 'Reply to this email to answer the visitor.',
  promise: 'The site promised a consultant will contact them within 24 hours.',
  footer: 'Sent by the Nasaq website. The visitor typed the fields above; links in them are shown as text.',
};

const ar: StaffTexts = {
  subject: {
    message: 'رسالة تواصل جديدة من {name}',
    consultation: 'طلب استشارة جديد من {name}',
    subscriber: 'مشترك جديد في النشرة البريدية: {email}',
  },
  heading: {
    message: 'أرسل زائر رسالة عبر نموذج التواصل',
    consultation: 'طلب زائر استشارة مجانية',
    subscriber: 'اشترك زائر في النشرة البريدية',
  },
  labels: {
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    phone: 'الهاتف',
    subject: 'الموضوع',
    message: 'الرسالة',
    description: 'وصف المشروع',
    country: 'الدولة',
    service: 'الخدمة',
    preferredDate: 'التاريخ المفضل',
    preferredTime: 'الوقت المفضل',
    language: 'لغة الزائر',
    receivedAt: 'وقت الاستلام',
    reference: 'المرجع',
    partner: 'موقع الشريك',
    source: 'المصدر',
    campaign: 'الحملة',
  },
  languages: { ar: 'العربية', en: 'الإنجليزية' },
  kinds: { message: 'رسالة تواصل', consultation: 'طلب استشارة', subscriber: 'مشترك في النشرة' },
  none: '(لم يُذكر)',
  replyHint: 'للرد على الزائر، أجب على هذه الرسالة.',
  promise: 'وعد الموقع الزائر بأن يتواصل معه مستشار خلال 24 ساعة.',
  footer: 'أُرسلت من موقع نسق. الحقول أعلاه كتبها الزائر، والروابط فيها معروضة نصاً.',
};

export const staffTexts: Readonly<Record<Language, StaffTexts>> = { ar, en };
