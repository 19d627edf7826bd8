import { matchSummary } from '@matchday/contracts/testing/sportsFixtures';
import { screen } from '@testing-library/react';
import { MomentumGraph } from './MomentumGraph';
import { renderWithTexts } from './renderWithTexts';
import { matchEvent } from './testEvents';

const match = matchSummary({ id: 'm1', status: 'live', phase: 'second_half', clock: 70 });

/** The y values of a path's points (the axis is at 24). */
const ys = (testId: string) =>
  [...screen.getByTestId(testId).getAttribute('d')!.matchAll(/[ML] [\d.]+ ([\d.]+)/g)].map((found) => Number(found[1]));

describe('MomentumGraph', () => {
  it('draws home pressure above the axis and away pressure below, at a fixed height', async () => {
    await renderWithTexts(<MomentumGraph match={match} events={[matchEvent('goal', 'home', { minute: 20 }), matchEvent('corner', 'away', { minute: 70 })]} />);
    const graph = screen.getByRole('img');
    expect(graph).toHaveAttribute('aria-label', 'Momentum over 90 minutes: NBR above the line, EPA below');
    expect(screen.getByText('Momentum')).toBeInTheDocument();
    expect(Math.min(...ys('momentum-home'))).toBeLessThan(24);
    expect(Math.max(...ys('momentum-home'))).toBe(24);
    expect(Math.max(...ys('momentum-away'))).toBeGreaterThan(24);
    expect(Math.min(...ys('momentum-away'))).toBe(24);
    // The goal pressed harder than the corner.
    expect(24 - Math.min(...ys('momentum-home'))).toBeGreaterThan(Math.max(...ys('momentum-away')) - 24);
  });

  it('is a flat line before anything happened', async () => {
    await renderWithTexts(<MomentumGraph match={match} events={[]} />);
    expect(new Set([...ys('momentum-home'), ...ys('momentum-away')])).toEqual(new Set([24]));
  });
});
