import { Component, type ReactNode } from 'react';
import { CodeDownloadError } from '../lib/lazy-with-preload';

/** Said when a part of the page could not open because its code did not download. */
export const CODE_DOWNLOAD_FAILED =
  'We could not open this because the connection dropped. Please try again.';

interface Props {
  /** A new value (e.g. the panel asked for next) renders the children again, which downloads again. */
  resetKey: unknown;
  /** Called once per failure, e.g. to close the panel and say why. */
  onUnavailable: () => void;
  children: ReactNode;
}

interface State {
  error: unknown;
  resetKey: unknown;
}

/**
 * Keeps the page when a lazily loaded part of it (a header panel) cannot download: that part renders
 * nothing and `onUnavailable` is told. Any other error goes on to the route's error boundary.
 */
export class CodeDownloadBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown) {
    if (error instanceof CodeDownloadError) this.props.onUnavailable();
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (error instanceof CodeDownloadError) return null;
    throw error;
  }
}
