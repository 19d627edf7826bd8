// A zod string checked (and normalised) by one of the validation rules: how every schema
// applies the rules the site's forms apply.
import { z } from 'zod';

export type Rule = (value: string) => { ok: true; value: string } | { ok: false; error: string };

/** A string checked (and normalised) by one of the validation rules. */
export const ruled = (rule: Rule, blankKey: string) =>
  z.string({ error: blankKey }).transform((value, context) => {
    const result = rule(value);
    if (result.ok) return result.value;
    context.addIssue({ code: 'custom', message: result.error });
    return z.NEVER;
  });
