// Whether this browser accepted the user agreement and privacy policy (required before use).
// A new version of either document asks again.
import { useStoreState } from '@matchday/shared/stores/hydration';
import { createStore } from 'zustand';

export const CONSENT_STORAGE_KEY = 'matchday:consent';
export const CONSENT_VERSION = 1;

interface StoredConsent {
  version: number;
  acceptedAt: string;
}

function readAccepted(storage: Storage | undefined): boolean {
  try {
    const stored = JSON.parse(storage?.getItem(CONSENT_STORAGE_KEY) ?? 'null') as StoredConsent | null;
    return stored?.version === CONSENT_VERSION;
  } catch {
    return false;
  }
}

export const consentStore = createStore<{ accepted: boolean }>(() => ({
  accepted: readAccepted(typeof localStorage === 'undefined' ? undefined : localStorage),
}));

/** The static frame asks for consent; hydration starts from there (a returning visitor's frame hides the dialog before paint). */
const NOT_YET = { accepted: false };

export const useConsentAccepted = (): boolean => useStoreState(consentStore, (state) => state.accepted, () => NOT_YET);

export function acceptConsent(now: Date = new Date()): void {
  const record: StoredConsent = { version: CONSENT_VERSION, acceptedAt: now.toISOString() };
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record));
  } catch {
    // remembered for this visit only
  }
  consentStore.setState({ accepted: true });
}
