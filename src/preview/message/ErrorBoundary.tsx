// Keeps one broken component from taking the whole preview down: it draws the fallback instead.
import { Component } from 'react';
import type { ReactNode } from 'react';
import { Unsupported } from './Unsupported';

interface Props {
  children: ReactNode;
  /** A new value (the node was edited) gives the component another try. */
  resetKey: unknown;
}

interface State {
  failed: boolean;
  resetKey: unknown;
}

export class ComponentErrorBoundary extends Component<Props, State> {
  state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { failed: false, resetKey: props.resetKey } : null;
  }

  render(): ReactNode {
    return this.state.failed ? <Unsupported detail="could not be drawn" /> : this.props.children;
  }
}
