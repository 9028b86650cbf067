import { OUTBOX_HINT_KEY, readStored, writeStored } from '@site/shared/state';

/** Whether sends made offline wait in the outbox (a hint, see OUTBOX_HINT_KEY; the outbox itself is in IndexedDB). */
export function sendsWaitingHint(): boolean {
  return readStored('local', OUTBOX_HINT_KEY) === 'waiting';
}

export function setSendsWaitingHint(waiting: boolean): void {
  writeStored('local', OUTBOX_HINT_KEY, waiting ? 'waiting' : 'none');
}
