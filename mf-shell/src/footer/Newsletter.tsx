import { RemoteBlock } from '@site/shared';

/** mf-forms' newsletter box (`mf_forms/newsletter`): server-rendered, its code loaded when it comes near; nothing shows if it cannot be. */
export function Newsletter() {
  // Empty, it takes no room, but keeps its box: the viewport watch needs one to see it come near.
  return <RemoteBlock id="mf_forms/newsletter" className="mt-6 max-w-sm empty:mt-0" />;
}
