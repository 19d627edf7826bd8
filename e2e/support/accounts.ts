// Real accounts for tests: a code is requested through the site's origin, read from the api's
// development SMS inbox, and exchanged for a token, exactly as a person would sign in.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type { SignInResponse } from '../../shared/src/api/types';
import { returningVisitor, remoteArea } from './fixtures';
import { E2E_SHELL, E2E_STAFF_PHONE } from './site';

let counter = 0;
/** A mainland-China mobile number no earlier test run used. */
export function uniquePhone(): string {
  counter += 1;
  const stamp = String(Date.now() % 1_000_000).padStart(6, '0');
  return `+86137${stamp.slice(-4)}${String(counter).padStart(4, '0')}`;
}

export async function latestCode(request: APIRequestContext, phone: string): Promise<string> {
  const inbox = await request.get(`${E2E_SHELL}/api/dev/sms?phone=${encodeURIComponent(phone)}`);
  const body = (await inbox.json()) as { data: { messages: { code: string }[] } };
  const code = body.data.messages[0]?.code;
  if (!code) throw new Error(`no code was sent to ${phone}`);
  return code;
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

/** A page of its own (another person's browser, by default a desktop's), signed in with `token`. */
export async function personWith(browser: Browser, token: string, viewport = { width: 1280, height: 720 }): Promise<Page> {
  const context = await browser.newContext({ viewport, ...(viewport.width < 600 ? { isMobile: true, hasTouch: true } : {}) });
  await returningVisitor(context);
  await context.addInitScript((value) => localStorage.setItem('token', value), token);
  return context.newPage();
}

/** Customer service's console (`/ops?tab=<tab>`) in a browser of its own, signed in as the e2e staff account. */
export async function staffConsole(browser: Browser, request: APIRequestContext, tab: string) {
  const staff = await signUp(request, E2E_STAFF_PHONE);
  const page = await personWith(browser, staff.token);
  await page.goto(`/ops?tab=${tab}`);
  return { page, area: await remoteArea(page, 'channel'), token: staff.token };
}
