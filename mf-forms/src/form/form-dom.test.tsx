// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useLayoutEffect, useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAfterRender } from './form-dom';

/**
 * A form's two states in quick succession ('sending', then 'sent' on a fast reply): the second
 * is asked for while the first render's effects have not run yet. Here the second comes from a
 * layout effect of the first render, so React runs the first render's pending effects before it
 * renders the second, the order a fast reply on a loaded machine produced (ContactForm.test.tsx
 * once found the success message without focus: the callback of 'sent' had run on the page of
 * 'sending').
 */
function TwoStates({ seen }: { seen: string[] }) {
  const [shown, setShown] = useState('idle');
  const after = useAfterRender();
  const text = useRef<HTMLParagraphElement>(null);
  const show = (next: string) => {
    setShown(next);
    after(() => seen.push(`${next} on a page showing ${text.current?.textContent ?? 'nothing'}`));
  };
  useLayoutEffect(() => {
    if (shown === 'sending') show('sent');
  });
  return (
    <>
      <p ref={text}>{shown}</p>
      <button onClick={() => show('sending')}>send</button>
    </>
  );
}

describe('useAfterRender', () => {
  afterEach(cleanup);

  it('runs a callback once, after the render of the state it was asked with, also when the render before it has not finished', () => {
    const seen: string[] = [];
    render(<TwoStates seen={seen} />);
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByText('sent')).toBeTruthy();
    // The callback asked for first was replaced by the second before it ran: only the last one runs.
    expect(seen).toEqual(['sent on a page showing sent']);
  });
});
