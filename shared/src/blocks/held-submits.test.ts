// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FORM_LIVE_EVENT } from '@site/shared/contract';
import { holdEarlySubmits, releaseHeldSubmits } from './held-submits';

/** What a form's code does once it is live (form-dom.ts in mf-forms): true when a press waited for it. */
const formIsLive = (form: HTMLFormElement) => !form.dispatchEvent(new Event(FORM_LIVE_EVENT, { cancelable: true }));

function blockWithForm() {
  const block = document.createElement('div');
  block.innerHTML = '<form method="post" action="/contact?lang=en"><input name="email" value="a@b.co"><button type="submit">Send</button></form>';
  document.body.append(block);
  return { block, form: block.querySelector('form')! };
}

/** A submit as a press on the button makes it; whether the browser would still send the form itself. */
function press(form: HTMLFormElement): { sentByBrowser: boolean; reachedBelow: boolean } {
  let reachedBelow = false;
  form.parentElement!.addEventListener('submit', () => (reachedBelow = true), { once: true });
  const event = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: form.querySelector('button') });
  form.dispatchEvent(event);
  return { sentByBrowser: !event.defaultPrevented, reachedBelow };
}

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('a press before the form has its code', () => {
  it('is held (the browser does not send it, React below does not see it), loads the code, and is given to the form once it is live', () => {
    const { block, form } = blockWithForm();
    const reached = vi.fn();
    const stop = holdEarlySubmits(block, reached);
    expect(press(form)).toEqual({ sentByBrowser: false, reachedBelow: false });
    expect(press(form)).toEqual({ sentByBrowser: false, reachedBelow: false });
    expect(reached).toHaveBeenCalled();
    // Two presses, one replay.
    expect(formIsLive(form)).toBe(true);
    expect(formIsLive(form)).toBe(false);
    // Live: its submits are its own.
    expect(press(form)).toEqual({ sentByBrowser: true, reachedBelow: true });
    stop();
  });

  it('leaves forms outside the block, and every form once stopped, to the browser', () => {
    const { block } = blockWithForm();
    const other = blockWithForm();
    const stop = holdEarlySubmits(block, () => undefined);
    expect(press(other.form).sentByBrowser).toBe(true);
    stop();
    expect(press(block.querySelector('form')!).sentByBrowser).toBe(true);
    expect(formIsLive(block.querySelector('form')!)).toBe(false);
  });

  it("is sent by the browser when the block's code failed and its fallback took the form's place", () => {
    const { block, form } = blockWithForm();
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      expect(this.isConnected).toBe(true);
    });
    const stop = holdEarlySubmits(block, () => undefined);
    press(form);
    block.replaceChildren(document.createTextNode('fallback'));
    releaseHeldSubmits(block);
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit.mock.contexts[0]).toBe(form);
    expect(form.hidden).toBe(true);
    releaseHeldSubmits(block);
    expect(submit).toHaveBeenCalledTimes(1);
    stop();
  });
});
