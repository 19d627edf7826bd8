// What the panel and its confirmations look up in the api's answer.
import type { CanaryView, ReleasesResponse } from '@matchday/contracts/releases/contract';
import type { RemoteId } from '@matchday/contracts/routes/routeTable';

export type PastRelease = ReleasesResponse['history'][number];

/** The remote's running canary, or null. */
export const canaryOf = (releases: ReleasesResponse, remote: RemoteId): CanaryView | null => releases.canaries.find((canary) => canary.remote === remote) ?? null;

/**
 * The release a roll-back makes current again: the one numbered just before the current one, as
 * the release store picks it; null when there is none (the first release).
 */
export const rollbackTarget = (releases: ReleasesResponse): PastRelease | null => {
  const current = releases.current;
  return current ? (releases.history.find((release) => release.release === current.release - 1) ?? null) : null;
};
