// A fresh release history for the e2e environment: every remote on, at its package version.
// Versions built by earlier test runs are removed.
import fs from 'node:fs';
import path from 'node:path';
import { request } from '@playwright/test';
import { ACCOUNT_PATHS } from '@matchday/contracts/accounts/contract';
import { kickOffComing } from '../../tools/src/bench/busyMoment';
import { apiDataDir } from '../../tools/src/config/paths';
import { localApiSports } from '../../api/test/feeds/localApiSports';
import { localStripe } from '../../api/test/providerServers';
import { signUp } from './accounts';
import { E2E_SHELL, E2E_STAFF_PHONE, ENVIRONMENT, release, repoRoot } from './site';

/**
 * The api answers health checks before its engine has planned the calendar (a few seconds of
 * writes on a fresh database); tests about matches start once today's matches are there.
 */
async function waitForMatches(): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const total = await fetch(`${E2E_SHELL}/api/sports/matches?view=today&tz=UTC&pageSize=1`, { signal: AbortSignal.timeout(5000) })
      .then((response) => response.json() as Promise<{ data?: { total?: number } }>)
      .then((answer) => answer.data?.total ?? 0, () => 0);
    if (total > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the e2e api has planned no match for today after 90 s');
}

/**
 * Tests about live matches need some of every sport in progress whatever the hour (a basketball
 * clock moves every second, so a live list changes within seconds): two coming engine matches of
 * each sport kick off now (development "kick off"), which the engine plays live from its next tick.
 */
async function ensureLiveMatches(): Promise<void> {
  const read = async <T>(path: string) => ((await (await fetch(`${E2E_SHELL}${path}`, { signal: AbortSignal.timeout(10_000) })).json()) as { data: T }).data;
  const liveCount = (sport: string) => read<{ total: number }>(`/api/sports/matches?view=live&tz=UTC&sport=${sport}&pageSize=1`).then((page) => page.total);
  const sports = ['football', 'basketball', 'esports'];
  const kickedOff: Record<string, string[]> = {};
  /** Two coming matches of the engine's own kicked off (a provider's match, the feed story's, refuses). */
  const kickOffTwo = async (sport: string) => {
    kickedOff[sport]!.push(...(await kickOffComing(E2E_SHELL, sport, 2 - kickedOff[sport]!.length)));
  };
  // Every sport gets its own two even when one is live already: that one may be about to end
  // (a game that began before the run), which left a sport with none during the wait (seen at
  // 00:40 UTC). Asked again until there are some: the calendar may not be planned yet (the
  // provider's own match, read first, is what made today's list non-empty at 02:09 UTC).
  const planDeadline = Date.now() + 90_000;
  for (const sport of sports) {
    kickedOff[sport] = [];
    await kickOffTwo(sport);
    while (kickedOff[sport].length === 0 && Date.now() < planDeadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      await kickOffTwo(sport);
    }
  }
  // The engine plays a kick-off at its next tick; a fresh api plays its past days first, which
  // took over 30 s on a loaded clean clone. The bound only ends a run that is broken.
  const deadline = Date.now() + 120_000;
  let counts: number[] = [];
  while (Date.now() < deadline) {
    counts = await Promise.all(sports.map(liveCount));
    if (counts.every((count) => count > 0)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const kicked = await Promise.all(
    sports.map(async (sport) => `${sport} ${kickedOff[sport]!.length > 0 ? (await Promise.all(kickedOff[sport]!.map((id) => read<{ match: { status: string } }>(`/api/sports/matches/${id}`).then((detail) => `${id} ${detail.match.status}`)))).join(', ') : 'none kicked off'}`),
  );
  throw new Error(`a sport has no live match after kick-off: ${sports.map((sport, index) => `${sport} ${counts[index]}`).join(', ')} (kicked off: ${kicked.join('; ')})`);
}

/** Where the e2e api finds "Stripe" (tools/environments.json: STRIPE_API_URL): a local server answering as Stripe's API does. */
export const E2E_STRIPE_PORT = 9098;
/**
 * Where the e2e api finds "API-Football" (tools/environments.json: API_SPORTS_FOOTBALL_URL): a
 * local server replaying a recorded Champions League tie, which the feed story steps through.
 */
export const E2E_API_SPORTS_PORT = 9097;

export default async function globalSetup(): Promise<() => Promise<void>> {
  // Started first: the api opens checkouts on it. It lives as long as this run.
  const stripe = await localStripe(E2E_STRIPE_PORT);
  // The api reads it from its start (a read that finds nothing yet is tried again within a minute).
  const apiSports = await localApiSports(E2E_API_SPORTS_PORT, 'e2e-api-sports-key');
  const deploy = process.env.MATCHDAY_DEPLOY_DIR ?? path.join(repoRoot, 'deploy');
  fs.rmSync(path.join(deploy, 'releases', ENVIRONMENT), { recursive: true, force: true });
  const cdn = path.join(deploy, 'cdn');
  if (fs.existsSync(cdn))
    for (const remote of fs.readdirSync(cdn))
      for (const version of fs.readdirSync(path.join(cdn, remote)))
        if (version.includes('-e2e.')) fs.rmSync(path.join(cdn, remote, version), { recursive: true, force: true });
  release('init', '--note', 'e2e start');
  await waitForMatches();
  await ensureLiveMatches();
  process.env.E2E_STAFF_TOKEN = await staffSession();
  return async () => {
    await stripe.close();
    await apiSports.close();
  };
}

/**
 * One customer-service session, which every test's workers inherit: a phone gets one code a
 * minute and ten a day, and specs side by side would otherwise ask together. It is kept beside
 * the e2e api's data, so runs on the same data reuse it while the api still accepts it.
 */
async function staffSession(): Promise<string> {
  const file = path.join(apiDataDir(ENVIRONMENT), 'e2e-staff-session.json');
  const api = await request.newContext();
  try {
    const kept = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as { token: string }).token : null;
    if (kept && (await (await api.get(`${E2E_SHELL}${ACCOUNT_PATHS.me}`, { headers: { token: kept } })).json()).code === 0) return kept;
    const { token } = await signUp(api, E2E_STAFF_PHONE);
    fs.writeFileSync(file, JSON.stringify({ token }));
    return token;
  } finally {
    await api.dispose();
  }
}
