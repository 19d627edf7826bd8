// A remote that cannot be loaded becomes a value instead of an exception: its area shows a
// fallback and the rest of the page goes on. The area that asked gets the failure as the value
// of its load (the bus's `remote.failed` is for a mounted remote that crashes).
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const FALLBACK = Symbol.for('matchday.remoteFallback');

export interface RemoteFallback {
  [FALLBACK]: true;
  id: string;
  reason: string;
}

export function isRemoteFallback(value: unknown): value is RemoteFallback {
  return typeof value === 'object' && value !== null && FALLBACK in value;
}

export function createRemoteFallback(id: string, error: unknown): RemoteFallback {
  return { [FALLBACK]: true, id, reason: error instanceof Error ? error.message : String(error) };
}

export function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'matchday-fallback',
    errorLoadRemote({ lifecycle, id, error }) {
      // Only the final failure of a `loadRemote` call; earlier stages may still recover.
      if (lifecycle !== 'onLoad') return undefined;
      return createRemoteFallback(id, error);
    },
  };
}
