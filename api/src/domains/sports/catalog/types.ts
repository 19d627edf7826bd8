// The shape of the engine's catalogue: the competitions it plays, their teams, and what players
// and esports drafts are made of. The data files fill these types.
import type { Discipline, Sport } from '@matchday/contracts/sports/contract';

/** Region of a team, for the names of its generated players. */
export type NameRegion =
  | 'english'
  | 'spanish'
  | 'italian'
  | 'german'
  | 'french'
  | 'dutch'
  | 'portuguese'
  | 'chinese'
  | 'japanese'
  | 'korean'
  | 'american'
  | 'balkan'
  | 'turkish'
  | 'greek'
  | 'russian'
  | 'nordic'
  | 'latin_american';

export interface CatalogTeam {
  name: string;
  /** Two to five characters, as on a scoreboard (T1, ARS, NAVI). */
  shortName: string;
  /** ISO 3166-1 alpha-2 of the club's country. */
  country: string;
  /** Strength 0–100; the best sides of a strong league around 85–92. */
  rating: number;
  region: NameRegion;
  /** Stadium or arena (football and basketball). */
  venue?: string;
}

export interface CatalogCompetition {
  /** Stable key, e.g. 'football-epl'. */
  key: string;
  sport: Sport;
  discipline: Discipline;
  name: string;
  shortName: string;
  /** ISO country, or 'INT' for international. */
  country: string;
  format: 'league' | 'cup';
  /** 1: the most followed competitions (their matches are "hot"). */
  tier: 1 | 2 | 3;
  /** Basketball quarter length in minutes (NBA 12, FIBA 10). */
  quarterMinutes?: number;
  /** Esports series length (best of 1, 3 or 5). */
  bestOf?: 1 | 3 | 5;
  teams: CatalogTeam[];
}

export interface NamePool {
  given: string[];
  family: string[];
  /** Family name first (Chinese, Japanese, Korean). */
  familyFirst?: boolean;
}

export interface EsportsTitle {
  /** Champions, heroes or agents picked in the draft; empty for CS2 (no heroes). */
  heroes: string[];
  /** Maps played (CS2, Valorant); LoL and Dota 2 play one map. */
  maps: string[];
  /** Player handles to draw from for generated rosters. */
  handles: string[];
}
