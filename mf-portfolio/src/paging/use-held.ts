import { useState } from 'react';

/**
 * `value`, or while a new one loads (`loading`), the last one of the same `scope`: a language
 * switch keeps the page as it was until the new language's data is there, instead of
 * collapsing it into a loading state (and losing the scroll position). `value` must be stable
 * between renders (memoised) while it does not change.
 */
export function useHeldWhileLoading<T>(value: T | null, loading: boolean, scope: string): T | null {
  const [held, setHeld] = useState<{ scope: string; value: T } | null>(value === null ? null : { scope, value });
  if (value !== null && (held?.value !== value || held.scope !== scope)) setHeld({ scope, value });
  if (value !== null) return value;
  return loading && held?.scope === scope ? held.value : null;
}
