// Match events for the live pitch tests, numbered in order like the api's.
import type { MatchEvent } from '@matchday/contracts/sports/contract';

let seq = 0;

export function matchEvent(type: MatchEvent['type'], side: MatchEvent['side'], patch: Partial<MatchEvent> = {}): MatchEvent {
  seq += 1;
  return {
    seq,
    type,
    phase: 'second_half',
    minute: 63,
    stoppage: 0,
    side,
    player: '',
    detail: {},
    homeScore: 0,
    awayScore: 0,
    at: '2026-11-24T20:33:00.000Z',
    ...patch,
  };
}
