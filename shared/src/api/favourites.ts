// Favourites: the matches, teams and competitions a user starred, kept by the api per account.
// Types and limits only (no zod), so the client store can import them without the schemas.

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
