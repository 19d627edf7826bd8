// The consent rule of the specification (section 5), apart from the other rules: the first
// visit's consent dialog needs only this one, and a shared module reaches the page whole (the
// rules module carries the list of common passwords).
import type { ValidationResult } from '@matchday/contracts/validation/rules';

export function validateConsent(consent: { agreement: boolean; privacy: boolean }): ValidationResult<true> {
  return consent.agreement && consent.privacy ? { ok: true, value: true } : { ok: false, error: 'validation.consentRequired' };
}
