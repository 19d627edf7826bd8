// Comments, one system for articles, plans and remarks: comment and reply (one level, replies
// in groups of five), likes once, reports to customer service, the author and customer service
// delete, the muted and banned cannot comment, the content filter, "please comment", My posts.
import type { Comment, CommentPage, MyComment } from '@matchday/contracts/comments/contract';
import type { Report } from '@matchday/contracts/lives/contract';
import type { CursorPage } from '@matchday/contracts/http/paging';
import { RATE_LIMITS } from '../src/limits/rateLimits';
import { DISGUISED_ABUSE, HARMLESS_WITH_INVISIBLES } from './disguisedText';
import { expectKeysetPaging, readAll, type PagedList } from './keysetPaging';
import { createTestApi, type TestApi } from './testApi';

let api: TestApi;
let customerService: Awaited<ReturnType<TestApi['withRoles']>>;
let articleId: string;
beforeAll(async () => {
  api = await createTestApi();
  customerService = await api.withRoles(['customer_service']);
  const [match] = await api.db.query<{ id: string }>('SELECT id::text AS id FROM matches LIMIT 1');
  const matchId = match?.id ?? (await import('./tipsFixtures').then(({ createMatch }) => createMatch(api)));
  const [article] = await api.db.query<{ id: string }>(
    "INSERT INTO articles (kind, sport, match_id, facts, published_at) VALUES ('match_report', 'football', $1, '{}', $2) RETURNING id::text AS id",
    [matchId, api.clock.now()],
  );
  articleId = article!.id;
});
afterAll(() => api.close());

const comment = (token: string, text: string, parentId?: string) =>
  api.call<Comment>('POST', '/api/comments', { token, body: { target: 'article', targetId: articleId, text, ...(parentId ? { parentId } : {}) } });
const thread = (query = '', token?: string) => api.call<CommentPage>('GET', `/api/comments?target=article&targetId=${articleId}${query}`, { token });

describe('comments', () => {
  it('comments and replies, replies in groups of five, and says "please comment" for an empty one', async () => {
    const fan = await api.signInByCode();
    expect((await comment(fan.token, '   ')).body.msg).toBe('Please comment');
    expect((await api.call('POST', '/api/comments', { body: { target: 'article', targetId: articleId, text: 'hi' } })).body.code).toBe(3001);
    const top = (await comment(fan.token, 'What a comeback')).body.data;
    const repliers = await Promise.all(Array.from({ length: 6 }, () => api.signInByCode()));
    for (const [index, replier] of repliers.entries()) expect((await comment(replier.token, `Reply ${index + 1}`, top.id)).body.data.parentId).toBe(top.id);
    // A reply to a reply joins the same thread.
    const nested = (await comment(fan.token, 'Agreed', (await api.call<CursorPage<Comment>>('GET', `/api/comments/${top.id}/replies`)).body.data.items[0]!.id)).body.data;
    expect(nested.parentId).toBe(top.id);

    const first = await api.call<CursorPage<Comment>>('GET', `/api/comments/${top.id}/replies`);
    expect(first.body.data.items.map((reply) => reply.text)).toEqual(['Reply 1', 'Reply 2', 'Reply 3', 'Reply 4', 'Reply 5']);
    const more = await api.call<CursorPage<Comment>>('GET', `/api/comments/${top.id}/replies?cursor=${first.body.data.next}`);
    expect(more.body.data.items.map((reply) => reply.text)).toEqual(['Reply 6', 'Agreed']);
    expect(more.body.data.next).toBeNull();
    const listed = (await thread()).body.data.items.find((one) => one.id === top.id)!;
    expect(listed.replies).toBe(7);
    expect((await api.call('POST', '/api/comments', { token: fan.token, body: { target: 'article', targetId: '999999', text: 'hello' } })).body.msg).toBe(
      'This page cannot be commented on',
    );
  });

  it('counts a like once per member, and takes it back', async () => {
    const author = await api.signInByCode();
    const fan = await api.signInByCode();
    const posted = (await comment(author.token, 'Best goal of the season')).body.data;
    await api.call('PUT', `/api/comments/${posted.id}/like`, { token: fan.token });
    const twice = await api.call<Comment>('PUT', `/api/comments/${posted.id}/like`, { token: fan.token });
    expect(twice.body.data).toMatchObject({ likes: 1, liked: true });
    expect((await thread('', author.token)).body.data.items.find((one) => one.id === posted.id)).toMatchObject({ likes: 1, liked: false });
    expect((await api.call<Comment>('DELETE', `/api/comments/${posted.id}/like`, { token: fan.token })).body.data).toMatchObject({ likes: 0, liked: false });
  });

  it('refuses the muted, the banned and non-compliant text', async () => {
    const fan = await api.signInByCode();
    expect((await comment(fan.token, 'what a shit referee')).body.msg).toBe('Content non-compliant');
    await api.call('POST', '/api/ops/sanctions', { token: customerService.token, body: { userId: fan.user.id, kind: 'mute', minutes: 60, reason: 'Insults' } });
    expect((await comment(fan.token, 'let me talk')).body.msg).toBe('You have been banned from speaking');
  });

  it('refuses abuse disguised with invisible characters and full-width forms; keeps accepted text as typed', async () => {
    const fan = await api.signInByCode();
    for (const text of DISGUISED_ABUSE) expect((await comment(fan.token, text)).body.msg, JSON.stringify(text)).toBe('Content non-compliant');
    const accepted = (await comment(fan.token, HARMLESS_WITH_INVISIBLES)).body.data;
    expect(accepted.text).toBe(HARMLESS_WITH_INVISIBLES);
    expect((await thread()).body.data.items.find((one) => one.id === accepted.id)?.text).toBe(HARMLESS_WITH_INVISIBLES);
  });

  it('lets the author and customer service delete, not others; a report reaches the console', async () => {
    const author = await api.signInByCode();
    const other = await api.signInByCode();
    const mine = (await comment(author.token, 'I will take this back')).body.data;
    expect((await api.call('DELETE', `/api/comments/${mine.id}`, { token: other.token })).body.msg).toBe('Not authorised to access this page');
    expect((await api.call('DELETE', `/api/comments/${mine.id}`, { token: author.token })).body.code).toBe(0);
    expect((await thread()).body.data.items.some((one) => one.id === mine.id)).toBe(false);

    const rude = (await comment(author.token, 'Follow my channel for free tips')).body.data;
    expect((await api.call('POST', `/api/comments/${rude.id}/report`, { token: other.token, body: { reason: 'spam' } })).body.code).toBe(0);
    const reports = (await api.call<CursorPage<Report>>('GET', '/api/ops/reports?status=open', { token: customerService.token })).body.data.items;
    expect(reports.find((report) => report.kind === 'comment' && report.subject === rude.text)).toBeTruthy();
    expect((await api.call('DELETE', `/api/comments/${rude.id}`, { token: customerService.token })).body.code).toBe(0);

    const posts = (await api.call<CursorPage<MyComment>>('GET', '/api/users/me/comments', { token: author.token })).body.data.items;
    expect(posts.map((post) => [post.text, post.deleted])).toEqual([
      ['Follow my channel for free tips', true],
      ['I will take this back', true],
    ]);
  });

  it('pages a thread newest first, its replies oldest first and My posts newest first, by keyset', async () => {
    const writers = await Promise.all(Array.from({ length: 5 }, () => api.signInByCode()));
    const write = async (count: number, text: string, parentId?: string) => {
      const posted: Comment[] = [];
      for (let index = 0; index < count; index += 1) {
        // A member comments at most five times a minute.
        if (index > 0 && index % 5 === 0) api.clock.advance(61);
        posted.push((await comment(writers[index % 5]!.token, `${text} ${index}`, parentId)).body.data);
      }
      return posted;
    };
    const written = await write(25, 'Paged');
    const threadList: PagedList<Comment> = {
      read: (cursor, pageSize) => thread(`&pageSize=${pageSize}${cursor ? `&cursor=${cursor}` : ''}`),
      key: (one) => one.id,
    };
    const first = (await thread('&pageSize=10')).body.data;
    expect(first.items).toHaveLength(10);
    expect(first.total).toBeGreaterThanOrEqual(25);
    const second = (await thread(`&pageSize=10&cursor=${first.next}`)).body.data;
    expect(Number(second.items[0]!.id)).toBeLessThan(Number(first.items.at(-1)!.id));
    // New comments and a deletion between two pages: every other comment still comes once.
    await expectKeysetPaging(threadList, {
      pageSize: 6,
      largestPage: 50,
      between: async () => {
        api.clock.advance(61);
        await write(3, 'Meanwhile');
        const gone = written[20]!;
        await api.call('DELETE', `/api/comments/${gone.id}`, { token: writers[0]!.token });
        return [gone.id];
      },
    });

    const top = written[0]!;
    api.clock.advance(61);
    const replies = await write(13, 'Answer', top.id);
    const repliesList: PagedList<Comment> = {
      read: (cursor) => api.call<CursorPage<Comment>>('GET', `/api/comments/${top.id}/replies${cursor ? `?cursor=${cursor}` : ''}`),
      key: (one) => one.id,
    };
    expect((await readAll(repliesList, 5)).map((reply) => reply.text)).toEqual(replies.map((reply) => reply.text));
    // A reply deleted before the place reached used to shift the next group by one (an offset).
    await expectKeysetPaging(
      repliesList,
      {
        pageSize: 5,
        largestPage: 5,
        between: async () => {
          await api.call('DELETE', `/api/comments/${replies[1]!.id}`, { token: writers[1]!.token });
          api.clock.advance(61);
          await write(2, 'Late answer', top.id);
          return [replies[1]!.id];
        },
        foreignCursor: first.next!,
      },
    );

    const author = writers[2]!;
    const mine: PagedList<MyComment> = {
      read: (cursor, pageSize) => api.call<CursorPage<MyComment>>('GET', `/api/users/me/comments?pageSize=${pageSize}${cursor ? `&cursor=${cursor}` : ''}`, { token: author.token }),
      key: (one) => one.id,
    };
    await expectKeysetPaging(mine, {
      pageSize: 2,
      between: async () => {
        api.clock.advance(61);
        await comment(author.token, 'Posted while reading');
      },
    });
  });
});

describe('the comment rate limit', () => {
  it(`lets a member post ${RATE_LIMITS.commentsPerMember.max} a minute, counted together with replies; another member is not held up`, async () => {
    const fan = await api.signInByCode();
    const top = (await comment(fan.token, 'Limit 0')).body.data;
    for (let index = 1; index < RATE_LIMITS.commentsPerMember.max; index += 1) expect((await comment(fan.token, `Limit ${index}`, top.id)).body.code).toBe(0);
    const refused = await comment(fan.token, 'One too many');
    expect(refused.status).toBe(429);
    expect(refused.body.msg).toBe('You are commenting too fast; wait a minute');
    expect((await comment((await api.signInByCode()).token, 'Someone else')).body.code).toBe(0);
    api.clock.advance(RATE_LIMITS.commentsPerMember.windowMs / 1000);
    expect((await comment(fan.token, 'A minute later')).body.code).toBe(0);
  });

  it('counts nothing for a comment that is refused for another reason', async () => {
    const fan = await api.signInByCode();
    for (let index = 0; index < RATE_LIMITS.commentsPerMember.max; index += 1)
      expect((await comment(fan.token, 'A reply to nothing', '999999999')).body.msg).toBe('This comment does not exist');
    expect((await comment(fan.token, 'Still allowed')).body.code).toBe(0);
  });
});
