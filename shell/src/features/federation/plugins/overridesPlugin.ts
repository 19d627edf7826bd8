// Lets a developer point one remote at their own dev server from the browser, so they can
// try a change inside the real composed site. The shell never passes overrides in production.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Federation name (`mfe_scores`) to the address of a manifest to use instead. */
export type RemoteOverrides = Record<string, string>;

export function overridesPlugin(overrides: RemoteOverrides): ModuleFederationRuntimePlugin {
  return {
    name: 'matchday-overrides',
    beforeRegisterRemote(args) {
      const entry = overrides[args.remote.name];
      if (entry && 'entry' in args.remote) args.remote.entry = entry;
      return args;
    },
  };
}
