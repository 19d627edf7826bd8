import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { packageName, REMOTE_IDS, type RemoteId } from '@matchday/contracts/routes/routeTable';
import { sriOf } from '../build/buildIntegrity';
import { sourceVersion } from '../build/remoteBuild';
import { loadEnvironment } from '../config/environments';
import { remoteBuildDir } from '../config/paths';
import { runReleaseCommand } from './cli';
import { ReleaseRefusedError, ReleaseStore, currentRelease, releaseHistory } from './releaseStore';
import { fakeBuild } from './fakeBuild';

let deploy: string;

const fileDigest = (remote: RemoteId, version: string, file: string) =>
  sriOf(fs.readFileSync(path.join(remoteBuildDir(remote, version), file)));

const store = () => new ReleaseStore(loadEnvironment('local'), undefined, () => new Date('2026-11-20T12:00:00Z'));
const allAt = (version: string) => Object.fromEntries(REMOTE_IDS.map((remote) => [remote, version])) as Record<RemoteId, string>;

beforeEach(() => {
  deploy = fs.mkdtempSync(path.join(os.tmpdir(), 'matchday-release-'));
  process.env.MATCHDAY_DEPLOY_DIR = deploy;
  // `init` starts from the versions of the sources; the other tests name their versions.
  for (const remote of REMOTE_IDS) {
    fakeBuild(remote, '1.0.0');
    fakeBuild(remote, sourceVersion(remote));
  }
});

afterEach(() => {
  delete process.env.MATCHDAY_DEPLOY_DIR;
  fs.rmSync(deploy, { recursive: true, force: true });
});

describe('release store', () => {
  it('makes a first release with every remote on, pointing at its manifest on its own origin', () => {
    const first = store().init(allAt('1.0.0'));
    expect(first.release).toBe(1);
    expect(first.remotes.scores).toEqual({
      enabled: true,
      version: '1.0.0',
      manifestUrl: 'http://localhost:8081/1.0.0/mf-manifest.json',
      integrity: { manifest: fileDigest('scores', '1.0.0', 'mf-manifest.json'), entry: fileDigest('scores', '1.0.0', 'remoteEntry.js') },
    });
    expect(first.remotes.channel.manifestUrl).toBe('http://localhost:8086/1.0.0/mf-manifest.json');
    expect(currentRelease('local')).toEqual(first);
    expect(() => store().init(allAt('1.0.0'))).toThrow(/already has releases/);
  });

  it('switches a remote off and on, each change a new numbered release', () => {
    store().init(allAt('1.0.0'));
    const off = store().setEnabled('tips', false);
    expect(off).toMatchObject({ release: 2, note: 'disable mfe-tips' });
    expect(off.remotes.tips.enabled).toBe(false);
    expect(() => store().setEnabled('tips', false)).toThrow(/already disabled/);
    const on = store().setEnabled('tips', true);
    expect(on.release).toBe(3);
    expect(releaseHistory('local').map((release) => release.release)).toEqual([1, 2, 3]);
  });

  it('points a remote at another built version, keeping whether it is on', () => {
    store().init(allAt('1.0.0'));
    fakeBuild('news', '1.1.0');
    store().setEnabled('news', false);
    const moved = store().useVersion('news', '1.1.0');
    expect(moved.remotes.news).toMatchObject({ enabled: false, version: '1.1.0', manifestUrl: 'http://localhost:8084/1.1.0/mf-manifest.json' });
    // The digests are those of the new build's own files, not of the version it replaces.
    expect(moved.remotes.news.integrity).toEqual({
      manifest: fileDigest('news', '1.1.0', 'mf-manifest.json'),
      entry: fileDigest('news', '1.1.0', 'remoteEntry.js'),
    });
    expect(moved.remotes.news.integrity).not.toEqual(moved.remotes.live.integrity);
    expect(moved.note).toBe('mfe-news 1.0.0 -> 1.1.0');
  });

  it('refuses a version whose manifest is missing', () => {
    store().init(allAt('1.0.0'));
    expect(() => store().useVersion('news', '2.0.0')).toThrow(ReleaseRefusedError);
    expect(() => store().useVersion('news', '2.0.0')).toThrow(/no mf-manifest.json/);
    expect(currentRelease('local')?.release).toBe(1);
  });

  it('refuses a build made before builds carried the digests of their chunks', () => {
    store().init(allAt('1.0.0'));
    fakeBuild('news', '1.3.0');
    const manifestFile = path.join(remoteBuildDir('news', '1.3.0'), 'mf-manifest.json');
    const { assetIntegrity: _digests, ...old } = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
    fs.writeFileSync(manifestFile, JSON.stringify(old));
    expect(() => store().useVersion('news', '1.3.0')).toThrow(/no digests of app.0123456789.js; build it again/);
  });

  it('refuses a build whose manifest names a remote entry that is not there', () => {
    store().init(allAt('1.0.0'));
    fakeBuild('news', '1.4.0');
    fs.rmSync(path.join(remoteBuildDir('news', '1.4.0'), 'remoteEntry.js'));
    expect(() => store().useVersion('news', '1.4.0')).toThrow(/no remote entry remoteEntry.js/);
  });

  it('gives digests to every remote carried over from a release made before digests', () => {
    store().init(allAt('1.0.0'));
    const currentFile = path.join(deploy, 'releases/local/current.json');
    const old = JSON.parse(fs.readFileSync(currentFile, 'utf8'));
    for (const remote of REMOTE_IDS) delete old.remotes[remote].integrity;
    fs.writeFileSync(currentFile, JSON.stringify(old));
    const next = store().setEnabled('tips', false);
    for (const remote of REMOTE_IDS) expect(next.remotes[remote].integrity?.entry).toBe(fileDigest(remote, '1.0.0', 'remoteEntry.js'));
  });

  it('refuses a version whose federation name does not match', () => {
    store().init(allAt('1.0.0'));
    fakeBuild('news', '1.2.0', 'mfe_live');
    expect(() => store().useVersion('news', '1.2.0')).toThrow(/federation name is "mfe_live", expected "mfe_news"/);
    expect(currentRelease('local')?.remotes.news.version).toBe('1.0.0');
  });

  it('rolls back to the previous release, as a new release, keeping the history', () => {
    store().init(allAt('1.0.0'));
    fakeBuild('live', '1.0.1');
    store().useVersion('live', '1.0.1');
    const back = store().rollback();
    expect(back).toMatchObject({ release: 3, note: 'roll back to release 1' });
    expect(back.remotes.live.version).toBe('1.0.0');
    expect(releaseHistory('local')).toHaveLength(3);
    expect(() => new ReleaseStore(loadEnvironment('e2e')).rollback()).toThrow(/no release yet/);
  });

  it('never writes a partial file: a refused change leaves current.json as it was', () => {
    store().init(allAt('1.0.0'));
    const before = fs.readFileSync(path.join(deploy, 'releases/local/current.json'), 'utf8');
    expect(() => store().useVersion('scores', 'not-a-version')).toThrow();
    expect(fs.readFileSync(path.join(deploy, 'releases/local/current.json'), 'utf8')).toBe(before);
    expect(fs.readdirSync(path.join(deploy, 'releases/local')).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });
});

describe('release command', () => {
  it('lists releases with the current one marked', () => {
    expect(runReleaseCommand(['list'])).toEqual(['local: no releases yet']);
    expect(runReleaseCommand(['init'])[0]).toBe('local: release #1 is live');
    runReleaseCommand(['disable', 'mfe-tips']);
    const listing = runReleaseCommand(['list']);
    expect(listing).toHaveLength(2);
    expect(listing[1]).toMatch(/^\* #2 .* disable mfe-tips/);
    expect(listing[1]).toContain(`tips@${sourceVersion('tips')} (off)`);
  });

  it('names the environment with --env and records a note', () => {
    runReleaseCommand(['init', '--env', 'e2e']);
    fakeBuild('scores', '1.0.1');
    const lines = runReleaseCommand(['use', 'scores', '1.0.1', '--env=e2e', '--note', 'hotfix for live scores']);
    expect(lines[0]).toBe('e2e: release #2 is live');
    expect(currentRelease('e2e')?.note).toBe('hotfix for live scores');
    expect(currentRelease('local')).toBeNull();
  });

  it('lists built versions and refuses what it does not understand', () => {
    fakeBuild('live', '1.0.10');
    fakeBuild('live', '1.0.9');
    // In version order, not in the order of their names (the sources' own version is built too).
    expect(runReleaseCommand(['versions', 'live'])).toEqual(['1.0.0', '1.0.9', '1.0.10', sourceVersion('live')].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })));
    expect(() => runReleaseCommand(['enable', 'casino'])).toThrow(/name a remote/);
    expect(() => runReleaseCommand(['use', 'live'])).toThrow(/name the version/);
    expect(() => runReleaseCommand(['deploy-everything'])).toThrow(/usage/);
    expect(packageName('live')).toBe('mfe-live');
  });
});
