// A phone number input: international with +, or a mainland China number.
import { useTranslation } from '@matchday/shared/i18n/react';
import TextField from '@mui/material/TextField';

interface PhoneFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  label?: string;
  testId: string;
}

export function PhoneField({ value, onChange, error, label, testId }: PhoneFieldProps) {
  const { t } = useTranslation('account');
  return (
    <TextField
      label={label ?? t('login.phone')}
      placeholder={t('login.phonePlaceholder')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? t('login.phoneHint')}
      type="tel"
      autoComplete="tel"
      fullWidth
      slotProps={{ htmlInput: { 'data-testid': testId } }}
    />
  );
}
