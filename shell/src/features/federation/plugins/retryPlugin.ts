// A remote whose server blinks (a restart, a refused connection) is asked again a couple of
// times before its area gives up. Timeouts are not retried: the time budget is already spent;
// nor files that do not match their digests: asking again brings the same bytes.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { isIntegrityFailure } from './integrityPlugin';

/** How a manifest is asked for again: through the page's own loader (timeouts, digests). */
type ManifestFetch = (url: string, init: RequestInit) => Promise<Response>;

export interface RetryOptions {
  attempts: number;
  delayMs: number;
  /** Bounds a retried manifest when the page's loader does not (no fetch plugin registered). */
  timeoutMs: number;
  sleep?: (ms: number) => Promise<void>;
  fetchImpl?: ManifestFetch;
}

const isTimeout = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError' || /timed out/i.test(error.message));
const isFinal = (error: unknown) => isTimeout(error) || isIntegrityFailure(error);

type ErrorArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['errorLoadRemote']>>[0];

/** The fetch the runtime itself used for the manifest: every registered plugin's `fetch` hook. */
function loaderFetch({ origin, remote }: ErrorArgs, timeoutMs: number): ManifestFetch {
  return async (url, init) => {
    const answered = await origin.loaderHook.lifecycle.fetch.emit(url, init, remote);
    return answered instanceof Response ? answered : fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  };
}

export function retryPlugin(options: RetryOptions): ModuleFederationRuntimePlugin {
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

  async function fetchManifest(url: string, fetchImpl: ManifestFetch): Promise<unknown> {
    for (let attempt = 1; attempt <= options.attempts; attempt += 1) {
      await sleep(options.delayMs * attempt);
      try {
        const response = await fetchImpl(url, {});
        if (response.ok) return await response.json();
      } catch (error) {
        if (isFinal(error)) return undefined;
      }
    }
    return undefined;
  }

  return {
    name: 'matchday-retry',
    async errorLoadRemote(args) {
      const { lifecycle, id, error } = args;
      // `afterResolve` is the manifest fetch; an answer here is used as the manifest.
      if (lifecycle !== 'afterResolve' || isFinal(error) || !id.endsWith('.json')) return undefined;
      return fetchManifest(id, options.fetchImpl ?? loaderFetch(args, options.timeoutMs));
    },
    loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) {
      const retry = async () => {
        for (let attempt = 1; attempt <= options.attempts; attempt += 1) {
          await sleep(options.delayMs * attempt);
          delete globalLoading[uniqueKey];
          try {
            const entry = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
            if (entry) return entry;
          } catch (error) {
            if (isTimeout(error)) return undefined;
          }
        }
        return undefined;
      };
      // The runtime awaits the answer fully; its declared type nests one promise more than needed.
      return retry() as unknown as Promise<Promise<Awaited<ReturnType<typeof retry>>> | undefined>;
    },
  };
}
