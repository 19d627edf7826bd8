// Accounts: signing in by code or password, the signed-in user and their profile, roles, and
// codes by SMS (the providers' delivery callbacks, customer service's lookup).

/** Accounts: signing in, the signed-in user, and codes by SMS (their providers' callbacks and customer service's lookup). */
export const ACCOUNT_PATHS = {
  /** Send a verification code (sign-in, or binding a phone). */
  codes: '/api/auth/codes',
  /** By code (registers an unknown phone) or by password. */
  signIn: '/api/auth/sign-in',
  signOut: '/api/auth/sign-out',
  /** The signed-in user with their coin balance; PATCH edits username and signature. */
  me: '/api/users/me',
  /** POST sets a first password, PUT changes it. */
  password: '/api/users/me/password',
  avatar: '/api/users/me/avatar',
  /** A user's avatar image; the address carries its version. */
  avatarImage: '/api/avatars/:userId',
  phone: '/api/users/me/phone',
  /** POST asks to cancel the account, DELETE restores it in the cooling-off period. */
  cancellation: '/api/users/me/cancellation',
  invitations: '/api/users/me/invitations',
  /** Twilio's delivery status callbacks (signed form posts). */
  twilioStatus: '/api/sms/twilio/status',
  /** Alibaba Cloud SMS's delivery receipts (HTTP batch push), with the site's secret as `?token=`. */
  alibabaReceipts: '/api/sms/alibaba/receipts',
  /** Customer service: GET the last codes sent to a phone (`?phone=`), with what the provider said. */
  opsSms: '/api/ops/sms',
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

export interface InvitationRecord {
  inviteCode: string;
  reward: number;
  invitees: { username: string; reward: number; createdAt: string }[];
}

/** What `GET /api/users/me` answers. */
export interface MeResponse {
  user: UserProfile;
  balance: number;
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
