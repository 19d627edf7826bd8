// Verification codes' text messages over HTTP: Twilio's delivery status callbacks, accepted only
// with a valid X-Twilio-Signature (the SDK's check over the public address Twilio called and
// its form), and Alibaba Cloud's delivery receipts (its HTTP batch push, which Alibaba signs not:
// accepted only with the site's secret in the address it was given), recorded with the code; and
// customer service's view of a phone's last codes (who sent them and what became of them; never
// the code), to tell a fan why no code arrived.
import crypto from 'node:crypto';
import { ACCOUNT_PATHS } from '@matchday/contracts/accounts/contract';
import { apiRoute } from '@matchday/contracts/http/paths';
import { phoneSchema } from '@matchday/contracts/accounts/schemas';
import type { SmsDelivery } from '@matchday/contracts/accounts/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { guard } from '../../http/guards';
import { route } from '../../http/route';
import { validTwilioSignature } from '../../sms/twilioSender';
import type { AccountsService } from './service';

const FORM_MAX_BYTES = 64 * 1024;

export async function smsRoutes(
  app: FastifyInstance,
  { accounts, twilioAuthToken, alibabaReceiptToken, publicUrl }: { accounts: AccountsService; twilioAuthToken?: string; alibabaReceiptToken?: string; publicUrl: string },
): Promise<void> {
  route(
    app,
    { method: 'GET', path: ACCOUNT_PATHS.opsSms, preHandler: guard(accounts, { role: 'customer_service' }), inputs: { query: z.object({ phone: phoneSchema }) } },
    async (_request, { query }) => {
      const rows = await app.db.query<{
        created_at: Date;
        purpose: string;
        sms_provider: string | null;
        sms_message_id: string | null;
        sms_status: string | null;
        sms_error: string | null;
        sms_status_at: Date | null;
        consumed_at: Date | null;
      }>(
        `SELECT created_at, purpose, sms_provider, sms_message_id, sms_status, sms_error, sms_status_at, consumed_at
         FROM verification_codes WHERE phone = $1 ORDER BY id DESC LIMIT 20`,
        [query.phone],
      );
      const deliveries: SmsDelivery[] = rows.map((row) => ({
        sentAt: new Date(row.created_at).toISOString(),
        purpose: row.purpose,
        provider: row.sms_provider,
        messageId: row.sms_message_id,
        status: row.sms_status,
        error: row.sms_error,
        statusAt: row.sms_status_at ? new Date(row.sms_status_at).toISOString() : null,
        used: row.consumed_at !== null,
      }));
      return ok(deliveries);
    },
  );

  await app.register(async (callbacks) => {
    callbacks.removeAllContentTypeParsers();
    callbacks.addContentTypeParser('*', { parseAs: 'string', bodyLimit: FORM_MAX_BYTES }, (_request, body, done) => done(null, body));
    callbacks.post(apiRoute(ACCOUNT_PATHS.twilioStatus), async (request, reply) => {
      const params = Object.fromEntries(new URLSearchParams(typeof request.body === 'string' ? request.body : ''));
      const signature = request.headers['x-twilio-signature'];
      const url = new URL(ACCOUNT_PATHS.twilioStatus, publicUrl).toString();
      if (!twilioAuthToken || typeof signature !== 'string' || !validTwilioSignature(twilioAuthToken, signature, url, params)) {
        request.log.warn({ messageSid: params.MessageSid }, 'Twilio status callback refused: bad signature');
        return reply.status(403).type('text/plain').send('signature');
      }
      await app.db.query(
        "UPDATE verification_codes SET sms_status = $2, sms_error = $3, sms_status_at = now() WHERE sms_provider = 'twilio' AND sms_message_id = $1",
        [params.MessageSid ?? '', params.MessageStatus ?? null, params.ErrorCode || null],
      );
      return reply.status(204).send();
    });

    // Alibaba Cloud's receipts: a JSON list, each naming our OutId and its BizId, answered `{"code":0}` once kept.
    callbacks.post(apiRoute(ACCOUNT_PATHS.alibabaReceipts), async (request, reply) => {
      const token = new URL(request.url, 'http://receipts').searchParams.get('token') ?? '';
      const expected = alibabaReceiptToken ?? '';
      if (!expected || token.length !== expected.length || !crypto.timingSafeEqual(Buffer.from(token), Buffer.from(expected))) {
        request.log.warn('Alibaba Cloud SMS receipt refused: no or wrong token');
        return reply.status(403).send({ code: 403, msg: 'token' });
      }
      let reports: unknown;
      try {
        reports = JSON.parse(typeof request.body === 'string' ? request.body : '');
      } catch {
        return reply.status(400).send({ code: 400, msg: 'not JSON' });
      }
      for (const report of Array.isArray(reports) ? reports : []) {
        const entry = report as { out_id?: unknown; biz_id?: unknown; success?: unknown; err_code?: unknown; report_time?: unknown };
        const outId = typeof entry.out_id === 'string' && /^\d{1,18}$/.test(entry.out_id) ? entry.out_id : null;
        const bizId = typeof entry.biz_id === 'string' ? entry.biz_id : null;
        if (!outId && !bizId) continue;
        const delivered = entry.success === true || entry.success === 'true';
        // Alibaba Cloud's times are Beijing time ("2026-12-07 18:20:05").
        const at = typeof entry.report_time === 'string' ? new Date(`${entry.report_time.replace(' ', 'T')}+08:00`) : new Date();
        await app.db.query(
          `UPDATE verification_codes SET sms_status = $3, sms_error = $4, sms_status_at = $5
           WHERE sms_provider = 'alibaba' AND (id = $1::bigint OR sms_message_id = $2)`,
          [outId, bizId ?? '', delivered ? 'delivered' : 'undelivered', delivered ? null : String(entry.err_code ?? '').slice(0, 64) || null, Number.isNaN(at.getTime()) ? new Date() : at],
        );
      }
      return reply.send({ code: 0, msg: '成功' });
    });
  });
}
