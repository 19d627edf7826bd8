// Twilio Programmable Messaging: the whole text in the fan's language, from a number or a
// messaging service. Retried (by the SDK, with backoff) only on what Twilio says is safe to
// retry: 429 Too Many Requests; a 5xx is retried once here, since Twilio documents that a
// request it failed to take created no message. An invalid or unreachable number is the fan's
// to correct. Tests point the SDK at a local server (TWILIO_API_URL) through its own http client.
import twilio from 'twilio';
import type RequestClientType from 'twilio/lib/base/RequestClient';
import { SmsRefused, type SmsMessage, type SmsReceipt, type SmsSender } from './smsSender';

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** A sending number (E.164), or a messaging service's sid (MG…). */
  from: string;
  /** Another address for Twilio's API (tests); Twilio's own when unset. */
  apiUrl?: string;
  /** Where Twilio posts each message's delivery status (the site's public address of the status route). */
  statusCallback?: string;
}

type RequestOptions<T> = RequestClientType.RequestOptions<T>;

/** Twilio error codes that mean the number cannot take this message (the fan must correct it). */
const NUMBER_ERRORS = new Set([21211, 21214, 21217, 21219, 21408, 21610, 21612, 21614]);
const TWILIO_API = 'https://api.twilio.com';
/** How long a message may take to be accepted before the next provider is tried. */
const TIMEOUT_MS = 10_000;
/** Twilio's "too many requests" and its queue-overflow error: this number, or the account, is throttled now. */
const THROTTLED = new Set([20429, 30022, 14107]);

/** The SDK's own client, sending to another address (the SDK still builds, signs and reads every request). */
class ElsewhereClient extends twilio.RequestClient {
  constructor(private readonly base: string) {
    super({ autoRetry: true, maxRetries: 2, timeout: TIMEOUT_MS });
  }
  override request<T>(options: RequestOptions<T>) {
    return super.request<T>({ ...options, uri: options.uri.replace(TWILIO_API, this.base) });
  }
}

export class TwilioSender implements SmsSender {
  readonly name = 'twilio';
  private readonly client: twilio.Twilio;

  constructor(private readonly settings: TwilioSettings) {
    this.client = twilio(settings.accountSid, settings.authToken, {
      autoRetry: true,
      maxRetries: 2,
      timeout: TIMEOUT_MS,
      ...(settings.apiUrl ? { httpClient: new ElsewhereClient(settings.apiUrl.replace(/\/$/, '')) } : {}),
    });
  }

  async send(message: SmsMessage): Promise<SmsReceipt> {
    const sender = this.settings.from.startsWith('MG') ? { messagingServiceSid: this.settings.from } : { from: this.settings.from };
    for (let attempt = 1; ; attempt += 1) {
      try {
        const sent = await this.client.messages.create({
          to: message.phone,
          body: message.text,
          ...sender,
          ...(this.settings.statusCallback ? { statusCallback: this.settings.statusCallback } : {}),
        });
        return { provider: this.name, messageId: sent.sid };
      } catch (error) {
        const { status, code } = error as { status?: number; code?: number };
        if (code !== undefined && NUMBER_ERRORS.has(code)) throw new SmsRefused('invalidNumber', `Twilio ${code}`);
        if (code !== undefined && THROTTLED.has(code)) throw new SmsRefused('throttled', `Twilio ${code}`, 60);
        if (status !== undefined && status >= 500 && attempt < 2) continue;
        throw new SmsRefused('unavailable', `Twilio ${status ?? 'network'} ${code ?? ''}`.trim());
      }
    }
  }
}

/** Checks a status callback's X-Twilio-Signature over the address Twilio called and its form. */
export const validTwilioSignature = (authToken: string, signature: string, url: string, params: Record<string, string>) =>
  twilio.validateRequest(authToken, signature, url, params);
