// Verification codes go out through an SMS sender. Production routes each phone's country to a
// provider (smsRouting.ts: Alibaba Cloud for mainland China, Twilio elsewhere); the development
// sender writes the message to the log and to an inbox that tests and the README's demo can read,
// and is never used in production.

export interface SmsMessage {
  /** Our id for the message (the code's row): a provider's delivery receipt names it back. */
  id?: string;
  /** E.164. */
  phone: string;
  /** The whole text, in the fan's language (a provider with operator-approved templates sends its template instead). */
  text: string;
  /** The code itself: a template's parameter, and the development inbox. */
  code: string;
  sentAt: string;
  /** The fan's language (a site locale, e.g. zh_CN). */
  language?: string;
}

/** Who took the message and its id there (kept with the code). */
export interface SmsReceipt {
  provider: string;
  messageId: string | null;
}

/**
 * Why a message was not sent, as the fan should hear it: the number cannot take messages; the
 * provider could not send now (the fan may ask again; nothing was spent); or it throttles this
 * number for a while (the fan may ask again in `retryAfterSeconds`).
 */
export class SmsRefused extends Error {
  constructor(
    readonly reason: 'invalidNumber' | 'unavailable' | 'countryNotServed' | 'throttled',
    message: string,
    readonly retryAfterSeconds = 60,
  ) {
    super(message);
  }
}

export interface SmsSender {
  readonly name: string;
  send(message: SmsMessage): Promise<SmsReceipt>;
}

export class DevelopmentSmsSender implements SmsSender {
  readonly name = 'development';
  private readonly inbox = new Map<string, SmsMessage[]>();

  constructor(private readonly log: (message: string) => void = () => undefined) {}

  async send(message: SmsMessage): Promise<SmsReceipt> {
    const messages = this.inbox.get(message.phone) ?? [];
    messages.push(message);
    this.inbox.set(message.phone, messages.slice(-20));
    this.log(`development SMS to ${message.phone}: ${message.text}`);
    return { provider: this.name, messageId: null };
  }

  /** Newest first. */
  messagesTo(phone: string): SmsMessage[] {
    return [...(this.inbox.get(phone) ?? [])].reverse();
  }

  latestCode(phone: string): string | undefined {
    return this.messagesTo(phone)[0]?.code;
  }
}
