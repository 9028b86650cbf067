import { FALLBACK_PHONE, chatLink } from '@site/shared/site';
import type { CoreTexts } from '@site/shared/i18n';
import egyptFlag from 'flag-icons/flags/4x3/eg.svg';
import jordanFlag from 'flag-icons/flags/4x3/jo.svg';
import saudiFlag from 'flag-icons/flags/4x3/sa.svg';

type ChooserText = CoreTexts['chooser'];
type TextKey = { [K in keyof ChooserText]: K }[keyof ChooserText];

export interface Branch {
  id: 'egypt' | 'saudi-arabia' | 'jordan';
  country: TextKey;
  city: TextKey;
  /** URL of the flag image (flag-icons, loaded only when the chooser opens) */
  flag: string;
  phone: string;
  main: boolean;
}

/** Fixed in the front end (docs/product.md#whatsapp-branch-chooser). */
const RIYADH_PHONE = '+966 55 123 4567';
const AMMAN_PHONE = '+962 79 123 4567';

/**
 * The three branches, Egypt (Beni Suef) first as the main one. Riyadh's phone comes from
 * the contact page's `contact_info.phone` when it was loaded, else the fixed one.
 */
export function branches(contactPhone?: string | null): Branch[] {
  const riyadh = contactPhone?.trim() ? contactPhone.trim() : RIYADH_PHONE;
  return [
    { id: 'egypt', country: 'egypt', city: 'beniSuef', flag: egyptFlag, phone: FALLBACK_PHONE, main: true },
    { id: 'saudi-arabia', country: 'saudiArabia', city: 'riyadh', flag: saudiFlag, phone: riyadh, main: false },
    { id: 'jordan', country: 'jordan', city: 'amman', flag: jordanFlag, phone: AMMAN_PHONE, main: false },
  ];
}

export function branchChatLink(branch: Branch): string {
  return chatLink(branch.phone);
}
