// Customer service gives roles from the console: a user by id, their roles as they are now, the
// staff roles ticked or not, saved at once (every user keeps the plain user role).
import type { Role, SessionUser } from '@matchday/contracts/accounts/contract';
import { useTranslation } from '@matchday/shared/i18n/react';
import { TextInput } from '@matchday/ui/TextInput';
import { useSubmit } from '@matchday/ui/useSubmit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { setRoles, staffUser } from '../api/staffApi';

const STAFF_ROLES: readonly Role[] = ['editor', 'expert', 'streamer', 'customer_service', 'operator'];

export function StaffRoles() {
  const { t } = useTranslation('channel');
  const [userId, setUserId] = useState('');
  const [user, setUser] = useState<SessionUser | null>(null);
  const [roles, setChosen] = useState<Role[]>([]);
  const [savedFor, setSavedFor] = useState<string | null>(null);
  const show = (found: SessionUser) => {
    setUser(found);
    setChosen(found.roles);
  };
  const finding = useSubmit((id: string) => staffUser(id), { onSuccess: show });
  const saving = useSubmit((change: { user: SessionUser; roles: Role[] }) => setRoles(change.user.id, change.roles), {
    onSuccess: (saved) => {
      show(saved);
      setSavedFor(saved.username);
    },
  });
  const error = finding.error ?? saving.error;
  const result = error ? { ok: false, text: error } : savedFor !== null ? { ok: true, text: t('staff.saved', { name: savedFor }) } : null;

  const find = (event: FormEvent) => {
    event.preventDefault();
    setSavedFor(null);
    setUser(null);
    saving.clearError();
    void finding.submit(userId.trim());
  };

  const save = () => {
    if (!user) return;
    setSavedFor(null);
    finding.clearError();
    void saving.submit({ user, roles });
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 560 }} data-testid="staff-roles">
      <Box component="form" onSubmit={find} noValidate sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextInput size="small" label={t('staff.userId')} value={userId} onChange={(event) => setUserId(event.target.value)} inputProps={{ inputMode: 'numeric', 'data-testid': 'staff-user-id' }} />
        <Button type="submit" variant="outlined" disabled={finding.busy} data-testid="staff-find">
          {t('staff.find')}
        </Button>
      </Box>
      {user && (
        <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1 }} data-testid="staff-user" data-user-id={user.id}>
          <Typography sx={{ fontWeight: 600 }}>{user.username}</Typography>
          <Box role="group" aria-label={t('staff.roles')} sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
            {STAFF_ROLES.map((role) => (
              <FormControlLabel
                key={role}
                label={t(`staff.role.${role}`)}
                control={<Checkbox checked={roles.includes(role)} onChange={(event) => setChosen(event.target.checked ? [...roles, role] : roles.filter((one) => one !== role))} />}
                data-testid={`staff-role-${role}`}
              />
            ))}
          </Box>
          <Button variant="contained" onClick={save} disabled={saving.busy} sx={{ justifySelf: 'start' }} data-testid="staff-save">
            {t('staff.save')}
          </Button>
        </Paper>
      )}
      {result && (
        <Alert severity={result.ok ? 'success' : 'error'} data-testid="staff-result">
          {result.text}
        </Alert>
      )}
    </Box>
  );
}
