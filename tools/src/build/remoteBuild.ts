// Builds one remote into an immutable, versioned folder of the CDN: `cdn/mfe-<name>/<version>/`.
// A version, once built, never changes: rebuilding the same sources is a no-op, and different
// sources under the same version are refused (bump the version, or set BUILD_VERSION).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { MANIFEST_ASSET_INTEGRITY_KEY, VERSION_PATTERN } from '@matchday/contracts/releases/manifest';
import { federationName, packageName, type RemoteId } from '@matchday/contracts/routes/routeTable';
import { appDir, deployDir, remoteBuildDir, remoteCdnDir, repoRoot } from '../config/paths';
import { rspackBuild } from './rspackBuild';
import { manifestAssets, writeAssetIntegrity, type ManifestWithAssets } from './buildIntegrity';
import { precompressDir } from './precompress';

export class BuildRefusedError extends Error {
  override readonly name = 'BuildRefusedError';
}

export function sourceVersion(remote: RemoteId): string {
  const version = process.env.BUILD_VERSION || readJson<{ version: string }>(path.join(appDir(packageName(remote)), 'package.json')).version;
  if (!VERSION_PATTERN.test(version)) throw new BuildRefusedError(`"${version}" is not a semantic version`);
  return version;
}

function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}

function listFiles(dir: string, prefix = ''): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? listFiles(path.join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
    )
    .sort();
}

/** Digest of a folder's files and their contents (not the `.gz` files gzipped from them). */
export function treeDigest(dir: string): string {
  const hash = crypto.createHash('sha256');
  for (const file of listFiles(dir).filter((name) => !name.endsWith('.gz'))) {
    hash.update(file).update('\0').update(fs.readFileSync(path.join(dir, file))).update('\0');
  }
  return hash.digest('hex');
}

export interface FederationManifest extends ManifestWithAssets {
  name: string;
  metaData?: ManifestWithAssets['metaData'] & { buildInfo?: { buildVersion?: string } };
  exposes?: { name: string; assets?: { js?: { sync?: string[]; async?: string[] } } }[];
}

/** Reads a build's `mf-manifest.json` and checks it belongs to this remote and version. */
export function checkBuild(remote: RemoteId, version: string, dir = remoteBuildDir(remote, version)): FederationManifest {
  const file = path.join(dir, 'mf-manifest.json');
  if (!fs.existsSync(file)) throw new BuildRefusedError(`${packageName(remote)} ${version}: no mf-manifest.json in ${dir}`);
  const manifest = readJson<FederationManifest>(file);
  if (manifest.name !== federationName(remote))
    throw new BuildRefusedError(
      `${packageName(remote)} ${version}: federation name is "${manifest.name}", expected "${federationName(remote)}"`,
    );
  const built = manifest.metaData?.buildInfo?.buildVersion;
  if (built !== version) throw new BuildRefusedError(`${packageName(remote)} ${version}: manifest says version "${built}"`);
  if (!manifest.exposes?.some((expose) => expose.name === 'app'))
    throw new BuildRefusedError(`${packageName(remote)} ${version}: does not expose ./app`);
  // The shell runs no chunk of a release without its digest: a build from before digests is refused.
  const digests = manifest[MANIFEST_ASSET_INTEGRITY_KEY] ?? {};
  const unvouched = manifestAssets(manifest).filter((file) => !digests[file]);
  if (!manifest[MANIFEST_ASSET_INTEGRITY_KEY] || unvouched.length > 0)
    throw new BuildRefusedError(
      `${packageName(remote)} ${version}: mf-manifest.json has no digests of ${unvouched.join(', ') || 'its chunks'}; build it again`,
    );
  return manifest;
}

export function builtVersions(remote: RemoteId): string[] {
  const dir = remoteCdnDir(remote);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && VERSION_PATTERN.test(entry.name))
    .map((entry) => entry.name)
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
}

export interface BuildResult {
  remote: RemoteId;
  version: string;
  dir: string;
  status: 'built' | 'unchanged';
}

export async function buildRemote(remote: RemoteId, log: (line: string) => void = console.log): Promise<BuildResult> {
  const version = sourceVersion(remote);
  const target = remoteBuildDir(remote, version);
  const scratch = path.join(deployDir(), 'tmp', `${packageName(remote)}-${version}-${process.pid}-${Date.now()}`);
  fs.mkdirSync(path.dirname(scratch), { recursive: true });
  log(`building ${packageName(remote)} ${version}`);
  try {
    await rspackBuild(appDir(packageName(remote)), { ...process.env, MATCHDAY_OUTPUT_DIR: scratch, BUILD_VERSION: version }, `${packageName(remote)} ${version}: the build`);
    writeAssetIntegrity(scratch);
    checkBuild(remote, version, scratch);
    if (fs.existsSync(target)) {
      if (treeDigest(target) === treeDigest(scratch)) {
        log(`${packageName(remote)} ${version} is already built with these sources`);
        await precompressDir(target); // a folder built before builds were gzipped gets its files
        return { remote, version, dir: target, status: 'unchanged' };
      }
      throw new BuildRefusedError(
        `${packageName(remote)} ${version} is already built from other sources, and builds are immutable. ` +
          `Bump "version" in ${packageName(remote)}/package.json (or set BUILD_VERSION) and build again.`,
      );
    }
    fs.mkdirSync(path.dirname(target), { recursive: true });
    // Gzipped before it is published: the CDN folder is complete the moment it appears.
    await precompressDir(scratch);
    fs.renameSync(scratch, target);
    log(`built ${packageName(remote)} ${version} -> ${path.relative(repoRoot, target)}`);
    return { remote, version, dir: target, status: 'built' };
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}
