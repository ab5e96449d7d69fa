import { Alert, Button } from '@mui/material';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

type Props = { children: ReactNode };
type State = { failed: boolean };

/**
 * Keeps a failure inside one part of a form: that part shows a message and a retry, while the
 * page (and the form's state, held above it) stays. Without it one bad render replaces the whole
 * screen with the application's error page and the user loses everything typed.
 */
export class SectionBoundary extends Component<Props, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return <SectionFailed onRetry={() => this.setState({ failed: false })} />;
  }
}

function SectionFailed({ onRetry }: { onRetry: () => void }) {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {translate('shell.sectionFailed.retry')}
        </Button>
      }
    >
      {translate('shell.sectionFailed.body')}
    </Alert>
  );
}
