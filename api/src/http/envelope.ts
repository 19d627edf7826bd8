// The answer envelope (docs/architecture.md, "API envelope"): `{ code: 0, data }`, `{ code: 3000, msg }` for a rule the
// user broke, 3001 for a missing or invalid token, -1 for a fault. Refusals carry a message
// key; the text is translated from the `lan` header when the answer is sent.
import type { MessageValues } from '../i18n/messages';

export function ok<T>(data: T): { code: 0; data: T } {
  return { code: 0, data };
}

export class Refusal extends Error {
  override readonly name = 'Refusal';
  constructor(
    readonly messageKey: string,
    readonly status = 400,
    readonly values: MessageValues = {},
    readonly code: 3000 | 3001 = 3000,
  ) {
    super(messageKey);
  }
}

export const refuse = (messageKey: string, status = 400, values: MessageValues = {}): Refusal =>
  new Refusal(messageKey, status, values);

export const invalidToken = (): Refusal => new Refusal('errors.notLoggedIn', 401, {}, 3001);

/**
 * A database function refuses as the api would (migration 024): SQLSTATE 'MD' and the HTTP status,
 * the message key as its message. That error becomes the refusal; any other stays what it is.
 */
export function databaseRefusal(error: unknown): unknown {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return typeof code === 'string' && /^MD\d{3}$/.test(code) && typeof message === 'string' ? refuse(message, Number(code.slice(2))) : error;
}
