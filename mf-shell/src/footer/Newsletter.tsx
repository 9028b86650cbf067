import { RemoteBlock } from '@site/shared/blocks';

/**
 * mf-forms' newsletter box (`mf_forms/newsletter`): server-rendered, its code loaded when the
 * visitor first reaches for it (on a short page the footer is on the first screen, and most
 * visitors never subscribe); nothing shows if it cannot be.
 */
export function Newsletter() {
  // Empty, it takes no room, but keeps its box: rendered in the browser alone (no server HTML),
  // it loads as it comes near, and the viewport watch needs a box to see that.
  return <RemoteBlock id="mf_forms/newsletter" hydrateOn="interaction" className="mt-6 max-w-sm empty:mt-0" />;
}
