// An answer of the releases read as the api gives it (contracts/src/releases/contract.ts), for the tests:
// production at release 14, mfe-tips off, a canary of mfe-live 2.3.0 at 10%, and a history
// whose release 13 is the canary judge's automatic roll-back of mfe-news 1.6.5.
import type { CanaryView, ReleasesResponse } from '@matchday/contracts/releases/contract';
import type { ReleaseManifest, RemoteRelease } from '@matchday/contracts/releases/manifest';
import { REMOTE_IDS, type RemoteId } from '@matchday/contracts/routes/routeTable';

const STABLE: Record<RemoteId, string> = { scores: '3.0.0', live: '2.2.0', tips: '1.9.1', news: '1.6.0', account: '1.5.0', channel: '1.6.0' };

const entry = (remote: RemoteId, version: string, enabled: boolean): RemoteRelease => ({
  enabled,
  version,
  manifestUrl: `https://cdn.matchday.example/mfe-${remote}/${version}/mf-manifest.json`,
});

/** A release of production: the stable versions, changed by `versions`, with `off` switched off. */
export function aRelease(release: number, createdAt: string, note: string, versions: Partial<Record<RemoteId, string>> = {}, off: RemoteId[] = ['tips']): ReleaseManifest {
  const remotes = Object.fromEntries(REMOTE_IDS.map((remote) => [remote, entry(remote, versions[remote] ?? STABLE[remote], !off.includes(remote))])) as Record<RemoteId, RemoteRelease>;
  return { environment: 'production', release, createdAt, note, remotes };
}

export const LIVE_CANARY: CanaryView = { remote: 'live', version: '2.3.0', percent: 10, startedAt: '2026-11-20T10:30:00Z' };

export const ROLLED_BACK_NOTE =
  'canary news 1.6.5 rolled back automatically: error rate 6.1% against 0.4% (z = 4.87, 412 and 9630 views); p75 LCP 3950 ms against 2480 ms (×1.59)';

const CURRENT = aRelease(14, '2026-11-20T10:30:00Z', 'canary mfe-live 2.3.0 at 10%');

export const RELEASES: ReleasesResponse = {
  environment: 'production',
  current: CURRENT,
  canaries: [LIVE_CANARY],
  history: [
    { ...CURRENT, canaries: [LIVE_CANARY] },
    { ...aRelease(13, '2026-11-20T09:12:00Z', ROLLED_BACK_NOTE), canaries: [] },
    { ...aRelease(12, '2026-11-20T08:00:00Z', 'canary mfe-news 1.6.5 at 5%'), canaries: [{ remote: 'news', version: '1.6.5', percent: 5, startedAt: '2026-11-20T08:00:00Z' }] },
    { ...aRelease(11, '2026-11-19T17:40:00Z', 'disable mfe-tips'), canaries: [] },
    { ...aRelease(10, '2026-11-19T16:05:00Z', 'mfe-scores 2.9.4 -> 3.0.0', {}, []), canaries: [] },
    { ...aRelease(9, '2026-11-18T12:00:00Z', 'first release', { scores: '2.9.4' }, []), canaries: [] },
  ],
};

export const NO_RELEASE: ReleasesResponse = { environment: 'production', current: null, canaries: [], history: [] };

/** The release the api answers a change with: release 15, with `versions` and `off` as they become. */
export const releaseAfter = (note: string, versions: Partial<Record<RemoteId, string>> = {}, off: RemoteId[] = ['tips']): ReleaseManifest =>
  aRelease(15, '2026-11-20T11:59:00Z', note, versions, off);
