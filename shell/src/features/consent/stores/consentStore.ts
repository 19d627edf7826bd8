// Whether this browser accepted the user agreement and privacy policy (required before use).
// A new version of either document asks again.
import { CONSENT_STORAGE_KEY, consentAccepted, consentRecord } from '@matchday/shared/stores/consentRecord';
import { useStoreState } from '@matchday/shared/stores/hydration';
import { createStore } from '@matchday/shared/stores/store';

export const consentStore = createStore<{ accepted: boolean }>(() => ({
  accepted: consentAccepted(typeof localStorage === 'undefined' ? undefined : localStorage),
}));

/** The static frame asks for consent; hydration starts from there (a returning visitor's frame hides the dialog before paint). */
const NOT_YET = { accepted: false };

export const useConsentAccepted = (): boolean => useStoreState(consentStore, (state) => state.accepted, () => NOT_YET);

export function acceptConsent(now: Date = new Date()): void {
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, consentRecord(now));
  } catch {
    // remembered for this visit only
  }
  consentStore.setState({ accepted: true });
}
