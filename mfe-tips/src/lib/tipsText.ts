// How a plan's market and pick read to a fan, in their language: "Arsenal -0.5 @ 1.95",
// "Over 2.5", "Map 2: NRG first to 5 rounds". Lines and prices are written as odds are
// everywhere (the shared formats); rates and returns too.
import type { PlanMarket, PlanMatch, PlanSelection } from '@matchday/contracts/tips/contract';
import type { Formats } from '@matchday/shared/format/format';

type Translate = (key: string, values?: Record<string, unknown>) => string;

export function marketLabel(t: Translate, market: PlanMarket): string {
  return t(`markets.${market}`);
}

export function selectionLabel(t: Translate, format: Formats, market: PlanMarket, selection: PlanSelection, match: Pick<PlanMatch, 'home' | 'away'>): string {
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
      text = `${team} ${format.oddsLine(selection.pick === 'home' ? line : -line, market)}`;
      break;
    case 'total':
    case 'rounds_over':
      text = t(selection.pick === 'over' ? 'pick.over' : 'pick.under', { line: format.oddsLine(line, market) });
      break;
    default:
      text = t('pick.firstTo', { team, count: market === 'first_to_5_rounds' ? 5 : 10 });
  }
  if (selection.mapNumber !== null) text = t('pick.onMap', { map: selection.mapNumber, pick: text });
  return selection.odds === null ? text : `${text} @ ${format.oddsPrice(selection.odds)}`;
}
