// Reporting a message or a streamer: a reason from the list, then "report received"; a refusal
// is shown in the dialog with the reason kept.
import { REPORT_REASONS, type ReportReason } from '@matchday/contracts/lives/contract';
import { useTranslation } from '@matchday/shared/i18n/react';
import { useSubmit } from '@matchday/ui/useSubmit';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useState } from 'react';
import { toast } from '../lib/notify';

/** `onReport` sends the report; the dialog says it was received and closes. */
export function ReportDialog({ open, subject, onClose, onReport }: { open: boolean; subject: string; onClose: () => void; onReport: (reason: ReportReason) => Promise<unknown> }) {
  const { t } = useTranslation('live');
  const { t: tCommon } = useTranslation();
  const [reason, setReason] = useState<ReportReason>('abuse');
  const sending = useSubmit(
    async (chosen: ReportReason) => {
      await onReport(chosen);
      toast(tCommon('confirm.reportReceived'));
    },
    { onSuccess: onClose },
  );
  const close = () => {
    sending.clearError();
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby="report-title">
      <DialogTitle id="report-title">{t('report.title')}</DialogTitle>
      <DialogContent>
        <DialogContent sx={{ p: 0, mb: 1, color: 'text.secondary', overflowWrap: 'anywhere' }}>{subject}</DialogContent>
        <RadioGroup value={reason} onChange={(event) => setReason(event.target.value as ReportReason)} aria-label={t('report.reason')}>
          {REPORT_REASONS.map((value) => (
            <FormControlLabel key={value} value={value} control={<Radio />} label={t(`report.reasons.${value}`)} />
          ))}
        </RadioGroup>
        {sending.error && (
          <Alert severity="error" role="alert">
            {sending.error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('report.cancel')}</Button>
        <Button variant="contained" onClick={() => void sending.submit(reason)} disabled={sending.busy}>
          {t('report.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
