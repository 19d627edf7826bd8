// Basic info and edit: avatar, username, signature; the phone's binding state is shown here and
// changed in the security centre.
import { profileUpdateSchema } from '@matchday/contracts/accounts/schemas';
import type { UserProfile } from '@matchday/contracts/accounts/contract';
import { eventBus } from '@matchday/shared/bus/eventBus';
import { useTranslation } from '@matchday/shared/i18n/react';
import { Link } from '@matchday/shared/routing/router';
import { useSubmit } from '@matchday/ui/useSubmit';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { SectionCard } from '../../../components/SectionCard';
import { checkForm } from '../../../lib/checkForm';
import { maskPhone } from '../../../lib/maskPhone';
import { applyProfile } from '../../../lib/profileStore';
import { updateProfile } from '../api/profileApi';
import { AvatarUpload } from './AvatarUpload';

export function ProfileSection({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation(['account', 'api', 'common']);
  const [username, setUsername] = useState(profile.username);
  const [signature, setSignature] = useState(profile.signature);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const form = useSubmit(async () => {
    const checked = checkForm(profileUpdateSchema, { username, signature });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    const saved = await updateProfile(checked.value);
    applyProfile(saved);
    setUsername(saved.username);
    setSignature(saved.signature);
    eventBus.emit('toast', { message: t('common:confirm.saved'), severity: 'success' });
  });

  return (
    <SectionCard title={t('user.sections.basicInfo')} testId="profile-section">
      <AvatarUpload profile={profile} />
      <Stack component="form" noValidate spacing={2} onSubmit={(event) => (event.preventDefault(), void form.submit())} aria-label={t('profile.edit')}>
        <TextField
          label={t('profile.username')}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          error={Boolean(errors.username)}
          helperText={errors.username ?? t('profile.usernameHint')}
          slotProps={{ htmlInput: { maxLength: 40, 'data-testid': 'profile-username' } }}
        />
        <TextField
          label={t('profile.signature')}
          value={signature}
          onChange={(event) => setSignature(event.target.value)}
          error={Boolean(errors.signature)}
          helperText={errors.signature ?? t('profile.signatureHint', { length: signature.trim().length })}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { 'data-testid': 'profile-signature' } }}
        />
        <Typography variant="body2" color="text.secondary">
          {t('profile.phone')}: {profile.phoneBound && profile.phone ? maskPhone(profile.phone) : t('security.phoneUnbound')}{' '}
          <Button component={Link} to="/user/security" size="small">
            {t('user.sections.security')}
          </Button>
        </Typography>
        {form.error && <Alert severity="error">{form.error}</Alert>}
        <Button type="submit" variant="contained" disabled={form.busy} sx={{ alignSelf: 'flex-start' }} data-testid="profile-save">
          {t('profile.save')}
        </Button>
      </Stack>
    </SectionCard>
  );
}

