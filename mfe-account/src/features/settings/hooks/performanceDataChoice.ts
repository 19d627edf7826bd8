// The fan's choice about field data on this browser (the shell's reporter reads the same key
// before it sends anything): '1' under RUM_OPT_OUT_STORAGE_KEY means "do not send". Shared
// unless turned off, so an unset or unreadable storage reads as on.
import { RUM_OPT_OUT_STORAGE_KEY } from '@matchday/contracts/rum/contract';

type ChoiceStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function sharesPerformanceData(storage: ChoiceStorage = localStorage): boolean {
  try {
    return storage.getItem(RUM_OPT_OUT_STORAGE_KEY) !== '1';
  } catch {
    return true;
  }
}

/** Keeps the choice; answers the choice as kept (storage can refuse, in a private window). */
export function setSharesPerformanceData(on: boolean, storage: ChoiceStorage = localStorage): boolean {
  try {
    if (on) storage.removeItem(RUM_OPT_OUT_STORAGE_KEY);
    else storage.setItem(RUM_OPT_OUT_STORAGE_KEY, '1');
  } catch {
    // Nothing kept: the switch shows what the reporter will read.
  }
  return sharesPerformanceData(storage);
}
