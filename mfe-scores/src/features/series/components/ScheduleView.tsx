// A season's matches in kick-off order, grouped by round, a page at a time ("Load more").
import { useTranslation } from '@matchday/shared/i18n/react';
import { PagedList } from '@matchday/ui/PagedList';
import { usePagedList } from '@matchday/ui/usePagedList';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { MatchRow } from '../../../components/matchList/MatchRow';
import { loadSchedule } from '../api/seriesApi';
import { useRoundName } from '../../../components/competition/useRoundName';

export function ScheduleView({ competitionId, season, phone }: { competitionId: string; season: string | null; phone: boolean }) {
  const { t } = useTranslation('scores');
  const roundName = useRoundName();
  const list = usePagedList(`${competitionId}|${season}`, (cursor) => loadSchedule(competitionId, season, cursor), { identify: (match) => match.id });
  return (
    <PagedList
      list={list}
      loadingRows={4}
      emptyTitle={t('empty.matches')}
      container={(rows) => (
        <Box data-testid="schedule" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
          {rows}
        </Box>
      )}
      renderItem={(match, index) => (
        <Fragment key={match.id}>
          {match.round !== list.items[index - 1]?.round && (
            <Typography component="h3" variant="subtitle2" sx={{ px: 1.5, py: 0.5, bgcolor: 'action.hover' }}>
              {roundName(match.round)}
            </Typography>
          )}
          <MatchRow match={match} phone={phone} />
        </Fragment>
      )}
    />
  );
}
