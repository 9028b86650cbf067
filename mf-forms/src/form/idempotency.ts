/**
 * `Idempotency-Key`s for one form. The server stores one row per key and replays its first
 * reply to a repeat (docs/api.md#submissions). The request client resends the key on its own
 * retries; here, the visitor sending exactly the same thing again after a failure (a time-out
 * whose request did reach the server) reuses it too, so the message is stored once. Changed
 * fields, or a new message after a success, get a new key.
 */
export interface Keyring {
  keyFor(body: unknown): string;
  /** after a success: the next submission is a new one */
  forget(): void;
}

/** 128 random bits as hex: `getRandomValues` works on plain HTTP too, where `randomUUID` does not exist. */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function keyring(make: () => string = newKey): Keyring {
  let last: { body: string; key: string } | null = null;
  return {
    keyFor(body) {
      const text = JSON.stringify(body);
      if (last?.body !== text) last = { body: text, key: make() };
      return last.key;
    },
    forget() {
      last = null;
    },
  };
}
