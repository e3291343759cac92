import { Component, type ErrorInfo, type ReactNode } from 'react';
import { FailurePanel } from './FailurePanel';

interface Props {
  children: ReactNode;
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
    return this.state.failed ? <FailurePanel /> : this.props.children;
  }
}
