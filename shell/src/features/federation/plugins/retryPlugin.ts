// A remote whose server blinks (a restart, a refused connection) is asked again a couple of
// times before its area gives up. Timeouts are not retried: the time budget is already spent.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export interface RetryOptions {
  attempts: number;
  delayMs: number;
  timeoutMs: number;
  sleep?: (ms: number) => Promise<void>;
  fetchImpl?: typeof fetch;
}

const isTimeout = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError' || /timed out/i.test(error.message));

export function retryPlugin(options: RetryOptions): ModuleFederationRuntimePlugin {
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const fetchImpl = options.fetchImpl ?? ((input, init) => fetch(input, init));

  async function fetchManifest(url: string): Promise<unknown> {
    for (let attempt = 1; attempt <= options.attempts; attempt += 1) {
      await sleep(options.delayMs * attempt);
      try {
        const response = await fetchImpl(url, { signal: AbortSignal.timeout(options.timeoutMs) });
        if (response.ok) return await response.json();
      } catch (error) {
        if (isTimeout(error)) return undefined;
      }
    }
    return undefined;
  }

  return {
    name: 'matchday-retry',
    async errorLoadRemote({ lifecycle, id, error }) {
      // `afterResolve` is the manifest fetch; an answer here is used as the manifest.
      if (lifecycle !== 'afterResolve' || isTimeout(error) || !id.endsWith('.json')) return undefined;
      return fetchManifest(id);
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
