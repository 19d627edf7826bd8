// The providers' feeds MATCHDAY_FEED asks for, each with its settings from the environment, and
// what a production start lacks for them (named in the one message config.ts prints).
import type { Clock } from '../../../clock';
import type { Queryable } from '../../../db/database';
import { ApiSportsSource, type ApiSportsLeague, type ApiSportsSettings } from './apiSports/apiSportsSource';
import { ESPORTS_DISCIPLINES, type EsportsDiscipline } from '@matchday/contracts/sports/contract';
import { sportsFed, type FeedPlan } from './feedChoice';
import { PandaScoreSource, type PandaScoreSettings } from './pandascore/pandascoreSource';
import type { FeedSource } from './feedSource';

const DEFAULT_URLS = { football: 'https://v3.football.api-sports.io', basketball: 'https://v1.basketball.api-sports.io' } as const;

const numberSetting = (env: NodeJS.ProcessEnv, name: string, fallback: number, problems: string[]): number => {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0) problems.push(`${name} must be a positive number`);
  return parsed;
};

/** `39:2025,140:2025` (football), `12:2025-2026` (basketball): league ids with their season. */
function leaguesFrom(value: string | undefined, name: string, problems: string[]): ApiSportsLeague[] {
  const leagues: ApiSportsLeague[] = [];
  for (const entry of (value ?? '').split(',').map((part) => part.trim()).filter(Boolean)) {
    const match = /^(\d+):(\d{4}(?:-\d{4})?)$/.exec(entry);
    if (match) leagues.push({ id: Number(match[1]), season: match[2]! });
    else problems.push(`${name}: "${entry}" is not league:season (e.g. 39:2025, or 12:2025-2026 for basketball)`);
  }
  if (leagues.length === 0 && problems.every((problem) => !problem.startsWith(name))) problems.push(`${name} is required (the leagues to follow, league:season)`);
  return leagues;
}

export function apiSportsSettingsFrom(env: NodeJS.ProcessEnv, sport: 'football' | 'basketball'): { settings: ApiSportsSettings; problems: string[] } {
  const problems: string[] = [];
  const upper = sport.toUpperCase();
  if (!env.API_SPORTS_KEY) problems.push('API_SPORTS_KEY is required (the API-Sports account key)');
  const settings: ApiSportsSettings = {
    key: env.API_SPORTS_KEY ?? '',
    baseUrl: env[`API_SPORTS_${upper}_URL`] || DEFAULT_URLS[sport],
    leagues: leaguesFrom(env[`API_SPORTS_${upper}_LEAGUES`], `API_SPORTS_${upper}_LEAGUES`, problems),
    // Until the provider's headers say the plan's limits (its first answer does), the free plan's:
    // a free key is never spent as if it were Pro.
    perMinute: numberSetting(env, 'API_SPORTS_PER_MINUTE', 10, problems),
    perDay: numberSetting(env, 'API_SPORTS_PER_DAY', 100, problems),
    livePollSeconds: numberSetting(env, 'API_SPORTS_LIVE_POLL_SECONDS', 15, problems),
    todayPollMinutes: numberSetting(env, 'API_SPORTS_FIXTURES_POLL_MINUTES', 10, problems),
  };
  return { settings, problems };
}

export function pandascoreSettingsFrom(env: NodeJS.ProcessEnv): { settings: PandaScoreSettings; problems: string[] } {
  const problems: string[] = [];
  if (!env.PANDASCORE_TOKEN) problems.push('PANDASCORE_TOKEN is required (the PandaScore access token)');
  const videogames = (env.PANDASCORE_VIDEOGAMES ?? ESPORTS_DISCIPLINES.join(',')).split(',').map((game) => game.trim()).filter(Boolean);
  const unknown = videogames.filter((game) => !(ESPORTS_DISCIPLINES as readonly string[]).includes(game));
  if (unknown.length > 0) problems.push(`PANDASCORE_VIDEOGAMES: no game ${unknown.join(', ')} (${ESPORTS_DISCIPLINES.join(', ')})`);
  const settings: PandaScoreSettings = {
    token: env.PANDASCORE_TOKEN ?? '',
    baseUrl: env.PANDASCORE_URL || 'https://api.pandascore.co',
    liveUrl: env.PANDASCORE_LIVE_URL || undefined,
    videogames: videogames.filter((game): game is EsportsDiscipline => !unknown.includes(game)),
    // The Pro plan's hourly limit; another plan says its own.
    perHour: numberSetting(env, 'PANDASCORE_PER_HOUR', 1000, problems),
  };
  return { settings, problems };
}

/** Every setting the chosen providers lack. */
export function feedProblems(plan: FeedPlan, env: NodeJS.ProcessEnv): string[] {
  const problems = new Set<string>();
  for (const sport of sportsFed(plan, 'api-sports')) for (const problem of apiSportsSettingsFrom(env, sport as 'football' | 'basketball').problems) problems.add(problem);
  if (sportsFed(plan, 'pandascore').length > 0) for (const problem of pandascoreSettingsFrom(env).problems) problems.add(problem);
  return [...problems];
}

/** Each provider's daily quota as configured (for the usage report). */
export function dailyQuotas(env: NodeJS.ProcessEnv): Record<string, number> {
  const apiSports = Number(env.API_SPORTS_PER_DAY) || 100;
  return { 'api-sports:football': apiSports, 'api-sports:basketball': apiSports, pandascore: (Number(env.PANDASCORE_PER_HOUR) || 1000) * 24 };
}

export function feedSources(plan: FeedPlan, env: NodeJS.ProcessEnv, db: Queryable, clock: Clock, log?: (message: string) => void): FeedSource[] {
  const problems = feedProblems(plan, env);
  if (problems.length > 0) throw new Error(`MATCHDAY_FEED: ${problems.join('; ')}`);
  const sources: FeedSource[] = [];
  for (const sport of sportsFed(plan, 'api-sports')) {
    const football = sport as 'football' | 'basketball';
    sources.push(new ApiSportsSource(football, apiSportsSettingsFrom(env, football).settings, db, clock));
  }
  if (sportsFed(plan, 'pandascore').length > 0) sources.push(new PandaScoreSource(pandascoreSettingsFrom(env).settings, db, clock, undefined, log));
  return sources;
}
