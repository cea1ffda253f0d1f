// What every preview renderer receives. The preview draws a document and reports what the
// person did through callbacks; it never reaches into the editor's store.
import type { NodeKey, UserAction } from '../model';

export type Theme = 'dark' | 'light';

export interface PreviewCallbacks {
  /** The node drawn with a selection outline, if any. */
  selectedKey?: NodeKey | null;
  /** A click on a component: the editor selects it. */
  onSelect?: (key: NodeKey) => void;
  /** A click, a select choice or a modal submit: the simulator builds the interaction. */
  onInteract?: (action: UserAction) => void;
}

/** A file the design attaches, so that attachment://name can be drawn. */
export interface PreviewAttachment {
  name: string;
  /** Bytes. */
  size?: number;
  /** A URL the browser can load (an object URL for a local file). */
  url?: string;
  contentType?: string;
}

/** The app that "sends" the message or opens the modal. */
export interface PreviewAuthor {
  name: string;
  avatarUrl?: string;
  /** False for a person's message (a search hit): no APP tag. Apps and webhooks by default. */
  app?: boolean;
}
