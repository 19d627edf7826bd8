// Invite friends (a link and a code to copy; both sides get coins once) and the invitation record.
import type { InvitationRecord } from '@matchday/contracts/accounts/contract';
import { eventBus } from '@matchday/shared/bus/eventBus';
import { useFormat } from '@matchday/shared/format/format';
import { useTranslation } from '@matchday/shared/i18n/react';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { EmptyState, ErrorState, LoadingState } from '@matchday/ui/StatusViews';
import { SectionCard } from '../../../components/SectionCard';
import { copyText } from '../../../lib/copyText';
import { fetchInvitationRecord, inviteLink } from '../api/invitationsApi';

function CopyRow({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useTranslation(['account', 'common']);
  const copy = async () => {
    const copied = await copyText(value);
    eventBus.emit('toast', copied ? { message: t('common:confirm.copied'), severity: 'success' } : { message: t('invite.copyFailed'), severity: 'error' });
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 1.5 }}>
      <TextField label={label} value={value} fullWidth size="small" slotProps={{ htmlInput: { readOnly: true, 'data-testid': testId } }} />
      <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy()} sx={{ whiteSpace: 'nowrap' }} data-testid={`${testId}-copy`}>
        {t('invite.copy')}
      </Button>
    </Box>
  );
}

export function InvitationsSection() {
  const { t } = useTranslation('account');
  const format = useFormat();
  const [record, setRecord] = useState<InvitationRecord | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    setFailed(false);
    fetchInvitationRecord().then(setRecord, () => setFailed(true));
  }, []);
  useEffect(load, [load]);
  if (failed && !record) return <ErrorState onRetry={load} />;
  if (!record) return <LoadingState rows={3} />;
  return (
    <>
      <SectionCard title={t('user.sections.inviteFriends')} testId="invite-friends">
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('invite.explainer', { count: record.reward })}
        </Typography>
        <CopyRow label={t('invite.link')} value={inviteLink(record.inviteCode)} testId="invite-link" />
        <CopyRow label={t('invite.code')} value={record.inviteCode} testId="invite-code" />
      </SectionCard>
      <SectionCard title={t('user.sections.invitations')} testId="invitation-record">
        {record.invitees.length === 0 ? (
          <EmptyState title={t('invite.noneYet')} />
        ) : (
          <>
            <Typography sx={{ mb: 1 }}>
              {t('invite.summary', { count: record.invitees.length, coins: record.invitees.reduce((sum, invitee) => sum + invitee.reward, 0) })}
            </Typography>
            <List dense disablePadding>
              {record.invitees.map((invitee) => (
                <ListItem key={`${invitee.username}-${invitee.createdAt}`} divider>
                  <ListItemText primary={invitee.username} secondary={format.dateTime(invitee.createdAt)} />
                  <Typography sx={{ fontWeight: 700, color: 'success.main' }}>+{invitee.reward}</Typography>
                </ListItem>
              ))}
            </List>
          </>
        )}
      </SectionCard>
    </>
  );
}
