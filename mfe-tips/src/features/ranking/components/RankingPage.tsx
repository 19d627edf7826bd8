// Tipsters by verified hit rate or return over this week or this month (with a minimum of
// settled picks); `?expert=` opens a tipster's page.
import { RANKING_PERIODS, RANKING_SORTS, type RankingEntry, type RankingPeriod, rankingRead, type RankingSort } from '@matchday/contracts/tips/contract';
import { useFirstScreenDrawn } from '@matchday/shared/firstScreen/useFirstScreenDrawn';
import { useFormat } from '@matchday/shared/format/format';
import { useTranslation } from '@matchday/shared/i18n/react';
import { Link, useSearchParams } from '@matchday/shared/routing/router';
import { PageFrame } from '@matchday/ui/PageFrame';
import { EmptyState, ErrorState, LoadingState } from '@matchday/ui/StatusViews';
import { useApiRead } from '@matchday/ui/useApiRead';
import { usePageMeta } from '@matchday/ui/usePageMeta';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { getRanking } from '../api/rankingApi';
import { TipsterPage } from './TipsterPage';

function RankingRow({ entry }: { entry: RankingEntry }) {
  const { t } = useTranslation('tips');
  const format = useFormat();
  return (
    <Paper variant="outlined" component="li" data-testid="ranking-row" data-expert-id={entry.expert.id} sx={{ p: 1.5, display: 'flex', alignItems: 'center', gap: 2, listStyle: 'none' }}>
      <Typography sx={{ fontWeight: 700, width: 32, textAlign: 'center', color: entry.rank <= 3 ? 'gold.main' : 'text.secondary' }}>{entry.rank}</Typography>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography component={Link} to={`/ranking?expert=${entry.expert.id}`} sx={{ fontWeight: 600, color: 'primary.main', textDecoration: 'none' }}>
          {entry.expert.username}
        </Typography>
        {entry.expert.demo && <Chip size="small" label={t('expert.demo')} sx={{ ml: 1 }} />}
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {t('ranking.picks', { picks: entry.picks, hits: entry.hits })}
        </Typography>
      </Box>
      <Box sx={{ textAlign: 'end' }}>
        <Typography sx={{ fontWeight: 700 }} data-testid="ranking-hit-rate">
          {format.percent(entry.hitRate)}
        </Typography>
        <Typography variant="caption" color={entry.return >= 0 ? 'success.main' : 'error.main'}>
          {t('ranking.return', { value: format.signedUnits(entry.return) })}
        </Typography>
      </Box>
    </Paper>
  );
}

function Ranking({ period }: { period: RankingPeriod }) {
  const { t } = useTranslation('tips');
  const [sort, setSort] = useState<RankingSort>(RANKING_SORTS[0]);
  const read = useApiRead(`${period}:${sort}`, () => getRanking(period, sort), rankingRead(period, RANKING_SORTS[0]));
  useFirstScreenDrawn('tips', read.status === 'ready' || read.status === 'error');
  return (
    <Box sx={{ mt: 1.5, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 1 }} role="group" aria-label={t('ranking.sortLabel')}>
        {RANKING_SORTS.map((value) => (
          <Chip key={value} label={t(`ranking.sort.${value}`)} color={sort === value ? 'primary' : 'default'} aria-pressed={sort === value} onClick={() => setSort(value)} />
        ))}
      </Box>
      {read.status === 'error' ? (
        <ErrorState onRetry={read.retry} />
      ) : !read.data ? (
        <LoadingState rows={5} />
      ) : read.data.length === 0 ? (
        <EmptyState title={t('empty.ranking')} hint={t('ranking.minimum')} />
      ) : (
        <Box component="ol" sx={{ p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
          {read.data.map((entry) => (
            <RankingRow key={entry.expert.id} entry={entry} />
          ))}
        </Box>
      )}
    </Box>
  );
}

export function RankingPage() {
  const { t } = useTranslation('tips');
  const [params] = useSearchParams();
  const expertId = params.get('expert');
  usePageMeta('ranking');
  if (expertId && /^\d{1,18}$/.test(expertId)) return <TipsterPage expertId={expertId} />;
  return (
    <PageFrame title={t('ranking.title')} tabs={RANKING_PERIODS.map((value) => ({ value, label: t(`ranking.tabs.${value}`) }))}>
      {(period) => <Ranking period={period as RankingPeriod} />}
    </PageFrame>
  );
}
