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

/** Stripe's API for Checkout Sessions (create, list): form-encoded requests, JSON answers. */
export async function localStripe(port = 0): Promise<LocalServer & { sessions: Map<string, Record<string, unknown>> }> {
  const sessions = new Map<string, Record<string, unknown>>();
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
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${request.path})` } } };
  }, port);
  return Object.assign(server, { sessions });
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
