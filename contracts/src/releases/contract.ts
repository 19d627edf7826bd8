// The release console's contract: what an environment runs (each remote's version, on or off, its
// canary and share), its history, and the operators' actions — the same store and the same
// checks as the release command (`npm run release`), reached through the api.
import { type ReleaseManifest, VERSION_PATTERN } from '@matchday/contracts/releases/manifest';
import { REMOTE_IDS, type RemoteId } from '@matchday/contracts/routes/routeTable';
import { z } from 'zod';

export const RELEASE_PATHS = {
  /** GET: the environment's current release, canaries and recent history. */
  releases: '/api/ops/releases',
  /** POST {remote, version, percent}: start a canary, or change a running one's share. */
  canaries: '/api/ops/releases/canaries',
  /** POST: the canary becomes the version for everyone. */
  promote: '/api/ops/releases/canaries/:remote/promote',
  /** DELETE: every visitor back on the stable version. */
  canary: '/api/ops/releases/canaries/:remote',
  /** PUT {enabled?, version?}: switch a remote on or off, or pin a built version. */
  remote: '/api/ops/releases/remotes/:remote',
  /** POST: the release before the current one becomes current again. */
  rollback: '/api/ops/releases/rollback',
} as const;

export interface CanaryView {
  remote: RemoteId;
  version: string;
  percent: number;
  startedAt: string;
}

export interface ReleasesResponse {
  environment: string;
  current: ReleaseManifest | null;
  canaries: CanaryView[];
  /** Newest first, at most 30. */
  history: (ReleaseManifest & { canaries: CanaryView[] })[];
}

const remote = z.enum(REMOTE_IDS);
const version = z.string().regex(VERSION_PATTERN, 'api.releases.badVersion');
const note = z.string().trim().max(200).optional();

export const canaryRequestSchema = z.object({ remote, version, percent: z.number({ message: 'api.releases.percent' }).int('api.releases.percent').min(1, 'api.releases.percent').max(99, 'api.releases.percent'), note }).strict();
export const remoteChangeSchema = z
  .object({ enabled: z.boolean().optional(), version: version.optional(), note })
  .strict()
  .refine((body) => (body.enabled === undefined) !== (body.version === undefined), 'api.releases.oneChange');
export const releaseNoteSchema = z.object({ note }).strict();
