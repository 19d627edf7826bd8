// A part of the common namespace that only some pages need (`ui/src/i18n/<name>`), downloaded
// with the first component that uses it: a first visit to any other page pays nothing for it.
// Each part's loader is its own `import()` (a bundler maps only the files one import can load).
import { COMMON_NAMESPACE, addNamespacePart, type NamespaceLoader } from '@matchday/shared/i18n/i18n';
import { use } from 'react';

export interface CommonTextPart {
  /** The same promise every time (React's `use` waits on it), a new one after a failure. */
  load(): Promise<void>;
  /** Suspends until the part's texts are there (the nearest Suspense shows its fallback meanwhile). */
  use(): void;
}

export function commonTextPart(name: string, loader: NamespaceLoader): CommonTextPart {
  let loading: Promise<void> | null = null;
  const load = () =>
    (loading ??= addNamespacePart(COMMON_NAMESPACE, name, loader).catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  return { load, use: () => use(load()) };
}
