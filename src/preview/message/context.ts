// What every component renderer of one message needs, passed down once instead of through props.
// Nothing here changes when the document is edited or the selection moves (the selection is a
// live value), so memoised component views re-render only when their own node changes.
import { createContext, useContext } from 'react';
import type { GuildDirectory, NodeKey, UserAction } from '../../model';
import type { MarkdownContext } from '../markdown';
import type { PreviewAttachment } from '../types';
import type { Selection } from '../use-selected';

export interface RenderContext {
  guild?: GuildDirectory;
  attachments?: Record<string, PreviewAttachment>;
  markdownContext?: MarkdownContext;
  selection: Selection;
  /** Stable: always calls the latest onSelect given to the preview. */
  onSelect: (key: NodeKey) => void;
  /** Stable: always calls the latest onInteract given to the preview. */
  onInteract: (action: UserAction) => void;
}

export const RenderContextProvider = createContext<RenderContext | null>(null);

export function useRenderContext(): RenderContext {
  const ctx = useContext(RenderContextProvider);
  if (!ctx) throw new Error('Component renderers must be drawn inside a MessagePreview.');
  return ctx;
}
