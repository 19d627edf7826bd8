// One toast on screen.
import type { ToastSeverity } from '@matchday/shared/bus/topics';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

interface ToastSnackbarProps {
  message: string;
  severity: ToastSeverity;
  onDismiss: () => void;
}

export default function ToastSnackbar({ message, severity, onDismiss }: ToastSnackbarProps) {
  return (
    <Snackbar
      open
      autoHideDuration={4000}
      onClose={(_, reason) => reason !== 'clickaway' && onDismiss()}
      // At the bottom: at the top it covered the header's menu.
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity={severity} variant="filled" onClose={onDismiss} data-testid="toast">
        {message}
      </Alert>
    </Snackbar>
  );
}
