// Whether this browser accepted the user agreement and privacy policy (required before use).
// A new version of either document asks again.
import { createStore, useStore } from 'zustand';

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

export const useConsentAccepted = (): boolean => useStore(consentStore, (state) => state.accepted);

export function acceptConsent(now: Date = new Date()): void {
  const record: StoredConsent = { version: CONSENT_VERSION, acceptedAt: now.toISOString() };
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record));
  } catch {
    // remembered for this visit only
  }
  consentStore.setState({ accepted: true });
}
