import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { I18n } from '../i18n/I18n';
import { FailurePanel } from './FailurePanel';

interface Props {
  children: ReactNode;
  /** The failure panel's words: a crashed tree may be the one that reads them from the container. */
  i18n: I18n;
  onError?: (error: unknown, info: ErrorInfo) => void;
}

/** Last line of defence: a rendering fault shows a way out instead of a blank page. */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  override render(): ReactNode {
    return this.state.failed ? <FailurePanel i18n={this.props.i18n} /> : this.props.children;
  }
}
