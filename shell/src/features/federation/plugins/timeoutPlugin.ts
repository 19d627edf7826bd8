// The federation runtime waits forever for a manifest and 20 s for a remote entry script; a
// hung remote server would hang its area. This gives up on both after `timeoutMs`, which also
// clears the runtime's pending-load cache so a later navigation can try again.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export function timeoutPlugin(timeoutMs: number): ModuleFederationRuntimePlugin {
  return {
    name: 'matchday-timeout',
    fetch(url, init) {
      return fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    },
    createScript() {
      return { timeout: timeoutMs };
    },
  };
}
