import { initI18n, i18n } from '@matchday/shared/i18n/i18n';
import { formatPageMeta } from './formatPageMeta';

describe('page titles and descriptions', () => {
  beforeAll(async () => {
    await initI18n('en_US');
    await i18n.changeLanguage('en_US');
  });
  const t = (key: string, values?: Record<string, string>) => i18n.t(key, values);

  it('use the route template when the page says nothing more', () => {
    expect(formatPageMeta(t, 'match', {})).toEqual({
      title: 'Match schedule and results - Matchday',
      description: 'Every match by day: schedule, results, your favourites and a calendar.',
    });
  });

  it('use homeName, awayName and seriesName for a match', () => {
    const meta = formatPageMeta(t, 'detail', { homeName: 'Argentina', awayName: 'France', seriesName: 'World Cup' });
    expect(meta.title).toBe('Argentina vs France, World Cup - Matchday');
    expect(meta.description).toContain('Argentina vs France');
    expect(formatPageMeta(t, 'detail', { homeName: 'Argentina', awayName: 'France' }).title).toBe('Argentina vs France - Matchday');
  });

  it('use seriesName for a competition and name for a named page', () => {
    expect(formatPageMeta(t, 'mSeriesDetail', { seriesName: 'Premier League' }).title).toBe('Premier League: Competition - Matchday');
    expect(formatPageMeta(t, 'live', { name: 'Coach Wang' }).title).toBe('Coach Wang: Live room - Matchday');
  });

  it('are translated', async () => {
    await i18n.changeLanguage('zh_CN');
    expect(formatPageMeta(t, 'detail', { homeName: '阿根廷', awayName: '法国' }).title).toMatch(/阿根廷.*法国/);
    await i18n.changeLanguage('en_US');
  });
});
