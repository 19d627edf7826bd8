// What a failed request says to the user, the one rule of the site: a refusal (code 3000) is the
// api's own message, already in the user's language; anything else (no answer, a fault the
// client has already toasted, a slip in the page) is the common "Request failed".
import { API_CODE } from '@matchday/contracts/http/envelope';
import { isApiError } from '@matchday/shared/http/apiError';
import { i18n } from '@matchday/shared/i18n/i18n';

export const failureText = (failure: unknown): string => (isApiError(failure) && failure.code === API_CODE.userError ? failure.message : i18n.t('errors.requestFailed'));
