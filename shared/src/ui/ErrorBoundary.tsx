import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '@site/shared/state';

interface Props {
  /** What to show instead of the children; `reset` clears the error and renders them again. */
  fallback: (error: Error, reset: () => void) => ReactNode;
  onError?: (error: Error, info: ErrorInfo) => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Catches render errors in its subtree so one broken block never blanks the page, and reports them. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // Counted against its section's version (docs/scaling.md, "Browser error reports").
    reportError({ kind: 'boundary', error });
    this.props.onError?.(error, info);
  }

  reset = (): void => this.setState({ error: null });

  override render(): ReactNode {
    return this.state.error ? this.props.fallback(this.state.error, this.reset) : this.props.children;
  }
}
