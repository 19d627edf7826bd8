// Releases of one environment: `current.json` (what the shell reads) and `history/NNNNNN.json`
// (every release ever made, never rewritten). A change writes a new history entry first and
// then swaps `current.json` atomically, so a reader never sees half a file.
import fs from 'node:fs';
import path from 'node:path';
import { parseReleaseManifest, type ReleaseManifest, type RemoteIntegrity, type RemoteRelease } from '@matchday/contracts/releases/manifest';
import { packageName, REMOTE_IDS, type RemoteId } from '@matchday/contracts/routes/routeTable';
import { buildIntegrity } from '../build/buildIntegrity';
import { checkBuild } from '../build/remoteBuild';
import { manifestUrlFor, type Environment } from '../config/environments';
import { releasesDir, remoteBuildDir } from '../config/paths';
import { canariesOf, type Canaries, type CanaryRelease } from './canary';

export class ReleaseRefusedError extends Error {
  override readonly name = 'ReleaseRefusedError';
}

const currentFile = (environment: string) => path.join(releasesDir(environment), 'current.json');
const historyDir = (environment: string) => path.join(releasesDir(environment), 'history');
const historyFile = (environment: string, release: number) =>
  path.join(historyDir(environment), `${String(release).padStart(6, '0')}.json`);

function writeAtomically(file: string, content: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const scratch = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(scratch, content);
  fs.renameSync(scratch, file);
}

export function currentRelease(environment: string): ReleaseManifest | null {
  const file = currentFile(environment);
  if (!fs.existsSync(file)) return null;
  return parseReleaseManifest(JSON.parse(fs.readFileSync(file, 'utf8')));
}

/** The canaries the current release runs (none when it runs none). */
export function currentCanaries(environment: string): Canaries {
  const file = currentFile(environment);
  return fs.existsSync(file) ? canariesOf(JSON.parse(fs.readFileSync(file, 'utf8'))) : {};
}

const withoutCanary = (canaries: Canaries, remote: RemoteId): Canaries => Object.fromEntries(Object.entries(canaries).filter(([name]) => name !== remote));

export function releaseHistory(environment: string): ReleaseManifest[] {
  const dir = historyDir(environment);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => /^\d{6}\.json$/.test(name))
    .sort()
    .map((name) => parseReleaseManifest(JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8'))));
}

/**
 * Checks a remote's build before an environment may point at it: its manifest must exist
 * and carry the remote's federation name and the version asked for. Answers the digests the
 * release records, computed from the built files.
 */
export type BuildCheck = (remote: RemoteId, version: string) => RemoteIntegrity;

export const checkLocalBuild: BuildCheck = (remote, version) => {
  try {
    checkBuild(remote, version);
    return buildIntegrity(remoteBuildDir(remote, version));
  } catch (error) {
    throw new ReleaseRefusedError((error as Error).message);
  }
};

export class ReleaseStore {
  constructor(
    private readonly environment: Environment,
    private readonly checkBuildOf: BuildCheck = checkLocalBuild,
    private readonly now: () => Date = () => new Date(),
  ) {}

  current(): ReleaseManifest | null {
    return currentRelease(this.environment.name);
  }

  history(): ReleaseManifest[] {
    return releaseHistory(this.environment.name);
  }

  canaries(): Canaries {
    return currentCanaries(this.environment.name);
  }

  /** Every release with the canaries it ran, oldest first. */
  historyWithCanaries(): { release: ReleaseManifest; canaries: Canaries }[] {
    return this.history().map((release) => ({ release, canaries: this.canariesOfRelease(release.release) }));
  }

  /** A past release's canaries, as it ran them. */
  private canariesOfRelease(release: number): Canaries {
    const file = historyFile(this.environment.name, release);
    return fs.existsSync(file) ? canariesOf(JSON.parse(fs.readFileSync(file, 'utf8'))) : {};
  }

  private publish(given: Record<RemoteId, RemoteRelease>, note: string, canaries: Canaries = this.canaries()): ReleaseManifest {
    // A remote carried over from a release made before digests gets them from its build now.
    const remotes = Object.fromEntries(
      REMOTE_IDS.map((remote) => {
        const entry = given[remote];
        return [remote, entry.integrity ? entry : { ...entry, integrity: this.checkBuildOf(remote, entry.version) }];
      }),
    ) as Record<RemoteId, RemoteRelease>;
    const previous = this.current();
    const history = this.history();
    const release = Math.max(previous?.release ?? 0, history.at(-1)?.release ?? 0) + 1;
    const manifest: ReleaseManifest = {
      environment: this.environment.name,
      release,
      createdAt: this.now().toISOString(),
      note,
      remotes,
    };
    parseReleaseManifest(manifest); // never publish what the shell would refuse
    const file = historyFile(this.environment.name, release);
    if (fs.existsSync(file)) throw new ReleaseRefusedError(`release ${release} already exists; try again`);
    const text = `${JSON.stringify(Object.keys(canaries).length > 0 ? { ...manifest, canaries } : manifest, null, 2)}\n`;
    writeAtomically(file, text);
    writeAtomically(currentFile(this.environment.name), text);
    return manifest;
  }

  private requireCurrent(): ReleaseManifest {
    const current = this.current();
    if (!current) throw new ReleaseRefusedError(`environment "${this.environment.name}" has no release yet; run "init" first`);
    return current;
  }

  private entry(remote: RemoteId, version: string, enabled: boolean): RemoteRelease {
    const integrity = this.checkBuildOf(remote, version);
    return { enabled, version, manifestUrl: manifestUrlFor(this.environment, remote, version), integrity };
  }

  /** First release: every remote on, at the given versions. */
  init(versions: Record<RemoteId, string>, note = 'first release'): ReleaseManifest {
    if (this.current()) throw new ReleaseRefusedError(`environment "${this.environment.name}" already has releases`);
    const remotes = {} as Record<RemoteId, RemoteRelease>;
    for (const remote of REMOTE_IDS) remotes[remote] = this.entry(remote, versions[remote], true);
    return this.publish(remotes, note);
  }

  setEnabled(remote: RemoteId, enabled: boolean, note?: string): ReleaseManifest {
    const current = this.requireCurrent();
    if (current.remotes[remote].enabled === enabled)
      throw new ReleaseRefusedError(`${packageName(remote)} is already ${enabled ? 'enabled' : 'disabled'}`);
    return this.publish(
      { ...current.remotes, [remote]: { ...current.remotes[remote], enabled } },
      note ?? `${enabled ? 'enable' : 'disable'} ${packageName(remote)}`,
    );
  }

  useVersion(remote: RemoteId, version: string, note?: string): ReleaseManifest {
    const current = this.requireCurrent();
    const before = current.remotes[remote];
    if (before.version === version && before.manifestUrl === manifestUrlFor(this.environment, remote, version))
      throw new ReleaseRefusedError(`${packageName(remote)} is already at ${version}`);
    // A version chosen by hand ends the remote's canary.
    return this.publish(
      { ...current.remotes, [remote]: this.entry(remote, version, before.enabled) },
      note ?? `${packageName(remote)} ${before.version} -> ${version}`,
      withoutCanary(this.canaries(), remote),
    );
  }

  /** Serves `version` of a remote to `percent` of visitors (a new canary, or a running one's new share). */
  startCanary(remote: RemoteId, version: string, percent: number, note?: string): ReleaseManifest {
    const current = this.requireCurrent();
    if (!Number.isInteger(percent) || percent < 1 || percent > 99)
      throw new ReleaseRefusedError(`a canary reaches 1 to 99 per cent of visitors (promote it for all of them), not ${percent}`);
    if (current.remotes[remote].version === version) throw new ReleaseRefusedError(`${packageName(remote)} ${version} is already the stable version`);
    const canaries = this.canaries();
    const running = canaries[remote];
    if (running?.version === version && running.percent === percent) throw new ReleaseRefusedError(`${packageName(remote)} ${version} is already the canary at ${percent}%`);
    const { manifestUrl, integrity } = this.entry(remote, version, true);
    const canary: CanaryRelease = { version, manifestUrl, integrity: integrity!, percent, startedAt: running?.version === version ? running.startedAt : this.now().toISOString() };
    return this.publish(current.remotes, note ?? `canary ${packageName(remote)} ${version} at ${percent}%`, { ...canaries, [remote]: canary });
  }

  /** The canary becomes the stable version, for every visitor. */
  promoteCanary(remote: RemoteId, note?: string): ReleaseManifest {
    const current = this.requireCurrent();
    const canary = this.canaries()[remote];
    if (!canary) throw new ReleaseRefusedError(`${packageName(remote)} has no canary to promote`);
    return this.publish(
      { ...current.remotes, [remote]: this.entry(remote, canary.version, current.remotes[remote].enabled) },
      note ?? `promote ${packageName(remote)} ${canary.version} (was ${current.remotes[remote].version})`,
      withoutCanary(this.canaries(), remote),
    );
  }

  /** Every visitor back on the stable version (an operator's stop, or the judge's roll-back with its reasons). */
  stopCanary(remote: RemoteId, note?: string): ReleaseManifest {
    const current = this.requireCurrent();
    const canary = this.canaries()[remote];
    if (!canary) throw new ReleaseRefusedError(`${packageName(remote)} has no canary to stop`);
    return this.publish(current.remotes, note ?? `stop canary ${packageName(remote)} ${canary.version}`, withoutCanary(this.canaries(), remote));
  }

  /** Makes the release before the current one current again (as a new release). */
  rollback(note?: string): ReleaseManifest {
    const current = this.requireCurrent();
    const target = this.history().find((release) => release.release === current.release - 1);
    if (!target) throw new ReleaseRefusedError(`release ${current.release} has no previous release to roll back to`);
    for (const remote of REMOTE_IDS) this.checkBuildOf(remote, target.remotes[remote].version);
    return this.publish(target.remotes, note ?? `roll back to release ${target.release}`, this.canariesOfRelease(target.release));
  }
}
