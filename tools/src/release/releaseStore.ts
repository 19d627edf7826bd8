// Releases of one environment: `current.json` (what the shell reads) and `history/NNNNNN.json`
// (every release ever made, never rewritten). A change writes a new history entry first and
// then swaps `current.json` atomically, so a reader never sees half a file.
import fs from 'node:fs';
import path from 'node:path';
import {
  parseReleaseManifest,
  type ReleaseManifest,
  type RemoteIntegrity,
  type RemoteRelease,
} from '@matchday/shared/release/releaseManifest';
import { REMOTE_IDS, packageName, type RemoteId } from '@matchday/shared/routes/routeTable';
import { buildIntegrity } from '../build/buildIntegrity';
import { checkBuild } from '../build/remoteBuild';
import { manifestUrlFor, type Environment } from '../config/environments';
import { releasesDir, remoteBuildDir } from '../config/paths';

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

  private publish(given: Record<RemoteId, RemoteRelease>, note: string): ReleaseManifest {
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
    writeAtomically(file, `${JSON.stringify(manifest, null, 2)}\n`);
    writeAtomically(currentFile(this.environment.name), `${JSON.stringify(manifest, null, 2)}\n`);
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
    return this.publish(
      { ...current.remotes, [remote]: this.entry(remote, version, before.enabled) },
      note ?? `${packageName(remote)} ${before.version} -> ${version}`,
    );
  }

  /** Makes the release before the current one current again (as a new release). */
  rollback(note?: string): ReleaseManifest {
    const current = this.requireCurrent();
    const target = this.history().find((release) => release.release === current.release - 1);
    if (!target) throw new ReleaseRefusedError(`release ${current.release} has no previous release to roll back to`);
    for (const remote of REMOTE_IDS) this.checkBuildOf(remote, target.remotes[remote].version);
    return this.publish(target.remotes, note ?? `roll back to release ${target.release}`);
  }
}
