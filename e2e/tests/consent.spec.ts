// The user agreement and privacy policy must be accepted before use, and it is remembered.
import { expect, remoteArea, test } from '../support/fixtures';

test.use({ consent: false });

test('a first visit asks for consent; the page cannot be used until both are accepted', async ({ page }) => {
  await page.goto('/match');
  const dialog = page.getByRole('dialog', { name: 'Before you start' });
  await expect(dialog).toBeVisible();
  // The page behind is inert: header and content cannot be reached or used.
  await expect(page.locator('[inert]')).toContainText('Log in/Register');
  await expect(page.locator('[inert] main')).toHaveCount(1);

  await dialog.getByRole('button', { name: 'Agree and continue' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please read and accept the user agreement and privacy policy');
  await dialog.getByLabel('I have read and accept the user agreement').check();
  await dialog.getByLabel('I have read and accept the privacy policy').check();
  await dialog.getByRole('button', { name: 'Agree and continue' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('[inert]')).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'News' }).click();
  await remoteArea(page, 'news');

  await page.reload();
  await remoteArea(page, 'news');
  await expect(page.getByRole('dialog', { name: 'Before you start' })).toHaveCount(0);
});
