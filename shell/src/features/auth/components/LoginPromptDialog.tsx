// The "please log in" dialog.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from '@matchday/shared/i18n/react';

export default function LoginPromptDialog({ onCancel, onLogin }: { onCancel: () => void; onLogin: () => void }) {
  const { t } = useTranslation('shell');
  const { t: tCommon } = useTranslation();
  return (
    <Dialog open onClose={onCancel} aria-labelledby="login-prompt-title" data-testid="login-prompt">
      <DialogTitle id="login-prompt-title">{tCommon('errors.pleaseLogIn')}</DialogTitle>
      <DialogContent>{t('loginPrompt.body')}</DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('loginPrompt.cancel')}</Button>
        <Button variant="contained" onClick={onLogin}>
          {tCommon('menu.login')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
