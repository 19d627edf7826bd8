// Wires the federation runtime of the page: the remotes of the release, and one runtime
// plugin per concern (integrity, timeouts, retry, overrides, fallback, one container per library
// family). Every container's build adds one more: shared modules registered once
// (shared/src/federation/registerSharedOncePlugin.ts).
import { REMOTE_REQUEST_TIMEOUT_MS } from '@matchday/contracts/constants';
import { federationRemotes, type ReleaseManifest } from '@matchday/contracts/releases/manifest';
import { federationName, REMOTE_APP_EXPOSE, type RemoteId } from '@matchday/contracts/routes/routeTable';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { integrityPlugin } from './plugins/integrityPlugin';
import { createRemoteFallback, fallbackPlugin, isRemoteFallback, type RemoteFallback } from './plugins/fallbackPlugin';
import { overridesPlugin, type RemoteOverrides } from './plugins/overridesPlugin';
import { retryPlugin } from './plugins/retryPlugin';
import { singleContainerPlugin } from './plugins/singleContainerPlugin';
import { timeoutPlugin } from './plugins/timeoutPlugin';

/** What a remote's `./app` module exposes: single-spa parcel lifecycles. */
export interface RemoteAppModule {
  bootstrap: unknown;
  mount: unknown;
  unmount: unknown;
  update?: unknown;
  version?: string;
}

export function startFederation(manifest: ReleaseManifest | null, overrides: RemoteOverrides): void {
  registerPlugins([
    // Each request is bounded by the timeout plugin, and what it brings back is checked against
    // the release's digests: the integrity plugin makes the requests through the timeout plugin.
    integrityPlugin(manifest, timeoutPlugin(REMOTE_REQUEST_TIMEOUT_MS)),
    retryPlugin({ attempts: 2, delayMs: 200, timeoutMs: REMOTE_REQUEST_TIMEOUT_MS }),
    overridesPlugin(overrides),
    fallbackPlugin(),
    singleContainerPlugin(),
  ]);
  if (manifest) registerRemotes(federationRemotes(manifest));
}

/**
 * Loads a remote's lifecycles, or its fallback when it is down, broken, not as released or too
 * slow (each request of the load is bounded by the timeout plugin; a failure becomes the fallback).
 */
export async function loadRemoteApp(remote: RemoteId): Promise<RemoteAppModule | RemoteFallback> {
  const id = `${federationName(remote)}/${REMOTE_APP_EXPOSE.slice(2)}`;
  const loaded = await loadRemote<RemoteAppModule>(id).catch((error: unknown) => createRemoteFallback(id, error));
  return loaded ?? createRemoteFallback(id, new Error('remote answered nothing'));
}

export { isRemoteFallback };
