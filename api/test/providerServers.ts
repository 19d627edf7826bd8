// Local stand-ins for the payment providers' APIs, answering as their documentation says, for
// tests that drive the real SDKs (there is no internet here). Each records what it was sent.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface LocalServer {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
  /** Holds every answer from now until the returned release is called (a provider that does not answer yet). */
  hold(): () => void;
  /** Answers only after this long (a slow provider, for the benches; tests hold instead). */
  delay(ms: number): void;
  /** Requests received and not yet answered. */
  readonly waiting: number;
}

async function serve(answer: (request: RecordedRequest) => { status: number; body: unknown }, port = 0): Promise<LocalServer> {
  const requests: RecordedRequest[] = [];
  let gate: Promise<void> = Promise.resolve();
  let delayMs = 0;
  let waiting = 0;
  const server = http.createServer((incoming, outgoing) => {
    let body = '';
    incoming.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    incoming.on('end', () => {
      const request = { method: incoming.method ?? '', path: incoming.url ?? '', headers: incoming.headers, body };
      requests.push(request);
      waiting += 1;
      const held = gate;
      void held
        .then(() => (delayMs > 0 ? new Promise((resolve) => setTimeout(resolve, delayMs)) : undefined))
        .then(() => {
          waiting -= 1;
          const { status, body: reply } = answer(request);
          outgoing.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${crypto.randomUUID()}` });
          outgoing.end(JSON.stringify(reply));
        });
    });
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
    hold() {
      let release!: () => void;
      gate = new Promise<void>((resolve) => (release = resolve));
      return release;
    },
    delay(ms: number) {
      delayMs = ms;
    },
    get waiting() {
      return waiting;
    },
  };
}

/** Stripe's API for Checkout Sessions (create, list), Refunds (create once per idempotency key, list) and Disputes (list): form-encoded requests, JSON answers. */
export async function localStripe(port = 0): Promise<LocalServer & { sessions: Map<string, Record<string, unknown>>; refunds: Record<string, unknown>[]; disputes: Record<string, unknown>[] }> {
  const sessions = new Map<string, Record<string, unknown>>();
  const refunds: Record<string, unknown>[] = [];
  const refundsByKey = new Map<string, Record<string, unknown>>();
  const disputes: Record<string, unknown>[] = [];
  const server = await serve((request) => {
    if (request.method === 'POST' && request.path === '/v1/checkout/sessions') {
      const form = new URLSearchParams(request.body);
      const id = `cs_test_${crypto.randomBytes(12).toString('hex')}`;
      const session = {
        id,
        object: 'checkout.session',
        mode: form.get('mode'),
        amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
        currency: form.get('line_items[0][price_data][currency]'),
        client_reference_id: form.get('client_reference_id'),
        metadata: { topUpId: form.get('metadata[topUpId]') },
        payment_status: 'unpaid',
        payment_intent: null,
        status: 'open',
        created: Math.floor(Date.now() / 1000),
        expires_at: Number(form.get('expires_at')),
        success_url: form.get('success_url'),
        url: `https://checkout.stripe.test/c/pay/${id}`,
      };
      sessions.set(id, session);
      return { status: 200, body: session };
    }
    if (request.method === 'GET' && request.path.startsWith('/v1/checkout/sessions'))
      return { status: 200, body: { object: 'list', data: [...sessions.values()].reverse(), has_more: false, url: '/v1/checkout/sessions' } };
    if (request.method === 'POST' && request.path === '/v1/refunds') {
      // An idempotency key seen before gets the first answer (Stripe keeps keys for 24 hours).
      const key = String(request.headers['idempotency-key'] ?? '');
      const known = refundsByKey.get(key);
      if (known) return { status: 200, body: known };
      const form = new URLSearchParams(request.body);
      const intent = form.get('payment_intent') ?? '';
      const paid = [...sessions.values()].find((session) => session.payment_intent === intent && session.payment_status === 'paid');
      if (!paid) return { status: 400, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${intent}'` } } };
      const already = refunds.filter((refund) => refund.payment_intent === intent).reduce((sum, refund) => sum + Number(refund.amount), 0);
      const amount = Number(form.get('amount') ?? Number(paid.amount_total) - already);
      if (already + amount > Number(paid.amount_total))
        return { status: 400, body: { error: { type: 'invalid_request_error', code: 'charge_already_refunded', message: 'Charge has already been refunded.' } } };
      const refund = { id: `re_${crypto.randomBytes(10).toString('hex')}`, object: 'refund', amount, currency: paid.currency, payment_intent: intent, status: 'succeeded', reason: form.get('reason'), created: Math.floor(Date.now() / 1000), metadata: { matchdayRefund: form.get('metadata[matchdayRefund]') } };
      refunds.push(refund);
      refundsByKey.set(key, refund);
      return { status: 200, body: refund };
    }
    if (request.method === 'GET' && request.path.startsWith('/v1/refunds')) return { status: 200, body: { object: 'list', data: [...refunds].reverse(), has_more: false, url: '/v1/refunds' } };
    if (request.method === 'GET' && request.path.startsWith('/v1/disputes')) return { status: 200, body: { object: 'list', data: [...disputes].reverse(), has_more: false, url: '/v1/disputes' } };
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${request.path})` } } };
  }, port);
  return Object.assign(server, { sessions, refunds, disputes });
}

/** A key pair as Alipay's console gives one (PKCS#8 private, SPKI public, PEM). */
export function rsaKeys(): { privateKey: string; publicKey: string } {
  return crypto.generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
}

/** Alipay's RSA2 signature of a notification: its parameters but sign and sign_type, sorted, joined as key=value&… */
export function alipaySign(params: Record<string, string>, privateKey: string): string {
  const content = Object.keys(params)
    .filter((key) => key !== 'sign' && key !== 'sign_type' && params[key] !== '')
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');
  return crypto.createSign('RSA-SHA256').update(content, 'utf8').sign(privateKey, 'base64');
}

/** A scripted answer, or the provider's usual one when the script is empty. */
type Script = { status: number; body: unknown }[];

/** Twilio's Messages API: form posts, JSON answers; errors as Twilio's error JSON. `script` answers first. */
export async function localTwilio(): Promise<LocalServer & { script: Script }> {
  const script: Script = [];
  const server = await serve((request) => {
    const next = script.shift();
    if (next) return next;
    const match = /^\/2010-04-01\/Accounts\/(\w+)\/Messages\.json$/.exec(request.path);
    if (request.method !== 'POST' || !match) return { status: 404, body: { code: 20404, message: 'The requested resource was not found', status: 404 } };
    const form = new URLSearchParams(request.body);
    return {
      status: 201,
      body: { sid: `SM${crypto.randomBytes(16).toString('hex')}`, account_sid: match[1], to: form.get('To'), from: form.get('From'), body: form.get('Body'), status: 'queued', num_segments: '1' },
    };
  });
  return Object.assign(server, { script });
}

/** Alibaba Cloud's SMS API (an RPC: signed query parameters, a JSON answer with a Code). */
export async function localAlibabaSms(): Promise<LocalServer & { script: Script }> {
  const script: Script = [];
  const server = await serve((request) => {
    const next = script.shift();
    if (next) return next;
    const query = new URL(request.path, 'http://local').searchParams;
    if (query.get('Action') !== 'SendSms') return { status: 404, body: { Code: 'InvalidAction.NotFound', Message: 'Specified api is not found' } };
    return { status: 200, body: { Code: 'OK', Message: 'OK', BizId: `${Date.now()}^0`, RequestId: crypto.randomUUID() } };
  });
  return Object.assign(server, { script });
}

/** A checkout session as Stripe holds it once paid. */
export const paidSession = (session: Record<string, unknown>, overrides: Record<string, unknown> = {}) => ({
  ...session,
  payment_status: 'paid',
  status: 'complete',
  payment_intent: `pi_${String(session.id)}`,
  ...overrides,
});

/** An event as Stripe sends it to a webhook, signed with the webhook's secret by Stripe's own test helper (a live site's events are `livemode`). */
export function signedStripeEvent(type: string, object: Record<string, unknown>, secret: string, id = `evt_${crypto.randomBytes(8).toString('hex')}`, livemode = false) {
  const payload = JSON.stringify({ id, object: 'event', type, api_version: '2025-01-01', created: Math.floor(Date.now() / 1000), livemode, data: { object } });
  return { id, payload, signature: new Stripe('sk_test_signer').webhooks.generateTestHeaderString({ payload, secret }) };
}

/**
 * Alipay's gateway for the calls the api makes (alipay.trade.refund, alipay.trade.query): the
 * method in the address, `biz_content` in the form; answers signed with Alipay's key over the
 * response's text, as Alipay signs them. A refund is made once per `out_request_no` (asked again,
 * the same answer); `refund_fee` is the trade's refunded total.
 */
export async function localAlipay(alipayPrivateKey: string): Promise<LocalServer & { trades: Map<string, { total: number; refunded: number }> }> {
  const trades = new Map<string, { total: number; refunded: number }>();
  const refunds = new Map<string, Record<string, string>>();
  const yuan = (fen: number) => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
  const fen = (value: string) => Math.round(Number(value) * 100);
  const signedAnswer = (key: string, inner: Record<string, string>) => {
    const text = JSON.stringify(inner);
    return `{"${key}":${text},"sign":"${crypto.createSign('RSA-SHA256').update(text, 'utf8').sign(alipayPrivateKey, 'base64')}"}`;
  };
  const requests: RecordedRequest[] = [];
  const server = http.createServer((incoming, outgoing) => {
    let body = '';
    incoming.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    incoming.on('end', () => {
      requests.push({ method: incoming.method ?? '', path: incoming.url ?? '', headers: incoming.headers, body });
      const method = new URL(incoming.url ?? '/', 'http://local').searchParams.get('method') ?? '';
      const biz = JSON.parse(new URLSearchParams(body).get('biz_content') ?? '{}') as Record<string, string>;
      const trade = trades.get(biz.out_trade_no ?? '');
      let text: string;
      if (method === 'alipay.trade.refund') {
        const known = refunds.get(biz.out_request_no ?? '');
        if (known) text = signedAnswer('alipay_trade_refund_response', known);
        else if (!trade) text = signedAnswer('alipay_trade_refund_response', { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_NOT_EXIST', sub_msg: '交易不存在' });
        else if (trade.refunded + fen(biz.refund_amount ?? '0') > trade.total)
          text = signedAnswer('alipay_trade_refund_response', { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', sub_msg: '退款金额超限' });
        else {
          trade.refunded += fen(biz.refund_amount ?? '0');
          const answer = { code: '10000', msg: 'Success', out_trade_no: biz.out_trade_no!, fund_change: 'Y', refund_fee: yuan(trade.refunded) };
          refunds.set(biz.out_request_no!, answer);
          text = signedAnswer('alipay_trade_refund_response', answer);
        }
      } else if (method === 'alipay.trade.query')
        text = trade
          ? signedAnswer('alipay_trade_query_response', { code: '10000', msg: 'Success', out_trade_no: biz.out_trade_no!, trade_no: `T${biz.out_trade_no}`, trade_status: trade.refunded >= trade.total ? 'TRADE_CLOSED' : 'TRADE_SUCCESS', total_amount: yuan(trade.total), send_pay_date: '2026-12-07 20:00:00' })
          : signedAnswer('alipay_trade_query_response', { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_NOT_EXIST', sub_msg: '交易不存在' });
      else text = JSON.stringify({ error_response: { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-method' } });
      outgoing.writeHead(200, { 'content-type': 'application/json;charset=utf-8' });
      outgoing.end(text);
    });
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/gateway.do`,
    requests,
    trades,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
    hold: () => () => undefined,
    delay: () => undefined,
    waiting: 0,
  };
}
