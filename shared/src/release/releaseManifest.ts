// The release manifest: which remotes are on, at which version and from where, for one
// environment. Operators change it with the release command; the shell reads it at start.
// Both parse it with this module, so they agree on what a valid manifest is.
import { REMOTE_IDS, federationName, type RemoteId } from '@matchday/shared/routes/routeTable';

export interface RemoteRelease {
  enabled: boolean;
  /** Semantic version of the remote's build. */
  version: string;
  /** Address of the build's `mf-manifest.json`. */
  manifestUrl: string;
}

export interface ReleaseManifest {
  environment: string;
  /** Increases by one with every change. */
  release: number;
  createdAt: string;
  /** What changed, in the operator's words or the command's. */
  note: string;
  remotes: Record<RemoteId, RemoteRelease>;
}

export const VERSION_PATTERN = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

export class ReleaseManifestError extends Error {
  override readonly name = 'ReleaseManifestError';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseRemote(remote: RemoteId, raw: unknown): RemoteRelease {
  if (!isRecord(raw)) throw new ReleaseManifestError(`remotes.${remote} is missing`);
  const { enabled, version, manifestUrl } = raw;
  if (typeof enabled !== 'boolean') throw new ReleaseManifestError(`remotes.${remote}.enabled must be true or false`);
  if (typeof version !== 'string' || !VERSION_PATTERN.test(version))
    throw new ReleaseManifestError(`remotes.${remote}.version must be a semantic version`);
  if (typeof manifestUrl !== 'string' || !/^(https?:\/\/|\/)/.test(manifestUrl) || !manifestUrl.endsWith('.json'))
    throw new ReleaseManifestError(`remotes.${remote}.manifestUrl must be an http(s) or root-relative .json address`);
  return { enabled, version, manifestUrl };
}

export function parseReleaseManifest(raw: unknown): ReleaseManifest {
  if (!isRecord(raw)) throw new ReleaseManifestError('a release manifest is a JSON object');
  const { environment, release, createdAt, note, remotes } = raw;
  if (typeof environment !== 'string' || environment === '') throw new ReleaseManifestError('environment is missing');
  if (typeof release !== 'number' || !Number.isInteger(release) || release < 1)
    throw new ReleaseManifestError('release must be a positive integer');
  if (typeof createdAt !== 'string' || Number.isNaN(Date.parse(createdAt)))
    throw new ReleaseManifestError('createdAt must be a date');
  if (!isRecord(remotes)) throw new ReleaseManifestError('remotes is missing');
  const unknown = Object.keys(remotes).filter((name) => !(REMOTE_IDS as readonly string[]).includes(name));
  if (unknown.length > 0) throw new ReleaseManifestError(`unknown remotes: ${unknown.join(', ')}`);
  const parsed = {} as Record<RemoteId, RemoteRelease>;
  for (const remote of REMOTE_IDS) parsed[remote] = parseRemote(remote, remotes[remote]);
  return { environment, release, createdAt, note: typeof note === 'string' ? note : '', remotes: parsed };
}

/** The remotes the federation runtime should know, for the enabled entries. */
export function federationRemotes(manifest: ReleaseManifest): { name: string; entry: string }[] {
  return REMOTE_IDS.filter((remote) => manifest.remotes[remote].enabled).map((remote) => ({
    name: federationName(remote),
    entry: manifest.remotes[remote].manifestUrl,
  }));
}
