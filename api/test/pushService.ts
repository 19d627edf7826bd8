// A push service on this machine, as a browser's (FCM's, Mozilla's) takes the api's messages:
// an HTTP server that receives each POST, checks its VAPID signature (RFC 8292) and decrypts its
// aes128gcm body (RFC 8291 over RFC 8188) with the key pair and auth secret of the browser the
// test made. Nothing of the api's is used to read a message: what arrives is read as a browser
// would.
import crypto, { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AlertPayload, PushSubscriptionBody } from '@matchday/contracts/alerts/contract';

/** A browser's push subscription: its P-256 key pair and 16-byte auth secret, and its address at the push service. */
export interface TestBrowser {
  endpoint: string;
  ecdh: crypto.ECDH;
  authSecret: Buffer;
  subscription: PushSubscriptionBody;
}

export interface ReceivedPush {
  endpoint: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** What the service answered. */
  status: number;
  /** performance.now() when it arrived. */
  at: number;
}

export interface PushServiceOptions {
  /** What the service answers for an address (201 unless given): 410 for a subscription the browser dropped. */
  statusFor?: (path: string) => number;
}

export async function startPushService(options: PushServiceOptions = {}) {
  const received: ReceivedPush[] = [];
  let origin = '';
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const status = options.statusFor?.(request.url ?? '') ?? 201;
      if (request.method === 'POST') received.push({ endpoint: `${origin}${request.url}`, headers: request.headers, body: Buffer.concat(chunks), status, at: performance.now() });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** A new browser subscribed at this service (`path` chooses how the service answers it). */
  function newBrowser(path = 'push'): TestBrowser {
    const ecdh = crypto.createECDH('prime256v1');
    ecdh.generateKeys();
    const authSecret = crypto.randomBytes(16);
    const endpoint = `${origin}/${path}/${randomUUID()}`;
    return { endpoint, ecdh, authSecret, subscription: { endpoint, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') } } };
  }

  return {
    origin,
    received,
    newBrowser,
    /** The messages that reached this browser. */
    messagesOf: (browser: TestBrowser) => received.filter((message) => message.endpoint === browser.endpoint),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type PushService = Awaited<ReturnType<typeof startPushService>>;

const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) => Buffer.from(crypto.hkdfSync('sha256', ikm, salt, info, length));

/** RFC 8291 §3.4 and RFC 8188 §2: the message's plain text, as the browser reads it. */
export function decryptPush(body: Buffer, browser: TestBrowser): string {
  // The aes128gcm header: salt (16), record size (4), key id length (1), key id (the sender's public key).
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const senderPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (idLength !== 65 || record.length > recordSize) throw new Error(`not one aes128gcm record (key id ${idLength} bytes, record ${record.length} of ${recordSize})`);
  const ecdhSecret = browser.ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.ecdh.getPublicKey(), senderPublic]);
  const ikm = hkdf(browser.authSecret, ecdhSecret, keyInfo, 32);
  const contentKey = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = crypto.createDecipheriv('aes-128-gcm', contentKey, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2, then any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('the record does not end as a last record does');
  return padded.subarray(0, end).toString('utf8');
}

export const alertOf = (message: ReceivedPush, browser: TestBrowser): AlertPayload => JSON.parse(decryptPush(message.body, browser)) as AlertPayload;

/**
 * RFC 8292: `Authorization: vapid t=<JWT>, k=<public key>`, the JWT signed (ES256) by that key,
 * for this push service's origin, expiring within a day, with the site's contact.
 */
export function vapidClaims(message: ReceivedPush): { key: string; aud: string; exp: number; sub: string } {
  const header = String(message.headers.authorization ?? '');
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header);
  if (!match) throw new Error(`not a VAPID authorization: ${header}`);
  const [token, key] = [match[1]!, match[2]!];
  const [head, claims, signature] = token.split('.') as [string, string, string];
  const point = Buffer.from(key, 'base64url');
  const publicKey = crypto.createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  const signed = crypto.verify('sha256', Buffer.from(`${head}.${claims}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!signed) throw new Error('the VAPID token is not signed by its key');
  if ((JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string }).alg !== 'ES256') throw new Error('the VAPID token is not ES256');
  return { key, ...(JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string; exp: number; sub: string }) };
}
