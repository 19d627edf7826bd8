// Experts' remarks on their settled plans: what they picked, how it ended, what they make of it.
import { type Remark, remarkListRead } from '@matchday/contracts/tips/contract';
import { useFirstScreenDrawn } from '@matchday/shared/firstScreen/useFirstScreenDrawn';
import { useFormat } from '@matchday/shared/format/format';
import { useTranslation } from '@matchday/shared/i18n/react';
import { PageFrame } from '@matchday/ui/PageFrame';
import { PagedList } from '@matchday/ui/PagedList';
import { LoadingState } from '@matchday/ui/StatusViews';
import { usePagedList } from '@matchday/ui/usePagedList';
import { usePageMeta } from '@matchday/ui/usePageMeta';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { listRemarks } from '../api/remarksApi';
import { ExpertLine } from '../../../components/ExpertLine';
import { MatchLine } from '../../../components/MatchLine';
import { PlanResultChip } from '../../../components/PlanResultChip';
import { selectionLabel } from '../../../lib/tipsText';

// A remark's comments load when a reader opens them: most readers only scan the remarks.
const CommentThread = lazy(() => import('@matchday/ui/CommentThread').then((module) => ({ default: module.CommentThread })));

function RemarkCard({ remark }: { remark: Remark }) {
  const { t } = useTranslation('tips');
  const format = useFormat();
  const [comments, setComments] = useState(false);
  return (
    <Paper variant="outlined" component="article" sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 1 }} data-testid="remark">
      <ExpertLine expert={remark.expert} />
      <MatchLine match={remark.plan.match} />
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {remark.plan.title}
        </Typography>
        {remark.plan.selection && <Typography variant="body2">{selectionLabel(t, format, remark.plan.market, remark.plan.selection, remark.plan.match)}</Typography>}
        <PlanResultChip result={remark.plan.result} />
      </Box>
      <Typography sx={{ whiteSpace: 'pre-wrap' }}>{remark.text}</Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="caption" color="text.secondary">
          {format.dayTime(remark.createdAt)}
        </Typography>
        <Button size="small" onClick={() => setComments((open) => !open)} aria-expanded={comments} data-testid="remark-comments-toggle">
          {comments ? t('remarks.hideComments') : t('remarks.comments')}
        </Button>
      </Box>
      {comments && (
        <Suspense fallback={<LoadingState rows={2} />}>
          <CommentThread target="remark" targetId={remark.id} />
        </Suspense>
      )}
    </Paper>
  );
}

export function RemarksPage() {
  const { t } = useTranslation('tips');
  usePageMeta('remark');
  const list = usePagedList('remarks', (cursor) => listRemarks(cursor), { first: remarkListRead(null) });
  useFirstScreenDrawn('tips', list.status !== 'loading' && list.status !== 'idle');
  return (
    <PageFrame title={t('remarks.title')}>
      <PagedList
        list={list}
        loadingRows={4}
        emptyTitle={t('empty.remarks')}
        container={(cards) => <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, mt: 1 }}>{cards}</Box>}
        renderItem={(remark) => <RemarkCard key={remark.id} remark={remark} />}
      />
    </PageFrame>
  );
}
