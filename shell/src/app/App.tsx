import { AppProviders } from '@matchday/shared/ui/AppProviders';
import CssBaseline from '@mui/material/CssBaseline';
import { BrowserRouter } from '@matchday/shared/routing/router';
import { ShellLayout } from './ShellLayout';

export function App() {
  return (
    <AppProviders>
      <CssBaseline />
      <BrowserRouter>
        <ShellLayout />
      </BrowserRouter>
    </AppProviders>
  );
}
