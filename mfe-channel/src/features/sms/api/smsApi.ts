// Customer service looking up the codes sent to a phone: providers, statuses, errors (never the codes).
import { API_PATHS } from '@matchday/shared/api/paths';
import type { SmsDelivery } from '@matchday/shared/api/types';
import { http } from '@matchday/shared/http/http';

export const smsDeliveries = async (phone: string): Promise<SmsDelivery[]> => (await http.get(API_PATHS.opsSms, { notifyErrors: false, params: { phone } })).data;
