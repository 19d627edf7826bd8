// Match previews (prospect) per sport: a day's coming matches (today or the week ahead, in
// `?date=`) with each side's form, their meetings and the odds, each opening the match.
import type { Sport } from '@matchday/contracts/sports/contract';
import { useTranslation } from '@matchday/shared/i18n/react';
import { PageFrame } from '@matchday/ui/PageFrame';
import { EmptyState, ErrorState, LoadingState } from '@matchday/ui/StatusViews';
import { usePageMeta } from '@matchday/ui/usePageMeta';
import Box from '@mui/material/Box';
import { useIsPhone } from '../../../lib/detailLink';
import { loadPreviews } from '../api/previewsApi';
import { useApiRead } from '@matchday/ui/useApiRead';
import { DaySelect, useChosenDay } from '../../../components/DaySelect';
import { PreviewCard } from './PreviewCard';

/** How many days ahead previews can be read. */
const DAYS_AHEAD = 6;

function Previews({ sport }: { sport: Sport }) {
  const { t } = useTranslation('scores');
  const phone = useIsPhone();
  const [day] = useChosenDay(0, DAYS_AHEAD);
  const read = useApiRead(`${sport}|${day}`, () => loadPreviews(sport, day));
  if (read.status === 'error') return <ErrorState onRetry={read.retry} />;
  if (!read.data) return <LoadingState />;
  if (read.data.length === 0) return <EmptyState title={t('previews.empty')} />;
  return (
    <Box data-testid="previews" sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: phone ? '1fr' : 'repeat(auto-fill, minmax(320px, 1fr))' }}>
      {read.data.map((preview) => (
        <PreviewCard key={preview.match.id} preview={preview} phone={phone} />
      ))}
    </Box>
  );
}

function PreviewsPage({ sport, routeId, titleKey }: { sport: Sport; routeId: string; titleKey: string }) {
  const { t } = useTranslation('scores');
  usePageMeta(routeId);
  return (
    <PageFrame title={t(titleKey)}>
      <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>
        <DaySelect back={0} ahead={DAYS_AHEAD} />
      </Box>
      <Previews sport={sport} />
    </PageFrame>
  );
}

export const FootballPreviewsPage = () => <PreviewsPage sport="football" routeId="prospectFootball" titleKey="previews.footballTitle" />;
export const BasketballPreviewsPage = () => <PreviewsPage sport="basketball" routeId="prospectBasketball" titleKey="previews.basketballTitle" />;
