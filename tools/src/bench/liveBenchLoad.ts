// `npm run bench:live`, part 2: the home list under a controlled load rather than the engine's.
// The list request is answered with 500 generated matches and the realtime server is played by
// the benchmark (Playwright's routeWebSocket, the protocol of contracts/src/realtime/protocol.ts),
// sending 50 match updates a second. Meanwhile the page records long tasks, long animation
// frames and the gaps between animation frames; then a fan taps tabs and stars (liveInteractions.ts)
// and it scrolls through the list while updates go on.
import type { Browser, WebSocketRoute } from 'playwright-core';
import { SPORTS_PATHS } from '@matchday/contracts/sports/contract';
import { CONSENT_STORAGE_KEY, consentRecord } from '@matchday/shared/stores/consentRecord';
import type { MatchSummary, ScoreListUpdate, Sport } from '@matchday/contracts/sports/contract';
import type { Page } from '@matchday/contracts/http/paging';
import type { ClientMessage, ServerMessage } from '@matchday/contracts/realtime/protocol';
import { matchSummary } from '@matchday/contracts/testing/sportsFixtures';
import { EVENT_RECORDER, interactionResult, tapTabsAndStars, type EventTiming, type InteractionResult } from './liveInteractions';
import { frameStats, type FrameStats } from './liveStats';

const SPORT_DISCIPLINES: [Sport, MatchSummary['discipline']][] = [
  ['football', 'football'],
  ['basketball', 'basketball'],
  ['esports', 'lol'],
  ['esports', 'cs2'],
];

/** `count` matches over several sports and competitions; about two thirds live, the rest later today. */
export function generateMatches(count: number, now = Date.now()): MatchSummary[] {
  return Array.from({ length: count }, (_, index) => {
    const [sport, discipline] = SPORT_DISCIPLINES[index % SPORT_DISCIPLINES.length]!;
    const competition = index % 12;
    const live = index % 3 !== 2;
    return matchSummary({
      id: `bench-${index}`,
      sport,
      discipline,
      competition: { id: `c-${sport}-${competition}`, name: `Bench ${sport} league ${competition}`, shortName: `BL${competition}`, tier: 1, country: 'Benchland' },
      round: String(1 + (index % 30)),
      startsAt: new Date(now + (live ? -30 : 60 + index) * 60_000).toISOString(),
      status: live ? 'live' : 'not_started',
      phase: live ? (sport === 'football' ? 'first_half' : sport === 'basketball' ? 'q2' : 'map_1') : 'scheduled',
      clock: live ? (sport === 'football' ? 30 : 600) : 0,
      home: { id: `t-${index}-h`, name: `Home team ${index}`, shortName: `H${index}` },
      away: { id: `t-${index}-a`, name: `Away team ${index}`, shortName: `A${index}` },
      bestOf: sport === 'esports' ? 3 : null,
      venue: 'Bench arena',
      hot: index % 17 === 0,
    });
  });
}

/** The next copy of a live match: its clock moves, and now and then a side scores. */
export function advanceMatch(match: MatchSummary, step: number): MatchSummary {
  const scores = step % 5 === 0;
  const home = step % 2 === 0;
  return {
    ...match,
    clock: match.sport === 'football' ? Math.min(90, match.clock + 1) : Math.max(0, match.clock - 7),
    homeScore: match.homeScore + (scores && home ? 1 : 0),
    awayScore: match.awayScore + (scores && !home ? 1 : 0),
    version: match.version + 1,
  };
}

/** Plays the realtime server for a page: subscriptions acknowledged, pings answered, scores sent. */
class FakeRealtime {
  private readonly sockets = new Map<WebSocketRoute, Set<string>>();
  private readonly seq = new Map<string, number>();

  accept(ws: WebSocketRoute): void {
    const subscribed = new Set<string>();
    this.sockets.set(ws, subscribed);
    ws.onClose(() => this.sockets.delete(ws));
    ws.onMessage((raw) => {
      const message = JSON.parse(String(raw)) as ClientMessage;
      const reply = (answer: ServerMessage) => ws.send(JSON.stringify(answer));
      if (message.type === 'subscribe') {
        subscribed.add(message.channel);
        reply({ type: 'subscribed', channel: message.channel, seq: this.seq.get(message.channel) ?? 0 });
      } else if (message.type === 'unsubscribe') subscribed.delete(message.channel);
      else if (message.type === 'ping') reply({ type: 'pong' });
      else if (message.type === 'auth') reply({ type: 'authenticated', userId: null });
    });
  }

  publish(channel: string, data: ScoreListUpdate): void {
    const seq = (this.seq.get(channel) ?? 0) + 1;
    this.seq.set(channel, seq);
    const text = JSON.stringify({ type: 'message', channel, seq, data, sentAt: Date.now() } satisfies ServerMessage);
    for (const [ws, channels] of this.sockets) if (channels.has(channel)) ws.send(text);
  }
}

/** In the page before its scripts: long tasks, long animation frames, every animation frame's time. */
const RECORDER = `(() => {
  const bench = (window.__loadBench = { longTasks: [], loafs: [], frames: [], supported: {} });
  for (const type of ['longtask', 'long-animation-frame']) {
    try {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          (type === 'longtask' ? bench.longTasks : bench.loafs).push({ start: entry.startTime, duration: entry.duration, blocking: entry.blockingDuration || 0 });
      }).observe({ type, buffered: true });
      bench.supported[type] = true;
    } catch { bench.supported[type] = false; }
  }
  const frame = (now) => { bench.frames.push(now); requestAnimationFrame(frame); };
  requestAnimationFrame(frame);
})();`;

/** Scrolls the window down (and back up at the end) in animation frames for `ms`; resolves with [start, end, pixels moved]. */
const SCROLL = `(ms) => new Promise((resolve) => {
  const start = performance.now();
  let last = start;
  let direction = 1;
  let moved = 0;
  const step = (now) => {
    const bottom = document.documentElement.scrollHeight - innerHeight;
    if (scrollY >= bottom - 5) direction = -1;
    else if (scrollY <= 0) direction = 1;
    const before = scrollY;
    window.scrollBy(0, direction * 3 * (now - last));
    moved += Math.abs(scrollY - before);
    last = now;
    if (now - start < ms) requestAnimationFrame(step);
    else resolve([start, now, moved]);
  };
  requestAnimationFrame(step);
})`;

interface TimedEntry {
  start: number;
  duration: number;
  blocking: number;
}

export interface LoadResult {
  matches: number;
  updatesSent: number;
  updateSeconds: number;
  supported: Record<string, boolean>;
  longestTask: TimedEntry | null;
  longTasks: number;
  longestAnimationFrame: TimedEntry | null;
  longestFrameGapMs: number;
  scroll: FrameStats & { seconds: number; scrolledPx: number };
  /** Taps on the list's tabs and stars while the updates go on (Event Timing API). */
  interactions: InteractionResult;
  /** The CPU slowdown the page ran under (1: this machine's speed). */
  cpuSlowdown: number;
}

const longest = (entries: TimedEntry[], from: number, to: number) =>
  entries.filter((entry) => entry.start >= from && entry.start <= to).reduce<TimedEntry | null>((top, entry) => (!top || entry.duration > top.duration ? entry : top), null);

export const LOAD_OPTIONS = { matches: 500, perSecond: 50, updateSeconds: 20, scrollSeconds: 5, cpuSlowdown: 1 };

export async function measureLoad(browser: Browser, shellOrigin: string, options = LOAD_OPTIONS): Promise<LoadResult> {
  let matches = generateMatches(options.matches);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  if (options.cpuSlowdown > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: options.cpuSlowdown });
  await page.addInitScript({ content: RECORDER + EVENT_RECORDER });
  // A returning fan: the consent dialog would make the list inert to taps.
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [CONSENT_STORAGE_KEY, consentRecord()] as const);
  await page.route(
    (url) => url.pathname === SPORTS_PATHS.matches,
    async (route) => {
      const query = new URL(route.request().url()).searchParams;
      const pageNumber = Number(query.get('page') ?? 1);
      const pageSize = Number(query.get('pageSize') ?? 20);
      const data: Page<MatchSummary> = { items: matches.slice((pageNumber - 1) * pageSize, pageNumber * pageSize), page: pageNumber, pageSize, total: matches.length };
      await route.fulfill({ json: { code: 0, msg: 'ok', data } });
    },
  );
  const realtime = new FakeRealtime();
  await page.routeWebSocket(/\/api\/ws$/, (ws) => realtime.accept(ws));
  try {
    await page.goto(`${shellOrigin}/`);
    await page.waitForSelector('[data-testid="match-row"]', { timeout: 30_000 });
    await page.waitForTimeout(2000); // the first render and the rest of the page settle

    const live = matches.map((match, index) => ({ match, index })).filter(({ match }) => match.status === 'live');
    let sent = 0;
    const update = () => {
      const { index } = live[sent % live.length]!;
      const next = advanceMatch(matches[index]!, sent);
      matches = matches.with(index, next);
      realtime.publish(`scores:${next.sport}`, { matches: [next] });
      sent += 1;
    };
    // One update every 1000/perSecond ms, catching up if the timer was late.
    const startedAt = Date.now();
    const timer = setInterval(() => {
      const due = Math.floor(((Date.now() - startedAt) * options.perSecond) / 1000);
      while (sent < due) update();
    }, 1000 / options.perSecond);
    try {
      const windowStart = (await page.evaluate('performance.now()')) as number;
      await page.waitForTimeout(options.updateSeconds * 1000);
      const windowEnd = (await page.evaluate('performance.now()')) as number;
      const updatesSent = sent;
      // A fan taps tabs and stars while the updates go on.
      const taps = await tapTabsAndStars(page);
      const [scrollStart, scrollEnd, scrolledPx] = (await page.evaluate(`(${SCROLL})(${options.scrollSeconds * 1000})`)) as [number, number, number];
      const recorded = (await page.evaluate('window.__loadBench')) as { longTasks: TimedEntry[]; loafs: TimedEntry[]; frames: number[]; events: EventTiming[]; supported: Record<string, boolean> };
      const updateFrames = recorded.frames.filter((time) => time >= windowStart && time <= windowEnd);
      return {
        matches: matches.length,
        updatesSent,
        updateSeconds: (windowEnd - windowStart) / 1000,
        supported: recorded.supported,
        longestTask: longest(recorded.longTasks, windowStart, windowEnd),
        longTasks: recorded.longTasks.filter((entry) => entry.start >= windowStart && entry.start <= windowEnd).length,
        longestAnimationFrame: longest(recorded.loafs, windowStart, windowEnd),
        longestFrameGapMs: frameStats(updateFrames).longestMs,
        scroll: { ...frameStats(recorded.frames.filter((time) => time >= scrollStart && time <= scrollEnd)), seconds: (scrollEnd - scrollStart) / 1000, scrolledPx },
        interactions: interactionResult(taps, recorded.events),
        cpuSlowdown: options.cpuSlowdown,
      };
    } finally {
      clearInterval(timer);
    }
  } finally {
    await context.close();
  }
}
