// The sides' history: their meetings, each one's recent results, and who is out injured.
import type { FormEntry, MatchSummary } from '@matchday/contracts/sports/contract';
import { useFormat } from '@matchday/shared/format/format';
import { useTranslation } from '@matchday/shared/i18n/react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useApiRead } from '@matchday/ui/useApiRead';
import { loadHeadToHead, loadInjuries, loadRecentRecord } from '../../api/detailApi';
import { Loaded } from '../Loaded';
import { ScorePair } from '@matchday/ui/ScorePair';

const RESULT_COLOURS = { W: 'success.main', D: 'text.disabled', L: 'error.main' } as const;

function ResultLine({ match, result }: { match: MatchSummary; result?: FormEntry['result'] }) {
  const { t } = useTranslation('scores');
  const format = useFormat();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr auto', gap: 1, alignItems: 'center', py: 0.75, borderBottom: 1, borderColor: 'divider', typography: 'body2' }}>
      <Box component="span" sx={{ color: 'text.secondary', minWidth: 88 }}>{format.date(match.startsAt)}</Box>
      <ScorePair homeName={match.home.name} home={<strong>{match.homeScore}</strong>} away={<strong>{match.awayScore}</strong>} awayName={match.away.name} />
      {result && (
        <Box component="span" title={t(`matchDetail.resultName.${result}`)} sx={{ px: 0.75, borderRadius: 1, color: '#fff', bgcolor: RESULT_COLOURS[result], fontWeight: 700 }}>
          {t(`matchDetail.result.${result}`)}
        </Box>
      )}
    </Box>
  );
}

export function HeadToHeadTab({ match }: { match: MatchSummary }) {
  const { t } = useTranslation('scores');
  const read = useApiRead(`h2h:${match.id}`, () => loadHeadToHead(match.id));
  return (
    <Loaded read={read} empty={t('matchDetail.noMeetings')} isEmpty={(record) => record.matches.length === 0}>
      {(record) => (
        <Box>
          <Box data-testid="h2h-summary" sx={{ display: 'flex', justifyContent: 'space-around', textAlign: 'center', mb: 2 }}>
            {[
              [t('matchDetail.homeWins', { team: match.home.shortName }), record.homeWins],
              [t('matchDetail.draws'), record.draws],
              [t('matchDetail.homeWins', { team: match.away.shortName }), record.awayWins],
            ].map(([label, count]) => (
              <Box key={String(label)}>
                <Typography sx={{ fontSize: '1.6rem', fontWeight: 800 }}>{count}</Typography>
                <Typography variant="caption" color="text.secondary">{label}</Typography>
              </Box>
            ))}
          </Box>
          {record.matches.map((meeting) => (
            <ResultLine key={meeting.id} match={meeting} />
          ))}
        </Box>
      )}
    </Loaded>
  );
}

export function RecentRecordTab({ match }: { match: MatchSummary }) {
  const { t } = useTranslation('scores');
  const read = useApiRead(`recent:${match.id}`, () => loadRecentRecord(match.id));
  return (
    <Loaded read={read} empty={t('matchDetail.noForm')} isEmpty={(record) => record.home.length + record.away.length === 0}>
      {(record) => (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {(['home', 'away'] as const).map((side) => (
            <Box key={side} data-testid={`form-${side}`}>
              <Typography variant="h3" component="h2" sx={{ fontSize: '1rem', mb: 1 }}>
                {match[side].name} · {t('matchDetail.form')}
              </Typography>
              {record[side].map((entry) => (
                <ResultLine key={entry.match.id} match={entry.match} result={entry.result} />
              ))}
            </Box>
          ))}
        </Box>
      )}
    </Loaded>
  );
}

export function InjuriesTab({ match }: { match: MatchSummary }) {
  const { t } = useTranslation('scores');
  const format = useFormat();
  const read = useApiRead(`injuries:${match.id}`, () => loadInjuries(match.id));
  return (
    <Loaded read={read} empty={t('matchDetail.noInjuries')} isEmpty={(lines) => lines.length === 0}>
      {(lines) => (
        <Box sx={{ overflowX: 'auto' }}>
          <Box component="table" data-testid="injuries" sx={{ width: '100%', borderCollapse: 'collapse', '& td, & th': { px: 1, py: 0.75, borderBottom: 1, borderColor: 'divider', textAlign: 'start', typography: 'body2' } }}>
            <thead>
              <tr>
                <th>{t('matchDetail.player')}</th>
                <th>{t('matchDetail.position')}</th>
                <th>{t('matchDetail.reason')}</th>
                <th>{t('matchDetail.expectedReturn')}</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={`${line.side}:${line.player}`}>
                  <td>
                    {line.player} <Box component="span" sx={{ color: 'text.secondary' }}>({match[line.side].shortName})</Box>
                  </td>
                  <td>{t(`matchDetail.positions.${line.position}`, { defaultValue: line.position })}</td>
                  <td>{line.reason}</td>
                  <td>{line.expectedReturn ? format.calendarDay(line.expectedReturn) : t('matchDetail.unknownReturn')}</td>
                </tr>
              ))}
            </tbody>
          </Box>
        </Box>
      )}
    </Loaded>
  );
}
