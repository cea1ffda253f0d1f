// What every field of one modal needs, passed down once instead of through props. The answers, the
// errors and the selection change all the time, so they are live values: each field reads its own
// entry and re-renders when that entry changes, and the context itself stays the same object.
import { createContext, useContext } from 'react';
import type { Answer, GuildDirectory, Node, NodeKey } from '../../model';
import type { MarkdownContext } from '../markdown';
import type { NodeFrame } from '../message/frame';
import { nodeFrame } from '../message/frame';
import type { LiveValue } from '../live-value';
import { useLiveSlice } from '../use-live-value';
import type { Selection } from '../use-selected';
import { useSelected } from '../use-selected';

export interface ModalForm {
  answers: Readonly<Record<NodeKey, Answer>>;
  errors: Readonly<Record<NodeKey, string>>;
}

export interface ModalContext {
  guild?: GuildDirectory;
  markdownContext?: MarkdownContext;
  form: LiveValue<ModalForm>;
  /** Stable: always sets the answer through the latest state. */
  setAnswer: (key: NodeKey, answer: Answer) => void;
  selection: Selection;
  /** Stable: always calls the latest onSelect given to the modal. */
  onSelect: (key: NodeKey) => void;
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

/** The answer of one field (undefined when the field has none). */
export function useAnswer(key: NodeKey): Answer | undefined {
  const { form } = useModalContext();
  return useLiveSlice(form, (f) => f.answers[key]);
}

/** The message of the first of these keys that has an error. */
export function useError(keys: readonly NodeKey[]): string | undefined {
  const { form } = useModalContext();
  return useLiveSlice(form, (f) => keys.map((key) => f.errors[key]).find((e) => e !== undefined));
}

/** Root props of `node` in a modal, with the selection outline; none without a node. */
export function useNodeFrame(node: Node | undefined): NodeFrame | Record<string, never> {
  const { selection, onSelect } = useModalContext();
  const selected = useSelected(selection, node?.key);
  return node ? nodeFrame(node, selected ? node.key : null, onSelect) : {};
}

/**
 * The frame of a control in a modal: data attributes, the selection outline and a selecting click
 * (ignored while the browser forwards a click on the Label's title to the control).
 */
export function useFrame(node: Node): NodeFrame {
  const { selection, onSelect, labelClick } = useModalContext();
  const selected = useSelected(selection, node.key);
  const frame = nodeFrame(node, selected ? node.key : null, onSelect);
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
