// The release console as operators call it (contracts/src/releases/contract.ts is the contract): the
// environment's releases, and each change of them. A change answers the new release; it is the
// release store's, so a refusal (a version never built) comes back in the api's words.
import { RELEASE_PATHS, type ReleasesResponse } from '@matchday/contracts/releases/contract';
import { http } from '@matchday/shared/http/http';
import type { ReleaseManifest } from '@matchday/contracts/releases/manifest';
import type { RemoteId } from '@matchday/contracts/routes/routeTable';

/** The panel shows its own failure, and a change's refusal beside its form: nothing here is a toast. */
const quiet = { notifyErrors: false } as const;

/** One change an operator makes, as the api takes it; `note` is the release's note, in their words. */
export type ReleaseChange =
  | { kind: 'canary'; remote: RemoteId; version: string; percent: number; note?: string }
  | { kind: 'pin'; remote: RemoteId; version: string; note?: string }
  | { kind: 'enable' | 'disable'; remote: RemoteId; note?: string }
  | { kind: 'promote'; remote: RemoteId; note?: string }
  /** The api's DELETE takes no note: the store writes its own. */
  | { kind: 'stop'; remote: RemoteId }
  | { kind: 'rollback'; note?: string };

export type ReleaseChangeKind = ReleaseChange['kind'];

/** A note only when there is one: the store writes its own note for a change without one. */
const noteOf = ({ note }: { note?: string }): { note?: string } => (note ? { note } : {});

export const readReleases = async (): Promise<ReleasesResponse> => (await http.get(RELEASE_PATHS.releases, quiet)).data;

/** Sends one change; the new current release. */
export async function changeRelease(change: ReleaseChange): Promise<ReleaseManifest> {
  switch (change.kind) {
    case 'canary':
      return (await http.post(RELEASE_PATHS.canaries, { remote: change.remote, version: change.version, percent: change.percent, ...noteOf(change) }, quiet)).data;
    case 'pin':
      return (await http.put(RELEASE_PATHS.remote, { version: change.version, ...noteOf(change) }, { ...quiet, path: { remote: change.remote } })).data;
    case 'enable':
    case 'disable':
      return (await http.put(RELEASE_PATHS.remote, { enabled: change.kind === 'enable', ...noteOf(change) }, { ...quiet, path: { remote: change.remote } })).data;
    case 'promote':
      return (await http.post(RELEASE_PATHS.promote, noteOf(change), { ...quiet, path: { remote: change.remote } })).data;
    case 'stop':
      return (await http.delete(RELEASE_PATHS.canary, { ...quiet, path: { remote: change.remote } })).data;
    case 'rollback':
      return (await http.post(RELEASE_PATHS.rollback, noteOf(change), quiet)).data;
  }
}
