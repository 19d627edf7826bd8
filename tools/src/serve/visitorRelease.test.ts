// The shell's server gives each visitor their release: the canary's share gets the canary, and a
// visitor keeps their slice from one page to the next by a cookie the server sets once.
import type http from 'node:http';
import { REMOTE_IDS } from '@matchday/contracts/routes/routeTable';
import { CANARY_COOKIE, canaryBucket, newCanarySeed } from '../release/canary';
import { visitorRelease } from './appServers';

const digest = (letter: string) => `sha384-${letter.repeat(64)}`;
const stable = {
  environment: 'e2e',
  release: 5,
  createdAt: '2026-11-28T12:00:00Z',
  note: 'canary mfe-news 1.7.0 at 30%',
  remotes: Object.fromEntries(REMOTE_IDS.map((remote) => [remote, { enabled: true, version: '1.6.0', manifestUrl: `http://localhost:908${REMOTE_IDS.indexOf(remote) + 1}/1.6.0/mf-manifest.json`, integrity: { manifest: digest('A'), entry: digest('B') } }])),
};
const withCanary = { ...stable, canaries: { news: { version: '1.7.0', manifestUrl: 'http://localhost:9084/1.7.0/mf-manifest.json', integrity: { manifest: digest('C'), entry: digest('D') }, percent: 30, startedAt: '2026-11-28T12:00:00Z' } } };

function exchange(cookie?: string) {
  const headers: Record<string, string[]> = {};
  const response = { appendHeader: (name: string, value: string) => (headers[name.toLowerCase()] ??= []).push(value) } as unknown as http.ServerResponse;
  return { request: { headers: cookie ? { cookie } : {} } as http.IncomingMessage, response, headers };
}

describe("a visitor's release on the shell's server", () => {
  it('is the stable release, with no cookie set, while no canary runs', () => {
    const { request, response, headers } = exchange();
    expect(visitorRelease(stable, request, response, false)).toEqual(stable);
    expect(headers).toEqual({});
  });

  it("gives a new visitor a seed cookie, and a returning visitor the release of their bucket with the canary's own digests", () => {
    const first = exchange();
    visitorRelease(withCanary, first.request, first.response, true);
    expect(first.headers['set-cookie']).toEqual([expect.stringMatching(new RegExp(`^${CANARY_COOKIE}=[0-9a-f]{16}; Path=/; .*HttpOnly; Secure$`))]);
    const seeds = Array.from({ length: 200 }, newCanarySeed);
    const inside = seeds.find((seed) => canaryBucket(seed, 'news') < 30)!;
    const outside = seeds.find((seed) => canaryBucket(seed, 'news') >= 30)!;
    const canaryVisit = exchange(`lang=en_US; ${CANARY_COOKIE}=${inside}`);
    expect(visitorRelease(withCanary, canaryVisit.request, canaryVisit.response, false)?.remotes.news).toEqual({
      enabled: true,
      version: '1.7.0',
      manifestUrl: 'http://localhost:9084/1.7.0/mf-manifest.json',
      integrity: { manifest: digest('C'), entry: digest('D') },
    });
    expect(canaryVisit.headers).toEqual({});
    const stableVisit = exchange(`${CANARY_COOKIE}=${outside}`);
    expect(visitorRelease(withCanary, stableVisit.request, stableVisit.response, false)?.remotes.news.version).toBe('1.6.0');
  });

  it('serves the stable versions when the canaries are malformed (a site never goes down over one)', () => {
    const { request, response } = exchange();
    expect(visitorRelease({ ...stable, canaries: { news: { version: 'next' } } }, request, response, false)?.remotes.news.version).toBe('1.6.0');
  });
});
