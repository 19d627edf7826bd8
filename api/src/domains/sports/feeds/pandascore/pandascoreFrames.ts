// What PandaScore's live websockets say about the game in play, read defensively: a frame is told
// apart by its sides (League of Legends' blue and red, Counter-Strike's counter-terrorists and
// terrorists, Dota 2's radiant and dire), checked field by field, and applied to the game's state;
// one of another kind (Valorant's, which PandaScore does not document) or malformed is not read,
// and says why. Nothing here throws at what a provider sends.
//
// Firsts (first blood, tower, dragon; first to five and ten rounds) are given only when the frames
// show who got there first: a state started afresh mid-game (a process that found no state kept)
// that sees both sides past one leaves it unknown rather than giving it to the home side.
import type { Side } from '@matchday/contracts/sports/contract';
import type { FeedEvent } from '../feedModel';
import type { Match } from './pandascoreTypes';

type Totals = { kills: number; roundScore: number; towers: number; drakes: number; nashors: number };

/** What the websockets have told about the game in play (kept in the database between frames: feed_live_games). */
export interface LiveGame {
  gameId: number;
  /** Seconds on the game clock. */
  clock: number;
  home: Totals;
  away: Totals;
  firstBlood: Side | null;
  firstTower: Side | null;
  firstDragon: Side | null;
  baron: Side | null;
  firstToFive: Side | null;
  firstToTen: Side | null;
  /** Firsts decided, known or not (a state that began mid-game cannot tell some). */
  decided: string[];
  events: FeedEvent[];
}

export const emptyLiveGame = (gameId: number): LiveGame => ({
  gameId,
  clock: 0,
  home: { kills: 0, roundScore: 0, towers: 0, drakes: 0, nashors: 0 },
  away: { kills: 0, roundScore: 0, towers: 0, drakes: 0, nashors: 0 },
  firstBlood: null,
  firstTower: null,
  firstDragon: null,
  baron: null,
  firstToFive: null,
  firstToTen: null,
  decided: [],
  events: [],
});

/** A state read back from the database, or null when it is not one. */
export function liveGameFrom(value: unknown): LiveGame | null {
  if (!value || typeof value !== 'object') return null;
  const state = value as Partial<LiveGame>;
  if (!Number.isInteger(state.gameId) || !state.home || !state.away || !Array.isArray(state.events)) return null;
  return { ...emptyLiveGame(state.gameId!), ...state, decided: Array.isArray(state.decided) ? state.decided : [] } as LiveGame;
}

export const sideOf = (match: Match, teamId: unknown): Side | null =>
  typeof teamId === 'number' && teamId === match.opponents[0]?.opponent.id ? 'home' : typeof teamId === 'number' && teamId === match.opponents[1]?.opponent.id ? 'away' : null;

const count = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : null);
const record = (value: unknown): Record<string, unknown> | null => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null);

export type FrameKind = 'lol' | 'cs' | 'dota' | 'unknown';

/** The kind of a frame, by its sides. */
export function frameKind(frame: unknown): FrameKind {
  const body = record(frame);
  if (!body) return 'unknown';
  if (record(body.blue) && record(body.red)) return 'lol';
  if (record(body.counter_terrorists) && record(body.terrorists)) return 'cs';
  if (record(body.radiant) && record(body.dire)) return 'dota';
  return 'unknown';
}

/** The game a frame or an event is about, when it says. */
export const gameIdOf = (message: unknown): number | null => {
  const id = record(record(message)?.game)?.id;
  return typeof id === 'number' && Number.isInteger(id) ? id : null;
};

/** The outcome of reading a frame: the next state, or why it was not read. */
export type FrameRead = { state: LiveGame } | { skipped: string };

interface SideTotals {
  teamId: unknown;
  kills: number | null;
  towers: number | null;
  drakes: number | null;
  nashors: number | null;
  rounds: number | null;
}

/** Each side's totals from a frame of a known kind; null when a side lacks what its kind must carry. */
function totalsOf(kind: Exclude<FrameKind, 'unknown'>, frame: Record<string, unknown>): [SideTotals, SideTotals] | null {
  const sides = kind === 'lol' ? [frame.blue, frame.red] : kind === 'cs' ? [frame.counter_terrorists, frame.terrorists] : [frame.radiant, frame.dire];
  const read = (side: unknown): SideTotals | null => {
    const body = record(side)!;
    if (kind === 'lol') {
      const totals = { teamId: body.id, kills: count(body.kills), towers: count(body.towers), drakes: count(body.drakes), nashors: count(body.nashors), rounds: null };
      return totals.kills === null || totals.towers === null ? null : totals;
    }
    if (kind === 'cs') {
      const rounds = count(body.round_score);
      return rounds === null ? null : { teamId: body.id, kills: null, towers: null, drakes: null, nashors: null, rounds };
    }
    // Dota 2: `score` is the side's kills; `towers` counts those it destroyed (documentation: data sample, Dota 2).
    const towers = record(body.towers);
    const totals = { teamId: body.id, kills: count(body.score), towers: towers ? count(towers.destroyed) : count(body.towers), drakes: null, nashors: null, rounds: null };
    return totals.kills === null ? null : totals;
  };
  const [first, second] = sides.map(read);
  return first && second ? [first, second] : null;
}

/**
 * A frame applied to the game's state: totals, the game clock, and the events the change proves
 * (a first, a Baron, a round won). The frame must name both teams of the series.
 */
export function applyFrame(match: Match, state: LiveGame, frame: unknown): FrameRead {
  const kind = frameKind(frame);
  if (kind === 'unknown') return { skipped: 'a frame of a kind not read (not League of Legends, Counter-Strike or Dota 2)' };
  const body = record(frame)!;
  const totals = totalsOf(kind, body);
  if (!totals) return { skipped: `a ${kind} frame without its sides' totals` };
  const gameId = gameIdOf(frame);
  if (gameId === null || gameId !== state.gameId) return { skipped: `a ${kind} frame of another game` };
  const [firstSide, secondSide] = [sideOf(match, totals[0].teamId), sideOf(match, totals[1].teamId)];
  if (!firstSide || !secondSide || firstSide === secondSide) return { skipped: `a ${kind} frame naming a team not in the series` };
  const bySide: Record<Side, SideTotals> = { [firstSide]: totals[0], [secondSide]: totals[1] } as Record<Side, SideTotals>;
  const clock = count(body.current_timestamp) ?? state.clock;
  const position = match.games.find((game) => game.id === gameId)?.position ?? 1;
  const next: LiveGame = { ...state, clock, home: { ...state.home }, away: { ...state.away }, decided: [...state.decided], events: [...state.events] };
  const add = (type: FeedEvent['type'], key: string, side: Side, detail: Record<string, unknown> = {}) => {
    if (next.events.some((event) => event.key === key)) return;
    next.events.push({ key, type, phase: `map_${position}`, minute: kind === 'cs' ? 0 : Math.floor(clock / 60), stoppage: 0, side, player: '', detail: { map: position, ...(kind === 'cs' ? {} : { clock }), ...detail } });
  };
  /** A first: to the one side that reached it in this frame; unknown when both are seen past it at once. */
  const first = (name: 'firstBlood' | 'firstTower' | 'firstDragon', type: FeedEvent['type'], value: (totals: SideTotals) => number | null) => {
    if (next.decided.includes(name)) return;
    const home = value(bySide.home) ?? 0;
    const away = value(bySide.away) ?? 0;
    if (home === 0 && away === 0) return;
    next.decided.push(name);
    const side: Side | null = home > 0 && away === 0 ? 'home' : away > 0 && home === 0 ? 'away' : null;
    next[name] = side;
    if (side) add(type, `g${gameId}:${type}`, side);
  };
  for (const side of ['home', 'away'] as const) {
    const now = bySide[side];
    next[side] = {
      kills: now.kills ?? state[side].kills,
      towers: now.towers ?? state[side].towers,
      drakes: now.drakes ?? state[side].drakes,
      nashors: now.nashors ?? state[side].nashors,
      roundScore: now.rounds ?? state[side].roundScore,
    };
  }
  if (kind !== 'cs') {
    first('firstBlood', 'first_blood', (side) => side.kills);
    first('firstTower', 'first_tower', (side) => side.towers);
  }
  if (kind === 'lol') {
    first('firstDragon', 'first_dragon', (side) => side.drakes);
    for (const side of ['home', 'away'] as const)
      for (let baron = state[side].nashors + 1; baron <= next[side].nashors; baron += 1) {
        next.baron ??= side;
        add('baron', `g${gameId}:baron:${side}:${baron}`, side);
      }
  }
  if (kind === 'cs') applyRounds(state, next, gameId, add, count(body.round));
  return { state: next };
}

/** Counter-Strike: each round won, and who reached five and ten first where the frames show it. */
function applyRounds(state: LiveGame, next: LiveGame, gameId: number, add: (type: FeedEvent['type'], key: string, side: Side, detail?: Record<string, unknown>) => void, round: number | null): void {
  for (const side of ['home', 'away'] as const) {
    const gained = next[side].roundScore - state[side].roundScore;
    for (let won = state[side].roundScore + 1; won <= next[side].roundScore; won += 1)
      // The round's number only when this frame adds that one round (a state that began mid-game backfills without it).
      add('round_won', `g${gameId}:round:${side}:${won}`, side, { [side]: won, ...(gained === 1 && round !== null ? { round } : {}) });
  }
  for (const [target, name, type] of [
    [5, 'firstToFive', 'first_to_five'],
    [10, 'firstToTen', 'first_to_ten'],
  ] as const) {
    if (next.decided.includes(name)) continue;
    const home = next.home.roundScore >= target;
    const away = next.away.roundScore >= target;
    if (!home && !away) continue;
    next.decided.push(name);
    const side: Side | null = home && !away ? 'home' : away && !home ? 'away' : null;
    next[name] = side;
    if (side) add(type, `g${gameId}:${type}`, side);
  }
}

/** A kill from the events socket (its id keeps it single); objectives come from the frames. */
export function applyLiveEvent(match: Match, state: LiveGame, event: unknown): FrameRead {
  const body = record(event);
  const payload = record(body?.payload);
  const id = body?.id;
  if (!body || !payload || (typeof id !== 'number' && typeof id !== 'string')) return { skipped: 'an event without its id or payload' };
  if (gameIdOf(event) !== state.gameId) return { skipped: 'an event of another game' };
  const killer = record(payload.killer);
  const killed = record(payload.killed);
  if (killer?.type !== 'player' || killed?.type !== 'player') return { state }; // not a kill between players: nothing to add
  const key = `g${state.gameId}:kill:${id}`;
  if (state.events.some((known) => known.key === key)) return { state };
  const position = match.games.find((game) => game.id === state.gameId)?.position ?? 1;
  const clock = count(body.ingame_timestamp) ?? 0;
  return {
    state: {
      ...state,
      events: [
        ...state.events,
        {
          key,
          type: 'kill',
          phase: `map_${position}`,
          minute: Math.floor(clock / 60),
          stoppage: 0,
          side: sideOf(match, killer.team_id),
          player: typeof killer.name === 'string' ? killer.name : '',
          detail: { map: position, clock, victim: typeof killed.name === 'string' ? killed.name : '' },
        },
      ],
    },
  };
}
