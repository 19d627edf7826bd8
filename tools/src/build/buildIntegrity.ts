// Digests of a remote's build, in Subresource Integrity format (`sha384-<base64>`), always
// computed from the built files. A chain the shell checks before it runs a remote: the release
// vouches for `mf-manifest.json` and the remote entry, the manifest for every chunk (added here,
// after rspack), whether the shell's runtime loads it or the remote's own
// (tools/rspack/chunkIntegrity.mjs).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type FederationManifestFiles, MANIFEST_ASSET_INTEGRITY_KEY, remoteEntryPath, type RemoteIntegrity } from '@matchday/contracts/releases/manifest';

export function sriOf(bytes: Buffer | string): string {
  return `sha384-${crypto.createHash('sha384').update(bytes).digest('base64')}`;
}

interface AssetList {
  sync?: string[];
  async?: string[];
}

/** What the build reads of its federation manifest: where the entry is, which chunks it lists. */
export interface ManifestWithAssets extends FederationManifestFiles {
  exposes?: { assets?: { js?: AssetList; css?: AssetList } }[];
  shared?: { assets?: { js?: AssetList; css?: AssetList } }[];
}

/** Every file a container may load, as its manifest lists them: exposed and shared modules' chunks. */
export function manifestAssets(manifest: ManifestWithAssets): string[] {
  const files = new Set<string>();
  for (const { assets } of [...(manifest.exposes ?? []), ...(manifest.shared ?? [])])
    for (const list of [assets?.js, assets?.css]) for (const file of [...(list?.sync ?? []), ...(list?.async ?? [])]) files.add(file);
  return [...files].sort();
}

const manifestFile = (dir: string) => path.join(dir, 'mf-manifest.json');
const readManifest = (dir: string) => JSON.parse(fs.readFileSync(manifestFile(dir), 'utf8')) as ManifestWithAssets;

/** Adds the digests of every chunk the container may load to the build's `mf-manifest.json`. */
/**
 * Lists of entries with ids (shared modules, exposes) in id order: the federation plugin writes
 * them in the order its work happened to finish, so the same sources made manifests that differ
 * and a rebuild looked like other sources. The runtime reads them by name; the order means nothing.
 */
export function inIdOrder<T>(value: T): T {
  if (Array.isArray(value)) {
    const items = value.map(inIdOrder);
    const ided = items.length > 0 && items.every((item) => typeof item === 'object' && item !== null && 'id' in item);
    return (ided ? items.sort((a, b) => String((a as { id: unknown }).id).localeCompare(String((b as { id: unknown }).id), 'en')) : items) as T;
  }
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, inIdOrder(item)])) as T;
  return value;
}

const STATS_FILE = 'mf-stats.json';

export function writeAssetIntegrity(dir: string): Record<string, string> {
  const manifest = inIdOrder(readManifest(dir));
  const digests = Object.fromEntries(manifestAssets(manifest).map((file) => [file, sriOf(fs.readFileSync(path.join(dir, file)))]));
  fs.writeFileSync(manifestFile(dir), `${JSON.stringify({ ...manifest, [MANIFEST_ASSET_INTEGRITY_KEY]: digests }, null, 2)}\n`);
  const stats = path.join(dir, STATS_FILE);
  if (fs.existsSync(stats)) fs.writeFileSync(stats, `${JSON.stringify(inIdOrder(JSON.parse(fs.readFileSync(stats, 'utf8'))), null, 2)}\n`);
  return digests;
}

/** What a release records of a build: the digests of its manifest and of its remote entry. */
export function buildIntegrity(dir: string): RemoteIntegrity {
  const manifest = fs.readFileSync(manifestFile(dir));
  const entry = path.join(dir, remoteEntryPath(JSON.parse(manifest.toString('utf8')) as ManifestWithAssets));
  if (!fs.existsSync(entry)) throw new Error(`no remote entry ${path.basename(entry)} in ${dir}`);
  return { manifest: sriOf(manifest), entry: sriOf(fs.readFileSync(entry)) };
}
