// Reporting a message or a streamer: a reason from the list, then "report received".
import { REPORT_REASONS, type ReportReason } from '@matchday/shared/api/lives';
import { useTranslation } from '@matchday/shared/i18n/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useState } from 'react';

export function ReportDialog({ open, subject, onClose, onReport }: { open: boolean; subject: string; onClose: () => void; onReport: (reason: ReportReason) => Promise<void> }) {
  const { t } = useTranslation('live');
  const [reason, setReason] = useState<ReportReason>('abuse');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    try {
      await onReport(reason);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="report-title">
      <DialogTitle id="report-title">{t('report.title')}</DialogTitle>
      <DialogContent>
        <DialogContent sx={{ p: 0, mb: 1, color: 'text.secondary', overflowWrap: 'anywhere' }}>{subject}</DialogContent>
        <RadioGroup value={reason} onChange={(event) => setReason(event.target.value as ReportReason)} aria-label={t('report.reason')}>
          {REPORT_REASONS.map((value) => (
            <FormControlLabel key={value} value={value} control={<Radio />} label={t(`report.reasons.${value}`)} />
          ))}
        </RadioGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('report.cancel')}</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={busy}>
          {t('report.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
