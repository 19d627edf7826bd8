// Sessions that ended lately, and why. A connection whose authentication was under way when the
// announcement came (the database still said yes) must not keep the session: it is checked here.
import type { SessionEndReason } from '@matchday/contracts/realtime/protocol';

/** How long an ended session is remembered: longer than any authentication takes. */
const ENDED_MEMORY_MS = 60_000;

export class EndedSessions {
  /** Session id -> why and when (Date.now()) it ended, in the order they ended. */
  private readonly ended = new Map<string, { reason: SessionEndReason; at: number }>();

  remember(sessionId: string, reason: SessionEndReason, at = Date.now()): void {
    this.ended.delete(sessionId); // re-inserted last: the map stays in the order they ended
    this.ended.set(sessionId, { reason, at });
  }

  /** Why the session ended, if it did lately. */
  reasonFor(sessionId: string): SessionEndReason | undefined {
    return this.ended.get(sessionId)?.reason;
  }

  /** Forgets the sessions that ended longer ago than they need remembering. */
  prune(now = Date.now()): void {
    const cutoff = now - ENDED_MEMORY_MS;
    for (const [sessionId, ended] of this.ended) {
      if (ended.at > cutoff) break;
      this.ended.delete(sessionId);
    }
  }
}
