// Crests and logos: a team's crest and a competition's logo are images the api serves at an
// address made from the id (a provider's picture, else a badge drawn from the team's colours), so
// no answer carries one. The api's routes are these; the site builds the addresses with
// `teamCrestUrl` and `competitionLogoUrl` of sports.ts (a module every page has), a test holds the two equal.

export const CREST_PATHS = {
  /** A team's crest: the provider's picture, else a badge drawn from its colours (an image, not an envelope). */
  team: '/api/sports/teams/:id/crest',
  /** A competition's logo: the provider's picture, else a badge (an image). */
  competition: '/api/sports/competitions/:id/logo',
} as const;
