// Canaries in the release files, and each visitor's release.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTE_IDS, type RemoteId } from '@matchday/contracts/routes/routeTable';
import { loadEnvironment } from '../config/environments';
import { releasesDir } from '../config/paths';
import { runReleaseCommand } from './cli';
import { CANARY_COOKIE, canaryBucket, canaryCookie, canarySeedOf, newCanarySeed, releaseForVisitor } from './canary';
import { ReleaseRefusedError, ReleaseStore, currentCanaries } from './releaseStore';
import { fakeBuild } from './fakeBuild';

let deploy: string;
let clock = Date.parse('2026-11-28T12:00:00Z');
const store = () => new ReleaseStore(loadEnvironment('local'), undefined, () => new Date((clock += 1000)));
const allAt = (version: string) => Object.fromEntries(REMOTE_IDS.map((remote) => [remote, version])) as Record<RemoteId, string>;

beforeEach(() => {
  deploy = fs.mkdtempSync(path.join(os.tmpdir(), 'matchday-canary-'));
  process.env.MATCHDAY_DEPLOY_DIR = deploy;
  for (const remote of REMOTE_IDS) fakeBuild(remote, '1.0.0');
  fakeBuild('news', '1.1.0');
  fakeBuild('tips', '2.0.0');
  store().init(allAt('1.0.0'));
});
afterEach(() => {
  delete process.env.MATCHDAY_DEPLOY_DIR;
  fs.rmSync(deploy, { recursive: true, force: true });
});

describe('a canary in the releases', () => {
  it('is a release of its own that keeps the stable version and adds the canary beside it', () => {
    const release = store().startCanary('news', '1.1.0', 30);
    expect(release.release).toBe(2);
    expect(release.note).toBe('canary mfe-news 1.1.0 at 30%');
    expect(release.remotes.news.version).toBe('1.0.0');
    expect(currentCanaries('local')).toEqual({ news: expect.objectContaining({ version: '1.1.0', percent: 30, manifestUrl: expect.stringMatching(/\/1\.1\.0\/mf-manifest\.json$/) }) });
    // The history keeps it as it was.
    const history = JSON.parse(fs.readFileSync(path.join(releasesDir('local'), 'history', '000002.json'), 'utf8')) as { canaries: unknown };
    expect(history.canaries).toEqual(currentCanaries('local'));
  });

  it('refuses a version never built, the stable version, a share outside 1–99, and the same canary twice', () => {
    expect(() => store().startCanary('news', '9.9.9', 30)).toThrow(ReleaseRefusedError);
    expect(() => store().startCanary('news', '1.0.0', 30)).toThrow('mfe-news 1.0.0 is already the stable version');
    for (const percent of [0, 100, 12.5]) expect(() => store().startCanary('news', '1.1.0', percent)).toThrow('a canary reaches 1 to 99 per cent');
    store().startCanary('news', '1.1.0', 30);
    expect(() => store().startCanary('news', '1.1.0', 30)).toThrow('already the canary at 30%');
    expect(store().history()).toHaveLength(2);
  });

  it('runs beside another remote’s canary; promote makes it the version for all, stop takes it back, rollback restores any release as it was', () => {
    store().startCanary('news', '1.1.0', 30);
    store().startCanary('tips', '2.0.0', 10);
    // A new share keeps the canary's start.
    const started = currentCanaries('local').news!.startedAt;
    store().startCanary('news', '1.1.0', 50);
    expect(currentCanaries('local').news).toMatchObject({ percent: 50, startedAt: started });
    const promoted = store().promoteCanary('news');
    expect(promoted.remotes.news.version).toBe('1.1.0');
    expect(promoted.note).toBe('promote mfe-news 1.1.0 (was 1.0.0)');
    expect(Object.keys(currentCanaries('local'))).toEqual(['tips']);
    const stopped = store().stopCanary('tips', 'rolled back: error rate 48% against 0%');
    expect(stopped.note).toBe('rolled back: error rate 48% against 0%');
    expect(currentCanaries('local')).toEqual({});
    expect(() => store().stopCanary('tips')).toThrow('mfe-tips has no canary to stop');
    expect(() => store().promoteCanary('tips')).toThrow('mfe-tips has no canary to promote');
    // Back to the release before the stop: the tips canary runs again.
    store().rollback();
    expect(currentCanaries('local').tips).toMatchObject({ version: '2.0.0', percent: 10 });
  });

  it('is driven from the release command', () => {
    expect(runReleaseCommand(['canary', 'mfe-news', '1.1.0', '--percent', '30'])[1]).toContain('news@1.0.0 (canary 1.1.0 at 30%)');
    expect(() => runReleaseCommand(['canary', 'news', '1.1.0'])).toThrow('--percent');
    expect(() => runReleaseCommand(['canary', 'news', '1.1.0', '--percent', 'lots'])).toThrow('--percent takes a whole number');
    expect(runReleaseCommand(['promote', 'news'])[1]).toContain('news@1.1.0');
  });
});

describe("a visitor's release", () => {
  it('is sticky per visitor and reaches about the share asked, per remote', () => {
    store().startCanary('news', '1.1.0', 30);
    const release = store().current()!;
    const canaries = currentCanaries('local');
    const seeds = Array.from({ length: 2000 }, newCanarySeed);
    const inCanary = seeds.filter((seed) => releaseForVisitor(release, canaries, seed).remotes.news.version === '1.1.0');
    expect(inCanary.length / seeds.length).toBeGreaterThan(0.26);
    expect(inCanary.length / seeds.length).toBeLessThan(0.34);
    for (const seed of seeds.slice(0, 50)) expect(releaseForVisitor(release, canaries, seed)).toEqual(releaseForVisitor(release, canaries, seed));
    // The canary's own build and digests; the other remotes untouched.
    const visitor = releaseForVisitor(release, canaries, inCanary[0]!);
    expect(visitor.remotes.news).toEqual({ enabled: true, version: '1.1.0', manifestUrl: canaries.news!.manifestUrl, integrity: canaries.news!.integrity });
    expect(visitor.remotes.tips).toEqual(release.remotes.tips);
    // One bucket per remote: the news canary's visitors are not the first ones of every canary.
    const sameBucket = seeds.filter((seed) => canaryBucket(seed, 'news') === canaryBucket(seed, 'tips'));
    expect(sameBucket.length).toBeLessThan(100);
  });

  it('keeps its seed in a cookie the server made, and ignores any other value', () => {
    const seed = newCanarySeed();
    expect(canarySeedOf(`lang=en_US; ${CANARY_COOKIE}=${seed}`)).toBe(seed);
    expect(canarySeedOf(`${CANARY_COOKIE}=../../etc`)).toBeNull();
    expect(canarySeedOf(undefined)).toBeNull();
    expect(canaryCookie(seed, true)).toBe(`${CANARY_COOKIE}=${seed}; Path=/; Max-Age=15552000; SameSite=Lax; HttpOnly; Secure`);
  });
});
