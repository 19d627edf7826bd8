// The match's competition: its tables and its knockout bracket, for the match's season.
import type { MatchSummary } from '@matchday/contracts/sports/contract';
import { useTranslation } from '@matchday/shared/i18n/react';
import { loadBracket, loadStandings } from '../../api/detailApi';
import { BracketView } from '../../../../components/competition/BracketView';
import { StandingsView } from '../../../../components/competition/StandingsView';
import { useApiRead } from '@matchday/ui/useApiRead';
import { useIsPhone } from '../../../../lib/detailLink';
import { Loaded } from '../Loaded';

export function StandingsTab({ match }: { match: MatchSummary }) {
  const { t } = useTranslation('scores');
  const read = useApiRead(`standings:${match.competition.id}:${match.season}`, () => loadStandings(match.competition.id, match.season));
  return (
    <Loaded read={read} empty={t('empty.data')} isEmpty={(tables) => tables.every((table) => table.rows.length === 0)}>
      {(tables) => <StandingsView tables={tables} live={{ competitionId: match.competition.id, sport: match.sport, reload: () => loadStandings(match.competition.id, match.season) }} />}
    </Loaded>
  );
}

export function BracketTab({ match }: { match: MatchSummary }) {
  const { t } = useTranslation('scores');
  const phone = useIsPhone();
  const read = useApiRead(`bracket:${match.competition.id}:${match.season}`, () => loadBracket(match.competition.id, match.season));
  return (
    <Loaded read={read} empty={t('empty.data')} isEmpty={(rounds) => rounds.length === 0}>
      {(rounds) => <BracketView rounds={rounds} phone={phone} />}
    </Loaded>
  );
}
