// What a provider's feed says about a match, in our words: each provider's mapper turns its
// answers into these, and the feed writer stores them (feedWriter.ts). Only what the provider
// said is here; a field it did not send is left out (undefined), never filled in.
import type { Discipline, MapSummary, MatchEventType, MatchStatus, PeriodScore, Side, Sport } from '@matchday/contracts/sports/contract';
import type { OddsMarket } from '@matchday/contracts/sports/rules';

/** The providers a sport's feed can come from (MATCHDAY_FEED). */
export const FEED_PROVIDERS = ['api-sports', 'pandascore'] as const;
export type FeedProvider = (typeof FEED_PROVIDERS)[number];

export interface FeedCompetition {
  providerId: string;
  sport: Sport;
  discipline: Discipline;
  name: string;
  shortName: string;
  country: string;
  format: 'league' | 'cup' | 'groups_knockout';
  tier: number;
  /** The provider's picture of it (`providerImageUrl`), when it gives one. */
  logoUrl?: string;
}

export interface FeedTeam {
  providerId: string;
  name: string;
  shortName: string;
  /** Where the provider says the team is from ('' when it does not say: an international competition's answer). */
  country: string;
  /** The provider's picture of it (`providerImageUrl`), when it gives one. */
  logoUrl?: string;
}

/** Where the providers keep their pictures (API-Sports' media hosts, PandaScore's CDN). */
const PROVIDER_IMAGE_HOSTS = ['api-sports.io', 'pandascore.co'];

/**
 * A provider's picture address as the api keeps it, or undefined: only https on the providers'
 * own hosts (no port, no credentials), since the api fetches it itself (crests/providerImages.ts)
 * and must not be sent anywhere else by an answer.
 */
export function providerImageUrl(url: unknown): string | undefined {
  if (typeof url !== 'string' || url.length > 500) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'https:' || parsed.port || parsed.username || parsed.password) return undefined;
  return PROVIDER_IMAGE_HOSTS.some((host) => parsed.hostname === host || parsed.hostname.endsWith(`.${host}`)) ? parsed.href : undefined;
}

export interface FeedPlayer {
  providerId: string | null;
  name: string;
  position: string;
  number: number | null;
}

export interface FeedLineup {
  formation: string | null;
  starters: FeedPlayer[];
  bench: FeedPlayer[];
}

/**
 * One event as the provider tells it. `key` names it across answers where the provider numbers
 * its events (PandaScore's ids) or there is one of its kind (kick-off, full time): the same key in
 * the next answer is the same event. A provider that gives no id (API-Football) tells an event
 * `loose`: it is known again by its kind, side, player and time, within a few minutes, since the
 * provider fills a player in later or moves 45' to 45+1'; its key only names it when first stored.
 * An event no longer told (a goal VAR took back) is removed.
 */
export interface FeedEvent {
  key: string;
  type: MatchEventType | 'var_decision';
  phase: string;
  minute: number;
  stoppage: number;
  side: Side | null;
  player: string;
  /** The provider's id of the player, where it gives one. */
  playerId?: string | null;
  loose?: boolean;
  detail: Record<string, unknown>;
}

/** One player's figures in a match as the provider gives them (API-Football's `players`, with its rating). */
export interface FeedPlayerStats {
  side: Side;
  player: FeedPlayer;
  stats: Record<string, number>;
}

export interface FeedOdds {
  market: OddsMarket;
  line: number | null;
  home: number | null;
  draw: number | null;
  away: number | null;
}

/** An esports map (a game of the series) once it has started. */
export type FeedMap = Omit<MapSummary, 'status'> & { status: Exclude<MapSummary['status'], 'not_started'> };

/** A match as one answer of the provider describes it. */
export interface FeedMatch {
  provider: FeedProvider;
  providerId: string;
  competition: FeedCompetition;
  /** The season's name as the site shows it (`2025/26` for a league across two years, `2026` for one in a calendar year). */
  season: string;
  /** The provider's season: its league and year (`football:league:39:2025`); one season whatever its name. */
  seasonKey: string;
  round: string;
  group: string;
  startsAt: Date;
  /**
   * A postponed match is `not_started` with the phase `postponed`; a cancelled or abandoned one is
   * `result_unknown` with the phase `cancelled` or `abandoned` (no score is shown, no plan wins).
   */
  status: MatchStatus;
  phase: string;
  /** Seconds in the phase as SPORT_RULES reads it (football from kick-off; basketball left in the quarter; esports on the map). */
  clock: number;
  stoppage: number;
  home: FeedTeam;
  away: FeedTeam;
  homeScore: number;
  awayScore: number;
  periodScores: PeriodScore[];
  penalties: { home: number; away: number } | null;
  winner: Side | null;
  knockout: boolean;
  bestOf: number | null;
  venue: string;
  /** Each side's team statistics, when this answer carries them. */
  stats?: { home: Record<string, number>; away: Record<string, number> };
  lineups?: { home: FeedLineup; away: FeedLineup; substitutions?: { side: Side; minute: number; off: string; on: string }[] };
  /** Each player's figures, when this answer carries them. */
  playerStats?: FeedPlayerStats[];
  /** Every event of the match so far, when this answer carries them (an answer without events leaves them as stored). */
  events?: FeedEvent[];
  /**
   * The events are what this answer adds, not the whole list: stored events it does not name are
   * kept (a websocket feed heard since it connected). One it names differently is still replaced.
   */
  keepEvents?: boolean;
  /** Esports maps (games) so far. */
  maps?: FeedMap[];
  /** Pre-match or live prices, when this answer carries them. */
  odds?: FeedOdds[];
}

/** A row of a provider's league table, as its standings answer gives it. */
export interface FeedStandingRow {
  team: FeedTeam;
  group: string;
  rank: number;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  points: number;
}

/** A provider's table of a season (API-Football's `standings`): the points it gives, deductions included. */
export interface FeedStandings {
  provider: FeedProvider;
  competition: FeedCompetition;
  season: string;
  seasonKey: string;
  rows: FeedStandingRow[];
}
