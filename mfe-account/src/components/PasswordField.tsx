// A password input with a show/hide switch.
import { useTranslation } from '@matchday/shared/i18n/react';
import { TextInput } from '@matchday/ui/TextInput';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';

interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  helperText?: string;
  autoComplete: 'current-password' | 'new-password';
  testId?: string;
}

export function PasswordField({ label, value, onChange, error, helperText, autoComplete, testId }: PasswordFieldProps) {
  const { t } = useTranslation('account');
  const [visible, setVisible] = useState(false);
  return (
    <TextInput
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? helperText ?? ' '}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      fullWidth
      inputProps={{ 'data-testid': testId }}
      endAdornment={
        <InputAdornment position="end">
          <IconButton aria-label={t(visible ? 'login.hidePassword' : 'login.showPassword')} onClick={() => setVisible((shown) => !shown)} edge="end">
            {visible ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
