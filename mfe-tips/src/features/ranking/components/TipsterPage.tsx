// A tipster's page: their verified record (hit rate, return, streaks, last ten), followers and
// a follow button, and their plans, on sale and settled.
import type { ExpertRecord } from '@matchday/contracts/tips/contract';
import { useFormat } from '@matchday/shared/format/format';
import { useTranslation } from '@matchday/shared/i18n/react';
import { useAskToLogIn } from '@matchday/ui/useAskToLogIn';
import { Link } from '@matchday/shared/routing/router';
import { useSession } from '@matchday/shared/stores/sessionStore';
import { ErrorState, LoadingState } from '@matchday/ui/StatusViews';
import { useApiRead } from '@matchday/ui/useApiRead';
import { useSubmit } from '@matchday/ui/useSubmit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { getExpert, listExpertPlans, setFollowing } from '../api/rankingApi';
import { PlanList } from '../../../components/PlanList';
import { usePagedList } from '@matchday/ui/usePagedList';

const LAST_COLOURS = { hit: 'success', miss: 'error', void: 'default', pending: 'default' } as const;

function Stat({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Box sx={{ textAlign: 'center', minWidth: 80 }}>
      <Typography sx={{ fontWeight: 700, fontSize: '1.3rem' }} data-testid={testId}>
        {value}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

function FollowButton({ record }: { record: ExpertRecord }) {
  const { t } = useTranslation('tips');
  const askToLogIn = useAskToLogIn();
  const signedIn = useSession((state) => state.token !== null);
  const [state, setState] = useState({ following: record.following, followers: record.followers });
  useEffect(() => setState({ following: record.following, followers: record.followers }), [record]);
  const following = useSubmit(() => setFollowing(record.id, !state.following), { onSuccess: (next) => setState(next) });
  const { error } = following;
  const toggle = () => (signedIn ? void following.submit() : askToLogIn());
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Button variant={state.following ? 'outlined' : 'contained'} onClick={toggle} disabled={following.busy} data-testid="follow-expert" aria-pressed={state.following}>
        {state.following ? t('expert.following') : t('expert.follow')}
      </Button>
      <Typography variant="body2" color="text.secondary" data-testid="followers">
        {t('expert.followers', { amount: state.followers })}
      </Typography>
      {error && (
        <Typography variant="body2" color="error">
          {error}
        </Typography>
      )}
    </Box>
  );
}

export function TipsterPage({ expertId }: { expertId: string }) {
  const { t } = useTranslation('tips');
  const format = useFormat();
  const read = useApiRead(expertId, () => getExpert(expertId));
  const plans = usePagedList(`expert:${expertId}`, (cursor) => listExpertPlans(expertId, cursor));
  if (read.status === 'error') return <ErrorState onRetry={read.retry} />;
  const record = read.data;
  if (!record) return <LoadingState rows={5} />;
  return (
    <Box component="section" aria-label={record.username} sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 1.5, md: 3 }, py: 2, display: 'flex', flexDirection: 'column', gap: 2 }} data-testid="tipster-page">
      <Button component={Link} to="/ranking" size="small" sx={{ alignSelf: 'flex-start' }}>
        {t('ranking.back')}
      </Button>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h1">{record.username}</Typography>
        {record.demo && <Chip size="small" label={t('expert.demo')} />}
      </Box>
      {record.intro && <Typography color="text.secondary" sx={{ whiteSpace: 'pre-wrap' }}>{record.intro}</Typography>}
      {(record.sports.length > 0 || record.specialities) && (
        <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center', flexWrap: 'wrap' }} data-testid="expert-sports">
          {record.sports.map((sport) => (
            <Chip key={sport} size="small" variant="outlined" label={t(`plans.tabs.${sport}`)} />
          ))}
          {record.specialities && (
            <Typography variant="body2" color="text.secondary" sx={{ ml: 1 }}>
              {t('expert.specialities', { text: record.specialities })}
            </Typography>
          )}
        </Box>
      )}
      <FollowButton record={record} />
      <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-around' }} data-testid="expert-record">
        <Stat label={t('expert.hitRate')} value={format.percent(record.hitRate)} testId="record-hit-rate" />
        <Stat label={t('expert.picks')} value={String(record.picks)} testId="record-picks" />
        <Stat label={t('expert.return')} value={format.signedUnits(record.return)} />
        <Stat label={t('expert.streak')} value={String(record.currentStreak)} />
        <Stat label={t('expert.bestStreak')} value={String(record.bestStreak)} />
      </Paper>
      {record.lastTen.length > 0 && (
        <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center', flexWrap: 'wrap' }} aria-label={t('expert.lastTen')}>
          <Typography variant="body2" sx={{ mr: 1 }}>
            {t('expert.lastTen')}
          </Typography>
          {record.lastTen.map((result, index) => (
            <Chip key={index} size="small" color={LAST_COLOURS[result]} label={t(`results.${result}`)} />
          ))}
        </Box>
      )}
      <Typography variant="h2">{t('expert.plans')}</Typography>
      <PlanList list={plans} empty={t('empty.plans')} detailPath="/plan" />
    </Box>
  );
}
