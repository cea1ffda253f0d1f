// One field of one node (or of the document's body), bound to the store: its value, and changes
// dispatched with an undo group that lives for one focus session, so typing is one undo step.
import { useCallback, useId, useMemo, useRef } from 'react';
import type { NodeKey } from '../../model';
import { useEditor, useEditorStore } from '../state/context';
import { nodeIndex } from '../state/selectors';
import type { EditorState, EditorStore } from '../state/store';

export interface FieldBinding {
  /** The node whose field this is; null for the document's own fields. */
  nodeKey: NodeKey | null;
  name: string;
  value: unknown;
  /** Typing: merges with the rest of this focus session into one undo step. */
  set: (value: unknown) => void;
  /** A discrete change (a toggle, a choice, add or remove): an undo step of its own. */
  commit: (value: unknown) => void;
  /** Several fields at once (undefined removes one). */
  patch: (patch: Record<string, unknown>, discrete?: boolean) => void;
  /** The value in the store now, for changes that finish after an await. */
  current: () => unknown;
  onFocus: () => void;
  onBlur: () => void;
}

/** The props (or body) a field belongs to, as the store holds them now. */
export function ownerProps(state: EditorState, key: NodeKey | null): Record<string, unknown> {
  if (key === null) return state.doc.body;
  return nodeIndex(state.doc).get(key)?.node.props ?? {};
}

function dispatchPatch(
  store: EditorStore,
  key: NodeKey | null,
  patch: Record<string, unknown>,
  group: string | undefined,
) {
  const { dispatch } = store.getState();
  if (key === null) dispatch({ type: 'set-body', patch, group });
  else dispatch({ type: 'update', key, patch, group });
}

/**
 * A field's value by its name; a dotted name ("author.name") reads a field of a nested object,
 * as an embed's author and footer, a poll's question and an answer's text are edited.
 */
export function readField(owner: Record<string, unknown>, name: string): unknown {
  const dot = name.indexOf('.');
  if (dot < 0) return owner[name];
  const outer = owner[name.slice(0, dot)];
  return isObject(outer) ? outer[name.slice(dot + 1)] : undefined;
}

/** The patch that sets a field by its name; a nested object left empty goes away with its last field. */
export function fieldPatch(
  owner: Record<string, unknown>,
  name: string,
  value: unknown,
): Record<string, unknown> {
  const dot = name.indexOf('.');
  if (dot < 0) return { [name]: value };
  const outerName = name.slice(0, dot);
  const outer = owner[outerName];
  const next: Record<string, unknown> = isObject(outer) ? { ...outer } : {};
  if (value === undefined) delete next[name.slice(dot + 1)];
  else next[name.slice(dot + 1)] = value;
  return { [outerName]: Object.keys(next).length > 0 ? next : undefined };
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Subscribes to exactly one field, so typing elsewhere never re-renders this one. */
export function useField(key: NodeKey | null, name: string): FieldBinding {
  const store = useEditorStore();
  const selector = useMemo(
    () => (s: EditorState) => readField(key === null ? s.doc.body : ownerProps(s, key), name),
    [key, name],
  );
  const value = useEditor(selector);
  const base = useId();
  const focusCount = useRef(0);

  const patch = useCallback(
    (p: Record<string, unknown>, discrete = false) =>
      dispatchPatch(store, key, p, discrete ? undefined : `${base}:${focusCount.current}`),
    [store, key, base],
  );
  const onFocus = useCallback(() => {
    focusCount.current += 1;
  }, []);
  const onBlur = useCallback(() => store.getState().closeGroup(), [store]);

  return useMemo(
    () => ({
      nodeKey: key,
      name,
      value,
      set: (v: unknown) => patch(fieldPatch(ownerProps(store.getState(), key), name, v)),
      commit: (v: unknown) => patch(fieldPatch(ownerProps(store.getState(), key), name, v), true),
      patch,
      current: () => readField(ownerProps(store.getState(), key), name),
      onFocus,
      onBlur,
    }),
    [key, name, value, patch, store, onFocus, onBlur],
  );
}
