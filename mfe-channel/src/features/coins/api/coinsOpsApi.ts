// Customer service and coins for money as the console calls it: the coin packages (every one,
// on sale or not; a new one; a change) and the accounts that owe coins after a refund or dispute.
import { PAYMENT_PATHS, type CoinDebt, type CoinPackage } from '@matchday/shared/api/payments';
import type { CoinPackageRequest } from '@matchday/shared/api/paymentSchemas';
import type { CursorPage } from '@matchday/shared/api/types';
import { http } from '@matchday/shared/http/http';

/** Pages show their own errors and refusals; nothing here is a toast. */
const quiet = { notifyErrors: false } as const;

export const coinPackages = async (): Promise<CoinPackage[]> => (await http.get(PAYMENT_PATHS.opsPackages, quiet)).data;
export const createCoinPackage = async (request: CoinPackageRequest): Promise<CoinPackage> => (await http.post(PAYMENT_PATHS.opsPackages, request, quiet)).data;
export const updateCoinPackage = async (packageId: string, request: CoinPackageRequest): Promise<CoinPackage> =>
  (await http.put(PAYMENT_PATHS.opsPackage, request, { ...quiet, path: { packageId } })).data;
/** Largest debt first, a page at a time (the page after `cursor`, null: the first). */
export const coinDebts = async (cursor: string | null): Promise<CursorPage<CoinDebt>> =>
  (await http.get(PAYMENT_PATHS.opsDebts, { ...quiet, params: cursor ? { cursor } : {} })).data;
