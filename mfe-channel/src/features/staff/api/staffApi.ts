// Customer service giving roles: read a user's roles, then set them (the api keeps `user`).
import { OPS_PATHS } from '@matchday/contracts/ops/contract';
import type { Role, SessionUser, UserProfile } from '@matchday/contracts/accounts/contract';
import { http } from '@matchday/shared/http/http';

const quiet = { notifyErrors: false } as const;

export const staffUser = async (userId: string): Promise<SessionUser> => (await http.get(OPS_PATHS.opsUser, { ...quiet, path: { userId } })).data;
export const setRoles = async (userId: string, roles: Role[]): Promise<UserProfile> =>
  (await http.put(OPS_PATHS.userRoles, { roles }, { ...quiet, path: { userId } })).data;
