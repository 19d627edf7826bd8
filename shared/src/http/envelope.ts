// Section 8 of the specification, once: an answer's envelope that reports a refusal becomes an
// ApiError with the message for the user (shown as a toast unless the caller shows it itself).
import { API_CODE } from '@matchday/contracts/http/envelope';
import type { EventBus } from '@matchday/shared/bus/eventBus';
import { ApiError } from '@matchday/shared/http/apiError';

export const SYSTEM_EXCEPTION_KEY = 'errors.systemException';
export const REQUEST_FAILED_KEY = 'errors.requestFailed';

export interface EnvelopeHandlers {
  bus: Pick<EventBus, 'emit'>;
  translate: (key: string) => string;
  /** Code 3001: the stored token is removed and the page reloaded. */
  onInvalidToken: () => void;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function textOf(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** The body when it reports success (or is no envelope at all); throws the refusal otherwise. */
export function interpretEnvelope(body: unknown, notify: boolean, handlers: EnvelopeHandlers): unknown {
  if (!isRecord(body)) return body;
  const toast = (message: string) => {
    if (notify) handlers.bus.emit('toast', { message, severity: 'error' });
  };
  if (body.code === API_CODE.userError) {
    const message = textOf(body.msg) ?? handlers.translate(REQUEST_FAILED_KEY);
    toast(message);
    throw new ApiError(API_CODE.userError, message, body);
  }
  if (body.code === API_CODE.invalidToken) {
    handlers.onInvalidToken();
    throw new ApiError(API_CODE.invalidToken, textOf(body.msg) ?? handlers.translate('errors.notLoggedIn'), body);
  }
  if (body.code === API_CODE.fault) {
    const message = textOf(body.msg) ?? handlers.translate(SYSTEM_EXCEPTION_KEY);
    toast(message);
    throw new ApiError(API_CODE.fault, message, body);
  }
  if (body.status === 'fail') {
    const message = textOf(body.errorMsg) ?? handlers.translate(SYSTEM_EXCEPTION_KEY);
    toast(message);
    throw new ApiError('fail', message, body);
  }
  return body;
}
