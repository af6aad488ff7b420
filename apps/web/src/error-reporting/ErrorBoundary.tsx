import { Component, type ErrorInfo, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Alert, Button } from '../ui/index.js';
import { reportError } from './start.js';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** What "Retry" does: the page is loaded again by default (the state that broke the render is gone then). */
  onRetry?: () => void;
}

/**
 * Catches an error thrown while rendering, reports it (through the suppression filters, so a chunk that failed to
 * load after a deploy is not reported) and shows a message with a way out instead of a blank page.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    reportError(error, info.componentStack ?? undefined);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="app-error">
        <Alert><FormattedMessage id="errors.unknown" /></Alert>
        <Button onClick={this.props.onRetry ?? (() => window.location.reload())}><FormattedMessage id="common.retry" /></Button>
      </main>
    );
  }
}
