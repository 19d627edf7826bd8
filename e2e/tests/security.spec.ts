// The site's pages and api answers as a browser receives them: a strict Content-Security-Policy
// on every page (scripts from the site and the release's remotes only), the protecting headers,
// and an injected inline script that does not run.
import { E2E_REMOTES } from '../support/site';
import { expect, remoteArea, test } from '../support/fixtures';

const print = (title: string, headers: Record<string, string>) =>
  console.log(`${title}\n${Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`).join('\n')}`);

test("the shell's pages carry a strict policy naming the release's remotes", async ({ page }) => {
  const answer = await page.goto('/');
  const headers = answer!.headers();
  print('headers of /', headers);
  const policy = headers['content-security-policy']!;
  const scriptSources = policy.split('; ').find((directive) => directive.startsWith('script-src '))!.split(' ');
  expect(scriptSources).not.toContain("'unsafe-inline'");
  expect(policy).not.toContain('unsafe-eval');
  for (const origin of Object.values(E2E_REMOTES)) expect(scriptSources).toContain(origin);
  expect(policy).toContain("frame-ancestors 'none'");
  expect(headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY', 'referrer-policy': 'strict-origin-when-cross-origin', 'cross-origin-opener-policy': 'same-origin' });
  await remoteArea(page, 'scores');
  // Two answers never share a nonce.
  const again = await page.request.get('/');
  expect(again.headers()['content-security-policy']).not.toBe(policy);
});

test('an api answer carries its own security headers', async ({ page }) => {
  const answer = await page.request.get('/api/sports/competitions');
  const headers = answer.headers();
  print('headers of /api/sports/competitions', headers);
  expect(headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer', 'cross-origin-resource-policy': 'same-site' });
  expect(headers['content-security-policy']).toContain("default-src 'none'");
  expect(headers['access-control-allow-origin']).toBeUndefined();
});

test('a script injected into the page does not run', async ({ browser }) => {
  // A page of its own, outside the fixture that fails on any violation: this one is expected.
  const context = await browser.newContext();
  const page = await context.newPage();
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('/');
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.head.append(script);
    const handler = document.createElement('img');
    handler.setAttribute('onerror', 'window.injected = true');
    // The image's error event has fired (its inline handler had its chance) once this listener hears it.
    const failed = new Promise((resolve) => handler.addEventListener('error', resolve, { once: true }));
    handler.src = 'data:,broken';
    document.body.append(handler);
    await failed;
    return (window as { injected?: boolean }).injected ?? false;
  });
  expect(ran).toBe(false);
  expect(violations.length).toBeGreaterThanOrEqual(1);
  await context.close();
});
