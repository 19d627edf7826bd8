// Whether this page reports field data: drawn into the sample, and not refused — by the fan's
// switch in /user/settings (kept in this browser) or by the browser's Global Privacy Control.
import { RUM_OPT_OUT_STORAGE_KEY } from '@matchday/contracts/rum/contract';

export interface FieldDataChoice {
  /** The share of pages that report (0–1). */
  sampleRate: number;
  /** A draw in [0, 1) for this page. */
  draw: number;
  storage: Pick<Storage, 'getItem'> | undefined;
  globalPrivacyControl?: boolean;
}

export function reportsFieldData({ sampleRate, draw, storage, globalPrivacyControl }: FieldDataChoice): boolean {
  if (!(sampleRate > 0) || draw >= sampleRate) return false;
  if (globalPrivacyControl === true) return false;
  try {
    return storage?.getItem(RUM_OPT_OUT_STORAGE_KEY) !== '1';
  } catch {
    return true; // storage refused: the fan has not turned it off here
  }
}

/**
 * The share of pages that report, from the runtime configuration the page carries
 * (`rumSampleRate`, 0–1; the shell's server sets it from MATCHDAY_RUM_SAMPLE_RATE), or read from
 * `/runtime-config.json` on a page served without it; every page when none says.
 */
export async function fieldDataSampleRate(pageConfig: unknown, fetchImpl: typeof fetch = fetch): Promise<number> {
  let config = pageConfig;
  if (config === undefined) config = await fetchImpl('/runtime-config.json').then((response) => (response.ok ? response.json() : {}), () => ({}));
  const rate = (config as { rumSampleRate?: unknown } | null)?.rumSampleRate;
  return typeof rate === 'number' && rate >= 0 && rate <= 1 ? rate : 1;
}
