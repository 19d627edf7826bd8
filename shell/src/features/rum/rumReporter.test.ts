import { RUM_LIMITS, type RumBeacon, type RumEvent } from '@matchday/contracts/rum/contract';
import type { ReleaseManifest } from '@matchday/contracts/releases/manifest';
import { REMOTE_IDS } from '@matchday/contracts/routes/routeTable';
import { RUM_FLUSH_AT, cleanMessage, createRumReporter, isChunkFailure, ownerOfScript, versionOf } from './rumReporter';

const release = {
  environment: 'e2e',
  release: 7,
  createdAt: '2026-11-28T10:00:00Z',
  note: '',
  remotes: Object.fromEntries(REMOTE_IDS.map((remote) => [remote, { enabled: true, version: remote === 'news' ? '1.7.0' : '1.6.0', manifestUrl: `http://localhost:9084/mfe-${remote}/${remote === 'news' ? '1.7.0' : '1.6.0'}/mf-manifest.json` }])),
} as ReleaseManifest;
const view = (index: number): RumEvent => ({ kind: 'view', remote: 'news', version: '1.7.0', route: `news${index}` });

describe('the field-data queue', () => {
  it('sends a beacon once enough events gathered, each with the page context, and what is left on flush', () => {
    const sent: RumBeacon[] = [];
    const reporter = createRumReporter(() => ({ release: 7, device: 'phone', language: 'ar', sampleRate: 0.5 }), (body) => sent.push(JSON.parse(body) as RumBeacon) > 0);
    for (let index = 0; index < RUM_FLUSH_AT - 1; index += 1) reporter.add(view(index));
    expect(sent).toEqual([]);
    reporter.add(view(99));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ release: 7, device: 'phone', language: 'ar', sampleRate: 0.5 });
    expect(sent[0]!.events).toHaveLength(RUM_FLUSH_AT);
    reporter.add(view(100));
    reporter.flush();
    expect(sent[1]!.events).toEqual([view(100)]);
    reporter.flush();
    expect(sent).toHaveLength(2); // nothing queued, nothing sent
  });

  it('never puts more than a beacon holds into one', () => {
    const sent: RumBeacon[] = [];
    const reporter = createRumReporter(() => ({ release: 1, device: 'desktop', language: 'en_US', sampleRate: 1 }), (body) => sent.push(JSON.parse(body) as RumBeacon) > 0);
    for (let index = 0; index < 130; index += 1) reporter.add(view(index));
    reporter.flush();
    expect(sent.every((beacon) => beacon.events.length <= RUM_LIMITS.eventsPerBeacon)).toBe(true);
    expect(sent.flatMap((beacon) => beacon.events)).toHaveLength(130);
    expect(reporter.pending).toBe(0);
  });
});

describe('what an event says', () => {
  it('cuts query strings and length out of a message (a token or a phone could be in one)', () => {
    expect(cleanMessage('Failed to fetch http://x/api/users/me?token=abc&phone=%2B86 (retry)')).toBe('Failed to fetch http://x/api/users/me (retry)');
    expect(cleanMessage('x'.repeat(500))).toHaveLength(RUM_LIMITS.messageLength);
  });

  it('tells a failed chunk from another error', () => {
    expect(isChunkFailure(Object.assign(new Error('Loading chunk 812 failed.\n(error: http://x/812.js)'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkFailure(new TypeError('Failed to fetch dynamically imported module: http://x/a.js'))).toBe(true);
    expect(isChunkFailure(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
  });

  it('names the remote a script belongs to by its build folder, and its version in this release', () => {
    expect(ownerOfScript('http://localhost:9084/mfe-news/1.7.0/__federation_expose_App.3f.js', release)).toBe('news');
    expect(ownerOfScript('http://localhost:9080/main.4cc32797a8.js', release)).toBe('shell');
    expect(ownerOfScript(undefined, release)).toBe('shell');
    // Each remote on its own origin, in its version's folder: the origin tells two remotes of one version apart.
    const ownOrigins = { ...release, remotes: { ...release.remotes, news: { ...release.remotes.news, manifestUrl: 'http://localhost:8084/1.6.0/mf-manifest.json' }, tips: { ...release.remotes.tips, manifestUrl: 'http://localhost:8083/1.6.0/mf-manifest.json' } } };
    expect(ownerOfScript('http://localhost:8083/1.6.0/812.js', ownOrigins)).toBe('tips');
    expect(ownerOfScript('http://localhost:8084/1.6.0/812.js', ownOrigins)).toBe('news');
    expect(versionOf('news', release, '1.5.0')).toBe('1.7.0');
    expect(versionOf('shell', release, '1.5.0')).toBe('1.5.0');
  });
});
