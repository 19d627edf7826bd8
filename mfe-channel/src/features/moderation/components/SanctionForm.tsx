// A sanction on a user: mute (cannot speak), ban (signed out, cannot sign in) or broadcast ban
// (a streamer cannot go live; a live in progress is cut), with a reason and a duration.
import type { SanctionKind } from '@matchday/contracts/lives/contract';
import { useTranslation } from '@matchday/shared/i18n/react';
import { TextInput } from '@matchday/ui/TextInput';
import { useSubmit } from '@matchday/ui/useSubmit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { sanction } from '../api/moderationApi';

const KINDS: SanctionKind[] = ['mute', 'broadcast_ban', 'ban'];
/** Durations offered, in minutes; null lasts until lifted. */
const DURATIONS = [60, 24 * 60, 7 * 24 * 60, 30 * 24 * 60, null] as const;

export function SanctionForm({ userId, username, onDone }: { userId?: string; username?: string; onDone?: () => void }) {
  const { t } = useTranslation('channel');
  const [target, setTarget] = useState(userId ?? '');
  const [kind, setKind] = useState<SanctionKind>('mute');
  const [minutes, setMinutes] = useState<string>('60');
  const [reason, setReason] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const applying = useSubmit(() => sanction({ userId: target.trim(), kind, minutes: minutes === 'forever' ? null : Number(minutes), reason }), {
    onSuccess: () => {
      setDone(t('moderation.sanctioned', { name: username ?? target }));
      onDone?.();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    void applying.submit();
  };
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 1.5, maxWidth: 560 }} data-testid="sanction-form">
      {!userId && <TextInput label={t('moderation.userId')} value={target} onChange={(event) => setTarget(event.target.value)} inputProps={{ inputMode: 'numeric', 'data-testid': 'sanction-user' }} />}
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <TextField select size="small" label={t('moderation.kindLabel')} value={kind} onChange={(event) => setKind(event.target.value as SanctionKind)} sx={{ minWidth: 180 }}>
          {KINDS.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`moderation.sanction.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label={t('moderation.duration')} value={minutes} onChange={(event) => setMinutes(event.target.value)} sx={{ minWidth: 160 }}>
          {DURATIONS.map((value) => (
            <MenuItem key={String(value)} value={value === null ? 'forever' : String(value)}>
              {t(`moderation.durations.${value ?? 'forever'}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <TextInput label={t('moderation.reasonLabel')} value={reason} onChange={(event) => setReason(event.target.value)} inputProps={{ maxLength: 200, 'data-testid': 'sanction-reason' }} />
      {applying.error ? <Alert severity="error">{applying.error}</Alert> : done && <Alert severity="success">{done}</Alert>}
      <Button type="submit" variant="contained" color="warning" disabled={applying.busy} sx={{ justifySelf: 'start' }} data-testid="sanction-submit">
        {t('moderation.apply')}
      </Button>
    </Box>
  );
}
