// The release itself, for the environment the api answers for: what runs now (its number, note
// and time; each remote's version, on or off, and canary), the last releases, and, for an
// operator, every change the release command makes. Read again every 30 s while the tab is open
// and after each change; a failed refresh keeps what it has and says so. Customer service reads
// it all and changes nothing (the api refuses them too).
import { eventBus } from '@matchday/shared/bus/eventBus';
import { useFormat } from '@matchday/shared/format/format';
import { useTranslation } from '@matchday/shared/i18n/react';
import { useSession } from '@matchday/shared/stores/sessionStore';
import { EmptyState, ErrorState, LoadingState } from '@matchday/ui/StatusViews';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { ReleaseAction } from '../hooks/useReleaseChangeForm';
import { useReleases } from '../hooks/useReleases';
import { rollbackTarget } from '../utils/releaseLookups';
import { ReleaseChangeDialog } from './ReleaseChangeDialog';
import { ReleaseHistory } from './ReleaseHistory';
import { ReleaseRemotesTable } from './ReleaseRemotesTable';

export function ReleasePanel() {
  // The api's rule messages come with the tab, for a change's form: opening it waits for nothing
  // (a namespace still loading would suspend the whole tab).
  const { t } = useTranslation(['channel', 'api']);
  const format = useFormat();
  const releases = useReleases();
  // Customer service sees the tab too; only an operator changes a release.
  const operator = useSession((state) => state.user?.roles?.includes('operator') ?? false);
  const [action, setAction] = useState<ReleaseAction | null>(null);
  const titleId = useId();
  const data = releases.data;

  const done = (message: string) => {
    setAction(null);
    eventBus.emit('toast', { message, severity: 'success' });
    releases.retry();
  };

  let body;
  if (data === null) body = releases.status === 'error' ? <ErrorState onRetry={releases.retry} /> : <LoadingState rows={4} label={t('releases.release.loading')} />;
  else if (data.current === null) body = <EmptyState title={t('releases.release.none', { environment: data.environment })} />;
  else {
    const current = data.current;
    const target = rollbackTarget(data);
    body = (
      <>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5 }}>
          <Box sx={{ flex: 1, minWidth: 220, display: 'grid', gap: 0.5 }}>
            <Typography data-testid="release-summary" sx={{ fontWeight: 600 }}>
              {t('releases.release.summary', { environment: data.environment, release: current.release, time: format.dateTime(current.createdAt) })}
            </Typography>
            <Typography variant="body2" color="text.secondary" data-testid="release-note" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {current.note}
            </Typography>
          </Box>
          {operator && target && (
            <Button variant="outlined" color="warning" onClick={() => setAction({ kind: 'rollback' })} data-testid="release-action-rollback">
              {t('releases.actions.rollback', { release: target.release })}
            </Button>
          )}
        </Box>
        <ReleaseRemotesTable releases={data} current={current} onAction={operator ? setAction : undefined} />
        <ReleaseHistory history={data.history} currentRelease={current.release} />
      </>
    );
  }

  return (
    <Box component="section" aria-labelledby={titleId} data-testid="release-panel" sx={{ display: 'grid', gap: 1.5 }}>
      <Box>
        <Typography variant="h2" id={titleId} sx={{ fontSize: '1.15rem' }}>
          {t('releases.release.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t(operator ? 'releases.release.intro' : 'releases.release.readOnly')}
        </Typography>
      </Box>
      {data && releases.status === 'error' && (
        <Alert severity="warning" data-testid="release-stale">
          {t('releases.release.refreshFailed')}
        </Alert>
      )}
      {body}
      {action && data && <ReleaseChangeDialog action={action} releases={data} onDone={done} onClose={() => setAction(null)} />}
    </Box>
  );
}
