// A form's values checked with the api's own schema (from shared), so the site refuses exactly
// what the api would, with the same translated messages, before anything is sent.
import { ruleMessage } from '@matchday/shared/i18n/i18n';
import type { z } from 'zod';

export type FormCheck<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> };

export function checkForm<S extends z.ZodType>(schema: S, values: unknown, messageValues: Record<string, unknown> = {}): FormCheck<z.output<S>> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, value: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= ruleMessage(issue.message, { field, ...messageValues });
  }
  return { ok: false, errors };
}
