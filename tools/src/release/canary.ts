// Canary releases: a remote's new version served to a share of visitors while the others keep the
// stable one. The release file keeps each remote's canary beside its stable entry (`canaries`);
// the shell's server gives each visitor the release of their bucket, so a page never holds a
// canary's bookkeeping, only the versions it runs.
//
// A visitor's buckets come from one random seed in a cookie the shell's server sets: sticky (a fan
// does not flip between versions from one page to the next), and one bucket per remote drawn from
// the seed and the remote's name, so two canaries at once reach different slices of visitors
// rather than the same first few per cent.
import crypto from 'node:crypto';
import { type ReleaseManifest, type RemoteIntegrity, SRI_SHA384_PATTERN, VERSION_PATTERN } from '@matchday/contracts/releases/manifest';
import { isRemoteId, REMOTE_IDS, type RemoteId } from '@matchday/contracts/routes/routeTable';

export interface CanaryRelease {
  version: string;
  manifestUrl: string;
  integrity: RemoteIntegrity;
  /** The share of visitors it reaches, 1–99 (100 is a promotion). */
  percent: number;
  startedAt: string;
}

export type Canaries = Partial<Record<RemoteId, CanaryRelease>>;

/** The cookie holding a visitor's seed (no personal data: random, and only this site reads it). */
export const CANARY_COOKIE = 'md_canary';
const SEED_PATTERN = /^[0-9a-f]{16}$/;
/** Kept for a season: a visitor stays in their slice while canaries come and go. */
export const CANARY_COOKIE_MAX_AGE_SECONDS = 180 * 24 * 3600;

export class CanaryError extends Error {
  override readonly name = 'CanaryError';
}

/** The canaries a release file names; a malformed one is an error (the release command never writes one). */
export function canariesOf(raw: unknown): Canaries {
  const given = (raw as { canaries?: unknown } | null)?.canaries;
  if (given === undefined || given === null) return {};
  if (typeof given !== 'object' || Array.isArray(given)) throw new CanaryError('canaries must be an object');
  const canaries: Canaries = {};
  for (const [remote, value] of Object.entries(given as Record<string, unknown>)) {
    if (!isRemoteId(remote)) throw new CanaryError(`canaries: unknown remote ${remote}`);
    const entry = value as Partial<CanaryRelease> | null;
    if (!entry || typeof entry.version !== 'string' || !VERSION_PATTERN.test(entry.version)) throw new CanaryError(`canaries.${remote}.version must be a semantic version`);
    if (typeof entry.manifestUrl !== 'string' || !entry.manifestUrl.endsWith('.json')) throw new CanaryError(`canaries.${remote}.manifestUrl must name a manifest`);
    if (!entry.integrity || !SRI_SHA384_PATTERN.test(entry.integrity.manifest) || !SRI_SHA384_PATTERN.test(entry.integrity.entry))
      throw new CanaryError(`canaries.${remote}.integrity must give SHA-384 digests`);
    if (typeof entry.percent !== 'number' || !Number.isInteger(entry.percent) || entry.percent < 1 || entry.percent > 99)
      throw new CanaryError(`canaries.${remote}.percent must be a whole number from 1 to 99`);
    if (typeof entry.startedAt !== 'string' || Number.isNaN(Date.parse(entry.startedAt))) throw new CanaryError(`canaries.${remote}.startedAt must be a date`);
    canaries[remote] = { version: entry.version, manifestUrl: entry.manifestUrl, integrity: entry.integrity, percent: entry.percent, startedAt: entry.startedAt };
  }
  return canaries;
}

/** A new visitor's seed. */
export const newCanarySeed = (): string => crypto.randomBytes(8).toString('hex');

/** The seed a request's cookies carry, or null (none, or not one the server made). */
export function canarySeedOf(cookieHeader: string | undefined): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === CANARY_COOKIE && value && SEED_PATTERN.test(value)) return value;
  }
  return null;
}

/** A visitor's bucket (0–99) for one remote. */
export function canaryBucket(seed: string, remote: RemoteId): number {
  return crypto.createHash('sha256').update(`${seed}:${remote}`).digest().readUInt32BE(0) % 100;
}

/** The release a visitor runs: each remote's canary where the visitor's bucket falls in its share. */
export function releaseForVisitor(release: ReleaseManifest, canaries: Canaries, seed: string): ReleaseManifest {
  let remotes = release.remotes;
  for (const remote of REMOTE_IDS) {
    const canary = canaries[remote];
    if (!canary || canaryBucket(seed, remote) >= canary.percent) continue;
    remotes = { ...remotes, [remote]: { enabled: release.remotes[remote].enabled, version: canary.version, manifestUrl: canary.manifestUrl, integrity: canary.integrity } };
  }
  return remotes === release.remotes ? release : { ...release, remotes };
}

/** The `Set-Cookie` value that keeps a visitor's seed (`Secure` where the site is served over HTTPS). */
export function canaryCookie(seed: string, secure: boolean): string {
  return `${CANARY_COOKIE}=${seed}; Path=/; Max-Age=${CANARY_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;
}
