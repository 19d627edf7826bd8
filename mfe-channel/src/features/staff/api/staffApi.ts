// Customer service giving roles: read a user's roles, then set them (the api keeps `user`).
import { API_PATHS } from '@matchday/shared/api/paths';
import type { Role, SessionUser, UserProfile } from '@matchday/shared/api/types';
import { http } from '@matchday/shared/http/http';

const quiet = { notifyErrors: false } as const;

export const staffUser = async (userId: string): Promise<SessionUser> => (await http.get(API_PATHS.opsUser, { ...quiet, path: { userId } })).data;
export const setRoles = async (userId: string, roles: Role[]): Promise<UserProfile> =>
  (await http.put(API_PATHS.userRoles, { roles }, { ...quiet, path: { userId } })).data;
