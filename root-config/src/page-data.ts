import { checkPageData, PAGE_DATA_ELEMENT_ID, type PageData } from '@site/shared/contract';

/**
 * The data a server-rendered page carries (`#site-data`, see the contract's page-data.ts), or
 * null when the page was not rendered on the server (or its data is unreadable: the apps then
 * load what they need, as on a page the server could not render).
 */
export function readPageData(doc: Document): PageData | null {
  const element = doc.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const checked = checkPageData(JSON.parse(element.textContent));
    if (checked.ok) return checked.value;
    console.warn(`[root-config] the page data is malformed at ${checked.at}; the apps load their own.`);
  } catch (error) {
    console.warn('[root-config] the page data is not JSON; the apps load their own.', error);
  }
  return null;
}
