import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { ClientLogger } from '../lib/client-log';
import { lazyClientLog } from '../lib/lazy-client-log';
import { ErrorFallback } from './error-fallback';

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** Change this (e.g. to the current path) to clear the error when the user navigates away. */
  resetKey?: string;
  logger?: ClientLogger;
  fallback?: (retry: () => void) => ReactNode;
}

interface ErrorBoundaryState {
  error: Error | null;
  resetKey: string | undefined;
}

/** Catches render errors below it, logs them to the sagaLog endpoint and shows a friendly retry screen. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<ErrorBoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    if (props.resetKey !== state.resetKey) return { error: null, resetKey: props.resetKey };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    (this.props.logger ?? lazyClientLog).error(error, {
      componentStack: info.componentStack ?? undefined,
      source: 'error-boundary',
    });
  }

  retry = () => this.setState({ error: null });

  override render() {
    if (!this.state.error) return this.props.children;
    return this.props.fallback ? this.props.fallback(this.retry) : <ErrorFallback onRetry={this.retry} />;
  }
}
