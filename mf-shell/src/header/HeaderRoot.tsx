import { ConnectionBanner } from '../connection/ConnectionBanner';
import { SlotBoundary } from '../app/SlotBoundary';
import { ScrollToTop } from '../scroll/ScrollToTop';
import { Header } from './Header';

/** The header slot's React root: the header, the connection banners and scroll-to-top, each behind its own boundary. */
export function HeaderRoot() {
  return (
    <>
      <SlotBoundary name="header">
        <Header />
      </SlotBoundary>
      <SlotBoundary name="connection banner" fallback="hidden">
        <ConnectionBanner />
      </SlotBoundary>
      <SlotBoundary name="scroll-to-top" fallback="hidden">
        <ScrollToTop />
      </SlotBoundary>
    </>
  );
}
