// The six remotes of the current release: each one's stable version, whether it is on, and its
// canary (the version, the share of visitors it reaches, since when). An operator gets each
// remote's actions in its row; customer service reads the same table without them. The table
// scrolls sideways on a phone rather than squeezing its columns.
import type { ReleasesResponse } from '@matchday/contracts/releases/contract';
import { MISSING, useFormat } from '@matchday/shared/format/format';
import { useTranslation } from '@matchday/shared/i18n/react';
import type { ReleaseManifest } from '@matchday/contracts/releases/manifest';
import { packageName, REMOTE_IDS, type RemoteId } from '@matchday/contracts/routes/routeTable';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReleaseAction } from '../hooks/useReleaseChangeForm';
import { canaryOf } from '../utils/releaseLookups';
import { CONSOLE_TABLE_SX } from './consoleTable';

function RemoteActions({ remote, enabled, hasCanary, onAction }: { remote: RemoteId; enabled: boolean; hasCanary: boolean; onAction: (action: ReleaseAction) => void }) {
  const { t } = useTranslation('channel');
  const button = (action: ReleaseAction, label: string) => (
    <Button size="small" variant="outlined" onClick={() => onAction(action)} data-testid={`release-action-${action.kind}`} sx={{ whiteSpace: 'nowrap' }}>
      {label}
    </Button>
  );
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
      {enabled ? button({ kind: 'disable', remote }, t('releases.actions.switchOff')) : button({ kind: 'enable', remote }, t('releases.actions.switchOn'))}
      {button({ kind: 'pin', remote }, t('releases.actions.pin'))}
      {button({ kind: 'canary', remote }, t(hasCanary ? 'releases.actions.changeShare' : 'releases.actions.startCanary'))}
      {hasCanary && button({ kind: 'promote', remote }, t('releases.actions.promote'))}
      {hasCanary && button({ kind: 'stop', remote }, t('releases.actions.stop'))}
    </Box>
  );
}

export function ReleaseRemotesTable({
  releases,
  current,
  onAction,
}: {
  releases: ReleasesResponse;
  current: ReleaseManifest;
  /** An operator's actions; without it the table is read-only. */
  onAction?: (action: ReleaseAction) => void;
}) {
  const { t } = useTranslation('channel');
  const format = useFormat();
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Box
        component="table"
        data-testid="release-remotes"
        sx={{
          ...CONSOLE_TABLE_SX,
          minWidth: onAction ? 720 : 480,
          '& thead th': { fontWeight: 600, whiteSpace: 'nowrap' },
          '& tbody th': { fontWeight: 400 },
          '& code': { fontSize: 'inherit' },
        }}
      >
        <thead>
          <tr>
            <th scope="col">{t('releases.release.columns.remote')}</th>
            <th scope="col">{t('releases.release.columns.stable')}</th>
            <th scope="col">{t('releases.release.columns.enabled')}</th>
            <th scope="col">{t('releases.release.columns.canary')}</th>
            {onAction && <th scope="col">{t('releases.release.columns.actions')}</th>}
          </tr>
        </thead>
        <tbody>
          {REMOTE_IDS.map((remote) => {
            const entry = current.remotes[remote];
            const canary = canaryOf(releases, remote);
            return (
              <tr key={remote} data-testid="release-remote-row" data-remote={remote}>
                <th scope="row">
                  <code>{packageName(remote)}</code>
                </th>
                <td>
                  <code dir="ltr">{entry.version}</code>
                </td>
                <td>
                  <Box component="span" sx={{ color: entry.enabled ? 'success.main' : 'text.secondary', fontWeight: 600 }}>
                    {t(entry.enabled ? 'releases.release.on' : 'releases.release.off')}
                  </Box>
                </td>
                <td data-testid="release-canary">
                  {canary ? (
                    <>
                      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                        {t('releases.release.canary', { version: canary.version, share: format.percent(canary.percent / 100) })}
                      </Box>
                      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                        {t('releases.release.since', { time: format.dateTime(canary.startedAt) })}
                      </Typography>
                    </>
                  ) : (
                    MISSING
                  )}
                </td>
                {onAction && (
                  <td>
                    <RemoteActions remote={remote} enabled={entry.enabled} hasCanary={canary !== null} onAction={onAction} />
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </Box>
    </Box>
  );
}
