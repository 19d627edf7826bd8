// Top-ups are paid through a payment provider. A real provider plugs in behind this interface;
// the development provider completes every top-up at once. Production has none until one is
// configured, and top-ups are then refused.

export interface PaymentRequest {
  userId: string;
  amount: number;
  /** Stable per top-up, so a provider can refuse to charge twice. */
  reference: string;
}

export interface PaymentProvider {
  readonly name: string;
  /** Charges the user; resolves with the provider's reference once paid. */
  charge(request: PaymentRequest): Promise<{ providerReference: string }>;
}

export class DevelopmentPaymentProvider implements PaymentProvider {
  readonly name = 'development';
  async charge(request: PaymentRequest): Promise<{ providerReference: string }> {
    return { providerReference: `dev-${request.reference}` };
  }
}
