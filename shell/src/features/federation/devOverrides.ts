// Developer overrides of remote addresses, set from the address bar and remembered in this
// browser: `?mf-override=scores=http://localhost:3081/mf-manifest.json` points the scores
// remote at a dev server, `?mf-override=scores=` forgets it, `?mf-override=clear` forgets all.
// Production ignores them entirely.
import { federationName, isRemoteId, type RemoteId } from '@matchday/contracts/routes/routeTable';
import type { RemoteOverrides } from './plugins/overridesPlugin';

export const OVERRIDE_PARAM = 'mf-override';
export const OVERRIDES_STORAGE_KEY = 'matchday:remote-overrides';

type StoredOverrides = Partial<Record<RemoteId, string>>;

function isOverrideUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.pathname.endsWith('.json');
  } catch {
    return false;
  }
}

function readStored(storage: Storage): StoredOverrides {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(OVERRIDES_STORAGE_KEY) ?? '{}');
    const result: StoredOverrides = {};
    if (parsed && typeof parsed === 'object')
      for (const [remote, url] of Object.entries(parsed))
        if (isRemoteId(remote) && typeof url === 'string' && isOverrideUrl(url)) result[remote] = url;
    return result;
  } catch {
    return {};
  }
}

/** Applies `?mf-override=` instructions, stores the result, and returns the active overrides. */
export function resolveDevOverrides(input: { search: string; storage: Storage; production: boolean }): StoredOverrides {
  if (input.production) return {};
  const overrides = readStored(input.storage);
  for (const instruction of new URLSearchParams(input.search).getAll(OVERRIDE_PARAM)) {
    if (instruction === 'clear') {
      for (const remote of Object.keys(overrides) as RemoteId[]) delete overrides[remote];
      continue;
    }
    const separator = instruction.indexOf('=');
    const remote = separator > 0 ? instruction.slice(0, separator) : '';
    const url = instruction.slice(separator + 1);
    if (!isRemoteId(remote)) continue;
    if (url === '') delete overrides[remote];
    else if (isOverrideUrl(url)) overrides[remote] = url;
  }
  input.storage.setItem(OVERRIDES_STORAGE_KEY, JSON.stringify(overrides));
  return overrides;
}

/** Keyed by federation name, as the overrides plugin expects. */
export function toFederationOverrides(overrides: StoredOverrides): RemoteOverrides {
  return Object.fromEntries(
    Object.entries(overrides).map(([remote, url]) => [federationName(remote as RemoteId), url as string]),
  );
}
