import { SlotBoundary } from '../app/SlotBoundary';
import { BranchChooser } from '../chooser/BranchChooser';
import { useContactInfo } from '../contact/use-contact-info';
import { Footer } from './Footer';

/** The footer slot's React root: the footer and the floating branch chooser, each behind its own boundary. */
export function FooterRoot() {
  const contact = useContactInfo();
  return (
    <>
      <SlotBoundary name="footer">
        <Footer contact={contact} />
      </SlotBoundary>
      <SlotBoundary name="branch chooser" fallback="hidden">
        <BranchChooser contactPhone={contact?.phone} />
      </SlotBoundary>
    </>
  );
}
