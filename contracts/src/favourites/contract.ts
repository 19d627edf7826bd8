// Favourites: the matches, teams and competitions a user starred, kept by the api per account.
// Types and limits only (no zod), so the client store can import them without the schemas.
import type { CompetitionRef, MatchSummary, TeamRef } from '@matchday/contracts/sports/contract';
import type { Sport } from '@matchday/contracts/sports/rules';

export const FAVOURITE_KINDS = ['match', 'team', 'competition'] as const;
export type FavouriteKind = (typeof FAVOURITE_KINDS)[number];

/** Stars one account may keep; a star beyond it is refused (api.favourites.limitReached). */
export const FAVOURITES_LIMIT = 500;

export const isFavouriteKind = (value: unknown): value is FavouriteKind =>
  typeof value === 'string' && (FAVOURITE_KINDS as readonly string[]).includes(value);

/** One star. `id` is the database id of the match, team or competition, as text. */
export interface Favourite {
  kind: FavouriteKind;
  id: string;
  /** ISO time the star was given. */
  createdAt: string;
}

/** GET /api/favourites: the signed-in user's stars, newest first. */
export interface FavouritesResponse {
  items: Favourite[];
  limit: number;
}

/** PUT and DELETE /api/favourites/:kind/:id: the star as it now is. */
export interface FavouriteChangeResponse {
  kind: FavouriteKind;
  id: string;
  starred: boolean;
}

/**
 * GET: what the user follows, named, and the matches it makes them follow (yesterday to a week
 * ahead). Here, not in FAVOURITES_PATHS (a module of every page): only pages that show it need it.
 */
export const FOLLOWING_PATH = '/api/favourites/following';

/** GET /api/favourites/following: the teams and competitions followed, and the matches they and the starred ones make. */
export interface FollowingResponse {
  teams: (TeamRef & { sport: Sport })[];
  competitions: (CompetitionRef & { sport: Sport })[];
  /** Starred matches and those of the followed teams and competitions, yesterday to a week ahead: live first, then by kick-off. */
  matches: MatchSummary[];
}

/**
 * What a fan follows of a match: the match itself starred, one of its teams, or its competition.
 * One rule for the lists (followed matches first) and the alerts.
 */
export function isFollowedMatch(isFavourite: (kind: FavouriteKind, id: string) => boolean, match: Pick<MatchSummary, 'id' | 'home' | 'away' | 'competition'>): boolean {
  return isFavourite('match', match.id) || isFavourite('team', match.home.id) || isFavourite('team', match.away.id) || isFavourite('competition', match.competition.id);
}

/** The signed-in user's favourites (login needed): GET lists them, PUT stars, DELETE unstars. */
export const FAVOURITES_PATHS = {
  list: '/api/favourites',
  /** `kind` is match, team or competition; `id` the thing's id. PUT and DELETE are idempotent. */
  item: '/api/favourites/:kind/:id',
} as const;
