// What a failed request says to the user: the api's own (translated) message, or "request failed".
import { isApiError } from '@matchday/shared/http/apiError';
import { i18n } from '@matchday/shared/i18n/i18n';

export const failureText = (failure: unknown): string => (isApiError(failure) ? failure.message : i18n.t('errors.requestFailed'));
