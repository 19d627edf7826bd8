// MUI's components find their theme, direction and each other's contexts through relative
// imports inside MUI, so every MUI module of a page must come from one container. The shell
// provides every MUI entry point the site uses (tools/rspack/sharedModules.mjs); this plugin
// makes sure of it when versions differ: once a container serves one module of a family, the
// family's other modules come from that container too, whenever it has them.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export const SINGLE_CONTAINER_FAMILIES = ['@mui/', '@emotion/'];

interface SharedEntry {
  from: string;
  loaded?: boolean;
  lib?: unknown;
}

type ScopeMap = Record<string, Record<string, SharedEntry>>;

const isLoaded = (entry: SharedEntry) => Boolean(entry.loaded) || typeof entry.lib === 'function';

/** The container already serving a module of the family, if any. */
export function containerServingFamily(scope: ScopeMap, family: string): string | undefined {
  for (const [name, versions] of Object.entries(scope)) {
    if (!name.startsWith(family)) continue;
    const loaded = Object.values(versions).find(isLoaded);
    if (loaded) return loaded.from;
  }
  return undefined;
}

export function singleContainerPlugin(families: string[] = SINGLE_CONTAINER_FAMILIES): ModuleFederationRuntimePlugin {
  // Once a family is served from a container it stays there: remembered, not searched again.
  const serving = new Map<string, string>();
  return {
    name: 'matchday-single-container',
    resolveShare(args) {
      const family = families.find((prefix) => args.pkgName.startsWith(prefix));
      const scope = args.shareScopeMap[args.scope] as unknown as ScopeMap | undefined;
      if (!family || !scope?.[args.pkgName]) return args;
      const key = `${args.scope}:${family}`;
      const container = serving.get(key) ?? containerServingFamily(scope, family);
      if (container) serving.set(key, container);
      const pinned = container && Object.values(scope[args.pkgName]!).find((entry) => entry.from === container);
      if (pinned) args.resolver = () => ({ shared: pinned, useTreesShaking: false }) as ReturnType<typeof args.resolver>;
      return args;
    },
  };
}
