// One toast on screen; one with a link (a match alert) stays longer and opens it through the shell.
import { eventBus } from '@matchday/shared/bus/eventBus';
import type { ToastLink, ToastSeverity } from '@matchday/shared/bus/topics';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';

interface ToastSnackbarProps {
  message: string;
  severity: ToastSeverity;
  link?: ToastLink;
  onDismiss: () => void;
}

export default function ToastSnackbar({ message, severity, link, onDismiss }: ToastSnackbarProps) {
  return (
    <Snackbar
      open
      autoHideDuration={link ? 8000 : 4000}
      onClose={(_, reason) => reason !== 'clickaway' && onDismiss()}
      // At the bottom: at the top it covered the header's menu.
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity={severity}
        variant="filled"
        onClose={onDismiss}
        data-testid="toast"
        action={
          link ? (
            <Button
              color="inherit"
              size="small"
              href={link.to}
              data-testid="toast-link"
              onClick={(event) => {
                event.preventDefault();
                eventBus.emit('navigate', { to: link.to });
                onDismiss();
              }}
            >
              {link.label}
            </Button>
          ) : undefined
        }
      >
        {message}
      </Alert>
    </Snackbar>
  );
}
