// Which provider sends a code to which country, from the environment only: mainland China
// (+86) through Alibaba Cloud, every other country through Twilio, each overridable
// (MATCHDAY_SMS_ROUTES="CN=alibaba,*=twilio"). Codes go only to the countries the operators
// allow (MATCHDAY_SMS_COUNTRIES: toll fraud pumps premium numbers of far-away countries).
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { AlibabaSmsSender, type AlibabaSmsSettings } from './alibabaSender';
import { SmsRefused, type SmsMessage, type SmsReceipt, type SmsSender } from './smsSender';
import { TwilioSender, type TwilioSettings } from './twilioSender';

type Env = Record<string, string | undefined>;
export type SmsProviderName = 'twilio' | 'alibaba';

export interface SmsSettings {
  twilio?: TwilioSettings;
  alibaba?: AlibabaSmsSettings;
  /** Country (ISO 3166 alpha-2, or `*` for the rest) -> provider. */
  routes: Record<string, SmsProviderName>;
  /** Countries codes may go to; every one when null (development only). */
  countries: string[] | null;
}

const TWILIO_KEYS = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const;
const ALIBABA_KEYS = ['ALIBABA_CLOUD_ACCESS_KEY_ID', 'ALIBABA_CLOUD_ACCESS_KEY_SECRET', 'ALIBABA_SMS_SIGN_NAME', 'ALIBABA_SMS_TEMPLATE_CODE'] as const;
const DEFAULT_ROUTES: Record<string, SmsProviderName> = { CN: 'alibaba', '*': 'twilio' };

const complete = (env: Env, keys: readonly string[]) => keys.every((key) => env[key]);
const list = (value: string | undefined) => value?.split(',').map((item) => item.trim()).filter(Boolean);

export function smsSettingsFrom(env: Env): SmsSettings {
  const routes = { ...DEFAULT_ROUTES };
  for (const entry of list(env.MATCHDAY_SMS_ROUTES) ?? []) {
    const [country, provider] = entry.split('=').map((part) => part.trim());
    if (!country || (provider !== 'twilio' && provider !== 'alibaba')) throw new Error(`MATCHDAY_SMS_ROUTES: "${entry}" is not COUNTRY=twilio|alibaba`);
    routes[country.toUpperCase()] = provider;
  }
  return {
    routes,
    countries: list(env.MATCHDAY_SMS_COUNTRIES)?.map((country) => country.toUpperCase()) ?? null,
    ...(complete(env, TWILIO_KEYS)
      ? { twilio: { accountSid: env.TWILIO_ACCOUNT_SID!, authToken: env.TWILIO_AUTH_TOKEN!, from: env.TWILIO_FROM!, apiUrl: env.TWILIO_API_URL || undefined } }
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
  for (const country of settings.countries) {
    const provider = settings.routes[country] ?? settings.routes['*'];
    if (!provider || !settings[provider])
      problems.push(`no SMS route for ${country}: ${provider === 'alibaba' ? ALIBABA_KEYS.join(', ') : TWILIO_KEYS.join(', ')} (or MATCHDAY_SMS_ROUTES)`);
  }
  return problems;
}

/** Sends each phone's code through its country's provider; refuses a country not allowed. */
export class RoutedSmsSender implements SmsSender {
  readonly name = 'routed';
  private readonly senders = new Map<SmsProviderName, SmsSender>();

  constructor(private readonly settings: SmsSettings) {
    if (settings.twilio) this.senders.set('twilio', new TwilioSender(settings.twilio));
    if (settings.alibaba) this.senders.set('alibaba', new AlibabaSmsSender(settings.alibaba));
  }

  get configured(): boolean {
    return this.senders.size > 0;
  }

  async send(message: SmsMessage): Promise<SmsReceipt> {
    const country = parsePhoneNumberFromString(message.phone)?.country ?? '';
    if (this.settings.countries && !this.settings.countries.includes(country)) throw new SmsRefused('countryNotServed', `no codes to ${country || 'this country'}`);
    const sender = this.senders.get(this.settings.routes[country] ?? this.settings.routes['*']!);
    if (!sender) throw new SmsRefused('countryNotServed', `no SMS route for ${country}`);
    return sender.send(message);
  }
}
