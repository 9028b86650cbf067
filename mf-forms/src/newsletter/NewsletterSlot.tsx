/**
 * The newsletter box the shell's footer loads as a federated component (`mf_forms/newsletter`).
 * The newsletter form has its own issue; until it is built, the slot renders nothing rather
 * than a form that does not work.
 */
export default function NewsletterSlot() {
  return null;
}
