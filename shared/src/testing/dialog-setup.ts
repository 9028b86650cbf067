/**
 * Vitest setup of the unit project: jsdom has no modal `<dialog>` (`showModal`, `close`, the
 * `close` event). Component tests of dialogs (the lightbox, alert dialogs) get the part of it
 * their components use, with the browser's dialog focusing steps (focus to the first control);
 * the top layer and inertness are the browser's, tested in e2e/.
 */
if (typeof HTMLDialogElement !== 'undefined' && typeof HTMLDialogElement.prototype.showModal !== 'function') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    this.querySelector<HTMLElement>('[autofocus], button, a[href], input, select, textarea')?.focus();
  };
  HTMLDialogElement.prototype.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
