// The sports world as the api serves it and the site shows it. Times are ISO 8601 in UTC (with
// the `Z`), so every browser shows them in its own zone.
import { GENERAL_EVENT_TYPES, type OddsMarket, type Sport, SPORT_RULES, type SportDiscipline, type SportEventType, SPORTS } from '@matchday/contracts/sports/rules';

// What a sport is (its phases, clock, events, markets) is its entry in `SPORT_RULES`.
export { GENERAL_EVENT_TYPES, SPORTS, type Sport };
export const ESPORTS_DISCIPLINES = SPORT_RULES.esports.disciplines;
export type EsportsDiscipline = SportDiscipline<'esports'>;
export type Discipline = SportDiscipline;
/** One of a match's two sides. */
export type Side = 'home' | 'away';

/**
 * `result_unknown`: a real match (imported) whose kick-off has passed without a known result.
 * Nothing plays it; it shows no score until an import brings the result.
 */
export const MATCH_STATUSES = ['not_started', 'live', 'finished', 'result_unknown'] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

export type MatchEventType = SportEventType | (typeof GENERAL_EVENT_TYPES)[number];

/** Basketball positions (section 3). */
export const BASKETBALL_POSITIONS = ['point_guard', 'shooting_guard', 'small_forward', 'power_forward', 'center'] as const;

export interface TeamRef {
  id: string;
  name: string;
  shortName: string;
}

// A crest's or logo's address needs only the id, so no answer carries one: the api serves the
// provider's picture or draws a badge there (an image, cached a day). Paths: CREST_PATHS (crests.ts).
export const teamCrestUrl = (id: string): string => `/api/sports/teams/${encodeURIComponent(id)}/crest`;
export const competitionLogoUrl = (id: string): string => `/api/sports/competitions/${encodeURIComponent(id)}/logo`;

export interface CompetitionRef {
  id: string;
  name: string;
  shortName: string;
  tier: number;
  country: string;
}

export interface PeriodScore {
  /** '1H', '2H', 'ET' (football); 'Q1'..'Q4', 'OT1'.. (basketball); a map name (esports). */
  period: string;
  home: number;
  away: number;
}

export interface MatchSummary {
  id: string;
  sport: Sport;
  discipline: Discipline;
  competition: CompetitionRef;
  season: string;
  round: string;
  group: string;
  startsAt: string;
  status: MatchStatus;
  phase: string;
  /** Football: the match minute; basketball: seconds left in the quarter; esports: map clock. */
  clock: number;
  stoppage: number;
  home: TeamRef;
  away: TeamRef;
  homeScore: number;
  awayScore: number;
  periodScores: PeriodScore[];
  penalties: { home: number; away: number } | null;
  winner: Side | null;
  knockout: boolean;
  bestOf: number | null;
  venue: string;
  hot: boolean;
  /** Players sent off (a red card, or a second yellow), per side; 0 where a sport has none. */
  redCards: { home: number; away: number };
  /** Grows with every change; lists and details carry it so stale copies can be spotted. */
  version: number;
  /** Present while the match's data provider has stopped answering during play: the score may be behind. */
  delayed?: true;
  /**
   * A two-legged tie's second leg: the first leg's goals, by this match's sides (its home side was
   * away then). The aggregate is these plus the score now.
   */
  firstLeg?: { home: number; away: number };
}

/** A second leg's aggregate: the first leg's goals and the score now, by this match's sides; null for any other match. */
export const aggregateOf = (match: Pick<MatchSummary, 'firstLeg' | 'homeScore' | 'awayScore'>): { home: number; away: number } | null =>
  match.firstLeg ? { home: match.firstLeg.home + match.homeScore, away: match.firstLeg.away + match.awayScore } : null;

export interface MatchEvent {
  seq: number;
  type: MatchEventType;
  phase: string;
  minute: number;
  stoppage: number;
  side: Side | null;
  player: string;
  detail: Record<string, unknown>;
  homeScore: number;
  awayScore: number;
  at: string;
}

export interface OddsLine {
  market: OddsMarket;
  /** Handicap (home side) or total; null for european and first-to markets. */
  line: number | null;
  home: number | null;
  draw: number | null;
  away: number | null;
  status: 'open' | 'suspended' | 'settled';
  updatedAt: string;
}

export interface OddsMovement {
  line: number | null;
  home: number | null;
  draw: number | null;
  away: number | null;
  minute: number;
  homeScore: number;
  awayScore: number;
  at: string;
}

/**
 * How a competition ranks teams level on points: FIFA (goal difference and goals first, then the
 * matches between the tied teams), UEFA (the matches between the tied teams first), a league
 * (goal difference first, Premier League style) or a head-to-head league (La Liga, Serie A), and
 * wins-only tables (basketball, esports). The api's standings module lists each one's criteria.
 */
export const STANDINGS_RULES = ['fifa', 'uefa', 'league', 'league_h2h', 'wins'] as const;
export type StandingsRules = (typeof STANDINGS_RULES)[number];

export interface StandingsRow {
  position: number;
  /** The team is playing a match of this table now (counted at its score so far). */
  live: boolean;
  /** Places gained (+) or lost (−) by the matches in progress; 0 when none is. */
  change: number;
  team: TeamRef;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  scored: number;
  conceded: number;
  difference: number;
  /** After deductions. */
  points: number;
  /** Points taken off the team (see the table's deductions); 0 for most. */
  deducted: number;
}

/** Points taken off a team by its competition, with the competition's reason. */
export interface PointsDeduction {
  team: TeamRef;
  points: number;
  reason: string;
}

export interface StandingsTable {
  group: string;
  rules: StandingsRules;
  /** Matches of this table are in progress: it moves with their scores. */
  live: boolean;
  /** The criteria applied in order after points, e.g. `goalDifference`, `headToHead.points`. */
  tieBreakers: string[];
  rows: StandingsRow[];
  deductions: PointsDeduction[];
}

export interface BracketRound {
  round: string;
  matches: MatchSummary[];
}

/** A realtime message on a score-list channel (`scores:<sport>`). */
export interface ScoreListUpdate {
  matches: MatchSummary[];
}

/** A realtime message on a match channel (`match:<id>`). */
export interface MatchUpdate {
  match: MatchSummary;
  events: MatchEvent[];
  /** Sequence numbers of events the provider took back (a goal cancelled by VAR, a corrected scorer). */
  removedEvents?: number[];
  odds?: OddsLine[];
}

/** A realtime message on a user channel (`user:<id>`). */
export type UserNotification = { type: 'balance'; balance: number } | { type: 'notice'; message: string };

// ---- Answers of the read api, tab by tab (`SPORTS_PATHS`) ----

/** Matches and live matches on one local day, for the date strip. */
export interface CalendarDay {
  date: string;
  matches: number;
  live: number;
}

/** The longest search text (`SPORTS_PATHS.search`) the api takes; the site's search field stops there. */
export const SEARCH_MAX_LENGTH = 60;

export interface SearchResults {
  teams: { id: string; name: string; sport: Sport; discipline: Discipline }[];
  competitions: { id: string; name: string; sport: Sport }[];
  /** The found teams' matches from yesterday on. */
  matches: MatchSummary[];
}

/** The overview tab: the match, team statistics by side (`possession`, `shots`, …), key events. */
export interface MatchOverview {
  match: MatchSummary;
  stats: Record<string, Record<string, number>>;
  keyEvents: MatchEvent[];
}

export interface PlayerLine {
  id: string;
  name: string;
  /** What a pitch shows: the family name (first in Chinese, Japanese and Korean names) or a handle. */
  shortName: string;
  position: string;
  number: number | null;
}

export interface SideLineup {
  /** Football: `4-3-3` and the like; null where a sport has none. */
  formation: string | null;
  starters: PlayerLine[];
  bench: PlayerLine[];
  substitutions: { minute: number; off: string; on: string }[];
}

export type MatchLineups = Record<Side, SideLineup>;

/** One player's numbers in a match (football goals, shots…; basketball points, rebounds…; esports kills…). */
export interface PlayerStatLine {
  side: Side;
  player: string;
  position: string;
  stats: Record<string, number>;
}

export interface HeadToHead {
  /** The last ten finished meetings, newest first. */
  matches: MatchSummary[];
  homeWins: number;
  draws: number;
  awayWins: number;
}

export interface FormEntry {
  /** From that team's side. */
  result: 'W' | 'D' | 'L';
  match: MatchSummary;
}

export interface RecentRecord {
  home: FormEntry[];
  away: FormEntry[];
}

export interface InjuryLine {
  side: Side;
  player: string;
  position: string;
  reason: string;
  status: string;
  /** A calendar day (`YYYY-MM-DD`), or null when nobody knows. */
  expectedReturn: string | null;
}


/** One esports map of a match: its score, kills, duration, which side took each objective, the draft. */
export interface MapSummary {
  number: number;
  name: string;
  status: 'not_started' | 'live' | 'finished';
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
  /** Heroes, champions or agents picked and banned, by side. */
  picks: Record<Side, string[]>;
  bans: Record<Side, string[]>;
}

export const RANKING_KINDS = ['player', 'team', 'hero'] as const;
export type RankingKind = (typeof RANKING_KINDS)[number];

/** A hero (champion, agent) over a discipline's finished maps. Rates are 0–1. */
export interface HeroRankingRow {
  hero: string;
  maps: number;
  picks: number;
  pickRate: number;
  banRate: number;
  winRate: number;
}

/** A player's totals over finished matches (each statistic summed), and the ranked one per match. */
export interface PlayerRankingRow {
  player: string;
  team: string;
  matches: number;
  perMatch: number;
  [statistic: string]: string | number;
}

/** A team's record; esports teams add the rates of the specification (first blood, …). Rates are 0–1. */
export interface TeamStats {
  team: string;
  matches: number;
  winRate: number;
  averageScored: number;
  averageConceded: number;
  maps?: number;
  mapWinRate?: number;
  firstBloodRate?: number;
  firstTowerRate?: number;
  firstDragonRate?: number;
  baronRate?: number;
  overlordRate?: number;
  firstToFiveRate?: number;
  firstToTenRate?: number;
  averageKills?: number;
  averageDeaths?: number;
  averageDurationMinutes?: number;
}

export type RankingRow = HeroRankingRow | PlayerRankingRow | TeamStats;

export interface CompetitionSummary {
  id: string;
  sport: Sport;
  discipline: Discipline;
  name: string;
  shortName: string;
  country: string;
  /** `league`, `cup`, … */
  format: string;
  tier: number;
  /** Newest first. */
  seasons: string[];
}

export interface OddsIndexRow {
  match: MatchSummary;
  odds: OddsLine[];
}

export interface MatchPreview {
  match: MatchSummary;
  /** Each side's last five results, newest first. */
  homeForm: FormEntry['result'][];
  awayForm: FormEntry['result'][];
  lastMeeting: MatchSummary | null;
  headToHead: Omit<HeadToHead, 'matches'>;
  odds: OddsLine[];
}

/** The sports read api (all GET, public, with ETags). */
export const SPORTS_PATHS = {
  /** Match lists: by day in the viewer's zone, sport, discipline, competition, status; or a view (today, live, hot…). */
  matches: '/api/sports/matches',
  /** Matches and live matches per local day, for the date strip. */
  calendar: '/api/sports/calendar',
  search: '/api/sports/search',
  /** The overview tab: the match, team statistics, key events. */
  match: '/api/sports/matches/:id',
  /** The text-live stream, after a sequence number. */
  events: '/api/sports/matches/:id/events',
  lineups: '/api/sports/matches/:id/lineups',
  playerStats: '/api/sports/matches/:id/players',
  odds: '/api/sports/matches/:id/odds',
  oddsMovement: '/api/sports/matches/:id/odds/movement',
  headToHead: '/api/sports/matches/:id/h2h',
  recentRecord: '/api/sports/matches/:id/recent',
  injuries: '/api/sports/matches/:id/injuries',
  maps: '/api/sports/matches/:id/maps',
  competitions: '/api/sports/competitions',
  standings: '/api/sports/competitions/:id/standings',
  bracket: '/api/sports/competitions/:id/bracket',
  schedule: '/api/sports/competitions/:id/schedule',
  teamStats: '/api/sports/teams/:id/stats',
  rankings: '/api/sports/rankings',
  oddsIndex: '/api/sports/odds',
  previews: '/api/sports/previews',
} as const;
