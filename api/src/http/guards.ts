// Who may do what, checked on the server for every protected endpoint. The token comes in the
// `token` header (or `Authorization: Bearer`); a missing, expired or revoked token is 3001.
import type { Role } from '@matchday/contracts/accounts/contract';
import type { FastifyRequest } from 'fastify';
import type { AccountsService, AuthenticatedUser } from '../domains/accounts/service';
import { invalidToken, refuse } from './envelope';

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthenticatedUser | null;
  }
}

export function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.token;
  if (typeof header === 'string' && header.length > 0) return header;
  const authorization = request.headers.authorization;
  if (typeof authorization === 'string' && authorization.startsWith('Bearer ')) return authorization.slice(7);
  return null;
}

export interface GuardOptions {
  /** A frozen account (cancellation requested) may still look and restore. */
  allowFrozen?: boolean;
  /** The role needed, or roles any one of which will do. */
  role?: Role | readonly Role[];
}

export function guard(accounts: AccountsService, options: GuardOptions = {}) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = tokenOf(request);
    const user = token ? await accounts.authenticate(token) : undefined;
    if (!user) throw invalidToken();
    if (user.banned) throw refuse('errors.bannedForViolations', 403);
    if (user.status === 'frozen' && !options.allowFrozen) throw refuse('api.accountFrozen', 403);
    if (options.role && ![options.role].flat().some((role) => user.roles.includes(role))) throw refuse('errors.notAuthorised', 403);
    request.user = user;
  };
}

/** For endpoints visitors may use too (a plan list shows what the signed-in user unlocked). */
export function optionalUser(accounts: AccountsService) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = tokenOf(request);
    const user = token ? await accounts.authenticate(token) : undefined;
    request.user = user && !user.banned ? user : null;
  };
}

export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw invalidToken();
  return request.user;
}
