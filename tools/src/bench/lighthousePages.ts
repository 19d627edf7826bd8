// The pages `bench:lighthouse` measures by default: every page a fan reaches from the menu and
// the pages they lead to (a match of each sport on the computer's and the phone's detail page, an
// article, a video, a live room, a plan), with ids asked of the site's own api, so the bench
// follows whatever the api serves. A page whose content the api does not have is left out with
// the reason, never measured on an empty id.
import { SPORTS_PATHS } from '@matchday/contracts/sports/contract';
import { PLAN_PATHS } from '@matchday/contracts/tips/contract';
import { LIVE_PATHS } from '@matchday/contracts/lives/contract';
import { NEWS_PATHS } from '@matchday/contracts/news/contract';
import { VIDEO_PATHS } from '@matchday/contracts/videos/contract';

export interface LighthousePage {
  /** Path and query, as a fan opens it. */
  path: string;
  /** Needs a signed-in fan (their token is put in the browser's storage before the visit). */
  signedIn?: boolean;
}

export interface DiscoveredPages {
  pages: LighthousePage[];
  /** Pages left out, each with why. */
  skipped: string[];
}

/** The menu's pages that need no id. */
const FIXED_PAGES: LighthousePage[] = [
  { path: '/' },
  { path: '/match' },
  { path: '/news' },
  { path: '/video' },
  { path: '/streamer' },
  { path: '/plan' },
  { path: '/ranking' },
  { path: '/remark' },
  { path: '/box' },
  { path: '/login' },
  { path: '/user', signedIn: true },
  { path: '/channel', signedIn: true },
];

const SPORTS = ['football', 'basketball', 'esports'] as const;

async function read<T>(origin: string, pathname: string): Promise<T | null> {
  try {
    const response = await fetch(`${origin}${pathname}`, { signal: AbortSignal.timeout(10_000) });
    const envelope = (await response.json()) as { code: number; data: T };
    return envelope.code === 0 ? envelope.data : null;
  } catch {
    return null;
  }
}

type Listed = { id: string | number } & Record<string, unknown>;
const itemsOf = (data: { items?: Listed[] } | Listed[] | null): Listed[] => (Array.isArray(data) ? data : (data?.items ?? []));
const firstId = (data: { items?: Listed[] } | Listed[] | null, key = 'id'): string | null => {
  const first = itemsOf(data)[0];
  return first ? String(first[key] ?? '') || null : null;
};

/** Every page with its ids, asked of the api behind `origin` (the shell's origin: `/api` is proxied). */
export async function discoverPages(origin: string): Promise<DiscoveredPages> {
  const pages: LighthousePage[] = [...FIXED_PAGES];
  const skipped: string[] = [];
  const add = (id: string | null, paths: (id: string) => string[], missing: string) => {
    if (id) pages.push(...paths(id).map((path) => ({ path })));
    else skipped.push(missing);
  };
  for (const sport of SPORTS) {
    const matches = await read<{ items: Listed[] }>(origin, `${SPORTS_PATHS.matches}?sport=${sport}`);
    add(firstId(matches), (id) => [`/pc/detail?id=${id}`, `/m/detail?id=${id}`], `match detail (${sport}): the api lists no ${sport} match`);
  }
  add(firstId(await read(origin, NEWS_PATHS.articles)), (id) => [`/news?id=${id}`], 'an article: the api has none');
  add(firstId(await read(origin, VIDEO_PATHS.videos)), (id) => [`/video?id=${id}`], 'a video: the api has none (replays come from a streamer\'s recordings)');
  const lives = itemsOf(await read(origin, LIVE_PATHS.lives));
  const room = lives[0] ? String(lives[0].roomId) : null;
  add(room, (id) => [`/pc/live?id=${id}`, `/m/live?id=${id}`], 'a live room: nobody is live (the demo streamer needs the ingest: measure a running `npm start` with --site)');
  add(firstId(await read(origin, PLAN_PATHS.plans)), (id) => [`/plan?id=${id}`], 'a plan: the api has none yet (demo experts publish within a minute of the api starting)');
  return { pages, skipped };
}
