import { OUTBOX_HINT_KEY } from '../state/keys';
import { readStored, writeStored } from '../state/storage';

/** Whether sends made offline wait in the outbox (a hint, see OUTBOX_HINT_KEY; the outbox itself is in IndexedDB). */
export function sendsWaitingHint(): boolean {
  return readStored('local', OUTBOX_HINT_KEY) === 'waiting';
}

export function setSendsWaitingHint(waiting: boolean): void {
  writeStored('local', OUTBOX_HINT_KEY, waiting ? 'waiting' : 'none');
}
