// Set a first password ("please set a password" until one is set), or change it with the current
// one. The rules are the shared ones; changing signs out every other device.
import type { UserProfile } from '@matchday/contracts/accounts/contract';
import { eventBus } from '@matchday/shared/bus/eventBus';
import { ruleMessage } from '@matchday/shared/i18n/i18n';
import { useTranslation } from '@matchday/shared/i18n/react';
import { useSubmit } from '@matchday/ui/useSubmit';
import { validatePassword } from '@matchday/contracts/validation/rules';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { PasswordField } from '../../../components/PasswordField';
import { SectionCard } from '../../../components/SectionCard';
import { loadProfile } from '../../../lib/profileStore';
import { changePassword, readProfile, setFirstPassword } from '../api/securityApi';

type Field = 'current' | 'password' | 'confirm';

export function PasswordForm({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation(['account', 'common']);
  const setting = !profile.passwordSet;
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const form = useSubmit(async () => {
    const next: Partial<Record<Field, string>> = {};
    if (!setting && current === '') next.current = ruleMessage('validation.passwordBlank');
    const rule = validatePassword(password);
    if (!rule.ok) next.password = ruleMessage(rule.error);
    else if (confirm !== password) next.confirm = t('security.passwordsDiffer');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    if (setting) await setFirstPassword(password);
    else await changePassword(current, password);
    setCurrent('');
    setPassword('');
    setConfirm('');
    eventBus.emit('toast', { message: t(setting ? 'common:confirm.saved' : 'common:confirm.modified'), severity: 'success' });
    await loadProfile(readProfile);
  });

  return (
    <SectionCard title={setting ? t('security.setPassword') : t('security.changePassword')} testId="password-form">
      {setting && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('common:validation.pleaseSetPassword')}
        </Alert>
      )}
      <Stack component="form" noValidate spacing={1} onSubmit={(event) => (event.preventDefault(), void form.submit())} aria-label={setting ? t('security.setPassword') : t('security.changePassword')}>
        {!setting && (
          <PasswordField label={t('security.currentPassword')} value={current} onChange={setCurrent} error={errors.current} autoComplete="current-password" testId="password-current" />
        )}
        <PasswordField
          label={t('security.newPassword')}
          value={password}
          onChange={setPassword}
          error={errors.password}
          helperText={t('security.passwordRules')}
          autoComplete="new-password"
          testId="password-new"
        />
        <PasswordField label={t('security.confirmPassword')} value={confirm} onChange={setConfirm} error={errors.confirm} autoComplete="new-password" testId="password-confirm" />
        {form.error && (
          <Alert severity="error" data-testid="password-error">
            {form.error}
          </Alert>
        )}
        <Button type="submit" variant="contained" disabled={form.busy} sx={{ alignSelf: 'flex-start' }} data-testid="password-submit">
          {setting ? t('security.setPassword') : t('security.changePassword')}
        </Button>
      </Stack>
    </SectionCard>
  );
}
