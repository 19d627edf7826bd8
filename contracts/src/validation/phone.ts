// Phone numbers receive the sign-in code by SMS, so they must be valid mobile numbers.
// International numbers carry their country code; a national number needs the country it is
// dialled in. Numbers are kept in E.164 (`+8613800138000`).
import type { ValidationResult } from '@matchday/contracts/validation/rules';
import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/mobile';

export function validatePhone(input: string | null | undefined, defaultCountry?: CountryCode): ValidationResult {
  if (!input || input.trim() === '') return { ok: false, error: 'validation.phoneBlank' };
  const trimmed = input.trim();
  // Only digits, spaces, dots, dashes, brackets and a leading + belong in a phone number.
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return { ok: false, error: 'validation.phoneInvalid' };
  const parsed = parsePhoneNumberFromString(trimmed, defaultCountry);
  if (!parsed || !parsed.isValid()) return { ok: false, error: 'validation.phoneInvalid' };
  const type = parsed.getType();
  if (type !== undefined && type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE')
    return { ok: false, error: 'validation.phoneInvalid' };
  return { ok: true, value: parsed.number };
}

/** Forms accept a national number as dialled in mainland China (the product's home market). */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'CN';

/** What a person types in a phone field: international with `+`, or a mainland number. */
export const validatePhoneInput = (input: string | null | undefined): ValidationResult => validatePhone(input, DEFAULT_PHONE_COUNTRY);
