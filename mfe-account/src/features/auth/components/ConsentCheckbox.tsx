// The user agreement and privacy policy must be accepted to sign in or register.
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useTranslation } from '@matchday/shared/i18n/react';

export function ConsentCheckbox({ checked, onChange, error }: { checked: boolean; onChange: (checked: boolean) => void; error: string | null }) {
  const { t } = useTranslation('account');
  return (
    <>
      <FormControlLabel
        control={<Checkbox checked={checked} onChange={(event) => onChange(event.target.checked)} size="small" />}
        label={t('login.consent')}
        slotProps={{ typography: { variant: 'body2' } }}
      />
      {error && (
        <FormHelperText error role="alert" sx={{ mt: 0 }}>
          {error}
        </FormHelperText>
      )}
    </>
  );
}
