// The JSON editor bound to the editor's store, both ways. Typing: a moment after the last key the
// text is parsed and, when it is a design, loaded as one undo step per burst of typing. The tree
// changing elsewhere: the text becomes the design's payload, replaced only where it differs. The
// store is the truth: text that does not parse never reaches it, and a change made elsewhere
// replaces such text (the status says so).
import type { Diagnostic } from '@codemirror/lint';
import { setDiagnostics } from '@codemirror/lint';
import { Annotation, EditorState, Transaction } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { payloadText, problemsOf } from '../../editor';
import type { EditorStore } from '../../editor';
import { validate } from '../../model';
import type { Doc, Problem } from '../../model';
import { jsonEditorExtensions } from './setup';
import type { SyncStatus } from './sync';
import { diagnosticsOf, parseEdit, samePayload, syntaxDiagnostic, textChange } from './sync';

/** Quiet time after the last key before the text is parsed and loaded. */
export const PARSE_DELAY_MS = 250;
/** How far behind the tree the text follows (a keystroke in the inspector should not wait for it). */
export const FOLLOW_DELAY_MS = 100;
/** A pause this long between keys, or leaving the editor, starts a new undo step. */
export const BURST_GAP_MS = 1000;

export const JSON_EDITOR_LABEL = 'Design JSON';

export interface JsonEditorReport {
  status: SyncStatus;
  /** Unsaved text was replaced because the design changed elsewhere. */
  replaced: boolean;
}

export interface JsonEditor {
  view: EditorView;
  /** Loads text still waiting for its quiet time now (the page is hiding, the editor closing). */
  flush: () => void;
  /** Closes the editor; pending text is loaded first, never dropped. */
  destroy: () => void;
}

/** Marks the transactions that bring the tree's JSON in, so they are not taken for typing. */
const fromTree = Annotation.define<boolean>();

// Across mounts, so that reopening the editor never continues an older undo step.
let bursts = 0;

/** The validator's answer for a document, shared with the problems panel once it has loaded. */
function problemsFor(doc: Doc): readonly Problem[] {
  return problemsOf(doc) ?? validate(doc);
}

/** Opens a JSON editor in `parent` on the store's design; `report` hears every status change. */
export function mountJsonEditor(
  parent: HTMLElement,
  store: EditorStore,
  report: (next: JsonEditorReport) => void,
): JsonEditor {
  // The design the text stands for: the store's document when they are in sync.
  let shown = store.getState().doc;
  // The text has changes that have not reached the store (waiting, or not parseable).
  let unsettled = false;
  let replaced = false;
  let status: SyncStatus = { kind: 'in-sync', problems: 0 };
  let lastKey = -Infinity;
  let parseTimer: ReturnType<typeof setTimeout> | null = null;
  let followTimer: ReturnType<typeof setTimeout> | null = null;

  const tell = (next: SyncStatus) => {
    status = next;
    report({ status, replaced });
  };
  const mark = (diagnostics: Diagnostic[]) =>
    view.dispatch(setDiagnostics(view.state, diagnostics));

  const edited = () => {
    const now = performance.now();
    if (now - lastKey > BURST_GAP_MS) bursts += 1;
    lastKey = now;
    unsettled = true;
    if (replaced) {
      replaced = false;
      tell(status);
    }
    if (parseTimer !== null) clearTimeout(parseTimer);
    parseTimer = setTimeout(apply, PARSE_DELAY_MS);
  };

  const apply = () => {
    parseTimer = null;
    try {
      load();
    } catch (error) {
      // parseEdit never throws on any text; this keeps a bug from leaving a stale "In sync".
      tell({ kind: 'not-design', message: `This JSON could not be read: ${String(error)}` });
    }
  };

  const load = () => {
    const text = view.state.doc.toString();
    const current = store.getState().doc;
    const edit = parseEdit(text, current);
    if (edit.kind === 'syntax') {
      mark([syntaxDiagnostic(text, edit.offset, `Not valid JSON: ${edit.reason}.`)]);
      tell({ kind: 'syntax', line: edit.line, column: edit.column, reason: edit.reason });
      return;
    }
    if (edit.kind === 'not-design') {
      mark(diagnosticsOf(text, [edit.problem]));
      tell({ kind: 'not-design', message: edit.problem.message, commands: edit.commands });
      return;
    }
    unsettled = false;
    if (samePayload(edit.doc, current)) {
      shown = current;
    } else {
      // Set before dispatching: the store's listener runs inside dispatch and must see it is ours.
      shown = edit.doc;
      store.getState().dispatch({ type: 'load', doc: edit.doc, group: `json-editor:${bursts}` });
    }
    mark(diagnosticsOf(text, edit.problems));
    tell({ kind: 'in-sync', problems: edit.problems.length });
  };

  const follow = () => {
    followTimer = null;
    const doc = store.getState().doc;
    if (doc === shown) {
      // Undone back to what the text stood for before the interrupted typing: finish that instead.
      if (unsettled) apply();
      return;
    }
    const text = payloadText(doc);
    const change = textChange(view.state.doc.toString(), text);
    // The note stays until the user types again.
    replaced ||= unsettled && change !== null;
    unsettled = false;
    shown = doc;
    if (change) {
      view.dispatch({
        changes: change,
        annotations: [fromTree.of(true), Transaction.addToHistory.of(false)],
      });
    }
    const problems = problemsFor(doc);
    mark(diagnosticsOf(text, problems));
    tell({ kind: 'in-sync', problems: problems.length });
  };

  const view = new EditorView({
    parent,
    state: EditorState.create({
      doc: payloadText(shown),
      extensions: [
        jsonEditorExtensions(JSON_EDITOR_LABEL),
        EditorView.updateListener.of((update) => {
          if (update.docChanged && !update.transactions.some((tr) => tr.annotation(fromTree)))
            edited();
        }),
        EditorView.domEventHandlers({
          blur: () => {
            lastKey = -Infinity;
          },
        }),
      ],
    }),
  });

  const unsubscribe = store.subscribe((state, prev) => {
    if (state.doc === prev.doc || state.doc === shown) return;
    // The tree wins over text still waiting to be parsed.
    if (parseTimer !== null) clearTimeout(parseTimer);
    parseTimer = null;
    followTimer ??= setTimeout(follow, FOLLOW_DELAY_MS);
  });

  const problems = problemsFor(shown);
  mark(diagnosticsOf(view.state.doc.toString(), problems));
  tell({ kind: 'in-sync', problems: problems.length });

  const flush = () => {
    if (parseTimer === null) return;
    clearTimeout(parseTimer);
    apply();
  };

  return {
    view,
    flush,
    destroy() {
      flush();
      unsubscribe();
      if (parseTimer !== null) clearTimeout(parseTimer);
      if (followTimer !== null) clearTimeout(followTimer);
      view.destroy();
    },
  };
}
