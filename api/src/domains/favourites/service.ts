// Favourites: a user stars and unstars matches, teams and competitions. Both are idempotent
// (the same star twice is one star), a star must name something that exists, and one account
// keeps at most FAVOURITES_LIMIT of them.
import { type Favourite, type FavouriteChangeResponse, type FavouriteKind, FAVOURITES_LIMIT, type FavouritesResponse, type FollowingResponse } from '@matchday/contracts/favourites/contract';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { refuse } from '../../http/envelope';
import { deleteFavourite, favouriteCount, following, hasFavourite, insertFavourite, listFavourites, targetExists } from './queries';

export class FavouritesService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async list(userId: string): Promise<FavouritesResponse> {
    const items: Favourite[] = await listFavourites(this.db, userId);
    return { items, limit: FAVOURITES_LIMIT };
  }

  /** What the user follows, named, and the matches it makes them follow. */
  following(userId: string): Promise<FollowingResponse> {
    return following(this.db, userId, this.clock.now());
  }

  async star(userId: string, kind: FavouriteKind, targetId: string): Promise<FavouriteChangeResponse> {
    return this.db.transaction(async (tx) => {
      // One user at a time, so two stars cannot both pass the count at the limit.
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`favourites:${userId}`]);
      if (await hasFavourite(tx, userId, kind, targetId)) return { kind, id: targetId, starred: true };
      if (!(await targetExists(tx, kind, targetId))) throw refuse('api.favourites.targetNotFound', 404);
      if ((await favouriteCount(tx, userId)) >= FAVOURITES_LIMIT) throw refuse('api.favourites.limitReached', 409, { max: FAVOURITES_LIMIT });
      await insertFavourite(tx, userId, kind, targetId, this.clock.now());
      return { kind, id: targetId, starred: true };
    });
  }

  async unstar(userId: string, kind: FavouriteKind, targetId: string): Promise<FavouriteChangeResponse> {
    // A star on something since removed can still be taken off; otherwise the target must exist.
    if (!(await deleteFavourite(this.db, userId, kind, targetId)) && !(await targetExists(this.db, kind, targetId)))
      throw refuse('api.favourites.targetNotFound', 404);
    return { kind, id: targetId, starred: false };
  }
}
