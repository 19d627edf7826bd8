// A person's account in the composed site: registering with a code from the development inbox,
// a password, logging out and in, the profile and avatar, coins, inviting a friend (both
// rewarded, the balance moving live in every open tab), and the messages that stop bad input.
import type { Page } from '@playwright/test';
import { latestCode, uniquePhone } from '../support/accounts';
import { E2E_SHELL } from '../support/site';
import { expect, remoteArea, returningVisitor, test } from '../support/fixtures';

const PASSWORD = 'Goal2026kick';
// A 1×1 PNG, whole and valid: the api decodes every upload (and refuses a broken one).
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000970485973000003e8000003e801b57b526b0000000d49444154089963f8dfc1f01f00069802875fe2980d0000000049454e44ae426082',
  'hex',
);

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

async function registerWithCode(page: Page, phone: string) {
  await page.getByTestId('login-phone').fill(phone);
  await page.getByTestId('login-code-send').click();
  await expect(page.getByTestId('login-code-send')).toContainText(/\d+ s/);
  const code = await latestCode(page.request, phone);
  await page.getByTestId('login-code-input').fill(code);
  await page.getByRole('checkbox', { name: /user agreement/ }).check();
  await page.getByTestId('login-submit').click();
  await expect(toast(page, 'Login successful')).toBeVisible();
}

test('a fan registers, sets a password, logs out and in, edits the profile, and invites a friend', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const phone = uniquePhone();

  // Log in/Register from a page brings the visitor back to it.
  await page.goto('/news');
  await remoteArea(page, 'news');
  await page.getByRole('link', { name: 'Log in/Register' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fnews/);
  await remoteArea(page, 'account');
  await registerWithCode(page, phone);
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.getByTestId('coin-balance')).toHaveText('100');

  // A new account has no password: the user area asks for one.
  await page.goto('/user');
  await expect(page.getByTestId('set-password-prompt')).toContainText('Please set a password');
  await page.goto('/user/security');
  const passwordForm = page.getByTestId('password-form');
  await passwordForm.getByTestId('password-new').fill(PASSWORD);
  await passwordForm.getByTestId('password-confirm').fill(PASSWORD);
  await passwordForm.getByTestId('password-submit').click();
  await expect(toast(page, 'Saved successfully')).toBeVisible();
  await expect(passwordForm.getByTestId('password-current')).toBeVisible();

  // Log out: the header is a visitor's again.
  await page.goto('/user/settings');
  await page.getByTestId('log-out').click();
  await expect(page.getByRole('link', { name: 'Log in/Register' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // Log in with the password.
  await page.goto('/login?mode=password');
  await remoteArea(page, 'account');
  await page.getByTestId('login-phone').fill(phone);
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByRole('checkbox', { name: /user agreement/ }).check();
  await page.getByTestId('login-submit').click();
  await expect(toast(page, 'Login successful')).toBeVisible();
  await expect(page.getByTestId('coin-balance')).toHaveText('100');

  // Profile: username, signature, avatar with a preview before it is uploaded.
  const username = `Striker${phone.slice(-6)}`;
  await page.goto('/user/profile');
  await page.getByTestId('profile-username').fill(username);
  await page.getByTestId('profile-signature').fill('Forza, every match');
  await page.getByTestId('profile-save').click();
  await expect(toast(page, 'Saved successfully')).toBeVisible();
  await page.getByTestId('avatar-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('avatar-preview').locator('img')).toHaveAttribute('src', /^blob:/);
  await page.getByTestId('avatar-upload').click();
  await expect(toast(page, 'Upload succeeded')).toBeVisible();
  await expect(page.getByRole('link', { name: 'My account' }).locator('img')).toHaveAttribute('src', /\/api\/avatars\/\d+\?v=1/);
  await page.goto('/user');
  await expect(page.getByTestId('overview-username')).toHaveText(username);
  await page.screenshot({ path: 'test-results/screens/account_user.png', fullPage: true });

  // The sign-up bonus is in the coin history.
  await page.goto('/user/coins');
  await expect(page.getByTestId('coin-history').locator('[data-kind="signup_bonus"]')).toContainText('+100');

  // Copy the invite link.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: E2E_SHELL });
  await page.goto('/user/invite');
  const link = await page.getByTestId('invite-link').inputValue();
  expect(link).toMatch(new RegExp(`^${E2E_SHELL}/invite\\?code=[A-Z0-9]{8}$`));
  await page.getByTestId('invite-link-copy').click();
  await expect(toast(page, 'Copied to clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  // A second tab of the same user follows the balance live.
  const secondTab = await page.context().newPage();
  await secondTab.goto('/user/coins');
  await expect(secondTab.getByTestId('account-balance')).toContainText('100');

  // A friend opens the link and registers through it: both get the reward.
  const friendContext = await browser.newContext({ baseURL: E2E_SHELL });
  await returningVisitor(friendContext);
  const friend = await friendContext.newPage();
  await friend.goto(link);
  await remoteArea(friend, 'account');
  await friend.getByTestId('invite-accept').click();
  await remoteArea(friend, 'account');
  await expect(friend.getByTestId('login-invite')).toHaveValue(link.slice(-8));
  await registerWithCode(friend, uniquePhone());
  await expect(friend).toHaveURL(/\/user\/coins$/);
  await expect(friend.getByTestId('coin-balance')).toHaveText('150');
  await expect(friend.getByTestId('coin-history').locator('[data-kind="invitation_reward"]')).toContainText('+50');

  // The inviter's balance moves without a reload, in both tabs, and the record lists the friend.
  await expect(page.getByTestId('coin-balance')).toHaveText('150');
  await expect(secondTab.getByTestId('coin-balance')).toHaveText('150');
  await expect(secondTab.getByTestId('account-balance')).toContainText('150');
  await expect(secondTab.getByTestId('coin-history').locator('[data-kind="invitation_reward"]')).toContainText('+50');
  await page.reload();
  await expect(page.getByTestId('invitation-record')).toContainText('1 friend joined, 50 coins earned');
  await page.screenshot({ path: 'test-results/screens/account_invite.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/user/coins');
  await expect(page.getByTestId('coin-history').locator('[data-kind="invitation_reward"]')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/phone_account_coins.png', fullPage: true });
  await friendContext.close();
});

test.describe('bad input is refused with its message and changes nothing', () => {
  test('a malformed phone', async ({ page }) => {
    await page.goto('/login');
    await remoteArea(page, 'account');
    await page.getByTestId('login-phone').fill('12345');
    await page.getByTestId('login-code-send').click();
    await expect(page.getByText('Phone number is not in a standard format')).toBeVisible();
    await expect(page.getByTestId('login-code-send')).toHaveText('Send code');
    await expect(page.getByTestId('login-phone')).toHaveValue('12345');
  });

  test('a wrong code', async ({ page }) => {
    const phone = uniquePhone();
    await page.goto('/login');
    await remoteArea(page, 'account');
    await page.getByTestId('login-phone').fill(phone);
    await page.getByTestId('login-code-send').click();
    const code = await latestCode(page.request, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByTestId('login-code-input').fill(wrong);
    await page.getByRole('checkbox', { name: /user agreement/ }).check();
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('login-error')).toHaveText('The verification code is wrong or has expired');
    await expect(page.getByTestId('login-code-input')).toHaveValue(wrong);
    await expect(page.getByRole('link', { name: 'Log in/Register' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    // No account was made: the right code still registers the phone now.
    await page.getByTestId('login-code-input').fill(code);
    await page.getByTestId('login-submit').click();
    await expect(page.getByText('Login successful')).toBeVisible();
    await expect(page.getByTestId('coin-balance')).toHaveText('100');
  });

  test('a weak password', async ({ page }) => {
    const phone = uniquePhone();
    await page.goto('/login?redirect=%2Fuser%2Fsecurity');
    await remoteArea(page, 'account');
    await registerWithCode(page, phone);
    await expect(page).toHaveURL(/\/user\/security$/);
    const form = page.getByTestId('password-form');
    for (const [weak, message] of <[string, string][]>[
      ['short1', 'Password must be at least 8 characters'],
      ['onlyletters', 'Password must combine letters and digits'],
      ['password1', 'This password is too common, please choose another'],
    ]) {
      await form.getByTestId('password-new').fill(weak);
      await form.getByTestId('password-confirm').fill(weak);
      await form.getByTestId('password-submit').click();
      await expect(form.getByText(message)).toBeVisible();
    }
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const me = await page.request.get(`${E2E_SHELL}/api/users/me`, { headers: { token: token! } });
    expect((await me.json()).data.user.passwordSet).toBe(false);
  });
});

test('feedback is sent and thanked, from a visitor', async ({ page }) => {
  await page.goto('/feedback');
  await remoteArea(page, 'account');
  await page.getByTestId('feedback-submit').click();
  await expect(page.getByText('Please describe your feedback')).toBeVisible();
  await page.getByTestId('feedback-category').click();
  await page.getByRole('option', { name: 'Suggestion' }).click();
  await page.getByTestId('feedback-content').fill('Show the corner count in the text live');
  await page.getByTestId('feedback-submit').click();
  await expect(page.getByTestId('feedback-sent')).toHaveText('Submitted successfully, thank you for your feedback');
});
