// Signed-in people for the load runs: a phone signs in by code through the development inbox,
// as the README's own walk-through does.
import type { SignInResponse } from '@matchday/contracts/accounts/contract';

let counter = 0;
/** A fresh mainland-China mobile number. */
export function freshPhone(): string {
  counter += 1;
  return `+86137${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}${String((Date.now() + counter) % 100000).padStart(5, '0')}`;
}

export async function call<T>(base: string, method: string, path: string, options: { token?: string; body?: unknown; key?: string } = {}): Promise<{ status: number; code: number; data: T; msg?: string }> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { token: options.token } : {}),
      ...(options.key ? { 'idempotency-key': options.key } : {}),
      lan: 'en_US',
    },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  let envelope: { code?: number; data?: T; msg?: string } = {};
  try {
    envelope = JSON.parse(text);
  } catch {
    // nginx's own page (a 502 while no replica answers)
  }
  return { status: response.status, code: envelope.code ?? -1, data: envelope.data as T, msg: envelope.msg };
}

/** Signs a new phone in; retried while the site is away (a fault being tried). */
export async function signIn(base: string, phone = freshPhone()): Promise<SignInResponse & { phone: string }> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    try {
      if (attempt === 0 || attempt % 5 === 0) await call(base, 'POST', '/api/auth/codes', { body: { phone } });
      // The development inbox is the process's that sent the code: the edge may ask the other one first.
      let code: string | undefined;
      for (let read = 0; read < 6 && !code; read += 1)
        code = (await call<{ messages: { code: string }[] }>(base, 'GET', `/api/dev/sms?phone=${encodeURIComponent(phone)}`)).data?.messages?.[0]?.code;
      if (!code) continue;
      const signed = await call<SignInResponse>(base, 'POST', '/api/auth/sign-in', { body: { phone, code } });
      if (signed.code === 0) return { ...signed.data, phone };
    } catch {
      // away for a moment
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`could not sign ${phone} in`);
}
