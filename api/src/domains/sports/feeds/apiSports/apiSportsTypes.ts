// API-Sports' answers as its documentation describes them (API-Football v3, API-Basketball v1):
// only the fields Matchday reads. Every answer is an envelope around `response`.

export interface Envelope<T> {
  get: string;
  parameters: Record<string, string>;
  /** An empty array when all is well; an object naming the problem otherwise (`requests`, `rateLimit`, `token`…). */
  errors: unknown[] | Record<string, string>;
  results: number;
  paging: { current: number; total: number };
  response: T[];
}

export interface TeamRef {
  id: number;
  name: string;
  logo?: string;
}

/** API-Football: one fixture (`/fixtures`). Events, line-ups and statistics come with `live`, `id` and `ids` answers. */
export interface Fixture {
  fixture: {
    id: number;
    referee: string | null;
    timezone: string;
    date: string;
    timestamp: number;
    venue: { id: number | null; name: string | null; city: string | null };
    status: { long: string; short: string; elapsed: number | null; extra?: number | null };
  };
  league: { id: number; name: string; country: string; season: number; round: string; logo?: string };
  teams: { home: TeamRef & { winner: boolean | null }; away: TeamRef & { winner: boolean | null } };
  goals: { home: number | null; away: number | null };
  score: {
    halftime: { home: number | null; away: number | null };
    fulltime: { home: number | null; away: number | null };
    extratime: { home: number | null; away: number | null };
    penalty: { home: number | null; away: number | null };
  };
  events?: FixtureEvent[];
  lineups?: FixtureLineup[];
  statistics?: { team: TeamRef; statistics: { type: string; value: number | string | null }[] }[];
  players?: FixturePlayers[];
}

/** `players` of a fixture (and `fixtures/players`): each team's players with their figures. */
export interface FixturePlayers {
  team: TeamRef;
  players: {
    player: { id: number | null; name: string | null };
    statistics: {
      games?: { minutes?: number | null; number?: number | null; position?: string | null; rating?: string | null; captain?: boolean; substitute?: boolean };
      shots?: { total?: number | null; on?: number | null };
      goals?: { total?: number | null; conceded?: number | null; assists?: number | null; saves?: number | null };
      passes?: { total?: number | null; key?: number | null; accuracy?: string | number | null };
      tackles?: { total?: number | null; blocks?: number | null; interceptions?: number | null };
      cards?: { yellow?: number | null; red?: number | null };
    }[];
  }[];
}

/** `/leagues`: a league, its country and its seasons with their first and last days. */
export interface League {
  league: { id: number; name: string; type: string; logo?: string };
  country: { name: string; code: string | null };
  seasons: { year: number; start: string; end: string; current: boolean }[];
}

/** `/standings`: a league's table(s), one list per group. */
export interface StandingsAnswer {
  league: {
    id: number;
    name: string;
    country: string;
    season: number;
    logo?: string;
    standings: {
      rank: number;
      team: TeamRef;
      points: number;
      group: string;
      description: string | null;
      all: { played: number; win: number; draw: number; lose: number; goals: { for: number; against: number } };
    }[][];
  };
}

/**
 * `type`: Goal, Card, subst, Var. `detail`: Normal Goal, Own Goal, Penalty, Missed Penalty;
 * Yellow Card, Red Card, Second Yellow card; Substitution <n>; Goal cancelled, Penalty confirmed…
 * `team` is the side the event belongs to: an own goal is listed under the team that scored it
 * into its own net (the documentation's examples), so it counts for the other side. In a
 * substitution `player` leaves and `assist` comes on.
 */
export interface FixtureEvent {
  time: { elapsed: number; extra: number | null };
  team: TeamRef;
  player: { id: number | null; name: string | null };
  assist: { id: number | null; name: string | null };
  type: string;
  detail: string;
  comments: string | null;
}

export interface LineupPlayer {
  player: { id: number; name: string; number: number | null; pos: string | null; grid: string | null };
}

export interface FixtureLineup {
  team: TeamRef;
  formation: string | null;
  startXI: LineupPlayer[];
  substitutes: LineupPlayer[];
}

/** `/odds`: a fixture's bookmakers and their bets. */
export interface FixtureOdds {
  fixture: { id: number };
  league: { id: number; season: number | string };
  update: string;
  bookmakers: { id: number; name: string; bets: { id: number; name: string; values: { value: string | number; odd: string }[] }[] }[];
}

/** `/injuries`: a player out of, or doubtful for, a fixture. */
export interface Injury {
  player: { id: number; name: string; type: string; reason: string };
  team: TeamRef;
  fixture: { id: number; date: string };
  league: { id: number; season: number };
}

/** API-Basketball: one game (`/games`). */
export interface Game {
  id: number;
  date: string;
  timestamp: number;
  stage: string | null;
  week: string | null;
  venue?: string | null;
  status: { long: string; short: string; timer: string | null };
  league: { id: number; name: string; type: string; season: string | number; logo?: string };
  country: { id: number; name: string };
  teams: { home: TeamRef; away: TeamRef };
  scores: { home: GameScores; away: GameScores };
}

export interface GameScores {
  quarter_1: number | null;
  quarter_2: number | null;
  quarter_3: number | null;
  quarter_4: number | null;
  over_time: number | null;
  total: number | null;
}
