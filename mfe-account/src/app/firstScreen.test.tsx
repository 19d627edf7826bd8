// @vitest-environment node
// The account remote's first screen as the shell's server gets it: the sign-in form, which reads
// nothing and is sent inert (a fan's typing would be lost when the remote takes its place).
import { firstReadsFor, isFormScreen } from '@matchday/shared/firstScreen/firstReads';
import { firstScreenRequest } from '@matchday/shared/testing/firstScreenRequest';
import { renderFirstScreen, routes } from './firstScreen';

describe("the account remote's first screen", () => {
  it('is the sign-in form in the request’s language, with no read, shown inert', async () => {
    expect(routes).toEqual(['login']);
    expect(firstReadsFor('login', { search: '', timeZone: 'UTC' })).toEqual([]);
    expect(isFormScreen('login')).toBe(true);
    expect(isFormScreen('news')).toBe(false);
    const { html } = await renderFirstScreen(firstScreenRequest('login', '/login?mode=password'));
    expect(html).toContain('<h1');
    expect(html).toMatch(/type="password"/);
  });
});
