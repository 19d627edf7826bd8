// Addresses of the api, written once for the site and the api. Patterns carry `:name`
// placeholders; the api registers them as they are, the site's clients take a pattern with its
// placeholders' values and fill them with `pathTo`. What each answers: api/replies.ts.
export const API_PATHS = {
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
  /** The plans an expert has published. */
  publishedPlans: '/api/users/me/plans',
  balance: '/api/coins/balance',
  coinHistory: '/api/coins/history',
  orders: '/api/coins/orders',
  purchases: '/api/coins/purchases',
  grants: '/api/ops/coins/grants',
  /** Plans, for everyone (the pick and explanation only once unlocked); POST publishes one (experts). More in TIPS_PATHS. */
  plans: '/api/plans',
  plan: '/api/plans/:planId',
  /** Customer service: GET a user's name and roles (to give roles from the console). */
  opsUser: '/api/ops/users/:userId',
  userFlags: '/api/ops/users/:userId/flags',
  userRoles: '/api/ops/users/:userId/roles',
  /** Twilio's delivery status callbacks (signed form posts). */
  twilioStatus: '/api/sms/twilio/status',
  /** Alibaba Cloud SMS's delivery receipts (HTTP batch push), with the site's secret as `?token=`. */
  alibabaReceipts: '/api/sms/alibaba/receipts',
  /** Customer service: GET the last codes sent to a phone (`?phone=`), with what the provider said. */
  opsSms: '/api/ops/sms',
  /** The process answers and its database does (load balancers, operators). */
  health: '/api/health',
  feedback: '/api/feedback',
  /** Development only: the SMS inbox. */
  devSms: '/api/dev/sms',
  /** Development only: a coming engine match kicks off hours ago, so the engine plays it to its end at its next tick. */
  devPlayNow: '/api/dev/matches/:id/play-now',
  /** Development only: a coming engine match kicks off now and is played live from the next tick. */
  devKickOff: '/api/dev/matches/:id/kick-off',
  /** Development only: moves the api's clock forward (end-to-end tests drive time instead of waiting). */
  devClock: '/api/dev/clock',
} as const;

/** The sports read api (all GET, public, with ETags). */
export const SPORTS_PATHS = {
  /** Match lists: by day in the viewer's zone, sport, discipline, competition, status; or a view (today, live, hot…). */
  matches: '/api/sports/matches',
  /** Matches and live matches per local day, for the date strip. */
  calendar: '/api/sports/calendar',
  search: '/api/sports/search',
  /** The overview tab: the match, team statistics, key events. */
  match: '/api/sports/matches/:id',
  /** The text-live stream, after a sequence number. */
  events: '/api/sports/matches/:id/events',
  lineups: '/api/sports/matches/:id/lineups',
  playerStats: '/api/sports/matches/:id/players',
  odds: '/api/sports/matches/:id/odds',
  oddsMovement: '/api/sports/matches/:id/odds/movement',
  headToHead: '/api/sports/matches/:id/h2h',
  recentRecord: '/api/sports/matches/:id/recent',
  injuries: '/api/sports/matches/:id/injuries',
  maps: '/api/sports/matches/:id/maps',
  competitions: '/api/sports/competitions',
  standings: '/api/sports/competitions/:id/standings',
  bracket: '/api/sports/competitions/:id/bracket',
  schedule: '/api/sports/competitions/:id/schedule',
  teamStats: '/api/sports/teams/:id/stats',
  rankings: '/api/sports/rankings',
  oddsIndex: '/api/sports/odds',
  previews: '/api/sports/previews',
} as const;

/** The signed-in user's favourites (login needed): GET lists them, PUT stars, DELETE unstars. */
export const FAVOURITES_PATHS = {
  list: '/api/favourites',
  /** `kind` is match, team or competition; `id` the thing's id. PUT and DELETE are idempotent. */
  item: '/api/favourites/:kind/:id',
} as const;

/** The pattern relative to the `/api` prefix the api mounts its routes under. */
export const apiRoute = (path: string): string => path.replace(/^\/api(?=\/)/, '');

/** A path pattern with its placeholders filled (and escaped). */
export function pathTo(pattern: string, params: Record<string, string | number> = {}): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`pathTo: missing ${name} for ${pattern}`);
    return encodeURIComponent(String(value));
  });
}
