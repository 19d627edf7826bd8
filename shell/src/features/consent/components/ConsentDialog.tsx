// The user agreement and privacy policy must be accepted before the site is used. Built from
// plain elements rather than MUI's Modal: it shows on every first visit, so it must be light.
// The page behind it is made inert (see ShellLayout) so focus cannot wander there.
import { validateConsent } from '@matchday/contracts/validation/consent';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@matchday/shared/i18n/react';
import { acceptConsent } from '../stores/consentStore';

function Document({ title, text }: { title: string; text: string }) {
  return (
    <Box component="details" sx={{ borderBottom: 1, borderColor: 'divider', py: 1 }}>
      <Box component="summary" sx={{ cursor: 'pointer', fontWeight: 600 }}>
        {title}
      </Box>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-line', mt: 1, color: 'text.secondary' }}>
        {text}
      </Typography>
    </Box>
  );
}

function Tick({ checked, onChange, children }: { checked: boolean; onChange: (value: boolean) => void; children: ReactNode }) {
  return (
    <Box component="label" sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1.5, cursor: 'pointer' }}>
      <Box
        component="input"
        type="checkbox"
        checked={checked}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => onChange(event.target.checked)}
        sx={{ width: 20, height: 20, accentColor: (theme) => theme.palette.primary.main, flexShrink: 0 }}
      />
      <Typography variant="body2">{children}</Typography>
    </Box>
  );
}

export default function ConsentDialog() {
  const { t } = useTranslation('shell');
  const { t: tCommon } = useTranslation();
  const [agreement, setAgreement] = useState(false);
  const [privacy, setPrivacy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.focus(), []);
  const submit = () => {
    const result = validateConsent({ agreement, privacy });
    if (result.ok) acceptConsent();
    else setError(tCommon(result.error));
  };
  return (
    <Box
      data-consent-gate
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: (theme) => theme.zIndex.modal,
        bgcolor: 'rgba(0, 0, 0, 0.5)',
        display: 'grid',
        placeItems: 'center',
        p: 2,
      }}
    >
      <Paper
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby="consent-title"
        tabIndex={-1}
        data-testid="consent-dialog"
        sx={{ width: '100%', maxWidth: 520, maxHeight: '90vh', overflowY: 'auto', p: 3, outline: 'none' }}
      >
        <Typography id="consent-title" variant="h2" gutterBottom>
          {t('consent.title')}
        </Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('consent.intro')}
        </Typography>
        <Document title={t('consent.agreementTitle')} text={t('consent.agreementText')} />
        <Document title={t('consent.privacyTitle')} text={t('consent.privacyText')} />
        <Tick checked={agreement} onChange={(value) => { setAgreement(value); setError(null); }}>
          {t('consent.acceptAgreement')}
        </Tick>
        <Tick checked={privacy} onChange={(value) => { setPrivacy(value); setError(null); }}>
          {t('consent.acceptPrivacy')}
        </Tick>
        {error && (
          <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
            {error}
          </Typography>
        )}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
          <Button variant="contained" onClick={submit} data-testid="consent-accept">
            {t('consent.accept')}
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}
