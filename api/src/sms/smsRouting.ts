// Which providers send a code to which country, in order, from the environment only: mainland
// China (+86) through Alibaba Cloud then Twilio, every other country through Twilio then Alibaba
// Cloud, each overridable (MATCHDAY_SMS_ROUTES="CN=alibaba>twilio,*=twilio"); only configured
// providers count. When one fails or does not answer in time the next takes the message; a number
// the provider says cannot take it, or one it throttles, is the fan's answer at once (another
// provider must not be used to get round a throttle). Codes go only to the countries the operators
// allow (MATCHDAY_SMS_COUNTRIES: toll fraud pumps premium numbers of far-away countries), and a
// production start refuses a country without a provider.
import { ACCOUNT_PATHS } from '@matchday/contracts/accounts/contract';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { AlibabaSmsSender, type AlibabaSmsSettings } from './alibabaSender';
import { SmsRefused, type SmsMessage, type SmsReceipt, type SmsSender } from './smsSender';
import { TwilioSender, type TwilioSettings } from './twilioSender';

type Env = Record<string, string | undefined>;
export type SmsProviderName = 'twilio' | 'alibaba';
const PROVIDERS: readonly SmsProviderName[] = ['twilio', 'alibaba'];

export interface SmsSettings {
  twilio?: TwilioSettings;
  alibaba?: AlibabaSmsSettings;
  /** Country (ISO 3166 alpha-2, or `*` for the rest) -> its providers, first choice first. */
  routes: Record<string, SmsProviderName[]>;
  /** Countries codes may go to; every one when null (development only). */
  countries: string[] | null;
  /** The secret Alibaba Cloud's delivery receipts carry in their address (ALIBABA_SMS_RECEIPT_TOKEN). */
  alibabaReceiptToken?: string;
}

const TWILIO_KEYS = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const;
const ALIBABA_KEYS = ['ALIBABA_CLOUD_ACCESS_KEY_ID', 'ALIBABA_CLOUD_ACCESS_KEY_SECRET', 'ALIBABA_SMS_SIGN_NAME', 'ALIBABA_SMS_TEMPLATE_CODE'] as const;
const DEFAULT_ROUTES: Record<string, SmsProviderName[]> = { CN: ['alibaba', 'twilio'], '*': ['twilio', 'alibaba'] };

const complete = (env: Env, keys: readonly string[]) => keys.every((key) => env[key]);
const TWILIO_STATUS_PATH = ACCOUNT_PATHS.twilioStatus;
const list = (value: string | undefined) => value?.split(',').map((item) => item.trim()).filter(Boolean);

export function smsSettingsFrom(env: Env): SmsSettings {
  const routes = { ...DEFAULT_ROUTES };
  for (const entry of list(env.MATCHDAY_SMS_ROUTES) ?? []) {
    const [country, order] = entry.split('=').map((part) => part.trim());
    const providers = (order ?? '').split('>').map((part) => part.trim());
    if (!country || providers.some((provider) => !PROVIDERS.includes(provider as SmsProviderName)) || new Set(providers).size !== providers.length)
      throw new Error(`MATCHDAY_SMS_ROUTES: "${entry}" is not COUNTRY=provider, or COUNTRY=first>second (twilio, alibaba)`);
    routes[country.toUpperCase()] = providers as SmsProviderName[];
  }
  // Set but naming no country (",") is not "every country": it is refused by smsProblems.
  const countries = env.MATCHDAY_SMS_COUNTRIES === undefined ? null : (list(env.MATCHDAY_SMS_COUNTRIES) ?? []).map((country) => country.toUpperCase());
  const publicUrl = env.MATCHDAY_PUBLIC_URL;
  return {
    routes,
    countries,
    ...(env.ALIBABA_SMS_RECEIPT_TOKEN ? { alibabaReceiptToken: env.ALIBABA_SMS_RECEIPT_TOKEN } : {}),
    ...(complete(env, TWILIO_KEYS)
      ? {
          twilio: {
            accountSid: env.TWILIO_ACCOUNT_SID!,
            authToken: env.TWILIO_AUTH_TOKEN!,
            from: env.TWILIO_FROM!,
            apiUrl: env.TWILIO_API_URL || undefined,
            // Twilio posts each message's delivery status here (signed; sms/smsRoutes.ts).
            statusCallback: publicUrl ? new URL(TWILIO_STATUS_PATH, publicUrl).toString() : undefined,
          },
        }
      : {}),
    ...(complete(env, ALIBABA_KEYS)
      ? {
          alibaba: {
            accessKeyId: env.ALIBABA_CLOUD_ACCESS_KEY_ID!,
            accessKeySecret: env.ALIBABA_CLOUD_ACCESS_KEY_SECRET!,
            signName: env.ALIBABA_SMS_SIGN_NAME!,
            templateCode: env.ALIBABA_SMS_TEMPLATE_CODE!,
            endpoint: env.ALIBABA_SMS_ENDPOINT || undefined,
          },
        }
      : {}),
  };
}

/** What keeps a production api from sending codes, each missing setting named. */
export function smsProblems(env: Env): string[] {
  const problems: string[] = [];
  for (const [name, keys] of [
    ['Twilio', TWILIO_KEYS],
    ['Alibaba Cloud SMS', ALIBABA_KEYS],
  ] as const)
    if (keys.some((key) => env[key]) && !complete(env, keys)) problems.push(`${name} is half configured: ${keys.filter((key) => !env[key]).join(', ')} missing`);
  let settings: SmsSettings;
  try {
    settings = smsSettingsFrom(env);
  } catch (error) {
    return [...problems, (error as Error).message];
  }
  if (!settings.countries) return [...problems, 'MATCHDAY_SMS_COUNTRIES (the countries codes may be sent to, e.g. CN,GB,US) is required'];
  if (settings.countries.length === 0) return [...problems, 'MATCHDAY_SMS_COUNTRIES names no country: nobody could sign in (list them, e.g. CN,GB,US)'];
  for (const country of settings.countries) {
    const order = providersFor(settings, country);
    if (!order.some((provider) => settings[provider]))
      problems.push(`no SMS provider for ${country}: ${order.map((provider) => (provider === 'alibaba' ? ALIBABA_KEYS : TWILIO_KEYS).join(', ')).join(' or ')} (or MATCHDAY_SMS_ROUTES)`);
  }
  return problems;
}

/** A country's providers in the order they are tried (the configured ones are used). */
export const providersFor = (settings: Pick<SmsSettings, 'routes'>, country: string): SmsProviderName[] => settings.routes[country] ?? settings.routes['*'] ?? [];

/**
 * Sends each phone's code through its country's providers in order, the next taking over when
 * one fails or does not answer; refuses a country not allowed. `log` hears each failover.
 */
export class RoutedSmsSender implements SmsSender {
  readonly name = 'routed';
  private readonly senders = new Map<SmsProviderName, SmsSender>();

  constructor(
    private readonly settings: SmsSettings,
    senders: Partial<Record<SmsProviderName, SmsSender>> = {},
    private readonly log: (message: string) => void = () => undefined,
  ) {
    const twilio = senders.twilio ?? (settings.twilio ? new TwilioSender(settings.twilio) : undefined);
    const alibaba = senders.alibaba ?? (settings.alibaba ? new AlibabaSmsSender(settings.alibaba) : undefined);
    if (twilio) this.senders.set('twilio', twilio);
    if (alibaba) this.senders.set('alibaba', alibaba);
  }

  get configured(): boolean {
    return this.senders.size > 0;
  }

  async send(message: SmsMessage): Promise<SmsReceipt> {
    const country = parsePhoneNumberFromString(message.phone)?.country ?? '';
    if (this.settings.countries && !this.settings.countries.includes(country)) throw new SmsRefused('countryNotServed', `no codes to ${country || 'this country'}`);
    const senders = providersFor(this.settings, country).flatMap((name) => this.senders.get(name) ?? []);
    if (senders.length === 0) throw new SmsRefused('countryNotServed', `no SMS route for ${country}`);
    let failure: SmsRefused | null = null;
    for (const sender of senders) {
      try {
        return await sender.send(message);
      } catch (error) {
        const refused = error instanceof SmsRefused ? error : new SmsRefused('unavailable', `${sender.name}: ${(error as Error).message}`);
        // The number, or this number's throttle, is the same whoever sends: the fan hears it now.
        if (refused.reason !== 'unavailable') throw refused;
        failure = refused;
        this.log(`SMS through ${sender.name} failed (${refused.message}); ${sender === senders.at(-1) ? 'no other provider for' : 'the next provider takes'} ${country}`);
      }
    }
    throw failure!;
  }
}
