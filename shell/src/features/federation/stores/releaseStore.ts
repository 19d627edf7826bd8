// What the shell knows of the current release: which remotes are on, and any dev overrides.
import type { ReleaseManifest } from '@matchday/contracts/releases/manifest';
import type { RemoteId, RouteOwner } from '@matchday/contracts/routes/routeTable';
import { useStoreState } from '@matchday/shared/stores/hydration';
import { createStore } from '@matchday/shared/stores/store';
import type { LoadedRelease } from '../releaseSource';

interface ReleaseState extends LoadedRelease {
  overrides: Partial<Record<RemoteId, string>>;
}

export const releaseStore = createStore<ReleaseState>(() => ({ manifest: null, source: 'none', overrides: {} }));

/** The release is known before the static frame hydrates, so hydration reads it as it is. */
export function useRelease<T>(selector: (state: ReleaseState) => T): T {
  return useStoreState(releaseStore, selector);
}

/** The shell's own pages are always there; a remote is there when the release enables it. */
export function isOwnerEnabled(manifest: ReleaseManifest | null, owner: RouteOwner): boolean {
  if (owner === 'shell') return true;
  return manifest?.remotes[owner].enabled ?? false;
}
