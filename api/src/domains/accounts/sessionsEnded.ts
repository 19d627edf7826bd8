// Sessions that end before their time (signed out, account frozen, cancelled or banned) are
// announced once the change is committed; the realtime layer ends their connections on every
// api process. Expiry needs no announcement: each connection knows when its session expires.
import type { SessionEndReason, SessionsEndedEvent } from '@matchday/contracts/realtime/protocol';
import type { Queryable } from '../../db/database';

/** The database domain event (see `Queryable.events`): one `SessionsEndedEvent`. */
export const SESSIONS_ENDED = 'sessionsEnded';

export function announceSessionsEnded(tx: Queryable, userId: string, sessionIds: string[], reason: SessionEndReason): void {
  if (sessionIds.length === 0) return;
  const event: SessionsEndedEvent = { userId, sessionIds, reason };
  const emit = () => tx.events?.emit(SESSIONS_ENDED, event);
  // Outside a transaction the change is already committed.
  if (tx.afterCommit) tx.afterCommit(emit);
  else emit();
}
