// A season's matches in kick-off order, a page at a time (`?page=`), grouped by round.
import { useTranslation } from '@matchday/shared/i18n/react';
import { useSearchParams } from '@matchday/shared/routing/router';
import { EmptyState, ErrorState, LoadingState } from '@matchday/shared/ui/StatusViews';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { MatchRow } from '../../../components/matchList/MatchRow';
import { SCHEDULE_PAGE_SIZE, loadSchedule } from '../../../api/competitions';
import { useApiRead } from '@matchday/shared/ui/useApiRead';
import { useRoundName } from '../../../components/competition/useRoundName';

export function ScheduleView({ competitionId, season, phone }: { competitionId: string; season: string | null; phone: boolean }) {
  const { t } = useTranslation('scores');
  const roundName = useRoundName();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const read = useApiRead(`${competitionId}|${season}|${page}`, () => loadSchedule(competitionId, season, page));
  if (read.status === 'error') return <ErrorState onRetry={read.retry} />;
  if (!read.data) return <LoadingState />;
  if (read.data.items.length === 0) return <EmptyState title={t('empty.matches')} />;
  const pages = Math.max(1, Math.ceil(read.data.total / SCHEDULE_PAGE_SIZE));
  const goTo = (next: number) => {
    const updated = new URLSearchParams(params);
    updated.set('page', String(next));
    setParams(updated, { replace: true });
  };
  return (
    <Box>
      <Box data-testid="schedule" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
        {read.data.items.map((match, index) => (
          <Fragment key={match.id}>
            {match.round !== read.data!.items[index - 1]?.round && (
              <Typography component="h3" variant="subtitle2" sx={{ px: 1.5, py: 0.5, bgcolor: 'action.hover' }}>
                {roundName(match.round)}
              </Typography>
            )}
            <MatchRow match={match} phone={phone} />
          </Fragment>
        ))}
      </Box>
      {pages > 1 && (
        <Pagination sx={{ mt: 2, display: 'flex', justifyContent: 'center' }} count={pages} page={Math.min(page, pages)} onChange={(_, next) => goTo(next)} getItemAriaLabel={(type, item) => t(`series.pagination.${type}`, { page: item })} />
      )}
    </Box>
  );
}
