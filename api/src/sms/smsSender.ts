// Verification codes go out through an SMS sender. A real provider plugs in behind this
// interface; the development sender writes the message to the log and to an inbox that tests
// and the README's demo can read. Production never uses it.

export interface SmsMessage {
  phone: string;
  text: string;
  /** The code itself, for the development inbox only. */
  code: string;
  sentAt: string;
}

export interface SmsSender {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

export class DevelopmentSmsSender implements SmsSender {
  readonly name = 'development';
  private readonly inbox = new Map<string, SmsMessage[]>();

  constructor(private readonly log: (message: string) => void = () => undefined) {}

  async send(message: SmsMessage): Promise<void> {
    const messages = this.inbox.get(message.phone) ?? [];
    messages.push(message);
    this.inbox.set(message.phone, messages.slice(-20));
    this.log(`development SMS to ${message.phone}: ${message.text}`);
  }

  /** Newest first. */
  messagesTo(phone: string): SmsMessage[] {
    return [...(this.inbox.get(phone) ?? [])].reverse();
  }

  latestCode(phone: string): string | undefined {
    return this.messagesTo(phone)[0]?.code;
  }
}
