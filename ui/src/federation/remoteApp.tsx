// Turns a remote's pages into single-spa parcel lifecycles for the shell, and into a page of
// its own for running alone. The shell owns the address bar: a remote is told its location
// through parcel props and asks to navigate through the bus.
// A parcel renders in transitions: React cuts its work into slices the browser can interleave
// with input and painting, and a navigation keeps the page on screen until the next is ready.
import { Component, Suspense, lazy, startTransition, useEffect, useLayoutEffect, type ComponentType, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Router, createPath, type Navigator, type To } from '@matchday/shared/routing/router';
import { eventBus } from '@matchday/shared/bus/eventBus';
import { addNamespacePart, registerNamespace, type NamespaceLoader } from '@matchday/shared/i18n/i18n';
import { matchRoute, type RemoteId, routesOwnedBy } from '@matchday/contracts/routes/routeTable';
import { AppProviders } from '@matchday/ui/AppProviders';
import { ErrorState, PageLoadingState } from '@matchday/ui/StatusViews';

export interface RemoteAppDefinition {
  remote: RemoteId;
  /** Build version, shown to operators and checked by the release command. */
  version: string;
  /** i18n namespace of the remote's own texts. */
  namespace: string;
  loadTranslations: NamespaceLoader;
  /**
   * Parts of the namespace that only some pages need (`ui/src/i18n/<name>/<locale>.json`), loaded
   * with those pages (see `lazyPage`); a first visit elsewhere does not download them.
   */
  textParts?: { names: readonly string[]; load: (part: string) => NamespaceLoader };
  /** One page per route the route table gives this remote, keyed by route id. */
  pages: Record<string, ComponentType>;
}

export interface RemoteLocation {
  pathname: string;
  search: string;
  hash: string;
}

export interface RemoteParcelProps {
  location: RemoteLocation;
}

/** A page (or a part of one) loaded when first shown, from a module's named export, with the texts it needs (`texts`). */
export function lazyPage<M, P extends object = object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>, texts?: () => Promise<unknown>): ComponentType<P> {
  return lazy(() => Promise.all([load(), texts?.()]).then(([module]) => ({ default: pick(module) })));
}

/** Loads text parts of a definition's namespace (for `lazyPage`'s `texts`). */
export function textPartsOf(definition: Pick<RemoteAppDefinition, 'namespace' | 'textParts'>, names: readonly string[]): Promise<void[]> {
  const parts = definition.textParts;
  if (!parts) return Promise.resolve([]);
  return Promise.all(names.map((name) => addNamespacePart(definition.namespace, name, parts.load(name))));
}

const toPath = (to: To): string => (typeof to === 'string' ? to : createPath(to));

/** Links and `navigate()` inside a remote become requests to the shell. */
export const busNavigator: Navigator = {
  createHref: toPath,
  push: (to) => eventBus.emit('navigate', { to: toPath(to) }),
  replace: (to) => eventBus.emit('navigate', { to: toPath(to), replace: true }),
  go: (delta) => window.history.go(delta),
};

/** Pages the definition misses or adds compared with the route table; both must be empty. */
export function pageCoverage(definition: Pick<RemoteAppDefinition, 'remote' | 'pages'>): {
  missing: string[];
  unknown: string[];
} {
  const owned = routesOwnedBy(definition.remote).map((route) => route.id);
  const given = Object.keys(definition.pages);
  return {
    missing: owned.filter((id) => !given.includes(id)),
    unknown: given.filter((id) => !owned.includes(id)),
  };
}

/**
 * The remote's page for the address. The shared route table picks it (the same table the shell
 * used to pick this remote); react-router's `<Router>` gives pages their location, query and links.
 */
export function RemoteRoutes({ definition, location }: { definition: RemoteAppDefinition; location: RemoteLocation }) {
  const route = matchRoute(location.pathname);
  const Page = route && route.owner === definition.remote ? definition.pages[route.id] : undefined;
  return (
    <Router location={location} navigator={busNavigator}>
      <div data-remote={definition.remote} data-remote-version={definition.version} data-route={route?.id}>
        <Suspense fallback={<PageLoadingState />}>{Page ? <Page /> : null}</Suspense>
      </div>
    </Router>
  );
}

/** Shown in place of a remote that threw while rendering; the shell replaces it with its error page. */
function RemoteCrash({ remote, error }: { remote: RemoteId; error: Error }) {
  useEffect(() => {
    eventBus.emit('remote.failed', { remote, reason: error.message });
  }, [remote, error]);
  return <ErrorState />;
}

class RemoteErrorBoundary extends Component<{ remote: RemoteId; children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    return this.state.error ? <RemoteCrash remote={this.props.remote} error={this.state.error} /> : this.props.children;
  }
}

/** Calls back once React has put what it was given on the page. */
function Committed({ onCommit }: { onCommit: () => void }) {
  useLayoutEffect(onCommit, [onCommit]);
  return null;
}

interface ParcelMountProps extends RemoteParcelProps {
  domElement: HTMLElement;
}

export function createRemoteLifecycles(definition: RemoteAppDefinition) {
  const coverage = pageCoverage(definition);
  if (coverage.missing.length > 0 || coverage.unknown.length > 0)
    throw new Error(`Remote ${definition.remote} pages do not match the route table: ${JSON.stringify(coverage)}`);

  let root: Root | null = null;
  /** Renders the parcel at a location; resolves when that render is on the page. */
  const render = (location: RemoteLocation) =>
    new Promise<void>((resolve) => {
      const current = root;
      if (!current) return resolve();
      startTransition(() =>
        current.render(
          <AppProviders>
            <RemoteErrorBoundary remote={definition.remote}>
              <RemoteRoutes definition={definition} location={location} />
            </RemoteErrorBoundary>
            <Committed onCommit={resolve} />
          </AppProviders>,
        ),
      );
    });

  return {
    bootstrap: [() => registerNamespace(definition.namespace, definition.loadTranslations)],
    mount: (props: ParcelMountProps) => {
      root = createRoot(props.domElement);
      return render(props.location);
    },
    unmount: async (_props?: unknown) => {
      root?.unmount();
      root = null;
    },
    update: (props: RemoteParcelProps) => render(props.location),
    remote: definition.remote,
    version: definition.version,
  };
}

export type RemoteLifecycles = ReturnType<typeof createRemoteLifecycles>;
