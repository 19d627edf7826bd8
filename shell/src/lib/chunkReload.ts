// A chunk that fails to load usually means a new deployment replaced it: reload the page to
// get the new one, but at most once a minute so a broken deployment cannot loop the page.
import { CHUNK_RELOAD_GUARD_MS } from '@matchday/contracts/constants';

export const LAST_CHUNK_RELOAD_KEY = 'matchday:last-chunk-reload';

export function isChunkLoadFailure(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /ChunkLoadError|Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module/i.test(
    text,
  );
}

/** Reloads (and returns true) when the guard allows; otherwise the caller shows its error. */
export function reloadAfterChunkFailure(
  error: unknown,
  deps: { storage: Storage; now: () => number; reload: () => void } = {
    storage: sessionStorage,
    now: Date.now,
    reload: () => window.location.reload(),
  },
): boolean {
  if (!isChunkLoadFailure(error)) return false;
  const last = Number(deps.storage.getItem(LAST_CHUNK_RELOAD_KEY) ?? 0);
  if (deps.now() - last < CHUNK_RELOAD_GUARD_MS) return false;
  deps.storage.setItem(LAST_CHUNK_RELOAD_KEY, String(deps.now()));
  deps.reload();
  return true;
}
