// What to tell the user when a request fails: the server's own (translated) message for a
// refusal, else the generic "Request failed".
import { isApiError } from '@matchday/shared/http/apiError';
import { i18n } from '@matchday/shared/i18n/i18n';

export const failureMessage = (error: unknown): string => (isApiError(error) ? error.message : i18n.t('errors.requestFailed'));
