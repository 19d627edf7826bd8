// A match report written out from its facts in the reader's language: the headline, the lead,
// scorers, sendings-off, key statistics and the table, each from a template of the news texts.
import type { MatchReportFacts } from '@matchday/contracts/news/contract';
import type { TFunction } from 'i18next';

export interface ReportText {
  headline: string;
  lead: string;
  periods: string | null;
  penalties: string | null;
  scorers: string[];
  cards: string[];
  stats: { label: string; home: string; away: string }[];
  table: string[];
}

const minute = (value: number, stoppage = 0) => (stoppage > 0 ? `${value}+${stoppage}'` : `${value}'`);

export function reportText(facts: MatchReportFacts, t: TFunction): ReportText {
  const score = `${facts.homeScore}-${facts.awayScore}`;
  const decided = facts.winner ?? (facts.homeScore > facts.awayScore ? 'home' : facts.awayScore > facts.homeScore ? 'away' : null);
  const team = (side: 'home' | 'away') => (side === 'home' ? facts.home : facts.away);
  const headline = decided
    ? t('report.headline.win', { winner: team(decided), loser: team(decided === 'home' ? 'away' : 'home'), score: decided === 'home' ? score : `${facts.awayScore}-${facts.homeScore}` })
    : t('report.headline.draw', { home: facts.home, away: facts.away, score });
  return {
    headline,
    lead: t(facts.round ? 'report.leadWithRound' : 'report.lead', { competition: facts.competition, round: facts.round, home: facts.home, away: facts.away, score }),
    periods: facts.periods.length > 1 ? t('report.periods', { periods: facts.periods.map((period) => `${period.home}-${period.away}`).join(', ') }) : null,
    penalties: facts.penalties && decided ? t('report.penalties', { winner: team(decided), score: `${facts.penalties.home}-${facts.penalties.away}` }) : null,
    scorers: facts.scorers.map((scorer) => t(`report.scorer.${scorer.kind}`, { player: scorer.player, team: team(scorer.side), minute: minute(scorer.minute, scorer.stoppage) })),
    cards: facts.cards.map((card) => t('report.sentOff', { player: card.player, team: team(card.side), minute: minute(card.minute) })),
    stats: facts.stats.map((stat) => ({
      label: t(`report.stats.${stat.stat}`),
      home: stat.stat === 'possession' ? `${stat.home}%` : String(stat.home),
      away: stat.stat === 'possession' ? `${stat.away}%` : String(stat.away),
    })),
    table: [...facts.table].sort((a, b) => a.position - b.position).map((row) => t('report.tableRow', { team: row.team, position: row.position, points: row.points, played: row.played })),
  };
}
