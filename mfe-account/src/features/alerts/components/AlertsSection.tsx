// Match alerts: alerts on this browser with every tab closed (Web Push) turned on or off, and the
// fan's choices — which events, and hours without any — saved at the api for every browser.
import { ALERT_KINDS, type AlertKind, type AlertPreferences } from '@matchday/contracts/alerts/contract';
import { eventBus } from '@matchday/shared/bus/eventBus';
import { browserTimeZone } from '@matchday/shared/format/format';
import { useTranslation } from '@matchday/shared/i18n/react';
import { LoadingState } from '@matchday/ui/StatusViews';
import { useSubmit } from '@matchday/ui/useSubmit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { SectionCard } from '../../../components/SectionCard';
import { readAlertPreferences, readVapidKey, removeSubscription, saveAlertPreferences, saveSubscription } from '../api/alertsApi';
import { pushState, turnPushOff, turnPushOn, type PushState } from '../hooks/pushSubscription';

const PUSH = { readVapidKey, save: saveSubscription, remove: removeSubscription };
const NIGHT = { mutedFrom: '23:00', mutedTo: '07:00' };

function PushSwitch() {
  const { t } = useTranslation('account');
  const [state, setState] = useState<PushState | null>(null);
  useEffect(() => {
    void pushState().then(setState, () => setState('unsupported'));
  }, []);
  const change = useSubmit((on: boolean) => (on ? turnPushOn(PUSH) : turnPushOff(PUSH)), { onSuccess: setState });
  if (state === null) return null;
  if (state === 'unsupported' || state === 'blocked')
    return (
      <Alert severity="info" data-testid="push-state" data-state={state} sx={{ mb: 2 }}>
        {t(`alerts.push.${state}`)}
      </Alert>
    );
  return (
    <Box sx={{ mb: 2 }}>
      <FormControlLabel
        control={<Switch checked={state === 'on'} disabled={change.busy} onChange={(event) => void change.submit(event.target.checked)} />}
        label={t('alerts.push.label')}
        data-testid="push-state"
        data-state={state}
      />
      <Typography variant="body2" color="text.secondary">
        {t('alerts.push.hint')}
      </Typography>
      {change.error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {change.error}
        </Alert>
      )}
    </Box>
  );
}

function ChoicesForm({ initial }: { initial: AlertPreferences }) {
  const { t } = useTranslation('account');
  const [kinds, setKinds] = useState<AlertKind[]>(initial.kinds);
  const [muted, setMuted] = useState(initial.mutedFrom !== null);
  const [hours, setHours] = useState({ mutedFrom: initial.mutedFrom ?? NIGHT.mutedFrom, mutedTo: initial.mutedTo ?? NIGHT.mutedTo });
  const save = useSubmit(
    () => saveAlertPreferences({ kinds, ...(muted ? hours : { mutedFrom: null, mutedTo: null }), timeZone: browserTimeZone() }),
    { onSuccess: () => eventBus.emit('toast', { message: t('alerts.saved'), severity: 'success' }) },
  );
  const toggle = (kind: AlertKind, on: boolean) => setKinds((current) => ALERT_KINDS.filter((each) => (each === kind ? on : current.includes(each))));
  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        void save.submit();
      }}
      data-testid="alert-choices"
    >
      <Typography variant="subtitle2">{t('alerts.kindsTitle')}</Typography>
      <FormGroup row sx={{ mb: 2 }}>
        {ALERT_KINDS.map((kind) => (
          <FormControlLabel key={kind} control={<Checkbox checked={kinds.includes(kind)} onChange={(event) => toggle(kind, event.target.checked)} name={kind} />} label={t(`alerts.kinds.${kind}`)} />
        ))}
      </FormGroup>
      <FormControlLabel control={<Switch checked={muted} onChange={(event) => setMuted(event.target.checked)} />} label={t('alerts.muted')} />
      {muted && (
        <Box sx={{ display: 'flex', gap: 2, my: 1, flexWrap: 'wrap' }}>
          <TextField type="time" size="small" label={t('alerts.mutedFrom')} value={hours.mutedFrom} onChange={(event) => setHours({ ...hours, mutedFrom: event.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
          <TextField type="time" size="small" label={t('alerts.mutedTo')} value={hours.mutedTo} onChange={(event) => setHours({ ...hours, mutedTo: event.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
        </Box>
      )}
      {save.error && (
        <Alert severity="error" sx={{ my: 1 }}>
          {save.error}
        </Alert>
      )}
      <Box sx={{ mt: 1 }}>
        <Button type="submit" variant="contained" disabled={save.busy} data-testid="save-alerts">
          {t('alerts.save')}
        </Button>
      </Box>
    </Box>
  );
}

export function AlertsSection() {
  const { t } = useTranslation('account');
  const [preferences, setPreferences] = useState<AlertPreferences | null>(null);
  const [failed, setFailed] = useState(false);
  // Read once: the texts arriving (a new `t`) is no reason to ask the api again.
  useEffect(() => {
    readAlertPreferences().then(setPreferences, () => setFailed(true));
  }, []);
  return (
    <SectionCard title={t('alerts.title')} testId="alerts">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('alerts.intro')}
      </Typography>
      <PushSwitch />
      {failed ? <Alert severity="error">{t('alerts.readFailed')}</Alert> : preferences ? <ChoicesForm initial={preferences} /> : <LoadingState rows={2} />}
    </SectionCard>
  );
}
