// How a market's odds are laid out: which prices a market has, which markets quote a line, and
// which way a price moved since the line before. Prices and lines are written by the shared
// formats (`@matchday/shared/format/format`), as odds are everywhere on the site.
import type { OddsLine, OddsMovement } from '@matchday/contracts/sports/contract';
import type { OddsMarket } from '@matchday/contracts/sports/rules';

export type PriceSide = 'home' | 'draw' | 'away';

/** The prices a market quotes, with the label key of each column. */
export function marketColumns(market: OddsMarket): { side: PriceSide; labelKey: string }[] {
  switch (market) {
    case 'european':
      return [
        { side: 'home', labelKey: 'odds.columns.home' },
        { side: 'draw', labelKey: 'odds.columns.draw' },
        { side: 'away', labelKey: 'odds.columns.away' },
      ];
    case 'total':
    case 'rounds_over':
      return [
        { side: 'home', labelKey: 'odds.columns.over' },
        { side: 'away', labelKey: 'odds.columns.under' },
      ];
    default:
      return [
        { side: 'home', labelKey: 'odds.columns.homeSide' },
        { side: 'away', labelKey: 'odds.columns.awaySide' },
      ];
  }
}

/** Markets that quote a line (a handicap or a total). */
export const hasLine = (market: OddsMarket) => market === 'handicap' || market === 'total' || market === 'rounds_over';

export type Movement = 'up' | 'down' | 'same';

/** Which way a price went from the line before (none for the first line or a missing price). */
export function movement(current: number | null, previous: number | null | undefined): Movement {
  if (current === null || previous === null || previous === undefined || current === previous) return 'same';
  return current > previous ? 'up' : 'down';
}

/** The market's line of a match, if it quotes one. */
export const lineOf = (odds: OddsLine[], market: OddsMarket): OddsLine | undefined => odds.find((line) => line.market === market);

/** The markets a match has lines for, in the api's order of markets. */
export function marketsOf(odds: OddsLine[], order: readonly OddsMarket[]): OddsMarket[] {
  return order.filter((market) => odds.some((line) => line.market === market));
}

/** Movement rows newest first, each with the direction of each price against the row before it in time. */
export function withDirections(history: OddsMovement[]): (OddsMovement & { moves: Record<PriceSide, Movement> })[] {
  const ordered = [...history].sort((a, b) => a.at.localeCompare(b.at));
  return ordered
    .map((row, index) => {
      const before = ordered[index - 1];
      return { ...row, moves: { home: movement(row.home, before?.home), draw: movement(row.draw, before?.draw), away: movement(row.away, before?.away) } };
    })
    .reverse();
}
