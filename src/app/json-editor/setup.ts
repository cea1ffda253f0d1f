// CodeMirror's pieces for the JSON editor, in the app's colours of either theme (src/app/app.css). This module
// and everything it imports load only when the JSON editor is first opened.
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { json } from '@codemirror/lang-json';
import {
  HighlightStyle,
  bracketMatching,
  foldGutter,
  foldKeymap,
  indentOnInput,
  syntaxHighlighting,
} from '@codemirror/language';
import { lintGutter, lintKeymap } from '@codemirror/lint';
import { EditorState } from '@codemirror/state';
import type { Extension } from '@codemirror/state';
import {
  EditorView,
  drawSelection,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import { tags } from '@lezer/highlight';

const theme = EditorView.theme(
  {
    '&': {
      color: 'var(--text)',
      backgroundColor: 'var(--input)',
      border: '1px solid var(--border)',
      borderRadius: '4px',
      fontSize: '0.8rem',
    },
    '&.cm-focused': { outline: '2px solid var(--focus)', outlineOffset: '1px' },
    '.cm-scroller': { fontFamily: 'var(--mono)', lineHeight: '1.45' },
    '.cm-content': { caretColor: 'var(--heading)' },
    '.cm-cursor, .cm-dropCursor': { borderLeftColor: 'var(--heading)' },
    '&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground, ::selection':
      { backgroundColor: 'rgba(88, 101, 242, 0.35)' },
    '.cm-gutters': {
      backgroundColor: 'var(--panel)',
      color: 'var(--muted)',
      borderRight: '1px solid var(--border)',
    },
    '.cm-activeLine': { backgroundColor: 'var(--tint)' },
    '.cm-activeLineGutter': { backgroundColor: 'var(--tint)', color: 'var(--text)' },
    '&.cm-focused .cm-matchingBracket': { backgroundColor: 'rgba(87, 242, 135, 0.18)' },
    '.cm-foldPlaceholder': {
      backgroundColor: 'var(--panel)',
      border: '1px solid var(--border)',
      color: 'var(--muted)',
    },
    '.cm-tooltip': {
      backgroundColor: 'var(--panel)',
      color: 'var(--text)',
      border: '1px solid var(--border)',
    },
    '.cm-diagnostic': { padding: '0.35rem 0.6rem', maxWidth: '28rem' },
    '.cm-diagnostic-error': { borderLeftColor: 'var(--error)' },
    '.cm-diagnostic-warning': { borderLeftColor: 'var(--warning)' },
    '.cm-diagnosticSource': { color: 'var(--muted)', fontFamily: 'var(--mono)' },
  },
  { dark: true },
);

// Names in blue, strings in green, numbers in orange (app.css has each theme's shade).
const highlight = HighlightStyle.define([
  { tag: tags.propertyName, color: 'var(--code-name)' },
  { tag: tags.string, color: 'var(--code-string)' },
  { tag: tags.number, color: 'var(--code-number)' },
  { tag: [tags.bool, tags.null], color: 'var(--code-literal)' },
  {
    tag: [tags.brace, tags.squareBracket, tags.separator, tags.punctuation],
    color: 'var(--code-punct)',
  },
  { tag: tags.invalid, color: 'var(--error)' },
]);

/** Everything but the document and the listeners: language, keys, history, gutters, colours. */
export function jsonEditorExtensions(label: string): Extension[] {
  return [
    lineNumbers(),
    highlightActiveLineGutter(),
    foldGutter(),
    lintGutter(),
    history(),
    drawSelection(),
    indentOnInput(),
    bracketMatching(),
    highlightActiveLine(),
    json(),
    syntaxHighlighting(highlight),
    EditorState.tabSize.of(2),
    EditorView.lineWrapping,
    // No Tab binding: Tab leaves the editor, as everywhere else on the page.
    keymap.of([...defaultKeymap, ...historyKeymap, ...foldKeymap, ...lintKeymap]),
    EditorView.contentAttributes.of({ 'aria-label': label }),
    theme,
  ];
}
