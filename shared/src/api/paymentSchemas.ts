// Requests about coins for money, checked by the site before sending and by the api on arrival.
import { CHECKOUT_DEVICES, PAYMENT_PROVIDERS } from '@matchday/shared/api/payments';
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
