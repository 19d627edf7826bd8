// A match as the engine plays it: the public score, clock and stats, plus the working state
// each sport's simulator keeps. Simulators advance it second by second and say what happened.
import type { Discipline, MapSummary, MatchEvent, PeriodScore, PlayerLine, Side, Sport } from '@matchday/contracts/sports/contract';
import type { Random } from './random';

/** A player as the engine fields them: as the lineups answer shows them. */
export type SimPlayer = PlayerLine;

export interface SimTeam {
  id: string;
  name: string;
  rating: number;
  players: SimPlayer[];
}

/** Real goals a replayed fixture must reproduce, at their real minutes. */
export interface MatchScript {
  goals: { side: Side; player: string; minute: number; stoppage: number; penalty: boolean; ownGoal: boolean }[];
  halfTime: [number, number] | null;
  fullTime: [number, number];
  extraTime: [number, number] | null;
  penalties: [number, number] | null;
}

export type TeamStats = Record<string, number>;

export interface LiveMatch {
  id: string;
  sport: Sport;
  discipline: Discipline;
  knockout: boolean;
  bestOf: number | null;
  /** Basketball quarter length. */
  quarterMinutes: number;
  home: SimTeam;
  away: SimTeam;
  status: 'not_started' | 'live' | 'finished';
  phase: string;
  clock: number;
  stoppage: number;
  homeScore: number;
  awayScore: number;
  periodScores: PeriodScore[];
  penalties: { home: number; away: number } | null;
  winner: Side | null;
  stats: { home: TeamStats; away: TeamStats };
  /** Per player: goals, points, kills… keyed by player id. */
  playerStats: Record<string, Record<string, number>>;
  lineups: Record<string, unknown>;
  script: MatchScript | null;
  /** Simulator's own state (JSON). */
  state: Record<string, unknown>;
  /** Esports maps played so far, with their objectives. */
  maps: SimMap[];
}

/** An esports map as the engine plays it: the map of the api's answers, which the engine only holds once it has started. */
export type SimMap = Omit<MapSummary, 'status'> & { status: Exclude<MapSummary['status'], 'not_started'> };

/** What a simulator says happened; the engine numbers it and adds the score and the time (a MatchEvent). */
export type SimEvent = Pick<MatchEvent, 'type' | 'phase' | 'minute' | 'stoppage' | 'side' | 'player' | 'detail'>;

export interface Simulator {
  /** Kick-off (tip-off, first map): lineups, the first phase. */
  start(match: LiveMatch, random: Random): SimEvent[];
  /** One second of play; returns what happened in it. */
  tick(match: LiveMatch, random: Random): SimEvent[];
}

export const other = (side: Side): Side => (side === 'home' ? 'away' : 'home');

/** A match not yet started: the fixture's facts, everything else at its starting value. */
export function fixtureMatch(fixture: Pick<LiveMatch, 'id' | 'sport' | 'discipline' | 'knockout' | 'bestOf' | 'quarterMinutes' | 'home' | 'away'> & Partial<LiveMatch>): LiveMatch {
  return {
    status: 'not_started',
    phase: 'scheduled',
    clock: 0,
    stoppage: 0,
    homeScore: 0,
    awayScore: 0,
    periodScores: [],
    penalties: null,
    winner: null,
    stats: { home: {}, away: {} },
    playerStats: {},
    lineups: {},
    script: null,
    state: {},
    maps: [],
    ...fixture,
  };
}
