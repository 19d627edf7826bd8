// Becoming a streamer: not applied (the form: date of birth, the eleven conduct rules read and
// accepted), under review ("application submitted, wait for customer service"), failed with
// the reason (apply again later), or approved, with the way to go live. The api checks the age
// on its own clock and the bound phone ("no phone bound").
import { STREAMER_CONDUCT_RULES, type StreamerConductRule, type StreamerStatus } from '@matchday/contracts/streamers/contract';
import { useTranslation } from '@matchday/shared/i18n/react';
import { Link } from '@matchday/shared/routing/router';
import { ErrorState, LoadingState } from '@matchday/ui/StatusViews';
import { TextInput } from '@matchday/ui/TextInput';
import { useApiRead } from '@matchday/ui/useApiRead';
import { useSubmit } from '@matchday/ui/useSubmit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { applyAsStreamer, streamerStatus } from '../api/streamersApi';

function ApplicationForm({ onApplied }: { onApplied: (status: StreamerStatus) => void }) {
  const { t } = useTranslation('channel');
  const [birthDate, setBirthDate] = useState('');
  const [accepted, setAccepted] = useState<ReadonlySet<StreamerConductRule>>(new Set());
  const applying = useSubmit(() => applyAsStreamer({ birthDate, acceptedRules: [...accepted] }), { onSuccess: onApplied });
  const { busy, error } = applying;
  const all = accepted.size === STREAMER_CONDUCT_RULES.length;
  const toggle = (rule: StreamerConductRule) =>
    setAccepted((current) => {
      const next = new Set(current);
      if (next.has(rule)) next.delete(rule);
      else next.add(rule);
      return next;
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void applying.submit();
  };
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 720 }}>
      <Typography>{t('streamers.apply.lead')}</Typography>
      <Box sx={{ maxWidth: 240 }}>
        <TextInput type="date" label={t('streamers.apply.birthDate')} value={birthDate} onChange={(event) => setBirthDate(event.target.value)} shrinkLabel inputProps={{ 'data-testid': 'streamer-birth-date' }} />
      </Box>
      <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, m: 0 }}>
        <Typography component="legend" sx={{ px: 0.5, fontWeight: 600 }}>
          {t('streamers.apply.rulesTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('streamers.apply.rulesLead')}
        </Typography>
        {STREAMER_CONDUCT_RULES.map((rule) => (
          <FormControlLabel
            key={rule}
            sx={{ display: 'flex', alignItems: 'flex-start', mb: 0.5 }}
            control={<Checkbox size="small" checked={accepted.has(rule)} onChange={() => toggle(rule)} sx={{ pt: 0.25 }} />}
            label={<Typography variant="body2">{t(`streamers.rules.${rule}`)}</Typography>}
          />
        ))}
        <Button size="small" onClick={() => setAccepted(new Set(all ? [] : STREAMER_CONDUCT_RULES))} data-testid="accept-all-rules">
          {all ? t('streamers.apply.clearRules') : t('streamers.apply.acceptAll')}
        </Button>
      </Box>
      {error && (
        <Alert severity="error" data-testid="streamer-apply-error">
          {error}
        </Alert>
      )}
      <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }} data-testid="streamer-apply">
        {t('streamers.apply.submit')}
      </Button>
    </Box>
  );
}

export function StreamerApplication() {
  const { t } = useTranslation('channel');
  const [latest, setLatest] = useState<StreamerStatus | null>(null);
  const [again, setAgain] = useState(false);
  const read = useApiRead('streamer-status', streamerStatus);
  const status = latest ?? read.data;
  if (read.status === 'error' && !status) return <ErrorState onRetry={read.retry} />;
  if (!status) return <LoadingState rows={3} />;
  if (status.status === 'approved')
    return (
      <Alert severity="success" data-testid="streamer-status" data-status="approved" action={<Button component={Link} to="/channel?tab=liveSettings" color="inherit">{t('streamers.apply.goLive')}</Button>}>
        {t('streamers.apply.approved')}
      </Alert>
    );
  if (status.status === 'pending')
    return (
      <Alert severity="info" data-testid="streamer-status" data-status="pending">
        {t('streamers.apply.submitted')}
      </Alert>
    );
  if (status.status === 'failed' && !again)
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Alert severity="warning" data-testid="streamer-status" data-status="failed">
          {t('streamers.apply.failed', { reason: status.application?.reason ?? '' })}
        </Alert>
        <Button variant="outlined" onClick={() => setAgain(true)} sx={{ alignSelf: 'flex-start' }}>
          {t('streamers.apply.again')}
        </Button>
      </Box>
    );
  return <ApplicationForm onApplied={setLatest} />;
}
