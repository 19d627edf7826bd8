// Types of what the api answers, shared by every app and the api itself.

/** The envelope every api answer uses (DESIGN.md, "API envelope"). */
export type ApiEnvelope<T> = ApiOk<T> | ApiFailure;

export interface ApiOk<T> {
  code: 0;
  data: T;
}

export interface ApiFailure {
  /** 3000: a rule the user broke; 3001: missing or invalid token; -1: a fault. */
  code: 3000 | 3001 | -1;
  msg?: string;
}

export const API_CODE = {
  ok: 0,
  userError: 3000,
  invalidToken: 3001,
  fault: -1,
} as const;

export const ROLES = ['user', 'streamer', 'expert', 'customer_service'] as const;
export type Role = (typeof ROLES)[number];

/** The signed-in user as the session store keeps it. */
export interface SessionUser {
  id: string;
  username: string;
  avatarUrl: string | null;
  roles: Role[];
}

/** What `GET /api/users/me` answers. */
export interface MeResponse {
  user: SessionUser;
  balance: number;
}
