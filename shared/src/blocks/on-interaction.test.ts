// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenReachedFor } from './on-interaction';

afterEach(() => document.body.replaceChildren());

function holderWithField() {
  const holder = document.createElement('div');
  holder.innerHTML = '<form><input name="email"><button type="submit">Send</button></form>';
  const outside = document.createElement('input');
  document.body.append(holder, outside);
  return { holder, field: holder.querySelector('input')!, button: holder.querySelector('button')!, outside };
}

describe('whenReachedFor', () => {
  it.each([
    ['focus moving into a field', (field: HTMLElement) => field.focus()],
    ['a pointer over it', (field: HTMLElement) => field.dispatchEvent(new Event('pointerover', { bubbles: true }))],
    ['a press on it', (field: HTMLElement) => field.dispatchEvent(new Event('pointerdown', { bubbles: true }))],
  ])('calls back once on %s, and not again', (_name, reach) => {
    const { holder, field, button } = holderWithField();
    const then = vi.fn();
    whenReachedFor(holder, then);
    reach(field);
    reach(button);
    field.blur();
    field.focus();
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('is reached even when the page stops the event before it reaches the block (React does, before it hydrates)', () => {
    const { holder, field } = holderWithField();
    holder.addEventListener('pointerdown', (event) => event.stopPropagation(), { capture: true });
    const then = vi.fn();
    whenReachedFor(holder, then);
    field.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('is not reached by what happens outside it', () => {
    const { holder, outside } = holderWithField();
    const then = vi.fn();
    whenReachedFor(holder, then);
    outside.focus();
    outside.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    document.body.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(then).not.toHaveBeenCalled();
  });

  it('counts focus that was already inside when it started listening', () => {
    const { holder, field } = holderWithField();
    field.focus();
    const then = vi.fn();
    whenReachedFor(holder, then);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('calls nothing once cancelled', () => {
    const { holder, field } = holderWithField();
    const then = vi.fn();
    const cancel = whenReachedFor(holder, then);
    cancel();
    field.focus();
    expect(then).not.toHaveBeenCalled();
  });
});
