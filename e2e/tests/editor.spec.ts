// Editors' articles as the people involved use them in the composed site: customer service gives
// a user the editor role in the console; the editor writes an article with an uploaded cover,
// a related match, a heading and an uploaded picture in the body, and publishes it; a fan on a
// phone reads it on /news (both pictures load from the site), comments, replies six times (the
// fifth is refused by the rate limit until the api's clock has moved a minute; the sixth is behind "more": replies open five at a time),
// likes another fan's comment and reports it.
import type { Page } from '@playwright/test';
import { demoPicture } from '../../api/src/domains/dev/demoPictures';
import { RATE_LIMITS } from '../../api/src/limits/rateLimits';
import { signUp, staffToken } from '../support/accounts';
import { personWith } from '../support/people';
import { expect, remoteArea, test } from '../support/fixtures';
import { E2E_SHELL, moveApiClock } from '../support/site';

/** Every picture matched has loaded from the site and has pixels. */
async function expectPicturesShown(page: Page, selector: string, count: number) {
  const pictures = page.locator(selector);
  await expect(pictures).toHaveCount(count);
  for (const picture of await pictures.all()) {
    await expect(picture).toHaveAttribute('src', /^\/api\/media\/[\w-]{22}$/);
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  }
}

test('an editor publishes an article with uploaded pictures; a fan reads it, comments, replies, likes and reports', async ({ page, request, browser }) => {
  test.setTimeout(180_000);
  const title = `Derby notebook ${Date.now()}`;

  // 1. Customer service makes a new user an editor from the console.
  const writer = await signUp(request);
  await page.addInitScript((value) => localStorage.setItem('token', value), staffToken());
  await page.goto('/ops?tab=staff');
  const ops = await remoteArea(page, 'channel');
  await ops.getByTestId('staff-user-id').fill(writer.user.id);
  await ops.getByTestId('staff-find').click();
  await ops.getByRole('checkbox', { name: 'Editor' }).check();
  await ops.getByTestId('staff-save').click();
  await expect(ops.getByTestId('staff-result')).toHaveText(`Roles saved for ${writer.user.username}`);

  // 2. The editor writes the article: title, cover uploaded, a match of today, a body with a heading and a picture.
  const editor = await personWith(browser, writer.token, { width: 1440, height: 1500 });
  await editor.goto('/ops');
  const area = await remoteArea(editor, 'channel');
  await expect(area.getByRole('heading', { level: 1 })).toHaveText('Newsroom');
  await area.getByTestId('article-new').click();
  await area.getByTestId('article-title').fill(title);
  await area.getByTestId('article-cover-file').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: demoPicture('football', 'Cover home', 'Cover away') });
  await expectPicturesShown(editor, '[data-testid="article-cover-preview"]', 1);
  const match = area.getByTestId('article-match-option').first();
  const matchName = (await match.locator('span').first().textContent())!.trim();
  await match.click();
  await expect(area.getByTestId('article-team')).toHaveCount(2);
  const body = area.getByTestId('article-body');
  await body.click();
  await area.getByTestId('tool-h2').click();
  await editor.keyboard.type('What to watch');
  await editor.keyboard.press('Enter');
  await editor.keyboard.type('Both sides arrive in form; the midfield decides it.');
  await area.getByTestId('article-body-image-file').setInputFiles({ name: 'midfield.png', mimeType: 'image/png', buffer: demoPicture('football', 'Body home', 'Body away', 480, 270) });
  await expectPicturesShown(editor, '[data-testid="article-body"] img', 1);
  await expect(body.locator('h2')).toHaveText('What to watch');
  await editor.screenshot({ path: test.info().outputPath('editor-console-desktop.png') });
  await area.getByTestId('article-publish').click();
  await expect(area.getByTestId('article-saved')).toHaveText(`Published: ${title}`);
  const row = area.getByTestId('editor-article').filter({ hasText: title });
  await expect(row.getByTestId('editor-article-status')).toHaveText('Published');
  const articleId = (await row.getAttribute('data-article-id'))!;

  // Another fan has already commented.
  const other = await signUp(request);
  const posted = await request.post(`${E2E_SHELL}/api/comments`, { headers: { token: other.token }, data: { target: 'article', targetId: articleId, text: 'Midfield wins it, as ever.' } });
  expect((await posted.json()).code).toBe(0);

  // 3. A fan on a phone finds it on /news and reads it: both pictures come from the site.
  const fanAccount = await signUp(request);
  const fan = await personWith(browser, fanAccount.token, { width: 390, height: 844 });
  await fan.goto('/news?tab=football');
  let news = await remoteArea(fan, 'news');
  await news.getByTestId('article-card').filter({ hasText: title }).click();
  news = await remoteArea(fan, 'news');
  await expect(news.getByTestId('article-headline')).toHaveText(title);
  await expect(news.getByTestId('article-body').locator('h2')).toHaveText('What to watch');
  await expect(news).toContainText(matchName.split('–')[0]!.trim());
  await expectPicturesShown(fan, '[data-remote-area="news"] img[src^="/api/media/"]', 2);
  await fan.screenshot({ path: test.info().outputPath('article-phone-390.png'), fullPage: true });

  // 4. The fan comments, then replies six times to that comment.
  const thread = news.getByTestId('comment-thread');
  await thread.getByRole('textbox', { name: 'Write a comment' }).fill('Great read before kick-off.');
  await thread.getByRole('button', { name: 'Post' }).click();
  const mine = thread.getByTestId('comment').filter({ hasText: 'Great read before kick-off.' });
  await expect(mine).toBeVisible();
  const form = thread.getByTestId('reply-form');
  const reply = async (index: number) => {
    await mine.getByRole('button', { name: 'Reply' }).click();
    await form.getByRole('textbox', { name: 'Write a reply' }).fill(`Reply number ${index}`);
    await form.getByRole('button', { name: 'Reply' }).click();
  };
  for (let index = 1; index <= 4; index += 1) {
    await reply(index);
    await expect(form).toBeHidden();
  }
  // A member comments at most five times a minute: the fifth reply is refused, its text kept,
  // and goes once the minute is over (the api's clock is moved through the minute).
  await reply(5);
  await expect(form.getByRole('alert')).toHaveText('You are commenting too fast; wait a minute');
  await expect(form.getByRole('textbox', { name: 'Write a reply' })).toHaveValue('Reply number 5');
  await moveApiClock(RATE_LIMITS.commentsPerMember.windowMs / 1000 + 1);
  await form.getByRole('button', { name: 'Reply' }).click();
  await expect(form).toBeHidden();
  await reply(6);
  await expect(form).toBeHidden();
  const conversation = thread.locator('li').filter({ hasText: 'Great read before kick-off.' });
  // Each reply stayed in sight once posted (the thread opened on the first), in order.
  await expect(conversation.getByTestId('comment-text').filter({ hasText: /^Reply number \d$/ })).toHaveText([1, 2, 3, 4, 5, 6].map((index) => `Reply number ${index}`));
  await expect(conversation.getByTestId('more-replies')).toHaveCount(0);
  // Read again, the thread is collapsed and opens five at a time.
  await fan.reload();
  await expect(conversation.getByTestId('more-replies')).toHaveText('Show 6 replies');
  await conversation.getByTestId('more-replies').click();
  await expect(conversation.getByTestId('comment-text').filter({ hasText: /^Reply number \d$/ })).toHaveCount(5);
  await expect(conversation.getByText('Reply number 6')).toHaveCount(0);
  await expect(conversation.getByTestId('more-replies')).toHaveText('More replies (1)');
  await conversation.getByTestId('more-replies').click();
  await expect(conversation.getByText('Reply number 6')).toBeVisible();

  // 5. The fan likes the other fan's comment and reports it.
  const theirs = thread.getByTestId('comment').filter({ hasText: 'Midfield wins it, as ever.' });
  await theirs.getByTestId('comment-like').click();
  await expect(theirs.getByTestId('comment-like')).toHaveText('Like · 1');
  await expect(theirs.getByTestId('comment-like')).toHaveAttribute('aria-pressed', 'true');
  await theirs.getByRole('button', { name: 'Report' }).click();
  await fan.getByRole('menuitem', { name: 'Spam or advertising' }).click();
  await expect(theirs.getByRole('status')).toHaveText('Report received and will be handled as soon as possible');
});
