// The release console through the api, on the release command's own files (a deploy folder of
// this test's): an operator reads the environment's releases and starts, promotes and stops
// canaries with the command's checks; each change is audited; and the canary judge rolls back a
// canary whose field data is worse, writing why.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ReleasesResponse } from '@matchday/contracts/releases/contract';
import type { RumVersionFigures } from '@matchday/contracts/rum/contract';
import type { ReleaseManifest } from '@matchday/contracts/releases/manifest';
import { REMOTE_IDS, type RemoteId } from '@matchday/contracts/routes/routeTable';
import { loadEnvironment } from '@matchday/tools/config/environments';
import { ReleaseStore, currentCanaries } from '@matchday/tools/release/releaseStore';
import { CANARY_WATCH_MS, CanaryWatch, canaryWatchMs, type FiguresFor } from '../src/domains/releases/canaryWatch';
import { createTestApi, type TestApi } from './testApi';
import { fakeBuild } from '@matchday/tools/release/fakeBuild';

let api: TestApi;
let deploy: string;
let operator: { token: string };

beforeAll(async () => {
  deploy = fs.mkdtempSync(path.join(os.tmpdir(), 'matchday-releases-api-'));
  process.env.MATCHDAY_DEPLOY_DIR = deploy;
  for (const remote of REMOTE_IDS) fakeBuild(remote, '1.0.0');
  fakeBuild('news', '1.1.0');
  fakeBuild('tips', '2.0.0');
  new ReleaseStore(loadEnvironment('local')).init(Object.fromEntries(REMOTE_IDS.map((remote) => [remote, '1.0.0'])) as Record<RemoteId, string>);
  api = await createTestApi();
  operator = await api.withRoles(['user', 'operator']);
});
afterAll(async () => {
  await api.close();
  delete process.env.MATCHDAY_DEPLOY_DIR;
  fs.rmSync(deploy, { recursive: true, force: true });
});

const auditOf = (action: string) =>
  api.db.query<{ actor_id: string | null; reason: string; details: Record<string, unknown> | string }>('SELECT actor_id::text AS actor_id, reason, details FROM ops_audit WHERE action = $1 ORDER BY id', [action]);

describe('the release console', () => {
  it('shows an operator and customer service the environment’s release; a fan is refused', async () => {
    const read = await api.call<ReleasesResponse>('GET', '/api/ops/releases', { token: operator.token });
    expect(read.body.code).toBe(0);
    expect(read.body.data).toMatchObject({ environment: 'local', canaries: [], current: { release: 1 } });
    const support = await api.withRoles(['user', 'customer_service']);
    expect((await api.call('GET', '/api/ops/releases', { token: support.token })).body.code).toBe(0);
    const fan = await api.signInByCode();
    expect((await api.call('GET', '/api/ops/releases', { token: fan.token })).status).toBe(403);
    // Reading is not acting: customer service may not start a canary.
    expect((await api.call('POST', '/api/ops/releases/canaries', { token: support.token, body: { remote: 'news', version: '1.1.0', percent: 30 } })).status).toBe(403);
  });

  it('starts a canary with the release command’s checks, audited; refuses a version never built and bad input', async () => {
    const started = await api.call<ReleaseManifest>('POST', '/api/ops/releases/canaries', { token: operator.token, body: { remote: 'news', version: '1.1.0', percent: 30 } });
    expect(started.body.code).toBe(0);
    expect(started.body.data.note).toBe('canary mfe-news 1.1.0 at 30%');
    expect(currentCanaries('local').news).toMatchObject({ version: '1.1.0', percent: 30 });
    const [entry] = await auditOf('release.canary');
    expect(entry).toMatchObject({ actor_id: expect.any(String), reason: 'canary mfe-news 1.1.0 at 30%' });

    const neverBuilt = await api.call('POST', '/api/ops/releases/canaries', { token: operator.token, body: { remote: 'news', version: '9.9.9', percent: 30 } });
    expect(neverBuilt.status).toBe(409);
    expect(neverBuilt.body.msg).toMatch(/^The release was refused: .*9\.9\.9/);
    for (const body of [{ remote: 'news', version: '1.1.0', percent: 100 }, { remote: 'nowhere', version: '1.1.0', percent: 30 }, { remote: 'news', version: 'latest', percent: 30 }])
      expect((await api.call('POST', '/api/ops/releases/canaries', { token: operator.token, body })).body.code).toBe(3000);
    expect((await api.call('DELETE', '/api/ops/releases/canaries/nowhere', { token: operator.token })).status).toBe(404);
    const read = await api.call<ReleasesResponse>('GET', '/api/ops/releases', { token: operator.token });
    expect(read.body.data.canaries).toEqual([expect.objectContaining({ remote: 'news', version: '1.1.0', percent: 30 })]);
    expect(read.body.data.history.map((release) => release.release)).toEqual([2, 1]);
  });

  it('promotes a canary to everyone, and switches and pins remotes', async () => {
    const promoted = await api.call<ReleaseManifest>('POST', '/api/ops/releases/canaries/news/promote', { token: operator.token, body: {} });
    expect(promoted.body.data.remotes.news.version).toBe('1.1.0');
    expect(currentCanaries('local')).toEqual({});
    const off = await api.call<ReleaseManifest>('PUT', '/api/ops/releases/remotes/tips', { token: operator.token, body: { enabled: false } });
    expect(off.body.data.remotes.tips.enabled).toBe(false);
    const pinned = await api.call<ReleaseManifest>('PUT', '/api/ops/releases/remotes/tips', { token: operator.token, body: { version: '2.0.0' } });
    expect(pinned.body.data.remotes.tips).toMatchObject({ version: '2.0.0', enabled: false });
    expect((await api.call('PUT', '/api/ops/releases/remotes/tips', { token: operator.token, body: { enabled: true, version: '1.0.0' } })).body.code).toBe(3000);
    const back = await api.call<ReleaseManifest>('POST', '/api/ops/releases/rollback', { token: operator.token, body: {} });
    expect(back.body.data.remotes.tips.version).toBe('1.0.0');
  });
});

describe('the canary judge', () => {
  const figures = (version: string, views: number, crashes: number): RumVersionFigures => ({
    remote: 'news', version, views, samples: views, errors: 0, crashes, fallbacks: 0, chunkFailures: 0,
    errorRate: crashes / views, fallbackRate: 0, lcpP75: null, inpP75: null, lcpSamples: 0, inpSamples: 0, series: [], topErrors: [],
  });

  it('rolls back a canary worse than its stable version, as a release and an audit entry that give the figures; leaves a healthy one', async () => {
    fakeBuild('news', '1.2.0');
    expect((await api.call('POST', '/api/ops/releases/canaries', { token: operator.token, body: { remote: 'news', version: '1.2.0', percent: 30 } })).body.code).toBe(0);
    expect((await api.call('POST', '/api/ops/releases/canaries', { token: operator.token, body: { remote: 'tips', version: '2.0.0', percent: 20 } })).body.code).toBe(0);
    const asked: Parameters<FiguresFor>[] = [];
    const figuresFor: FiguresFor = async (remote, versions, since, until) => {
      asked.push([remote, versions, since, until]);
      // news: the canary throws on half its mounts; tips: as good as its stable version.
      return remote === 'news' ? [figures('1.2.0', 30, 15), figures('1.1.0', 70, 0)] : [{ ...figures('2.0.0', 40, 0), remote }, { ...figures('1.0.0', 60, 0), remote }];
    };
    const watch = new CanaryWatch({ db: api.db, clock: api.clock, releases: api.services.releases, figuresFor });
    const judgements = await watch.sweep();
    expect(judgements?.map((judgement) => [judgement.remote, judgement.verdict.verdict])).toEqual([['news', 'rollback'], ['tips', 'healthy']]);
    // Each judged on its own remote's versions, from its own start.
    expect(asked.map(([remote, versions]) => [remote, versions])).toEqual([['news', ['1.2.0', '1.1.0']], ['tips', ['2.0.0', '1.0.0']]]);
    expect(Object.keys(currentCanaries('local'))).toEqual(['tips']);
    const read = await api.call<ReleasesResponse>('GET', '/api/ops/releases', { token: operator.token });
    expect(read.body.data.current!.note).toMatch(/^canary news 1\.2\.0 rolled back automatically: error rate 50\.0% against 0\.0% \(z = \d+\.\d\d, 30 and 70 views\)$/);
    const [entry] = await auditOf('release.rolledBack');
    expect(entry).toMatchObject({ actor_id: null, reason: read.body.data.current!.note });
  });
});

describe('the canary judge’s settings', () => {
  it('judges every 10 s unless MATCHDAY_CANARY_WATCH_SECONDS (1–600) says otherwise; refuses anything else at start', () => {
    expect(canaryWatchMs({})).toBe(CANARY_WATCH_MS);
    expect(canaryWatchMs({ MATCHDAY_CANARY_WATCH_SECONDS: '2' })).toBe(2000);
    for (const wrong of ['0', '601', '1.5', 'soon']) expect(() => canaryWatchMs({ MATCHDAY_CANARY_WATCH_SECONDS: wrong }), wrong).toThrow(/MATCHDAY_CANARY_WATCH_SECONDS/);
  });
});
