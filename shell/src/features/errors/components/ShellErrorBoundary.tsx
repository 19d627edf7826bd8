// Last line of defence for the shell's own pages ("unknown middleware" in the catalogue: 500).
import { ErrorState } from '@matchday/ui/StatusViews';
import Box from '@mui/material/Box';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reloadAfterChunkFailure } from '../../../lib/chunkReload';

interface Props {
  title: string;
  hint: string;
  /** Changing it clears the error (a navigation). */
  resetKey: string;
  children: ReactNode;
}

export class ShellErrorBoundary extends Component<Props, { error: Error | null; resetKey: string }> {
  override state = { error: null as Error | null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: { error: Error | null; resetKey: string }) {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    if (reloadAfterChunkFailure(error)) return;
    console.error('Shell page failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Box data-testid="shell-error-page">
        <ErrorState title={this.props.title} hint={this.props.hint} onRetry={() => this.setState({ error: null })} />
      </Box>
    );
  }
}
