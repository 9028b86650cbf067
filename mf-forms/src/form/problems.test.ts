import { describe, expect, it } from 'vitest';
import { recheckedProblems } from './problems';

describe('recheckedProblems', () => {
  type Field = 'name' | 'email' | 'phone';
  const shown: Partial<Record<Field, string>> = { name: 'Required', email: 'Invalid email' };

  it('keeps an edited field marked while it is still wrong, with its new problem', () => {
    expect(recheckedProblems<Field>(shown, { email: 'Too long' }, ['email'])).toEqual({ name: 'Required', email: 'Too long' });
  });

  it('clears an edited field once it is right, and leaves the fields not edited', () => {
    expect(recheckedProblems<Field>(shown, { name: 'Required' }, ['email'])).toEqual({ name: 'Required' });
  });

  it('does not mark a field that was not shown as wrong while it is typed', () => {
    expect(recheckedProblems<Field>(shown, { phone: 'Required' }, ['phone'])).toEqual(shown);
  });
});
