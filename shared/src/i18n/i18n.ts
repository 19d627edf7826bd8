// The page's i18next instance. The common namespace (a contracts catalogue) is loaded here; each app registers its own
// namespace with a loader, so a locale's texts are downloaded only when that locale is used.
import i18next, { type BackendModule, type i18n as I18n, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadApiTexts, loadCommonTexts } from '@matchday/contracts/i18n/catalogues';
import { DEFAULT_LOCALE, type Locale, LOCALES } from '@matchday/contracts/i18n/locales';

export type Resources = Record<string, unknown>;
export type NamespaceLoader = (language: Locale) => Promise<{ default: Resources } | Resources>;

export const COMMON_NAMESPACE = 'common';

/** The api's own refusals (`api.…` keys of the shared schemas), for forms that check them first. */
export const API_NAMESPACE = 'api';

const loaders = new Map<string, NamespaceLoader>([
  [COMMON_NAMESPACE, loadCommonTexts],
  [API_NAMESPACE, loadApiTexts],
]);

/**
 * The text of a validation failure: rules and schemas name `validation.…`/`errors.…` keys of
 * the common namespace or `api.…` keys of the api namespace (load it with `useTranslation`).
 */
export function ruleMessage(key: string, values: Record<string, unknown> = {}): string {
  return key.startsWith(`${API_NAMESPACE}.`)
    ? i18n.t(key.slice(API_NAMESPACE.length + 1), { ...values, ns: API_NAMESPACE })
    : i18n.t(key, values);
}

function unwrap(module: { default: Resources } | Resources): Resources {
  return 'default' in module && typeof module.default === 'object'
    ? (module.default as Resources)
    : (module as Resources);
}

/**
 * Parts of a namespace that only some pages need (a remote's match detail texts, say): each is
 * downloaded with the first page that needs it, so a first visit to another page does not pay
 * for it. A part brings its own top-level keys; a language change reloads it with the rest.
 */
const parts = new Map<string, Map<string, NamespaceLoader>>();

const partLoaders = (namespace: string) => [...(parts.get(namespace)?.values() ?? [])];

const namespaceBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const loader = loaders.get(namespace);
    if (!loader) {
      callback(new Error(`No translations registered for namespace "${namespace}"`), false);
      return;
    }
    Promise.all([loader, ...partLoaders(namespace)].map((load) => load(language as Locale))).then(
      (modules) => callback(null, Object.assign({}, ...modules.map(unwrap))),
      (error: unknown) => callback(error as Error, false),
    );
  },
};

export const i18n: I18n = i18next.createInstance();
let initialising: Promise<unknown> | null = null;

/** Starts i18next once per page; later callers share the first start. */
export function initI18n(language: Locale = DEFAULT_LOCALE): Promise<unknown> {
  initialising ??= i18n
    .use(namespaceBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      supportedLngs: [...LOCALES],
      // Every key exists in every locale (a test enforces it), so no fallback download is needed.
      fallbackLng: false,
      load: 'currentOnly',
      lowerCaseLng: false,
      cleanCode: false,
      ns: [COMMON_NAMESPACE],
      defaultNS: COMMON_NAMESPACE,
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      returnNull: false,
    });
  return initialising;
}

/** An app's own namespace; loaded now for the current language and later on demand. */
export async function registerNamespace(namespace: string, loader: NamespaceLoader): Promise<void> {
  if (!loaders.has(namespace)) loaders.set(namespace, loader);
  await initI18n();
  await i18n.loadNamespaces(namespace);
}

const partsLoading = new Map<string, Promise<void>>();

/** Adds a part to a namespace (see `parts`) and loads it for the current language, once. */
export function addNamespacePart(namespace: string, part: string, loader: NamespaceLoader): Promise<void> {
  const key = `${namespace}:${part}`;
  let loading = partsLoading.get(key);
  if (!loading) {
    const known = parts.get(namespace) ?? new Map<string, NamespaceLoader>();
    parts.set(namespace, known.set(part, loader));
    loading = initI18n().then(async () => {
      const language = i18n.language as Locale;
      i18n.addResourceBundle(language, namespace, unwrap(await loader(language)), true, true);
    });
    // A failed download is tried again by the next page that needs the part.
    loading.catch(() => partsLoading.delete(key));
    partsLoading.set(key, loading);
  }
  return loading;
}
