// Becoming an expert: the form (introduction, sports, specialities), then its state: under
// review ("application submitted, wait for customer service"), failed with the reason (and when
// the user may apply again), or approved, with the way to publish.
import { expertApplicationSchema } from '@matchday/shared/api/schemas';
import { SPORTS, type Sport } from '@matchday/shared/api/sports';
import type { ExpertStatus } from '@matchday/shared/api/tips';
import { ruleMessage } from '@matchday/shared/i18n/i18n';
import { useTranslation } from '@matchday/shared/i18n/react';
import { Link } from '@matchday/shared/routing/router';
import { ErrorState, LoadingState } from '@matchday/shared/ui/StatusViews';
import { useApiRead } from '@matchday/shared/ui/useApiRead';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { applyAsExpert, expertStatus } from '../../../api/tipsApi';
import { failureText } from '../../../lib/failureText';

function ApplicationForm({ onApplied }: { onApplied: (status: ExpertStatus) => void }) {
  const { t } = useTranslation(['channel', 'api']);
  const [intro, setIntro] = useState('');
  const [sports, setSports] = useState<Sport[]>([]);
  const [specialities, setSpecialities] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const checked = expertApplicationSchema.safeParse({ intro, sports, specialities });
    if (!checked.success) {
      setError(ruleMessage(checked.error.issues[0]!.message));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onApplied(await applyAsExpert(checked.data));
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box component="form" noValidate onSubmit={(event) => (event.preventDefault(), void submit())} sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 640 }} data-testid="expert-application-form">
      <Typography>{t('experts.apply.lead')}</Typography>
      <TextField label={t('experts.apply.intro')} value={intro} onChange={(event) => setIntro(event.target.value)} multiline minRows={3} slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'expert-intro' } }} />
      <Box role="group" aria-label={t('experts.apply.sports')} sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2">{t('experts.apply.sports')}</Typography>
        {SPORTS.map((sport) => {
          const on = sports.includes(sport);
          return (
            <Chip
              key={sport}
              label={t(`experts.sports.${sport}`)}
              color={on ? 'primary' : 'default'}
              aria-pressed={on}
              onClick={() => setSports(on ? sports.filter((item) => item !== sport) : [...sports, sport])}
              data-testid={`expert-sport-${sport}`}
            />
          );
        })}
      </Box>
      <TextField label={t('experts.apply.specialities')} value={specialities} onChange={(event) => setSpecialities(event.target.value)} slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'expert-specialities' } }} />
      {error && (
        <Alert severity="error" data-testid="expert-application-error">
          {error}
        </Alert>
      )}
      <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }} data-testid="expert-apply">
        {t('experts.apply.submit')}
      </Button>
    </Box>
  );
}

export function ExpertApplication() {
  const { t } = useTranslation('channel');
  const [version, setVersion] = useState(0);
  const [latest, setLatest] = useState<ExpertStatus | null>(null);
  const read = useApiRead(`status:${version}`, expertStatus);
  const status = latest ?? read.data;
  if (read.status === 'error' && !status) return <ErrorState onRetry={read.retry} />;
  if (!status) return <LoadingState rows={3} />;
  const reapply = () => {
    setLatest({ status: 'not_applied', application: null });
  };
  switch (status.status) {
    case 'approved':
      return (
        <Alert severity="success" data-testid="expert-status" data-status="approved" action={<Button component={Link} to="/channel?tab=planPublishing" color="inherit">{t('experts.apply.publish')}</Button>}>
          {t('experts.apply.approved')}
        </Alert>
      );
    case 'pending':
      return (
        <Alert severity="info" data-testid="expert-status" data-status="pending">
          {t('experts.apply.submitted')}
        </Alert>
      );
    case 'failed':
      return (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Alert severity="warning" data-testid="expert-status" data-status="failed">
            {t('experts.apply.failed', { reason: status.application?.reason ?? '' })}
          </Alert>
          <Button variant="outlined" onClick={reapply} sx={{ alignSelf: 'flex-start' }} data-testid="expert-reapply">
            {t('experts.apply.again')}
          </Button>
        </Box>
      );
    default:
      return (
        <ApplicationForm
          onApplied={(next) => {
            setLatest(next);
            setVersion((value) => value + 1);
          }}
        />
      );
  }
}
