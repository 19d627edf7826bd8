// Favourites over HTTP: the signed-in user's own stars only (the user comes from the token, never
// from the address), so one user can neither read nor change another's.
import { FAVOURITES_PATHS } from '@matchday/contracts/favourites/contract';
import { favouriteKindSchema } from '@matchday/contracts/favourites/schemas';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { currentUser, guard } from '../../http/guards';
import { numericId, route } from '../../http/route';
import type { AccountsService } from '../accounts/service';
import type { FavouritesService } from './service';
import { FOLLOWING_PATH } from '@matchday/contracts/favourites/contract';

const item = {
  kind: { schema: favouriteKindSchema, notFound: 'api.favourites.kindUnknown' },
  id: numericId('api.favourites.targetNotFound'),
};

export async function favouritesRoutes(app: FastifyInstance, { accounts, favourites }: { accounts: AccountsService; favourites: FavouritesService }): Promise<void> {
  const signedIn = guard(accounts);

  route(app, { method: 'GET', path: FAVOURITES_PATHS.list, preHandler: signedIn }, async (request) => ok(await favourites.list(currentUser(request).id)));

  route(app, { method: 'GET', path: FOLLOWING_PATH, preHandler: signedIn }, async (request) => ok(await favourites.following(currentUser(request).id)));

  route(app, { method: 'PUT', path: FAVOURITES_PATHS.item, preHandler: signedIn, inputs: { params: item } }, async (request, { params }) =>
    ok(await favourites.star(currentUser(request).id, params.kind, params.id)),
  );

  route(app, { method: 'DELETE', path: FAVOURITES_PATHS.item, preHandler: signedIn, inputs: { params: item } }, async (request, { params }) =>
    ok(await favourites.unstar(currentUser(request).id, params.kind, params.id)),
  );
}
