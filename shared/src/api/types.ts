// Types of what the api answers, shared by every app and the api itself.

/** The envelope every api answer uses (docs/architecture.md, "API envelope"). */
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

/** `operator`: runs the site's releases (the console's field data); given, like every staff role, by customer service. */
export const ROLES = ['user', 'streamer', 'expert', 'customer_service', 'editor', 'operator'] as const;
export type Role = (typeof ROLES)[number];

/** The signed-in user as the session store keeps it. */
export interface SessionUser {
  id: string;
  username: string;
  avatarUrl: string | null;
  roles: Role[];
}

/** The signed-in user's own view of their account. */
export interface UserProfile extends SessionUser {
  phone: string | null;
  phoneBound: boolean;
  signature: string;
  passwordSet: boolean;
  inviteCode: string;
  banned: boolean;
  muted: boolean;
  status: 'active' | 'frozen';
  /** When a frozen account will be deleted unless restored. */
  deletionDueAt: string | null;
}

export interface SignInResponse {
  token: string;
  expiresAt: string;
  /** True when this sign-in created the account. */
  registered: boolean;
  user: UserProfile;
  balance: number;
}

export interface CodeSentResponse {
  resendAfterSeconds: number;
  expiresInSeconds: number;
}

export type LedgerKind = 'signup_bonus' | 'invitation_reward' | 'top_up' | 'purchase' | 'refund' | 'manual_grant' | 'top_up_reversal' | 'debt_repayment' | 'top_up_restored';

export interface CoinHistoryEntry {
  id: string;
  kind: LedgerKind;
  reason: string;
  reference: string;
  /** Positive in, negative out. */
  amount: number;
  balanceAfter: number;
  createdAt: string;
}

export interface Order {
  id: string;
  type: 'plan' | 'top_up';
  title: string;
  /** Coins spent (plan) or received (top-up). */
  amount: number;
  refunded: boolean;
  createdAt: string;
}

/**
 * A page of a list read by keyset: the rows after a position in the list's order, never an
 * offset, so rows that arrive between two reads (new orders, comments, plans) shift nothing:
 * no row is shown twice and none is skipped, and a page deep in a list reads as fast as the
 * first. `next` is an opaque position, passed back as `cursor` for the following page; null at
 * the end. Every list of the site is paged this way but the match lists of the live feeds.
 */
export interface CursorPage<T> {
  items: T[];
  next: string | null;
}

/**
 * A page by number, with the count: only the match lists (`/api/sports/matches`, the odds index,
 * previews), which the live feeds read a whole day at a time (`shared/src/live/liveMatches.ts`).
 */
export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

export interface InvitationRecord {
  inviteCode: string;
  reward: number;
  invitees: { username: string; reward: number; createdAt: string }[];
}

export interface PurchaseResponse {
  orderId: string;
  planId: string;
  price: number;
  balance: number;
}

/** What `GET /api/users/me` answers. */
export interface MeResponse {
  user: UserProfile;
  balance: number;
}

/** The signed-in user's coins (`GET /api/coins/balance`, and a grant's answer). */
export interface CoinBalance {
  balance: number;
}

/** What sending feedback answers. */
export interface FeedbackReceipt {
  id: string;
}

/** `GET /api/health`: the process answers and its database does (a 503 with code -1 otherwise). */
export interface HealthReport {
  status: 'ok';
  database: 'embedded' | 'postgres';
  uptimeSeconds: number;
}

/** Development only: a text the development SMS sender kept, with its code (`GET /api/dev/sms`). */
export interface DevSmsMessage {
  phone: string;
  text: string;
  code: string;
  sentAt: string;
}

/** Development only: the api's movable clock. */
export interface DevClockReading {
  now: string;
  offsetSeconds: number;
}

/** A verification code's text message, as customer service sees it (never the code). */
export interface SmsDelivery {
  sentAt: string;
  purpose: string;
  /** Who took it (twilio, alibaba, development). */
  provider: string | null;
  messageId: string | null;
  /** The provider's last word on it (queued, sent, delivered, undelivered, failed), null before any. */
  status: string | null;
  /** The provider's error code, when it gave one. */
  error: string | null;
  statusAt: string | null;
  used: boolean;
}
