// Alibaba Cloud SMS (Dysmsapi SendSms), which mainland China needs: an approved signature and
// template, the code as the template's parameter, our id as OutId (its delivery receipt names it
// back). The template's text (and its language) is the operator's, approved by Alibaba Cloud;
// Matchday sends only the code. Throttling answers (isv.BUSINESS_LIMIT_CONTROL, isv.DAY_LIMIT_CONTROL)
// are the fan's "try again later", not an outage: Alibaba Cloud refuses more to that number for a
// while. Tests point the SDK at a local server (ALIBABA_SMS_ENDPOINT).
import DysmsClient from '@alicloud/dysmsapi-2017-05-25';
import { SmsRefused, type SmsMessage, type SmsReceipt, type SmsSender } from './smsSender';

export interface AlibabaSmsSettings {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
  /** Another address for the SMS API (tests); Alibaba Cloud's own when unset. */
  endpoint?: string;
}

const NUMBER_ERRORS = new Set(['isv.MOBILE_NUMBER_ILLEGAL', 'isv.MOBILE_COUNT_OVER_LIMIT', 'isv.BLACK_KEY_CONTROL_LIMIT']);
/** Alibaba Cloud's flow control for one number: a minute (BUSINESS_LIMIT_CONTROL) or the rest of the day. */
const THROTTLED: Record<string, number> = { 'isv.BUSINESS_LIMIT_CONTROL': 60, 'isv.DAY_LIMIT_CONTROL': 3600 };

interface DysmsApi {
  sendSms(params: Record<string, string>, options?: { timeout?: number }): Promise<{ Code: string; BizId?: string; Message?: string }>;
}

export class AlibabaSmsSender implements SmsSender {
  readonly name = 'alibaba';
  private readonly client: DysmsApi;

  constructor(private readonly settings: AlibabaSmsSettings) {
    const Client = DysmsClient as unknown as new (config: Record<string, unknown>) => DysmsApi;
    this.client = new Client({ accessKeyId: settings.accessKeyId, accessKeySecret: settings.accessKeySecret, endpoint: settings.endpoint ?? 'https://dysmsapi.aliyuncs.com' });
  }

  async send(message: SmsMessage): Promise<SmsReceipt> {
    try {
      const answer = await this.client.sendSms(
        {
          // Mainland numbers without their +86.
          PhoneNumbers: message.phone.replace(/^\+86/, ''),
          SignName: this.settings.signName,
          TemplateCode: this.settings.templateCode,
          TemplateParam: JSON.stringify({ code: message.code }),
          ...(message.id ? { OutId: message.id } : {}),
        },
        { timeout: 10_000 },
      );
      return { provider: this.name, messageId: answer.BizId ?? null };
    } catch (error) {
      const code = (error as { code?: string }).code ?? 'network';
      if (THROTTLED[code] !== undefined) throw new SmsRefused('throttled', `Alibaba Cloud ${code}`, THROTTLED[code]);
      throw new SmsRefused(NUMBER_ERRORS.has(code) ? 'invalidNumber' : 'unavailable', `Alibaba Cloud ${code}`);
    }
  }
}
