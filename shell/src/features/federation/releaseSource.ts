// Reads the release manifest at start. If it cannot be read, the last one this browser saw is
// used, so a blip of the release server does not take every remote off the page.
import { REMOTE_REQUEST_TIMEOUT_MS } from '@matchday/contracts/constants';
import { parseReleaseManifest, type ReleaseManifest } from '@matchday/contracts/releases/manifest';

export const LAST_RELEASE_STORAGE_KEY = 'matchday:last-release';

export interface LoadedRelease {
  manifest: ReleaseManifest | null;
  source: 'network' | 'cache' | 'none';
}

export async function loadRelease(url: string, storage: Storage, fetchImpl: typeof fetch = fetch): Promise<LoadedRelease> {
  try {
    const response = await fetchImpl(url, { cache: 'no-store', signal: AbortSignal.timeout(REMOTE_REQUEST_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`release manifest answered ${response.status}`);
    const manifest = parseReleaseManifest(await response.json());
    storage.setItem(LAST_RELEASE_STORAGE_KEY, JSON.stringify(manifest));
    return { manifest, source: 'network' };
  } catch (error) {
    console.warn('Release manifest unavailable, trying the last known one', error);
    try {
      const cached = storage.getItem(LAST_RELEASE_STORAGE_KEY);
      if (cached) return { manifest: parseReleaseManifest(JSON.parse(cached)), source: 'cache' };
    } catch {
      // a corrupt copy is as good as none
    }
    return { manifest: null, source: 'none' };
  }
}
