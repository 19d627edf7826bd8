// Customer service looking up the codes sent to a phone: providers, statuses, errors (never the codes).
import { ACCOUNT_PATHS } from '@matchday/contracts/accounts/contract';
import type { SmsDelivery } from '@matchday/contracts/accounts/contract';
import { http } from '@matchday/shared/http/http';

export const smsDeliveries = async (phone: string): Promise<SmsDelivery[]> => (await http.get(ACCOUNT_PATHS.opsSms, { notifyErrors: false, params: { phone } })).data;
