// Input is parsed with the shared zod schemas; the first problem becomes a translated 3000.
import type { z } from 'zod';
import { hasMessage, type MessageValues } from '../i18n/messages';
import { refuse } from './envelope';

/** `values` fill the placeholders of the schema's messages (limits, for instance). */
export function parse<S extends z.ZodType>(schema: S, input: unknown, values: MessageValues = {}): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.join('.') || 'body';
  if (hasMessage(issue.message)) throw refuse(issue.message, 400, { field, ...values });
  throw refuse('api.invalidField', 400, { field });
}
