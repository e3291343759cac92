import { Component, type ReactNode } from 'react';

interface Props {
  /** What says the part could not be loaded, with a way to try again that calls `onRetry`. */
  failed: (retry: () => void) => ReactNode;
  /** Called before trying again: a lazy part that failed must be made again (React.lazy keeps its failure). */
  onRetry: () => void;
  children: ReactNode;
}

/**
 * Around a lazy part of a screen (a dialog's forms): its code failing to load (offline, or a chunk gone after a
 * deployment) shows `failed` in its place, not the whole page's failure panel, and the member can try again.
 */
export class RetryBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  private readonly retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render(): ReactNode {
    return this.state.failed ? this.props.failed(this.retry) : this.props.children;
  }
}
