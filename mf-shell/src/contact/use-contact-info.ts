import { contactPageQuery, type ContactView } from '@site/shared/request';
import { useQuery } from '@site/shared/react';

/**
 * The company's contact data from the contact page (GET /v1/pages/contact, which the shell's
 * server route reads, so the server renders it), or null while loading or when it could not
 * be loaded: the shell then shows no contact block and keeps its fixed numbers. A failure is
 * not an error of the page, so nothing is logged.
 */
export function useContactInfo(): ContactView['contactInfo'] | null {
  const state = useQuery(contactPageQuery);
  return state.status === 'ready' ? state.data.contactInfo : null;
}
