import { PAGE_DATA_ELEMENT_ID, pageDataSchema, type PageData } from '@site/shared';

/**
 * The data a server-rendered page carries (`#site-data`, see the contract's page-data.ts), or
 * null when the page was not rendered on the server (or its data is unreadable: the apps then
 * load what they need, as on a page the server could not render).
 */
export function readPageData(doc: Document): PageData | null {
  const element = doc.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const parsed = pageDataSchema.safeParse(JSON.parse(element.textContent));
    if (parsed.success) return parsed.data;
    console.warn('[root-config] the page data is malformed; the apps load their own.', parsed.error.issues[0]);
  } catch (error) {
    console.warn('[root-config] the page data is not JSON; the apps load their own.', error);
  }
  return null;
}
