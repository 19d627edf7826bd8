// Reconciliation as customer service reads it: the latest run (every six hours, one api process
// at a time) of the providers' books against Matchday's over the last days, each difference a
// row to act on: a payment never credited, a refund or dispute at the provider that took no
// coins back here, or the other way round. "Run now" asks for a run at once.
import type { ReconciliationFinding, ReconciliationReport } from '@matchday/contracts/coins/contract';
import { useFormat } from '@matchday/shared/format/format';
import { useTranslation } from '@matchday/shared/i18n/react';
import { DataTable } from '@matchday/ui/DataTable';
import { ErrorState, LoadingState } from '@matchday/ui/StatusViews';
import { useApiRead } from '@matchday/ui/useApiRead';
import { useSubmit } from '@matchday/ui/useSubmit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { reconciliation, runReconciliation } from '../api/coinsOpsApi';

/** Each difference's words in the console texts. */
const PROBLEM_TEXT: Record<ReconciliationFinding['problem'], string> = {
  'paid but not credited': 'paidNotCredited',
  'credited but not paid': 'creditedNotPaid',
  'amount differs': 'amountDiffers',
  'unknown to Matchday': 'unknown',
  'refunded there, not taken back here': 'refundedNotTaken',
  'taken back here, not refunded there': 'takenNotRefunded',
  'disputed there, not taken back here': 'disputedNotTaken',
  'dispute won there, still taken back here': 'wonStillTaken',
};

export function Reconciliation() {
  const { t } = useTranslation('channel');
  const format = useFormat();
  const read = useApiRead('reconciliation', reconciliation);
  // A run asked for here answers with its report: shown at once.
  const [ran, setRan] = useState<ReconciliationReport | null>(null);
  const running = useSubmit(() => runReconciliation(), { onSuccess: setRan });

  const report = ran ?? read.data;
  if (!report) return read.status === 'error' ? <ErrorState onRetry={read.retry} /> : <LoadingState rows={3} />;
  const { run, findings } = report;
  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid="reconciliation">
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary" data-testid="reconciliation-run">
          {run
            ? run.finishedAt
              ? t('coins.reconciliation.lastRun', { at: format.timestamp(run.finishedAt), since: format.timestamp(run.since), count: run.checked })
              : t('coins.reconciliation.running', { at: format.timestamp(run.startedAt) })
            : t('coins.reconciliation.never')}
        </Typography>
        <Button variant="outlined" size="small" onClick={() => void running.submit()} disabled={running.busy} data-testid="reconciliation-now">
          {t('coins.reconciliation.runNow')}
        </Button>
      </Box>
      {running.error && <Alert severity="error">{running.error}</Alert>}
      {run?.error && (
        <Alert severity="error" data-testid="reconciliation-failed">
          {t('coins.reconciliation.failed', { why: run.error })}
        </Alert>
      )}
      {run?.finishedAt && !run.error && findings.length === 0 && (
        <Alert severity="success" data-testid="reconciliation-clean">
          {t('coins.reconciliation.clean')}
        </Alert>
      )}
      {findings.length > 0 && (
        <DataTable head={[t('coins.reconciliation.problem'), t('coins.reconciliation.provider'), t('coins.reconciliation.topUp'), t('coins.reconciliation.detail')]} wrap>
            {findings.map((finding, index) => (
              <tr key={`${finding.sessionId}-${finding.problem}-${index}`} data-testid="reconciliation-finding">
                <td>{t(`coins.reconciliation.problems.${PROBLEM_TEXT[finding.problem]}`)}</td>
                <td>{t(`coins.providers.${finding.provider}`)}</td>
                <td>{finding.topUpId ?? finding.sessionId}</td>
                <td>{finding.detail}</td>
              </tr>
            ))}
          </DataTable>
      )}
    </Box>
  );
}
