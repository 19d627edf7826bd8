import { matchSummary } from '@matchday/contracts/testing/sportsFixtures';
import { screen } from '@testing-library/react';
import { renderWithTexts } from '../components/livePitch/renderWithTexts';
import { PeriodScores } from '../features/matchDetail/components/tabs/OverviewTab';
import { periodName } from './sportViews';

const basketball = { sport: 'basketball' } as const;
const periods = (...labels: string[]) => labels.map((period) => ({ period, home: 1, away: 0 }));

describe('period names', () => {
  it('name the periods the sport’s clock rules label: halves and extra time, quarters and overtimes', () => {
    expect(periodName({ sport: 'football' }, '1H')).toEqual({ key: 'matchDetail.periodNames.1H' });
    expect(periodName({ sport: 'football' }, 'ET')).toEqual({ key: 'matchDetail.periodNames.ET' });
    expect(periodName(basketball, 'Q3')).toEqual({ key: 'matchDetail.periodNames.quarter', values: { number: 3 } });
    expect(periodName(basketball, 'OT2')).toEqual({ key: 'matchDetail.periodNames.overtime', values: { number: 2 } });
  });

  it('leave a map’s name, a label the rules do not know and an unknown sport’s periods as written', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(periodName({ sport: 'esports' }, 'Mirage')).toBeNull();
    expect(periodName({ sport: 'football' }, 'Q1')).toBeNull();
    expect(periodName(basketball, '1H')).toBeNull();
    expect(periodName({ sport: 'netball' as never }, 'Q1')).toBeNull();
    warn.mockRestore();
  });

  it('head the score by period in the reader’s language', async () => {
    const hoops = matchSummary({ id: '1', sport: 'basketball', discipline: 'basketball', periodScores: periods('Q1', 'Q2', 'Q3', 'Q4', 'OT1') });
    const view = await renderWithTexts(<PeriodScores match={hoops} />, 'zh_CN');
    expect([...screen.getAllByRole('columnheader')].map((cell) => cell.textContent)).toEqual(['', '第1节', '第2节', '第3节', '第4节', '加时1', '总分']);
    view.unmount();
    await renderWithTexts(<PeriodScores match={matchSummary({ id: '2', periodScores: periods('1H', '2H', 'ET') })} />, 'de');
    expect([...screen.getAllByRole('columnheader')].map((cell) => cell.textContent).slice(1, 4)).toEqual(['1. HZ', '2. HZ', 'Verl.']);
  });
});
