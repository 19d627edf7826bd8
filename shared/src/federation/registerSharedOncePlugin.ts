// Module Federation registers all of a container's shared modules into the share scope again
// on every `loadShare` (it starts sharing afresh, with no memory of having done it), so a
// start-up that loads n shared modules does n × (all shared modules) registrations: with the
// shell providing every MUI entry point, tens of milliseconds on a phone. With the page's
// 'loaded-first' strategy a repeated registration changes nothing, so a scope is registered
// once; anything else (an explicit init scope, version-first) is left to the runtime.
// Every container's build registers it (tools/rspack/createConfig.mjs, `runtimePlugins`), so it
// is in place from the moment the container's runtime starts.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

interface SharingOptions {
  initScope?: unknown[];
  strategy?: string;
  from?: string;
}

interface SharedHandler {
  initializeSharing(scope?: string, options?: SharingOptions): Promise<void>[];
}

interface FederationInstance {
  options: { shareStrategy?: string };
  sharedHandler?: SharedHandler & { [PATCHED]?: true };
}

const PATCHED = Symbol.for('matchday.registerSharedOnce');

export function registerSharedOnce(instance: FederationInstance): void {
  const handler = instance.sharedHandler;
  if (!handler || handler[PATCHED] || typeof handler.initializeSharing !== 'function') return;
  const initializeSharing = handler.initializeSharing.bind(handler);
  const registered = new Set<string>();
  handler.initializeSharing = (scope = 'default', options) => {
    const strategy = options?.strategy ?? instance.options.shareStrategy;
    if (options?.initScope || options?.from === 'build' || strategy !== 'loaded-first') return initializeSharing(scope, options);
    if (registered.has(scope)) return [];
    registered.add(scope);
    return initializeSharing(scope, options);
  };
  handler[PATCHED] = true;
}

export function registerSharedOncePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'matchday-register-shared-once',
    init(args) {
      registerSharedOnce(args.origin as unknown as FederationInstance);
    },
    // A plugin registered after the runtime started patches it at its first shared load.
    beforeLoadShare(args) {
      registerSharedOnce(args.origin as unknown as FederationInstance);
      return args;
    },
  };
}

export default registerSharedOncePlugin;
