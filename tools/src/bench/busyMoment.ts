// The moment the Lighthouse bench measures a page at: by default the busy one fans come for — a
// Saturday afternoon with many matches live across the sports and their updates flowing — made
// on the bench site's development api by kicking coming engine matches off (development "kick
// off"), then counted: how many matches were live and how many updates reached a follower of
// the live channels while each page was measured.
import { channels, REALTIME_PATH, type ServerMessage } from '@matchday/contracts/realtime/protocol';
import { DEV_PATHS } from '@matchday/contracts/dev/contract';
import { SPORTS_PATHS } from '@matchday/contracts/sports/contract';
import WebSocket from 'ws';

export const MOMENTS = ['busy', 'quiet'] as const;
export type Moment = (typeof MOMENTS)[number];

/** A busy Saturday afternoon: at least this many matches live across the sports (issue 49). */
export const BUSY_LIVE_MATCHES = 15;
const SPORTS = ['football', 'basketball', 'esports'] as const;

interface MatchRow {
  id: string;
  status: string;
  startsAt: string;
}

async function read<T>(origin: string, path: string): Promise<T> {
  const answer = (await (await fetch(`${origin}${path}`, { signal: AbortSignal.timeout(15_000) })).json()) as { code: number; data: T; msg?: string };
  if (answer.code !== 0) throw new Error(`${path}: ${answer.msg ?? answer.code}`);
  return answer.data;
}

const listPath = (view: string, sport: string, pageSize: number) => `${SPORTS_PATHS.matches}?view=${view}&tz=UTC&sport=${sport}&pageSize=${pageSize}`;

/** Matches live now, per sport. */
export async function liveMatches(origin: string): Promise<Record<(typeof SPORTS)[number], number>> {
  const totals = await Promise.all(SPORTS.map((sport) => read<{ total: number }>(origin, listPath('live', sport, 1)).then((page) => page.total)));
  return Object.fromEntries(SPORTS.map((sport, index) => [sport, totals[index]!])) as Record<(typeof SPORTS)[number], number>;
}

const sum = (counts: Record<string, number>) => Object.values(counts).reduce((total, count) => total + count, 0);

/**
 * Kicks off up to `count` of the engine's coming matches of a sport (development "kick off"): the
 * first from today's list, tomorrow's only when today has none. "Coming" is by the api's clock,
 * which tests may have moved ahead of this machine's: a fresh api lists its past day as not
 * started until its engine has caught up, and refuses a match whose time has passed (the catch-up
 * would finish it); a provider's match refuses too. Resolves to the ids kicked off.
 */
export async function kickOffComing(origin: string, sport: string, count: number): Promise<string[]> {
  const kicked: string[] = [];
  for (const view of ['today', 'tomorrow']) {
    const now = Date.parse((await read<{ now: string }>(origin, DEV_PATHS.devClock)).now);
    const coming = (await read<{ items: MatchRow[] }>(origin, listPath(view, sport, 100))).items.filter(
      (match) => match.status === 'not_started' && Date.parse(match.startsAt) > now,
    );
    for (const match of coming) {
      if (kicked.length === count) return kicked;
      const answer = await fetch(`${origin}${DEV_PATHS.devKickOff.replace(':id', match.id)}`, { method: 'POST' });
      if (answer.ok && ((await answer.json()) as { code: number }).code === 0) kicked.push(match.id);
    }
    if (kicked.length > 0) return kicked;
  }
  return kicked;
}

/**
 * Kicks coming engine matches off, a share for each sport, until at least `target` are live (a
 * match kicked off plays from the engine's next tick). Matches end as the bench goes on, so it is
 * asked again before each page. Resolves to the live count per sport; throws if too few could be
 * kicked off.
 */
export async function ensureBusy(origin: string, target = BUSY_LIVE_MATCHES, boundMs = 120_000): Promise<Record<string, number>> {
  let live = await liveMatches(origin);
  if (sum(live) >= target) return live;
  const share = Math.ceil((target - sum(live)) / SPORTS.length);
  for (const sport of SPORTS) await kickOffComing(origin, sport, share);
  const started = Date.now();
  while (sum(live) < target && Date.now() - started < boundMs) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    live = await liveMatches(origin);
  }
  if (sum(live) < target) throw new Error(`only ${sum(live)} matches live after kicking off coming ones (${JSON.stringify(live)}); wanted ${target}`);
  return live;
}

/** A follower of every sport's live channel, as a fan's page is: counts the updates it receives. */
export async function followUpdates(origin: string): Promise<{ count: () => number; close: () => void }> {
  const socket = new WebSocket(`${origin.replace(/^http/, 'ws')}${REALTIME_PATH}`);
  let received = 0;
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  socket.on('message', (raw: Buffer) => {
    const message = JSON.parse(raw.toString()) as ServerMessage;
    if (message.type === 'message') received += 1;
  });
  for (const sport of SPORTS) socket.send(JSON.stringify({ type: 'subscribe', channel: channels.scores(sport) }));
  return { count: () => received, close: () => socket.close() };
}
