// Account cancellation: the warnings come first and must be confirmed; the account is then frozen
// and deleted after the cooling-off period unless the user restores it.
import { COOLING_OFF_DAYS } from '@matchday/contracts/constants';
import type { UserProfile } from '@matchday/contracts/accounts/contract';
import { eventBus } from '@matchday/shared/bus/eventBus';
import { useFormat } from '@matchday/shared/format/format';
import { useTranslation } from '@matchday/shared/i18n/react';
import { useSubmit } from '@matchday/ui/useSubmit';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useState } from 'react';
import { SectionCard } from '../../../components/SectionCard';
import { applyProfile } from '../../../lib/profileStore';
import { requestCancellation, restoreAccount } from '../api/cancellationApi';

export const CANCELLATION_WARNINGS = ['coins', 'orders', 'roles', 'phone', 'irreversible'] as const;

export function CancellationSection({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation(['account', 'common']);
  const format = useFormat();
  const [acknowledged, setAcknowledged] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const action = useSubmit(
    async ({ work, done }: { work: () => Promise<UserProfile>; done: string }) => {
      applyProfile(await work());
      eventBus.emit('toast', { message: done, severity: 'success' });
    },
    {
      onSuccess: () => {
        setConfirming(false);
        setAcknowledged(false);
      },
      onFailure: () => setConfirming(false),
    },
  );
  const run = (work: () => Promise<UserProfile>, done: string) => void action.submit({ work, done });

  if (profile.status === 'frozen')
    return (
      <SectionCard title={t('user.sections.cancellation')} testId="cancellation">
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="account-frozen">
          {t('cancellation.frozen', { date: profile.deletionDueAt ? format.date(profile.deletionDueAt) : '' })}
        </Alert>
        {action.error && <Alert severity="error" sx={{ mb: 2 }}>{action.error}</Alert>}
        <Button variant="contained" onClick={() => run(restoreAccount, t('cancellation.restored'))} disabled={action.busy} data-testid="restore-account">
          {t('cancellation.restore')}
        </Button>
      </SectionCard>
    );

  return (
    <SectionCard title={t('user.sections.cancellation')} testId="cancellation">
      <Alert severity="error" variant="outlined" sx={{ mb: 2 }}>
        {t('cancellation.readFirst')}
        <ul style={{ margin: '8px 0 0', paddingInlineStart: 20 }}>
          {CANCELLATION_WARNINGS.map((warning) => (
            <li key={warning}>{t(`cancellation.warnings.${warning}`, { count: COOLING_OFF_DAYS })}</li>
          ))}
        </ul>
      </Alert>
      <FormControlLabel
        control={<Checkbox checked={acknowledged} onChange={(event) => setAcknowledged(event.target.checked)} data-testid="cancellation-acknowledge" />}
        label={t('cancellation.acknowledge')}
      />
      {action.error && <Alert severity="error" sx={{ my: 1 }}>{action.error}</Alert>}
      <div>
        <Button color="error" variant="outlined" disabled={!acknowledged} onClick={() => setConfirming(true)} sx={{ mt: 1 }} data-testid="cancellation-request">
          {t('cancellation.request')}
        </Button>
      </div>
      {confirming && (
        <Dialog open onClose={() => setConfirming(false)} aria-labelledby="cancellation-confirm-title">
          <DialogTitle id="cancellation-confirm-title">{t('cancellation.confirmTitle')}</DialogTitle>
          <DialogContent>{t('cancellation.confirmBody')}</DialogContent>
          <DialogActions>
            <Button onClick={() => setConfirming(false)}>{t('actions.cancel')}</Button>
            <Button color="error" variant="contained" disabled={action.busy} onClick={() => run(requestCancellation, t('cancellation.requested'))} data-testid="cancellation-confirm">
              {t('cancellation.confirm')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </SectionCard>
  );
}
