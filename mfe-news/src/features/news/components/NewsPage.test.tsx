import { NEWS_PATHS, type Article } from '@matchday/shared/api/news';
import { renderRemotePage } from '@matchday/shared/testing/renderRemotePage';
import { matchSummary } from '@matchday/shared/testing/sportsFixtures';
import { screen } from '@testing-library/react';
import { remoteDefinition } from '../../../app/definition';

const reads = vi.hoisted(() => ({ handler: (_path: string, _params?: unknown): Promise<unknown> => Promise.reject(new Error('unset')) }));
vi.mock('@matchday/shared/http/publicHttp', () => ({ readPublic: (path: string, params?: unknown) => reads.handler(path, params) }));

const match = matchSummary({ id: '90', status: 'finished', homeScore: 2, awayScore: 1 });
const article: Article = {
  id: '5',
  kind: 'match_report',
  sport: 'football',
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
    reads.handler = (path) => Promise.resolve(path === NEWS_PATHS.articles ? { items: [article], page: 1, pageSize: 20, total: 1 } : null);
    await renderRemotePage(remoteDefinition, '/news');
    const card = await screen.findByTestId('article-card');
    expect(card).toHaveTextContent(`${match.home.name} beat ${match.away.name} 2-1`);
    expect(card).toHaveAttribute('href', '/news?id=5');
  });

  it('writes a report out from its facts: scorers and minutes, sendings-off, statistics, the table', async () => {
    reads.handler = () => Promise.resolve(article);
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
    expect(table).toContain(`${match.home.name}: 2. with 27 points from 12 games`);
  });
});
