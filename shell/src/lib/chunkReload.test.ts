import { CHUNK_RELOAD_GUARD_MS } from '@matchday/contracts/constants';
import { LAST_CHUNK_RELOAD_KEY, isChunkLoadFailure, reloadAfterChunkFailure } from './chunkReload';

describe('chunk load failure', () => {
  it('recognises chunk load errors and nothing else', () => {
    expect(isChunkLoadFailure(Object.assign(new Error('Loading chunk 4121 failed.'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadFailure(new Error('Failed to fetch dynamically imported module: /x.js'))).toBe(true);
    expect(isChunkLoadFailure(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads the page, at most once per minute', () => {
    let now = 1_000_000;
    const reload = vi.fn();
    const deps = { storage: sessionStorage, now: () => now, reload };
    const error = Object.assign(new Error('Loading chunk 7 failed'), { name: 'ChunkLoadError' });
    expect(reloadAfterChunkFailure(error, deps)).toBe(true);
    expect(sessionStorage.getItem(LAST_CHUNK_RELOAD_KEY)).toBe(String(now));
    now += CHUNK_RELOAD_GUARD_MS - 1;
    expect(reloadAfterChunkFailure(error, deps)).toBe(false);
    now += 1;
    expect(reloadAfterChunkFailure(error, deps)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    expect(reloadAfterChunkFailure(new Error('other'), deps)).toBe(false);
  });
});
