// The release manifest: which remotes are on, at which version and from where, for one
// environment. Operators change it with the release command; the shell reads it at start.
// Both parse it with this module, so they agree on what a valid manifest is.
import { federationName, REMOTE_IDS, type RemoteId } from '@matchday/contracts/routes/routeTable';

/**
 * What the shell checks before it runs a remote: SHA-384 digests (Subresource Integrity format,
 * `sha384-<base64>`) of the build's files, computed by the release command from the built files.
 * The manifest vouches in turn for every chunk (its `assetIntegrity`).
 */
export interface RemoteIntegrity {
  /** Digest of `mf-manifest.json`. */
  manifest: string;
  /** Digest of the remote entry script the manifest names (`remoteEntry.js`). */
  entry: string;
}

export interface RemoteRelease {
  enabled: boolean;
  /** Semantic version of the remote's build. */
  version: string;
  /** Address of the build's `mf-manifest.json`. */
  manifestUrl: string;
  /** Every release the command writes has it; releases made before it existed do not. */
  integrity?: RemoteIntegrity;
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
/** A SHA-384 digest in Subresource Integrity format: 48 bytes are 64 base64 characters. */
export const SRI_SHA384_PATTERN = /^sha384-[A-Za-z0-9+/]{64}$/;
/**
 * Key of a remote build's `mf-manifest.json` under which its build adds the digests of every chunk
 * the container may load (exposed and shared modules'), by file name.
 */
export const MANIFEST_ASSET_INTEGRITY_KEY = 'assetIntegrity';
/**
 * Where the shell puts, for a remote's own chunk loader, the digests of the chunks it checked:
 * `self[CHUNK_INTEGRITY_GLOBAL][federationName][url]` (read by tools/rspack/chunkIntegrity.mjs,
 * which holds the same name; a test keeps them equal).
 */
export const CHUNK_INTEGRITY_GLOBAL = '__matchdayChunkIntegrity';

/** What the release command and the shell read of a remote build's `mf-manifest.json`. */
export interface FederationManifestFiles {
  metaData?: { publicPath?: string; remoteEntry?: { path?: string; name?: string } };
  [MANIFEST_ASSET_INTEGRITY_KEY]?: Record<string, string>;
}

/** The remote entry's path, relative to the build's public path, as its manifest names it. */
export function remoteEntryPath(manifest: FederationManifestFiles): string {
  const entry = manifest.metaData?.remoteEntry;
  if (!entry?.name) throw new ReleaseManifestError('the federation manifest names no remote entry');
  return entry.path ? `${entry.path.replace(/\/$/, '')}/${entry.name}` : entry.name;
}

export class ReleaseManifestError extends Error {
  override readonly name = 'ReleaseManifestError';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseRemote(remote: RemoteId, raw: unknown): RemoteRelease {
  if (!isRecord(raw)) throw new ReleaseManifestError(`remotes.${remote} is missing`);
  const { enabled, version, manifestUrl, integrity } = raw;
  if (typeof enabled !== 'boolean') throw new ReleaseManifestError(`remotes.${remote}.enabled must be true or false`);
  if (typeof version !== 'string' || !VERSION_PATTERN.test(version))
    throw new ReleaseManifestError(`remotes.${remote}.version must be a semantic version`);
  if (typeof manifestUrl !== 'string' || !/^(https?:\/\/|\/)/.test(manifestUrl) || !manifestUrl.endsWith('.json'))
    throw new ReleaseManifestError(`remotes.${remote}.manifestUrl must be an http(s) or root-relative .json address`);
  if (integrity === undefined) return { enabled, version, manifestUrl };
  if (!isRecord(integrity) || typeof integrity.manifest !== 'string' || typeof integrity.entry !== 'string')
    throw new ReleaseManifestError(`remotes.${remote}.integrity must give the manifest's and the entry's digests`);
  for (const file of ['manifest', 'entry'] as const)
    if (!SRI_SHA384_PATTERN.test(integrity[file] as string))
      throw new ReleaseManifestError(`remotes.${remote}.integrity.${file} must be a SHA-384 digest (sha384-<base64>)`);
  return { enabled, version, manifestUrl, integrity: { manifest: integrity.manifest, entry: integrity.entry } };
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
