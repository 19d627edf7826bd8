// The phone-number rules need a large library (every country's numbering plan); a first visit to
// the sign-in page should not wait for it. It is fetched when someone starts on a phone field,
// and awaited when a number is checked.
import type * as PhoneRules from '@matchday/contracts/validation/phone';
import type { ValidationResult } from '@matchday/contracts/validation/rules';

let loading: Promise<typeof PhoneRules> | null = null;

export function loadPhoneValidation() {
  loading ??= import('@matchday/contracts/validation/phone');
  return loading;
}

/** The shared rule for what a person types in a phone field (`validatePhoneInput`). */
export async function checkPhoneInput(input: string): Promise<ValidationResult> {
  return (await loadPhoneValidation()).validatePhoneInput(input);
}
