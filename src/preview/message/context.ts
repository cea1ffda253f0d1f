// What every component renderer of one message needs, passed down once instead of through props.
import { createContext, useContext } from 'react';
import type { Doc, GuildDirectory, NodeKey, UserAction } from '../../model';
import type { MarkdownContext } from '../markdown';
import type { PreviewAttachment } from '../types';

export interface RenderContext {
  doc: Doc;
  guild?: GuildDirectory;
  attachments?: Record<string, PreviewAttachment>;
  markdownContext?: MarkdownContext;
  selectedKey?: NodeKey | null;
  onSelect?: (key: NodeKey) => void;
  onInteract?: (action: UserAction) => void;
}

export const RenderContextProvider = createContext<RenderContext | null>(null);

export function useRenderContext(): RenderContext {
  const ctx = useContext(RenderContextProvider);
  if (!ctx) throw new Error('Component renderers must be drawn inside a MessagePreview.');
  return ctx;
}
