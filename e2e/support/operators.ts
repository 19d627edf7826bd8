// An operator for a test: a new account given the role by the e2e customer-service session, as
// customer service gives it in /ops?tab=staff.
import type { APIRequestContext, Page } from '@playwright/test';
import { signUp, staffToken } from './accounts';
import { E2E_SHELL } from './site';

export async function newOperator(request: APIRequestContext): Promise<{ token: string; userId: string }> {
  const account = await signUp(request);
  const granted = await request.put(`${E2E_SHELL}/api/ops/users/${account.user.id}/roles`, {
    headers: { token: staffToken(), lan: 'en_US' },
    data: { roles: ['user', 'operator'] },
  });
  const body = (await granted.json()) as { code: number; msg?: string };
  if (body.code !== 0) throw new Error(`the operator role was not given: ${body.msg}`);
  return { token: account.token, userId: account.user.id };
}

/** A page signed in as that operator. */
export async function operatorPage(page: Page, operator: { token: string }): Promise<void> {
  await page.addInitScript((token) => {
    if (!sessionStorage.getItem('e2e-token-planted')) {
      localStorage.setItem('token', token);
      sessionStorage.setItem('e2e-token-planted', '1');
    }
  }, operator.token);
}
