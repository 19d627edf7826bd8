// How a browser remembers that its user accepted the user agreement and privacy policy: one
// record in local storage, read by the shell (and its pre-paint script) and written by a
// benchmark that visits as a returning fan. A new version of either document asks again.
export const CONSENT_STORAGE_KEY = 'matchday:consent';
export const CONSENT_VERSION = 1;

export interface StoredConsent {
  version: number;
  acceptedAt: string;
}

/** The stored form of an acceptance made at `now`. */
export const consentRecord = (now: Date = new Date()): string => JSON.stringify({ version: CONSENT_VERSION, acceptedAt: now.toISOString() } satisfies StoredConsent);

/** Whether a browser's storage holds an acceptance of the documents' current version. */
export function consentAccepted(storage: Pick<Storage, 'getItem'> | undefined): boolean {
  try {
    const stored = JSON.parse(storage?.getItem(CONSENT_STORAGE_KEY) ?? 'null') as StoredConsent | null;
    return stored?.version === CONSENT_VERSION;
  } catch {
    return false;
  }
}
