// Addresses of the api, written once for the site and the api. Patterns carry `:name`
// placeholders; the api registers them as they are, the site fills them with `pathTo`.
export const API_PATHS = {
  /** The signed-in user with their coin balance. */
  me: '/api/users/me',
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

/** A path pattern with its placeholders filled (and escaped). */
export function pathTo(pattern: string, params: Record<string, string | number>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`pathTo: missing ${name} for ${pattern}`);
    return encodeURIComponent(String(value));
  });
}
