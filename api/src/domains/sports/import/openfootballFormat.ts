// The openfootball JSON format (football.json) as the files write it, and what reading one makes
// of it: a season's teams, groups, matches and goals. Both the reader (openfootball.ts) and its
// checks (openfootballChecks.ts) use these shapes.
export interface OpenFootballGoal {
  name: string;
  minute: number;
  offset?: number;
  penalty?: boolean;
  owngoal?: boolean;
}

export interface OpenFootballMatch {
  num?: number;
  round?: string;
  date: string;
  time?: string;
  team1: string | { name: string };
  team2: string | { name: string };
  score?: { ht?: number[]; ft?: number[]; et?: number[]; p?: number[] };
  // The older layout: separate fields.
  score1?: number | null;
  score2?: number | null;
  score1i?: number | null;
  score2i?: number | null;
  score1et?: number | null;
  score2et?: number | null;
  score1p?: number | null;
  score2p?: number | null;
  goals1?: OpenFootballGoal[];
  goals2?: OpenFootballGoal[];
  group?: string;
  ground?: string;
}

export interface OpenFootballFile {
  name: string;
  matches?: OpenFootballMatch[];
  /** The older layout nests matches in rounds. */
  rounds?: { name: string; matches: OpenFootballMatch[] }[];
}

export interface OpenFootballGroups {
  name?: string;
  groups: { name: string; teams: (string | { name: string })[] }[];
}

export type Score = [number, number];

export interface ParsedGoal {
  side: 'home' | 'away';
  player: string;
  minute: number;
  stoppage: number;
  penalty: boolean;
  ownGoal: boolean;
}

export interface ParsedResult {
  halfTime: Score | null;
  fullTime: Score;
  extraTime: Score | null;
  penalties: Score | null;
}

export interface ParsedMatch {
  /** The fixture's identity within its season: the file's match number, else stage, home and away (never its date). */
  key: string;
  number: number | null;
  round: string;
  group: string;
  knockout: boolean;
  startsAt: Date;
  /** The date as the file writes it (local to the file), for naming the match in the report. */
  date: string;
  home: string;
  away: string;
  venue: string;
  result: ParsedResult | null;
  goals: ParsedGoal[];
}

export interface ParsedSeason {
  competition: string;
  season: string;
  format: 'league' | 'cup' | 'groups_knockout';
  teams: string[];
  groups: Map<string, string[]>;
  matches: ParsedMatch[];
  /** What the import changed or left out, for its report (a half-time score the goals contradict). */
  warnings: string[];
}
