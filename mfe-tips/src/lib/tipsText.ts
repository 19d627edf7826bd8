// How a plan's market and pick read to a fan, in their language: "Arsenal -0.5 @ 1.95",
// "Over 2.5", "Map 2: NRG first to 5 rounds". Rates as percentages, returns signed.
import type { PlanMatch, PlanMarket, PlanSelection } from '@matchday/shared/api/tips';

type Translate = (key: string, values?: Record<string, unknown>) => string;

const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

export function marketLabel(t: Translate, market: PlanMarket): string {
  return t(`markets.${market}`);
}

export function selectionLabel(t: Translate, market: PlanMarket, selection: PlanSelection, match: Pick<PlanMatch, 'home' | 'away'>): string {
  const team = selection.pick === 'home' ? match.home : selection.pick === 'away' ? match.away : '';
  const line = selection.line ?? 0;
  let text: string;
  switch (market) {
    case 'result':
    case 'winner':
    case 'match_winner':
    case 'map_winner':
      text = selection.pick === 'draw' ? t('pick.draw') : t('pick.win', { team });
      break;
    case 'handicap':
      // A team and a signed line read the same in every language.
      text = `${team} ${signed(selection.pick === 'home' ? line : -line)}`;
      break;
    case 'total':
    case 'rounds_over':
      text = t(selection.pick === 'over' ? 'pick.over' : 'pick.under', { line });
      break;
    default:
      text = t('pick.firstTo', { team, rounds: market === 'first_to_5_rounds' ? 5 : 10 });
  }
  if (selection.mapNumber !== null) text = t('pick.onMap', { map: selection.mapNumber, pick: text });
  return selection.odds === null ? text : `${text} @ ${selection.odds.toFixed(2)}`;
}

export const percent = (rate: number | null): string => (rate === null ? '–' : `${Math.round(rate * 100)}%`);
export const signedUnits = (value: number | null): string => (value === null ? '–' : value > 0 ? `+${value.toFixed(2)}` : value.toFixed(2));
