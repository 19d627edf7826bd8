// Requests about coins for money, checked by the site before sending and by the api on arrival.
import { CHECKOUT_DEVICES, PAYMENT_PROVIDERS } from '@matchday/contracts/coins/contract';
import { z } from 'zod';

export const COIN_PACKAGE_LIMITS = { maxCoins: 1_000_000, maxPrice: 100_000_000 } as const;

export const checkoutSchema = z.object({
  packageId: z.number({ error: 'api.payments.packageNotFound' }).int().positive('api.payments.packageNotFound'),
  provider: z.enum(PAYMENT_PROVIDERS, { error: 'api.payments.providerUnavailable' }),
  device: z.enum(CHECKOUT_DEVICES).default('desktop'),
});
export type CheckoutRequest = z.infer<typeof checkoutSchema>;

export const coinPackageSchema = z.object({
  coins: z.number({ error: 'api.payments.coinsInvalid' }).int().min(1, 'api.payments.coinsInvalid').max(COIN_PACKAGE_LIMITS.maxCoins, 'api.payments.coinsInvalid'),
  bonusCoins: z.number({ error: 'api.payments.coinsInvalid' }).int().min(0, 'api.payments.coinsInvalid').max(COIN_PACKAGE_LIMITS.maxCoins, 'api.payments.coinsInvalid').default(0),
  price: z.number({ error: 'api.payments.priceInvalid' }).int().min(1, 'api.payments.priceInvalid').max(COIN_PACKAGE_LIMITS.maxPrice, 'api.payments.priceInvalid'),
  currency: z
    .string({ error: 'api.payments.currencyInvalid' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, 'api.payments.currencyInvalid'),
  active: z.boolean().default(true),
  position: z.number().int().min(0).max(1000).default(0),
});
export type CoinPackageRequest = z.infer<typeof coinPackageSchema>;

/** A refund customer service asks for: how much (minor units; the whole of what is left when left out) and why. */
export const refundSchema = z.object({
  amount: z.number({ error: 'api.payments.refundAmountInvalid' }).int('api.payments.refundAmountInvalid').min(1, 'api.payments.refundAmountInvalid').optional(),
  reason: z.string({ error: 'api.payments.refundReasonRequired' }).trim().min(2, 'api.payments.refundReasonRequired').max(300, 'api.payments.refundReasonRequired'),
});
export type RefundRequestBody = z.infer<typeof refundSchema>;

/** A held notification reviewed: what the operator found or did about it. */
export const noticeReviewSchema = z.object({
  note: z.string({ error: 'api.payments.reviewNoteRequired' }).trim().min(2, 'api.payments.reviewNoteRequired').max(500, 'api.payments.reviewNoteRequired'),
});

export const noticeListSchema = z.object({ outcome: z.enum(['held', 'all']).default('held') });

export const GRANT_LIMITS = { min: 1, max: 1_000_000 } as const;

const coins = (limits: { min: number; max: number }) =>
  z.number({ error: 'api.amountInvalid' }).int('api.amountInvalid').min(limits.min, 'api.amountInvalid').max(limits.max, 'api.amountInvalid');

export const grantSchema = z.object({
  userId: z.number({ error: 'api.userNotFound' }).int().positive('api.userNotFound'),
  amount: coins(GRANT_LIMITS),
  reason: z.string().trim().min(1, 'api.invalidField').max(200, 'api.invalidField'),
});
