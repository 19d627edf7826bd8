// A match as the engine plays it: the public score, clock and stats, plus the working state
// each sport's simulator keeps. Simulators advance it second by second and say what happened.
import type { MatchEventType, PeriodScore } from '@matchday/shared/api/sports';
import type { Discipline, Sport } from '../catalog/types';
import type { Random } from './random';

export interface SimPlayer {
  id: string;
  name: string;
  position: string;
  number: number | null;
}

export interface SimTeam {
  id: string;
  name: string;
  rating: number;
  players: SimPlayer[];
}

/** Real goals a replayed fixture must reproduce, at their real minutes. */
export interface MatchScript {
  goals: { side: 'home' | 'away'; player: string; minute: number; stoppage: number; penalty: boolean; ownGoal: boolean }[];
  halfTime: [number, number] | null;
  fullTime: [number, number];
  extraTime: [number, number] | null;
  penalties: [number, number] | null;
}

export type Side = 'home' | 'away';
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

export interface SimMap {
  number: number;
  name: string;
  status: 'live' | 'finished';
  homeScore: number;
  awayScore: number;
  homeKills: number;
  awayKills: number;
  durationSeconds: number;
  winner: Side | null;
  firstBlood: Side | null;
  firstTower: Side | null;
  firstDragon: Side | null;
  baron: Side | null;
  overlord: Side | null;
  firstToFive: Side | null;
  firstToTen: Side | null;
  picks: { home: string[]; away: string[] };
  bans: { home: string[]; away: string[] };
}

export interface SimEvent {
  type: MatchEventType;
  phase: string;
  minute: number;
  stoppage: number;
  side: Side | null;
  player: string;
  detail: Record<string, unknown>;
}

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
