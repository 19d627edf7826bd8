import { MEDIA_PATHS } from '@matchday/contracts/media/contract';
import { type Article, type ArticleSummary, NEWS_PATHS } from '@matchday/contracts/news/contract';
import { SPORTS_PATHS } from '@matchday/contracts/sports/contract';
import type { Role } from '@matchday/contracts/accounts/contract';
import { signIn } from '@matchday/shared/stores/sessionStore';
import { matchSummary } from '@matchday/contracts/testing/sportsFixtures';
import { answer, httpCalls, refusal, resetHttp } from '@matchday/shared/testing/mockHttp';
import { renderRemotePage } from '@matchday/ui/testing/renderRemotePage';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { remoteDefinition } from '../../../app/definition';

vi.mock('@matchday/shared/http/http', async () => ({ http: (await import('@matchday/shared/testing/mockHttp')).mockedHttp }));

const summary = (id: string, title: string, status: ArticleSummary['status']): ArticleSummary => ({
  id,
  kind: 'editorial',
  sport: 'football',
  title,
  coverUrl: null,
  status,
  publishedAt: status === 'draft' ? null : '2026-11-20T12:00:00Z',
  match: null,
});
const ARTICLES = [summary('7', 'Derby preview', 'draft'), summary('8', 'Title race', 'published'), summary('9', 'Old rumour', 'withdrawn')];
const full = (article: ArticleSummary): Article => ({ ...article, facts: null, bodyHtml: '<p>The derby is on.</p>', teamIds: [] });
const MATCH = matchSummary({ id: '900', home: { id: '31', name: 'Northbridge Rovers', shortName: 'NBR' }, away: { id: '32', name: 'Eastport Athletic', shortName: 'EPA' } });
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

function as(...roles: Role[]) {
  signIn('token', { id: '5', username: 'editor', avatarUrl: null, roles: ['user', ...roles] }, 100);
}

beforeEach(() => {
  resetHttp();
  httpCalls.get.mockImplementation((path: string) => {
    if (path === NEWS_PATHS.opsArticles) return answer({ items: ARTICLES, next: null });
    if (path === '/api/ops/articles/7') return answer(full(ARTICLES[0]!));
    if (path === SPORTS_PATHS.matches) return answer({ items: [MATCH], page: 1, pageSize: 200, total: 1 });
    return Promise.reject(new Error(path));
  });
});

describe("the editors' console", () => {
  it('shows an editor only the articles, every status, and publishes and withdraws from the list', async () => {
    as('editor');
    httpCalls.post.mockImplementation((path: string, body: { status: string }) => answer({ ...full(ARTICLES[0]!), status: body.status }));
    await renderRemotePage(remoteDefinition, '/ops?tab=articles');
    // Theirs is the console's one section: no tabs to choose from.
    expect(screen.queryAllByRole('tab')).toEqual([]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Newsroom');
    const rows = await screen.findAllByTestId('editor-article');
    expect(rows.map((row) => within(row).getByTestId('editor-article-status').textContent)).toEqual(['Draft', 'Published', 'Withdrawn']);
    expect(within(rows[2]!).getByTestId('editor-article-publish')).toBeInTheDocument();
    await userEvent.click(within(rows[0]!).getByTestId('editor-article-publish'));
    expect(httpCalls.post).toHaveBeenCalledWith('/api/ops/articles/7/status', { status: 'published' }, expect.anything());
    // The list is read again after each change.
    await waitFor(() => expect(httpCalls.get).toHaveBeenCalledTimes(2));
    await userEvent.click(within((await screen.findAllByTestId('editor-article'))[1]!).getByTestId('editor-article-withdraw'));
    expect(httpCalls.post).toHaveBeenCalledWith('/api/ops/articles/8/status', { status: 'withdrawn' }, expect.anything());
  });

  it('gives customer service the articles beside their own sections', async () => {
    as('customer_service');
    await renderRemotePage(remoteDefinition, '/ops?tab=articles');
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toContain('Articles');
    expect(tabs).toContain('Reports');
    expect(await screen.findAllByTestId('editor-article')).toHaveLength(3);
  });

  it('gives other staff none of it', async () => {
    as('expert');
    await renderRemotePage(remoteDefinition, '/ops?tab=articles');
    expect(screen.queryAllByRole('tab')).toEqual([]);
    expect(screen.queryByTestId('articles-console')).toBeNull();
    expect(httpCalls.get).not.toHaveBeenCalled();
  });

  it('checks a new article with the shared rules, in the reader’s words, and sends nothing until it passes', async () => {
    as('editor');
    await renderRemotePage(remoteDefinition, '/ops?tab=articles');
    await userEvent.click(await screen.findByTestId('article-new'));
    // The text editor is loaded when a form opens; its error shows once it is there (a busy machine loads it late).
    await screen.findByTestId('article-body', {}, { timeout: 10_000 });
    await userEvent.type(await screen.findByTestId('article-cover-url'), 'http://plain.example/cover.png');
    await userEvent.click(screen.getByTestId('article-save'));
    expect(await screen.findByText('Please enter a title')).toBeInTheDocument();
    expect(screen.getByText('Please write the article')).toBeInTheDocument();
    expect(screen.getByText('The cover must be an https address or an image uploaded here')).toBeInTheDocument();
    expect(httpCalls.post).not.toHaveBeenCalled();
  });

  it('uploads a cover and shows it, and refuses too large a file before sending it', async () => {
    as('editor');
    httpCalls.post.mockImplementation(() => answer({ id: 'AbCdEfGhIjKlMnOpQrSt_-', url: '/api/media/AbCdEfGhIjKlMnOpQrSt_-', contentType: 'image/png', size: 12 }));
    await renderRemotePage(remoteDefinition, '/ops?tab=articles');
    await userEvent.click(await screen.findByTestId('article-new'));
    const file = await screen.findByTestId('article-cover-file');
    await userEvent.upload(file, new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' }));
    expect(await screen.findByTestId('article-cover-error')).toHaveTextContent('The image must be at most 2 MB');
    expect(httpCalls.post).not.toHaveBeenCalled();
    await userEvent.upload(file, new File([PNG], 'cover.png', { type: 'image/png' }));
    expect(await screen.findByTestId('article-cover-preview')).toHaveAttribute('src', '/api/media/AbCdEfGhIjKlMnOpQrSt_-');
    expect(screen.getByTestId('article-cover-url')).toHaveValue('/api/media/AbCdEfGhIjKlMnOpQrSt_-');
    expect(httpCalls.post).toHaveBeenCalledWith(MEDIA_PATHS.upload, expect.any(FormData), expect.anything());
  });

  it('saves an edited article with its related match and teams, and keeps everything typed when the api refuses', { timeout: 30_000 }, async () => {
    as('editor');
    httpCalls.put.mockImplementationOnce(() => refusal('This match does not exist'));
    httpCalls.put.mockImplementation((_path: string, body: Article) => answer({ ...full(ARTICLES[0]!), ...body }));
    await renderRemotePage(remoteDefinition, '/ops?tab=articles');
    await userEvent.click(within((await screen.findAllByTestId('editor-article'))[0]!).getByTestId('editor-article-edit'));
    const title = await screen.findByTestId('article-title');
    expect(title).toHaveValue('Derby preview');
    await screen.findByTestId('article-body');
    await userEvent.clear(title);
    await userEvent.type(title, 'Derby preview: the line-ups');
    await userEvent.click(await screen.findByTestId('article-match-option'));
    expect(screen.getAllByTestId('article-team').map((chip) => chip.getAttribute('aria-pressed'))).toEqual(['true', 'true']);
    await userEvent.click(screen.getByTestId('article-save'));
    expect(await screen.findByTestId('article-save-error')).toHaveTextContent('This match does not exist');
    expect(screen.getByTestId('article-title')).toHaveValue('Derby preview: the line-ups');
    expect(screen.getByTestId('article-match')).toHaveAttribute('data-match-id', '900');

    await userEvent.click(screen.getByTestId('article-save'));
    expect(await screen.findByTestId('article-saved')).toHaveTextContent('Saved as a draft: Derby preview: the line-ups');
    expect(httpCalls.put).toHaveBeenLastCalledWith(
      '/api/ops/articles/7',
      { title: 'Derby preview: the line-ups', sport: 'football', matchId: '900', teamIds: ['31', '32'], bodyHtml: '<p>The derby is on.</p>' },
      expect.anything(),
    );
    await waitFor(() => expect(httpCalls.get).toHaveBeenCalledTimes(4));
  });
});
