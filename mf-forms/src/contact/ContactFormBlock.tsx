import { useBlockTexts } from '../form/texts';
import { ContactForm, type ContactFormProps } from './ContactForm';

/**
 * `mf_forms/contact-form`: the contact form as a block of another section's page (home, at
 * `#contact`, and /contact): `<RemoteBlock id="mf_forms/contact-form" />`, with
 * `props={{ headingLevel: 3 }}` where the form sits under a section heading of level 2.
 */
export default function ContactFormBlock(props: ContactFormProps) {
  return <ContactForm t={useBlockTexts()} {...props} />;
}
