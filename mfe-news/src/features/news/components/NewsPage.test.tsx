import { COMMENT_PATHS } from '@matchday/contracts/comments/contract';
import { type Article, NEWS_PATHS } from '@matchday/contracts/news/contract';
import { VIDEO_PATHS } from '@matchday/contracts/videos/contract';
import { pathTo } from '@matchday/contracts/http/paths';
import { eventBus } from '@matchday/shared/bus/eventBus';
import { ApiError } from '@matchday/shared/http/apiError';
import { signIn, signOut } from '@matchday/shared/stores/sessionStore';
import { answer, httpCalls, resetHttp } from '@matchday/shared/testing/mockHttp';
import { renderRemotePage } from '@matchday/ui/testing/renderRemotePage';
import { matchSummary } from '@matchday/contracts/testing/sportsFixtures';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { remoteDefinition } from '../../../app/definition';

const reads = vi.hoisted(() => ({ handler: (_path: string, _params?: unknown): Promise<unknown> => Promise.reject(new Error('unset')) }));
vi.mock('@matchday/shared/http/http', async () => ({ http: (await import('@matchday/shared/testing/mockHttp')).mockedHttp }));
vi.mock('@matchday/shared/http/publicHttp', async () => ({ readPublic: (await import('@matchday/shared/testing/mockHttp')).readingAs((path, params) => reads.handler(path, params)) }));

const noVideos = { items: [], next: null };
const match = matchSummary({ id: '90', status: 'finished', homeScore: 2, awayScore: 1 });
const article: Article = {
  id: '5',
  kind: 'match_report',
  sport: 'football',
  title: '',
  coverUrl: null,
  status: 'published',
  bodyHtml: null,
  teamIds: [],
  publishedAt: '2026-11-25T21:00:00.000Z',
  match,
  facts: {
    sport: 'football',
    competition: 'Premier League',
    round: 'Matchday 12',
    home: match.home.name,
    away: match.away.name,
    homeScore: 2,
    awayScore: 1,
    periods: [
      { period: '1H', home: 1, away: 0 },
      { period: '2H', home: 1, away: 1 },
    ],
    penalties: null,
    winner: null,
    scorers: [
      { side: 'home', player: 'A. Striker', minute: 12, stoppage: 0, kind: 'goal' },
      { side: 'home', player: 'C. Captain', minute: 90, stoppage: 3, kind: 'penalty' },
      { side: 'away', player: 'D. Unlucky', minute: 88, stoppage: 0, kind: 'own_goal' },
    ],
    cards: [{ side: 'away', player: 'B. Defender', minute: 40, kind: 'red_card' }],
    stats: [{ stat: 'possession', home: 58, away: 42 }],
    table: [
      { side: 'away', team: match.away.name, position: 9, points: 14, played: 12 },
      { side: 'home', team: match.home.name, position: 2, points: 27, played: 12 },
    ],
  },
};

describe('news', () => {
  it('lists match reports with their headline', async () => {
    reads.handler = (path) => Promise.resolve(path === NEWS_PATHS.articles ? { items: [article], next: null } : null);
    await renderRemotePage(remoteDefinition, '/news');
    const card = await screen.findByTestId('article-card');
    expect(card).toHaveTextContent(`${match.home.name} beat ${match.away.name} 2-1`);
    expect(card).toHaveAttribute('href', '/news?id=5');
  });

  it('adds older articles under the latest with "Load more", from where the last page ended', async () => {
    const older = { ...article, id: '4', kind: 'editorial' as const, title: 'Season preview' };
    const params: unknown[] = [];
    reads.handler = (path, query) => {
      params.push(query);
      return Promise.resolve(path !== NEWS_PATHS.articles ? null : (query as { cursor?: string }).cursor === 'after-5' ? { items: [older], next: null } : { items: [article], next: 'after-5' });
    };
    await renderRemotePage(remoteDefinition, '/news?tab=football');
    expect(await screen.findAllByTestId('article-card')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Season preview')).toBeInTheDocument();
    expect(screen.getAllByTestId('article-card').map((card) => card.getAttribute('href'))).toEqual(['/news?id=5', '/news?id=4']);
    expect(params).toEqual([
      { sport: 'football', team: undefined, pageSize: 20 },
      { sport: 'football', team: undefined, pageSize: 20, cursor: 'after-5' },
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('writes a report out from its facts: scorers and minutes, sendings-off, statistics, the table', async () => {
    reads.handler = (path) => Promise.resolve(path === VIDEO_PATHS.videos ? noVideos : article);
    httpCalls.get.mockImplementation(() => answer({ items: [], next: null, total: 0 }));
    await renderRemotePage(remoteDefinition, '/news?id=5');
    expect(await screen.findByTestId('article-headline')).toHaveTextContent(`${match.home.name} beat ${match.away.name} 2-1`);
    expect(screen.getByTestId('article-lead')).toHaveTextContent(`Premier League, Matchday 12: ${match.home.name} 2-1 ${match.away.name}. By period: 1-0, 1-1.`);
    expect(screen.getByTestId('article-scorers')).toHaveTextContent(`A. Striker (${match.home.name}) 12'`);
    expect(screen.getByTestId('article-scorers')).toHaveTextContent(`C. Captain (${match.home.name}) 90+3', penalty`);
    expect(screen.getByTestId('article-scorers')).toHaveTextContent(`D. Unlucky (${match.away.name}) 88', own goal`);
    expect(screen.getByTestId('article-cards')).toHaveTextContent(`B. Defender (${match.away.name}) sent off, 40'`);
    expect(screen.getByTestId('article-stats')).toHaveTextContent('58%Possession42%');
    const table = screen.getByTestId('article-table').textContent!;
    expect(table.indexOf(match.home.name)).toBeLessThan(table.indexOf(match.away.name));
    expect(table).toContain(`${match.home.name}: position 2 · 27 pts · played 12`);
  });
});

describe('an article that does not exist', () => {
  it('is said not found, with the api’s reason and a way back to the news', async () => {
    reads.handler = () => Promise.reject(new ApiError(3000, 'This article does not exist'));
    httpCalls.get.mockImplementation(() => answer({ items: [], next: null, total: 0 }));
    await renderRemotePage(remoteDefinition, '/news?id=404');
    const state = await screen.findByTestId('item-not-found');
    expect(within(state).getByRole('heading', { level: 1 })).toHaveTextContent('This article could not be found');
    expect(state).toHaveTextContent('This article does not exist');
    expect(screen.getByRole('link', { name: 'All news' })).toHaveAttribute('href', '/news');
  });
});

describe("an editor's article", () => {
  it('shows its title, cover and body, and its related match', async () => {
    const editorial: Article = { ...article, id: '6', kind: 'editorial', title: 'Derby preview', coverUrl: 'https://cdn.example/derby.jpg', facts: null, bodyHtml: '<p>Big <strong>night</strong> ahead.</p>' };
    reads.handler = () => Promise.resolve(editorial);
    httpCalls.get.mockImplementation(() => answer({ items: [], next: null, total: 0 }));
    await renderRemotePage(remoteDefinition, '/news?id=6');
    expect(await screen.findByTestId('article-headline')).toHaveTextContent('Derby preview');
    expect(screen.getByTestId('article-body').querySelector('strong')).toHaveTextContent('night');
    expect(screen.getByTestId('article-match')).toHaveTextContent(match.home.name);
  });
});

describe('comments on an article', () => {
  const comment = (id: string, text: string, patch: object = {}) => ({
    id,
    target: 'article',
    targetId: '5',
    parentId: null,
    userId: '40',
    username: 'fan_40',
    text,
    createdAt: '2026-11-25T21:05:00.000Z',
    likes: 0,
    liked: false,
    replies: 0,
    ...patch,
  });
  const replies = Array.from({ length: 6 }, (_, index) => comment(`${20 + index}`, `Reply ${index + 1}`, { parentId: '10' }));

  beforeEach(() => {
    resetHttp();
    signOut();
    reads.handler = (path) => Promise.resolve(path === VIDEO_PATHS.videos ? noVideos : article);
    httpCalls.get.mockImplementation((path: string, options?: { params?: { cursor?: string } }) => {
      if (path === COMMENT_PATHS.comments) return answer({ items: [comment('10', '<i>What</i> a finish', { replies: 6 })], next: null, total: 1 });
      if (path === pathTo(COMMENT_PATHS.replies, { commentId: '10' })) {
        // The cursor is opaque to the site; here it is the last reply shown.
        const start = options?.params?.cursor ? replies.findIndex((reply) => reply.id === options.params!.cursor) + 1 : 0;
        const items = replies.slice(start, start + 5);
        return answer({ items, next: start + 5 < replies.length ? items.at(-1)!.id : null });
      }
      return Promise.reject(new Error(path));
    });
  });

  it('shows the thread as text, replies five at a time, and asks a visitor to log in', async () => {
    const logins: unknown[] = [];
    const subscription = eventBus.on('auth.loginRequired').subscribe((event) => logins.push(event));
    await renderRemotePage(remoteDefinition, '/news?id=5');
    expect(await screen.findByText('<i>What</i> a finish')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('more-replies'));
    expect(await screen.findByText('Reply 5')).toBeInTheDocument();
    expect(screen.queryByText('Reply 6')).toBeNull();
    expect(screen.getByTestId('more-replies')).toHaveTextContent('More replies (1)');
    await userEvent.click(screen.getByTestId('more-replies'));
    expect(await screen.findByText('Reply 6')).toBeInTheDocument();
    expect(httpCalls.get).toHaveBeenLastCalledWith(pathTo(COMMENT_PATHS.replies, { commentId: '10' }), expect.objectContaining({ params: { cursor: '24' } }));
    expect(screen.queryByTestId('more-replies')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Log in to comment' }));
    expect(logins).toEqual([{ returnTo: '/news?id=5' }]);
    subscription.unsubscribe();
  });

  it('keeps a reply in sight once posted, the thread open on it, and counts replies in the right number', async () => {
    signIn('token', { id: '7', username: 'fan_7', roles: ['user'] } as never);
    const quietComment = comment('12', 'Quiet one', { replies: 1 });
    const reply = comment('30', 'Agreed, what a goal', { parentId: '12', userId: '7', username: 'fan_7' });
    const earlier = comment('31', 'First reply', { parentId: '12' });
    const base = httpCalls.get.getMockImplementation()!;
    let replied = false;
    // The thread's read after the post is held, to see the reply shown before and after it.
    let releaseRead = () => {};
    const readHeld = new Promise<void>((resolve) => (releaseRead = resolve));
    httpCalls.get.mockImplementation((path: string, options?: { params?: { cursor?: string } }) => {
      if (path === COMMENT_PATHS.comments) return answer({ items: [quietComment], next: null, total: 1 });
      if (path === pathTo(COMMENT_PATHS.replies, { commentId: '12' })) {
        return replied ? readHeld.then(() => answer({ items: [earlier, reply], next: null })) : answer({ items: [earlier], next: null });
      }
      return base(path, options);
    });
    httpCalls.post.mockImplementation(() => {
      replied = true;
      return answer(reply);
    });
    await renderRemotePage(remoteDefinition, '/news?id=5');
    expect(await screen.findByTestId('more-replies')).toHaveTextContent(/^Show 1 reply$/);
    const row = screen.getAllByTestId('comment').find((one) => one.getAttribute('data-comment-id') === '12')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Reply' }));
    const box = screen.getByPlaceholderText('Write a reply');
    await userEvent.type(box, 'Agreed, what a goal');
    await userEvent.click(within(box.closest('form')!).getByRole('button', { name: /Post|Reply/ }));
    const shownAtOnce = await screen.findByText('Agreed, what a goal');
    releaseRead();
    expect(await screen.findByText('First reply')).toBeInTheDocument();
    // The same row, not drawn again; shown once, though the pages read bring it too; and nothing asks to show what is shown.
    expect(shownAtOnce).toBeInTheDocument();
    expect(screen.getAllByText('Agreed, what a goal')).toHaveLength(1);
    expect(screen.queryByText(/^Show \d+ repl/)).toBeNull();
  });

  it('says "please comment" for an empty comment, posts one, likes and reports', async () => {
    signIn('token', { id: '7', username: 'fan_7', roles: ['user'] } as never);
    httpCalls.post.mockImplementation((path: string, body: { text?: string }) =>
      path === COMMENT_PATHS.comments ? answer(comment('11', body.text!, { userId: '7', username: 'fan_7' })) : answer(null),
    );
    httpCalls.put.mockImplementation(() => answer(comment('10', '<i>What</i> a finish', { replies: 6, likes: 1, liked: true })));
    await renderRemotePage(remoteDefinition, '/news?id=5');
    const form = await screen.findByTestId('comment-form');
    expect(await screen.findByRole('heading', { name: 'Comments (1)' })).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Post' }));
    expect(screen.getByTestId('comment-error')).toHaveTextContent('Please comment');
    await userEvent.type(within(form).getByRole('textbox'), 'Deserved win');
    await userEvent.click(within(form).getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Deserved win')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Comments (2)' })).toBeInTheDocument();

    const first = screen.getAllByTestId('comment').find((row) => row.getAttribute('data-comment-id') === '10')!;
    await userEvent.click(within(first).getByTestId('comment-like'));
    expect(within(first).getByTestId('comment-like')).toHaveTextContent('Like · 1');
    await userEvent.click(within(first).getByRole('button', { name: 'Report' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Spam or advertising' }));
    expect(httpCalls.post).toHaveBeenCalledWith(pathTo(COMMENT_PATHS.report, { commentId: '10' }), { reason: 'spam' }, expect.anything());
    expect(await within(first).findByRole('status')).toHaveTextContent('Report received and will be handled as soon as possible');
  });
});
