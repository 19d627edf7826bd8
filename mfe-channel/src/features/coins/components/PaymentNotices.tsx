// The providers' notifications as customer service reviews them: held ones first (a refund or
// dispute that matched no credited top-up, a payment of the wrong amount): the provider was told
// "received" so it stops resending, and a person decides. Each is reviewed with a note, once.
import type { PaymentNoticeRecord } from '@matchday/contracts/coins/contract';
import { noticeReviewSchema } from '@matchday/contracts/coins/schemas';
import { useFormat } from '@matchday/shared/format/format';
import { ruleMessage } from '@matchday/shared/i18n/i18n';
import { useTranslation } from '@matchday/shared/i18n/react';
import { PagedList } from '@matchday/ui/PagedList';
import { TextInput } from '@matchday/ui/TextInput';
import { usePagedList } from '@matchday/ui/usePagedList';
import { useSubmit } from '@matchday/ui/useSubmit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { paymentNotices, reviewPaymentNotice } from '../api/coinsOpsApi';

type Shown = 'held' | 'all';

function ReviewForm({ notice, onReviewed }: { notice: PaymentNoticeRecord; onReviewed: (reviewed: PaymentNoticeRecord) => void }) {
  const { t } = useTranslation(['channel', 'api']);
  const [note, setNote] = useState('');
  const reviewing = useSubmit((typed: string) => reviewPaymentNotice(notice, typed), { onSuccess: onReviewed });
  const save = (event: FormEvent) => {
    event.preventDefault();
    const checked = noticeReviewSchema.safeParse({ note });
    if (!checked.success) {
      reviewing.setError(ruleMessage(checked.error.issues[0]!.message));
      return;
    }
    void reviewing.submit(checked.data.note);
  };
  return (
    <Box component="form" onSubmit={save} noValidate sx={{ display: 'grid', gap: 1 }}>
      <TextInput
        size="small"
        multiline
        minRows={2}
        label={t('coins.notices.note')}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        error={Boolean(reviewing.error)}
        helperText={reviewing.error ?? t('coins.notices.noteHint')}
        inputProps={{ 'data-testid': 'notice-note' }}
      />
      <Box>
        <Button type="submit" size="small" variant="contained" disabled={reviewing.busy} data-testid="notice-review">
          {t('coins.notices.review')}
        </Button>
      </Box>
    </Box>
  );
}

export function PaymentNotices() {
  const { t } = useTranslation('channel');
  const format = useFormat();
  const [shown, setShown] = useState<Shown>('held');
  const list = usePagedList(`payment-notices:${shown}`, (cursor) => paymentNotices(shown, cursor), { identify: (notice) => `${notice.provider}:${notice.eventId}` });
  const reviewed = (done: PaymentNoticeRecord) =>
    list.update((items) => (shown === 'held' ? items.filter((item) => item.eventId !== done.eventId || item.provider !== done.provider) : items.map((item) => (item.eventId === done.eventId && item.provider === done.provider ? done : item))));

  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid="payment-notices">
      <Typography variant="body2" color="text.secondary">
        {t('coins.notices.lead')}
      </Typography>
      <ToggleButtonGroup size="small" exclusive value={shown} onChange={(_event, value: Shown | null) => value && setShown(value)} aria-label={t('coins.notices.show')}>
        <ToggleButton value="held">{t('coins.notices.held')}</ToggleButton>
        <ToggleButton value="all">{t('coins.notices.all')}</ToggleButton>
      </ToggleButtonGroup>
      <PagedList
        list={list}
        loadingRows={3}
        emptyTitle={shown === 'held' ? t('coins.notices.noneHeld') : t('coins.notices.none')}
        container={(rows) => <Box sx={{ display: 'grid', gap: 1.5 }}>{rows}</Box>}
        renderItem={(notice) => (
          <Paper key={`${notice.provider}:${notice.eventId}`} variant="outlined" sx={{ p: 1.5, display: 'grid', gap: 1 }} data-testid="payment-notice" data-outcome={notice.outcome}>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
              <Chip size="small" color={notice.outcome === 'held' ? 'warning' : 'default'} label={t(`coins.notices.outcomes.${notice.outcome}`)} />
              <Typography variant="subtitle2">{t(`coins.notices.kinds.${notice.kind}`, { defaultValue: notice.kind })}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t('coins.notices.from', { provider: t(`coins.providers.${notice.provider}`), at: format.timestamp(notice.receivedAt) })}
              </Typography>
            </Box>
            <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.25, fontSize: '0.85rem', '& dd': { m: 0, overflowWrap: 'anywhere' } }}>
              <dt>{t('coins.notices.event')}</dt>
              <dd>{notice.eventId}</dd>
              {notice.paymentId && (
                <>
                  <dt>{t('coins.notices.payment')}</dt>
                  <dd>{notice.paymentId}</dd>
                </>
              )}
              {notice.topUpId && (
                <>
                  <dt>{t('coins.notices.topUp')}</dt>
                  <dd>{notice.topUpId}</dd>
                </>
              )}
              {notice.why && (
                <>
                  <dt>{t('coins.notices.why')}</dt>
                  <dd data-testid="notice-why">{notice.why}</dd>
                </>
              )}
            </Box>
            {notice.outcome === 'held' && <ReviewForm notice={notice} onReviewed={reviewed} />}
            {notice.reviewedAt && (
              <Alert severity="success" data-testid="notice-reviewed">
                {t('coins.notices.reviewed', { at: format.timestamp(notice.reviewedAt), note: notice.reviewNote ?? '' })}
              </Alert>
            )}
          </Paper>
        )}
      />
    </Box>
  );
}
