// One toast on screen; one with a link (a match alert) stays longer and opens it through the shell.
// With others waiting it gives way after a short while: three kick-offs' alerts held a goal's
// back for 24 s.
import { eventBus } from '@matchday/shared/bus/eventBus';
import type { ToastLink, ToastSeverity } from '@matchday/shared/bus/topics';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';

interface ToastSnackbarProps {
  message: string;
  severity: ToastSeverity;
  link?: ToastLink;
  /** Others wait behind it. */
  others?: boolean;
  onDismiss: () => void;
}

/** How long a toast stays: a match alert longer (it has a link to follow), any less with others waiting. */
export const toastDuration = (link: boolean, others: boolean): number => (others ? 2500 : link ? 8000 : 4000);

export default function ToastSnackbar({ message, severity, link, others = false, onDismiss }: ToastSnackbarProps) {
  return (
    <Snackbar
      open
      autoHideDuration={toastDuration(link !== undefined, others)}
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
