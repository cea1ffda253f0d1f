// What the send and register sessions share: a state the panel subscribes to, changed by patches,
// with the last answer in words (`result`).
import type { ResultItem } from './design-problems';

export interface SendResult {
  tone: 'success' | 'error' | 'info';
  text: string;
  items: ResultItem[];
  /** The design the items belong to. */
  designId: string | null;
}

/** A panel's state, held at module level so that it outlives the panel; read with useSyncExternalStore. */
export class PanelSession<S extends { result: SendResult | null }> {
  private readonly listeners = new Set<() => void>();

  constructor(protected state: S) {}

  getState = (): S => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  dismiss(): void {
    this.set({ result: null } as Partial<S>);
  }

  protected set(patch: Partial<S>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  protected report(
    tone: SendResult['tone'],
    text: string,
    extra: Partial<Pick<SendResult, 'items' | 'designId'>> = {},
  ): void {
    const result = { tone, text, items: extra.items ?? [], designId: extra.designId ?? null };
    this.set({ result } as Partial<S>);
  }
}
