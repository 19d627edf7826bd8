// Where play is, read from the latest events: the pure part of the live pitch and court, so the
// drawings only place what this computes. Depth runs from a side's own goal (0) to the goal it
// attacks (1); home attacks toward the right-hand end of the drawing, away toward the left.
import type { MatchEvent, MatchEventType } from '@matchday/contracts/sports/contract';

export type Side = 'home' | 'away';

/** Football events the pitch shows, with how deep into the opponent's half each happens. */
export const FOOTBALL_PLAY_DEPTH = {
  goal: 1,
  own_goal: 1,
  penalty: 0.9,
  penalty_missed: 0.9,
  corner: 0.98,
  shot_on_target: 0.88,
  shot_off_target: 0.85,
  offside: 0.8,
  dangerous_attack: 0.75,
  free_kick: 0.62,
  // The defending side restarts from its own box.
  goal_kick: 0.06,
} as const satisfies Partial<Record<MatchEventType, number>>;

export type FootballPlayKind = keyof typeof FOOTBALL_PLAY_DEPTH;

export interface FootballPlay {
  seq: number;
  kind: FootballPlayKind;
  side: Side;
  minute: number;
  stoppage: number;
  /** Position on a 0..1 by 0..1 pitch, x from the home goal (left) to the away goal (right). */
  x: number;
  y: number;
}

/** How many past plays the pitch keeps drawn: a short trail, whatever the match length. */
export const TRAIL_LENGTH = 5;

/**
 * The events from the newest back, without copying the list: the api sends them oldest first,
 * but a caller holding them newest first (a timeline) gets the same answer.
 */
function* newestFirst(events: readonly MatchEvent[]): Generator<MatchEvent> {
  const ascending = events.length < 2 || events[0]!.seq <= events[events.length - 1]!.seq;
  for (let step = 0; step < events.length; step++) yield events[ascending ? events.length - 1 - step : step]!;
}

const isFootballPlay = (type: MatchEventType): type is FootballPlayKind => type in FOOTBALL_PLAY_DEPTH;

/** A lane across the pitch that varies per event but stays put for the same event on a re-render. */
function laneOf(event: MatchEvent, kind: FootballPlayKind): number {
  if (kind === 'corner') return event.seq % 2 === 0 ? 0.03 : 0.97;
  if (kind === 'goal' || kind === 'own_goal' || kind === 'penalty' || kind === 'penalty_missed' || kind === 'goal_kick') return 0.5;
  const spread = ((event.seq * 37) % 60) / 100; // 0 .. 0.59
  return 0.2 + spread;
}

/** The last `TRAIL_LENGTH` plays, oldest first; only the newest end of the list is read. */
export function footballTrail(events: readonly MatchEvent[]): FootballPlay[] {
  const trail: FootballPlay[] = [];
  for (const event of newestFirst(events)) {
    if (trail.length >= TRAIL_LENGTH) break;
    if (!isFootballPlay(event.type) || event.side === null) continue;
    const depth = FOOTBALL_PLAY_DEPTH[event.type];
    trail.push({
      seq: event.seq,
      kind: event.type,
      side: event.side,
      minute: event.minute,
      stoppage: event.stoppage,
      x: event.side === 'home' ? depth : 1 - depth,
      y: laneOf(event, event.type),
    });
  }
  return trail.reverse();
}

export const SCORING_PLAYS = ['two_point', 'three_point', 'free_throw'] as const;
export type ScoringPlayKind = (typeof SCORING_PLAYS)[number];

export interface ScoringPlay {
  seq: number;
  kind: ScoringPlayKind;
  side: Side;
  homeScore: number;
  awayScore: number;
}

export interface CourtState {
  /** The side with the ball, as far as the latest events tell; null before anyone had it. */
  possession: Side | null;
  lastScore: ScoringPlay | null;
}

const other = (side: Side): Side => (side === 'home' ? 'away' : 'home');

/** Who has the ball after an event, or undefined when the event does not say. */
function possessionAfter(event: MatchEvent): Side | undefined {
  const side = event.side;
  if (side === null) return undefined;
  const made = event.detail.made === true;
  switch (event.type) {
    case 'two_point':
    case 'three_point':
      // A made basket hands the ball over; a miss is settled by the rebound that follows.
      return made ? other(side) : side;
    case 'free_throw':
      return made ? other(side) : side;
    case 'rebound':
    case 'steal':
    case 'timeout':
      return side;
    case 'turnover':
      return other(side);
    case 'foul':
      // The event names the side that fouled; the other side keeps (or gets) the ball.
      return other(side);
    default:
      return undefined;
  }
}

/** Possession and the last made basket, scanning back from the newest event only as far as needed. */
export function courtState(events: readonly MatchEvent[]): CourtState {
  let possession: Side | null | undefined;
  let lastScore: ScoringPlay | null = null;
  for (const event of newestFirst(events)) {
    if (possession === undefined) possession = possessionAfter(event);
    if (lastScore === null && event.side !== null && event.detail.made === true && (SCORING_PLAYS as readonly string[]).includes(event.type)) {
      lastScore = { seq: event.seq, kind: event.type as ScoringPlayKind, side: event.side, homeScore: event.homeScore, awayScore: event.awayScore };
    }
    if (possession !== undefined && lastScore !== null) break;
  }
  return { possession: possession ?? null, lastScore };
}
