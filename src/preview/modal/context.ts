// What every field of one modal needs, passed down once instead of through props: the answers and
// their setter, the errors to show, and the editor's selection.
import { createContext, useContext } from 'react';
import type { Answer, Doc, GuildDirectory, Node, NodeKey } from '../../model';
import type { MarkdownContext } from '../markdown';
import type { NodeFrame } from '../message/frame';
import { nodeFrame } from '../message/frame';

export interface ModalContext {
  doc: Doc;
  guild?: GuildDirectory;
  markdownContext?: MarkdownContext;
  answers: Readonly<Record<NodeKey, Answer>>;
  setAnswer: (key: NodeKey, answer: Answer) => void;
  errors: Readonly<Record<NodeKey, string>>;
  selectedKey?: NodeKey | null;
  onSelect?: (key: NodeKey) => void;
  /** Bytes a File Upload takes per file. */
  attachmentSizeLimit: number;
  /**
   * Set while a click on a Label's title is being forwarded by the browser to the labelled
   * control, so that the forwarded click does not select the control instead of the Label.
   */
  labelClick: { current: boolean };
}

export const ModalContextProvider = createContext<ModalContext | null>(null);

export function useModalContext(): ModalContext {
  const ctx = useContext(ModalContextProvider);
  if (!ctx) throw new Error('Modal fields must be drawn inside a ModalPreview.');
  return ctx;
}

/**
 * The frame of a control in a modal: data attributes, the selection outline and a selecting click
 * (ignored while the browser forwards a click on the Label's title to the control).
 */
export function useFrame(node: Node): NodeFrame {
  const { selectedKey, onSelect, labelClick } = useModalContext();
  const frame = nodeFrame(node, selectedKey, onSelect);
  return {
    ...frame,
    onClick: (event) => {
      if (labelClick.current) {
        event.stopPropagation();
        return;
      }
      frame.onClick(event);
    },
  };
}

/** Ids of the elements that describe a control: its Label's description and its error. */
export const describedBy = (...ids: (string | false | undefined)[]): string | undefined =>
  ids.filter(Boolean).join(' ') || undefined;

/** Element ids around one control, made by the Label (or Action Row) that draws it. */
export interface FieldIds {
  /** The control itself (a <label for> points here). */
  control: string;
  /** The Label's title. */
  label: string;
  /** The Label's description, when it has one. */
  description?: string;
  /** The error under the field, when there is one. */
  error?: string;
}

/** What every control of a modal field receives. */
export interface ControlProps {
  node: Node;
  ids: FieldIds;
  invalid: boolean;
}
