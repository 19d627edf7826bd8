import { signIn, signOut } from './sessionStore';
import { VIEW_HISTORY_KEY, VIEW_HISTORY_LIMIT, clearViewHistory, recordView, viewHistoryStore } from './viewHistoryStore';

describe('view history', () => {
  beforeEach(() => clearViewHistory());

  it('keeps the newest first, each address once, and survives a reload', () => {
    recordView({ path: '/pc/detail?id=1', title: 'A vs B', routeId: 'pcDetail' }, 1);
    recordView({ path: '/news', title: 'News', routeId: 'news' }, 2);
    recordView({ path: '/pc/detail?id=1', title: 'A vs B', routeId: 'pcDetail' }, 3);
    expect(viewHistoryStore.getState().entries.map((entry) => [entry.path, entry.viewedAt])).toEqual([
      ['/pc/detail?id=1', 3],
      ['/news', 2],
    ]);
    expect(JSON.parse(localStorage.getItem(VIEW_HISTORY_KEY)!)).toHaveLength(2);
  });

  it(`keeps at most ${VIEW_HISTORY_LIMIT}`, () => {
    for (let index = 0; index < VIEW_HISTORY_LIMIT + 5; index += 1) recordView({ path: `/m/detail?id=${index}`, title: `${index}`, routeId: 'mDetail' }, index);
    expect(viewHistoryStore.getState().entries).toHaveLength(VIEW_HISTORY_LIMIT);
    expect(viewHistoryStore.getState().entries[0]!.title).toBe(String(VIEW_HISTORY_LIMIT + 4));
  });

  it('is cleared when the user signs out', () => {
    signIn('t-1', { id: 'u1', username: 'fan', avatarUrl: null, roles: ['user'] });
    recordView({ path: '/news', title: 'News', routeId: 'news' });
    signOut();
    expect(viewHistoryStore.getState().entries).toEqual([]);
    expect(localStorage.getItem(VIEW_HISTORY_KEY)).toBeNull();
  });
});
