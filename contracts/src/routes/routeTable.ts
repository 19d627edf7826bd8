// The route table (docs/architecture.md, "Route ownership") as data: which app owns each path, whether it needs login,
// which page-title template it uses, and the header menu. The shell routes with it and the
// remotes take their paths from it, so a path is written down only here.
import type { Role } from '@matchday/contracts/accounts/contract';

export const REMOTE_IDS = ['scores', 'live', 'tips', 'news', 'account', 'channel'] as const;
export type RemoteId = (typeof REMOTE_IDS)[number];
export type RouteOwner = RemoteId | 'shell';

/** Federation names must be JS identifiers, so `mfe-scores` becomes `mfe_scores`. */
export function federationName(remote: RemoteId): string {
  return `mfe_${remote}`;
}

/** Workspace (and CDN folder) name of a remote. */
export function packageName(remote: RemoteId): string {
  return `mfe-${remote}`;
}

/** The module every remote exposes: its single-spa parcel lifecycles. */
export const REMOTE_APP_EXPOSE = './app';

export function isRemoteId(value: unknown): value is RemoteId {
  return typeof value === 'string' && (REMOTE_IDS as readonly string[]).includes(value);
}

export interface RouteDefinition {
  /** Stable id, used for page title templates (`page.<id>.title`). */
  id: string;
  /** Exact path, or a prefix ending in `/*` that also matches the bare prefix. */
  path: string;
  owner: RouteOwner;
  requiresLogin: boolean;
  /** Roles any one of which the page needs (the server demands them too); others are told "not authorised". */
  requiredRoles?: readonly Role[];
  /** The desktop (`/pc/…`) or phone (`/m/…`) variant of the same page. */
  twin?: string;
}

const route = (
  id: string,
  path: string,
  owner: RouteOwner,
  extra: Partial<Pick<RouteDefinition, 'requiresLogin' | 'requiredRoles' | 'twin'>> = {},
): RouteDefinition => ({ id, path, owner, requiresLogin: false, ...extra });

export const ROUTES: readonly RouteDefinition[] = [
  // scores: home, match centre, match detail, valorant, odds index, previews, text live, series
  route('home', '/', 'scores'),
  route('match', '/match', 'scores'),
  route('valorant', '/valorant', 'scores'),
  route('valorantAnalysis', '/valorant/analysis', 'scores'),
  route('valorantData', '/valorant/data', 'scores'),
  route('exponentList', '/exponent/exponentList', 'scores'),
  route('exponentDetails', '/exponent/exponentDetails', 'scores'),
  route('prospectFootball', '/prospect/prospectFootball', 'scores'),
  route('prospectBasketball', '/prospect/prospectBasketball', 'scores'),
  route('writtenFootball', '/written/football', 'scores'),
  route('writtenBasketball', '/written/basketball', 'scores'),
  route('detail', '/pc/detail', 'scores', { twin: '/m/detail' }),
  route('mDetail', '/m/detail', 'scores', { twin: '/pc/detail' }),
  route('mDetailS', '/m/detail/s', 'scores'),
  route('mDetailS2', '/m/detail/s2', 'scores'),
  route('mAnalysis', '/m/analysis', 'scores'),
  route('mBattle', '/m/battle', 'scores'),
  route('mIntelligence', '/m/intelligence', 'scores'),
  route('mSeries', '/m/series', 'scores'),
  route('mSeriesDetail', '/m/series/detail', 'scores'),
  route('mSports', '/m/sports', 'scores'),
  // live: streamer list and live rooms
  route('streamer', '/streamer', 'live'),
  route('live', '/pc/live', 'live', { twin: '/m/live' }),
  route('mLive', '/m/live', 'live', { twin: '/pc/live' }),
  // tips: plans, tipster ranking, blind box, remarks
  route('plan', '/plan', 'tips'),
  route('mPlan', '/m/plan', 'tips'),
  route('ranking', '/ranking', 'tips'),
  route('box', '/box', 'tips'),
  route('remark', '/remark', 'tips'),
  // news: news and video highlights
  route('news', '/news', 'news'),
  route('video', '/video', 'news'),
  // account: sign-in, the user area, feedback, invitations
  route('login', '/login', 'account'),
  route('user', '/user/*', 'account', { requiresLogin: true }),
  route('feedback', '/feedback', 'account'),
  route('invite', '/invite', 'account'),
  // channel: streamer and expert channel, the staff's console (customer service, editors, operators)
  route('channel', '/channel/*', 'channel', { requiresLogin: true }),
  route('ops', '/ops/*', 'channel', { requiresLogin: true, requiredRoles: ['customer_service', 'editor', 'operator'] }),
  // shell
  route('download', '/download', 'shell'),
];

function normalisePath(pathname: string): string {
  if (pathname.length > 1 && pathname.endsWith('/')) return pathname.replace(/\/+$/, '') || '/';
  return pathname;
}

export function routeMatches(definition: RouteDefinition, pathname: string): boolean {
  const path = normalisePath(pathname);
  if (definition.path.endsWith('/*')) {
    const prefix = definition.path.slice(0, -2);
    return path === prefix || path.startsWith(`${prefix}/`);
  }
  return path === definition.path;
}

/** The route a path lands on, or null for the 404 page. */
export function matchRoute(pathname: string): RouteDefinition | null {
  return ROUTES.find((definition) => routeMatches(definition, pathname)) ?? null;
}

export function routesOwnedBy(owner: RouteOwner): RouteDefinition[] {
  return ROUTES.filter((definition) => definition.owner === owner);
}

/** Path of a route by id, for links; throws on a typo rather than linking to a 404. */
export function pathOf(id: string): string {
  const found = ROUTES.find((definition) => definition.id === id);
  if (!found) throw new Error(`Unknown route id: ${id}`);
  return found.path.endsWith('/*') ? found.path.slice(0, -2) : found.path;
}

export type MenuEntryId =
  | 'home'
  | 'match'
  | 'streamer'
  | 'news'
  | 'video'
  | 'tips'
  | 'box'
  | 'tipster'
  | 'download'
  | 'login';

export interface MenuEntry {
  id: MenuEntryId;
  /** i18n key in the common namespace. */
  labelKey: `menu.${MenuEntryId}`;
  path: string;
  owner: RouteOwner;
}

const menu = (id: MenuEntryId, routeId: string): MenuEntry => {
  const path = pathOf(routeId);
  return { id, labelKey: `menu.${id}`, path, owner: matchRoute(path)!.owner };
};

/** The header menu of the specification, in its order. */
export const MENU: readonly MenuEntry[] = [
  menu('home', 'home'),
  menu('match', 'match'),
  menu('streamer', 'streamer'),
  menu('news', 'news'),
  menu('video', 'video'),
  menu('tips', 'plan'),
  menu('box', 'box'),
  menu('tipster', 'ranking'),
  menu('download', 'download'),
  menu('login', 'login'),
];

/** Menu entries whose owning app is available; a disabled remote's entries disappear. */
export function visibleMenu(isAvailable: (owner: RouteOwner) => boolean): MenuEntry[] {
  return MENU.filter((entry) => isAvailable(entry.owner));
}

/** A phone-width browser: it gets the `/m/` pages and the phone layouts. */
export const PHONE_QUERY = '(max-width: 767.98px)';

/** Phone-width browsers use `/m/…`, wider ones `/pc/…`; returns where to go, or null to stay. */
export function deviceTwinPath(pathname: string, isPhone: boolean): string | null {
  const definition = matchRoute(pathname);
  if (!definition?.twin) return null;
  const onPhoneVariant = definition.path.startsWith('/m/');
  if (isPhone === onPhoneVariant) return null;
  return definition.twin;
}
