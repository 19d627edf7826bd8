// Real accounts for tests: a code is requested through the site's origin, read from the api's
// development SMS inbox, and exchanged for a token, exactly as a person would sign in.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { SignInResponse } from '@matchday/contracts/accounts/contract';
import { E2E_SHELL } from './site';

let counter = 0;
/** A mainland-China mobile number no earlier test run used. */
export function uniquePhone(): string {
  counter += 1;
  const stamp = String(Date.now() % 1_000_000).padStart(6, '0');
  return `+86137${stamp.slice(-4)}${String(counter).padStart(4, '0')}`;
}

/** The last code the api sent to `phone`, once it has sent one (a click on "Send code" answers before the test reads). */
export async function latestCode(request: APIRequestContext, phone: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const inbox = await request.get(`${E2E_SHELL}/api/dev/sms?phone=${encodeURIComponent(phone)}`);
        code = ((await inbox.json()) as { data: { messages: { code: string }[] } }).data.messages[0]?.code;
        return code ?? null;
      },
      { message: `a code sent to ${phone}`, timeout: 15_000 },
    )
    .not.toBeNull();
  return code!;
}

export async function signUp(request: APIRequestContext, phone = uniquePhone(), extra: Record<string, string> = {}): Promise<SignInResponse & { phone: string }> {
  const sent = await request.post(`${E2E_SHELL}/api/auth/codes`, { data: { phone } });
  if ((await sent.json()).code !== 0) throw new Error(`code not sent: ${await sent.text()}`);
  const signedIn = await request.post(`${E2E_SHELL}/api/auth/sign-in`, { data: { phone, code: await latestCode(request, phone), ...extra } });
  const body = (await signedIn.json()) as { code: number; data: SignInResponse };
  if (body.code !== 0) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return { ...body.data, phone };
}

/** The page starts signed in as a new user (the token in local storage, as the site keeps it). */
export async function signedInPage(page: Page, request: APIRequestContext) {
  const account = await signUp(request);
  await page.addInitScript((token) => {
    if (!sessionStorage.getItem('e2e-token-planted')) {
      localStorage.setItem('token', token);
      sessionStorage.setItem('e2e-token-planted', '1');
    }
  }, account.token);
  return account;
}

/**
 * The e2e staff account's token, signed in once per run by the global setup (a phone gets one
 * code a minute: the specs that need customer service share this session).
 */
export function staffToken(): string {
  const token = process.env.E2E_STAFF_TOKEN;
  if (!token) throw new Error('no staff session: the global setup signs the staff phone in (e2e/support/globalSetup.ts)');
  return token;
}
