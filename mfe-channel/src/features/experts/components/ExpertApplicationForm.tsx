// The expert application form: introduction, sports, specialities. Loaded when a user chooses
// to apply, so the channel's first page carries no form controls.
import { type Sport, SPORTS } from '@matchday/contracts/sports/contract';
import type { ExpertStatus } from '@matchday/contracts/tips/contract';
import { useTranslation } from '@matchday/shared/i18n/react';
import { TextInput } from '@matchday/ui/TextInput';
import { useSubmit } from '@matchday/ui/useSubmit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { applyAsExpert } from '../api/expertsApi';

export function ExpertApplicationForm({ onApplied }: { onApplied: (status: ExpertStatus) => void }) {
  const { t } = useTranslation('channel');
  const [intro, setIntro] = useState('');
  const [sports, setSports] = useState<Sport[]>([]);
  const [specialities, setSpecialities] = useState('');
  // The api checks the form against the shared schema and answers a refusal in the user's language.
  const applying = useSubmit(() => applyAsExpert({ intro: intro.trim(), sports, specialities: specialities.trim() }), { onSuccess: onApplied });
  const { busy, error } = applying;
  return (
    <Box component="form" noValidate onSubmit={(event) => (event.preventDefault(), void applying.submit())} sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 640 }} data-testid="expert-application-form">
      <Typography>{t('experts.apply.lead')}</Typography>
      <TextInput label={t('experts.apply.intro')} value={intro} onChange={(event) => setIntro(event.target.value)} multiline minRows={3} fullWidth inputProps={{ maxLength: 500, 'data-testid': 'expert-intro' }} />
      <Box role="group" aria-label={t('experts.apply.sports')} sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2">{t('experts.apply.sports')}</Typography>
        {SPORTS.map((sport) => {
          const on = sports.includes(sport);
          return (
            <Chip
              key={sport}
              label={t(`experts.sports.${sport}`)}
              color={on ? 'primary' : 'default'}
              aria-pressed={on}
              onClick={() => setSports(on ? sports.filter((item) => item !== sport) : [...sports, sport])}
              data-testid={`expert-sport-${sport}`}
            />
          );
        })}
      </Box>
      <TextInput label={t('experts.apply.specialities')} value={specialities} onChange={(event) => setSpecialities(event.target.value)} fullWidth inputProps={{ maxLength: 200, 'data-testid': 'expert-specialities' }} />
      {error && (
        <Alert severity="error" data-testid="expert-application-error">
          {error}
        </Alert>
      )}
      <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }} data-testid="expert-apply">
        {t('experts.apply.submit')}
      </Button>
    </Box>
  );
}
