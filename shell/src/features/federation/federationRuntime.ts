// Wires the federation runtime of the page: the remotes of the release, and one runtime
// plugin per concern (timeouts, retry, overrides, fallback).
import { eventBus } from '@matchday/shared/bus/eventBus';
import { REMOTE_LOAD_TIMEOUT_MS } from '@matchday/shared/constants';
import { federationRemotes, type ReleaseManifest } from '@matchday/shared/release/releaseManifest';
import { REMOTE_APP_EXPOSE, REMOTE_IDS, federationName, type RemoteId } from '@matchday/shared/routes/routeTable';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { createRemoteFallback, fallbackPlugin, isRemoteFallback, type RemoteFallback } from './plugins/fallbackPlugin';
import { overridesPlugin, type RemoteOverrides } from './plugins/overridesPlugin';
import { retryPlugin } from './plugins/retryPlugin';
import { timeoutPlugin } from './plugins/timeoutPlugin';

/** What a remote's `./app` module exposes: single-spa parcel lifecycles. */
export interface RemoteAppModule {
  bootstrap: unknown;
  mount: unknown;
  unmount: unknown;
  update?: unknown;
  version?: string;
}

function remoteOfId(id: string): RemoteId | undefined {
  return REMOTE_IDS.find((remote) => id.startsWith(federationName(remote)) || id.includes(`/mfe-${remote}/`));
}

export function startFederation(manifest: ReleaseManifest | null, overrides: RemoteOverrides): void {
  registerPlugins([
    timeoutPlugin(REMOTE_LOAD_TIMEOUT_MS),
    retryPlugin({ attempts: 2, delayMs: 200, timeoutMs: REMOTE_LOAD_TIMEOUT_MS }),
    overridesPlugin(overrides),
    fallbackPlugin((id, reason) => {
      const remote = remoteOfId(id);
      if (remote) eventBus.emit('remote.failed', { remote, reason });
    }),
  ]);
  if (manifest) registerRemotes(federationRemotes(manifest));
}

/**
 * Loads a remote's lifecycles, or its fallback when it is down, broken or too slow: the whole
 * load (manifest, entry, exposed module) gets REMOTE_LOAD_TIMEOUT_MS.
 */
export async function loadRemoteApp(remote: RemoteId): Promise<RemoteAppModule | RemoteFallback> {
  const id = `${federationName(remote)}/${REMOTE_APP_EXPOSE.slice(2)}`;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<RemoteFallback>((resolve) => {
    timer = setTimeout(() => {
      eventBus.emit('remote.failed', { remote, reason: 'timed out' });
      resolve(createRemoteFallback(id, new Error('timed out')));
    }, REMOTE_LOAD_TIMEOUT_MS);
  });
  try {
    const loaded = await Promise.race([loadRemote<RemoteAppModule>(id).catch((error: unknown) => createRemoteFallback(id, error)), timeout]);
    if (!loaded) return createRemoteFallback(id, new Error('remote answered nothing'));
    return loaded;
  } finally {
    clearTimeout(timer);
  }
}

export { isRemoteFallback };
