// What the shell needs before it can render, and where it comes from. The shell's server puts
// the runtime configuration and the current release in the page itself (a JSON script element
// no policy executes), which saves two round trips before anything loads; a page served
// without them (the dev server, a plain static host) fetches them as before.
import { BOOT_DATA_ELEMENT_ID, setRuntimeConfig, type RuntimeConfig } from '@matchday/shared/config/runtimeConfig';
import { parseReleaseManifest } from '@matchday/contracts/releases/manifest';
import { LAST_RELEASE_STORAGE_KEY, loadRelease, type LoadedRelease } from '../features/federation/releaseSource';

export interface BootData {
  config?: unknown;
  /** The release manifest, or null when the server has none. */
  release?: unknown;
}

export function readBootData(doc: Document = document): BootData {
  const element = doc.getElementById(BOOT_DATA_ELEMENT_ID);
  if (!element?.textContent) return {};
  try {
    const parsed: unknown = JSON.parse(element.textContent);
    return parsed && typeof parsed === 'object' ? (parsed as BootData) : {};
  } catch {
    return {};
  }
}

export async function loadRuntimeConfig(boot: BootData, fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  if (boot.config !== undefined) return setRuntimeConfig(boot.config);
  try {
    const response = await fetchImpl('/runtime-config.json', { cache: 'no-store' });
    return setRuntimeConfig(response.ok ? await response.json() : {});
  } catch {
    return setRuntimeConfig({});
  }
}

export async function loadBootRelease(boot: BootData, config: RuntimeConfig, storage: Storage, fetchImpl: typeof fetch = fetch): Promise<LoadedRelease> {
  if (boot.release === undefined || boot.release === null) return loadRelease(config.releaseManifestUrl, storage, fetchImpl);
  try {
    const manifest = parseReleaseManifest(boot.release);
    storage.setItem(LAST_RELEASE_STORAGE_KEY, JSON.stringify(manifest));
    return { manifest, source: 'network' };
  } catch {
    return loadRelease(config.releaseManifestUrl, storage, fetchImpl);
  }
}
