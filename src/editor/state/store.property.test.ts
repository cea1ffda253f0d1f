import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyMessage, emptyModal, findNode, kindsForSurface, validate, walk } from '../../model';
import type { Doc, Node } from '../../model';
import {
  button,
  container,
  docOf,
  gallery,
  label,
  mediaItem,
  message,
  modal,
  row,
  section,
  stringSelect,
  text,
  textInput,
  thumbnail,
} from '../../model/testing/fixtures';
import { adjacentMove, legalSpots } from '../dnd/resolve-drop';
import type { EditorAction } from './actions';
import { createEditorStore } from './store';
import type { EditorStore } from './store';

type Op = {
  op: 'palette' | 'drag' | 'step' | 'duplicate' | 'remove' | 'wrap' | 'type';
  a: number;
  b: number;
};

const opArb: fc.Arbitrary<Op> = fc.record({
  op: fc.constantFrom('palette', 'palette', 'drag', 'step', 'duplicate', 'remove', 'wrap', 'type'),
  a: fc.nat(),
  b: fc.nat(),
});

const starts: Record<string, () => Doc> = {
  'blank V2 message': () => emptyMessage(true),
  'blank legacy message': () => emptyMessage(false),
  'blank modal': () => emptyModal(),
  'rich V2 message': () =>
    docOf(
      message(
        container(text('Title'), section([text('Side')], thumbnail()), row(button(), button())),
        gallery(mediaItem()),
        row(stringSelect()),
      ),
    ),
  'form modal': () => docOf(modal(text('Intro'), label('Name', textInput()))),
};

const pick = <V>(list: readonly V[], i: number): V | undefined =>
  list.length === 0 ? undefined : list[i % list.length];

function nodesOf(doc: Doc): Node[] {
  const nodes: Node[] = [];
  walk(doc.nodes, (n) => nodes.push(n));
  return nodes;
}

/** The action a person could take for this operation, through the editor's own helpers. */
function actionFor(doc: Doc, { op, a, b }: Op): EditorAction | null {
  const node = pick(nodesOf(doc), a);
  switch (op) {
    case 'palette': {
      const entry = pick(kindsForSurface(doc), a);
      return entry
        ? (pick(legalSpots(doc, { kind: 'palette', type: entry.kind }), b)?.action ?? null)
        : null;
    }
    case 'drag':
      return node
        ? (pick(legalSpots(doc, { kind: 'node', key: node.key }), b)?.action ?? null)
        : null;
    case 'step':
      return node ? (adjacentMove(doc, node.key, b % 2 ? 'up' : 'down')?.action ?? null) : null;
    case 'duplicate':
    case 'remove':
    case 'wrap':
      return node ? { type: op, key: node.key } : null;
    case 'type': {
      const texts = nodesOf(doc).filter((n) => n.kind === 'text-display');
      const target = pick(texts, a);
      // Two groups only, so that consecutive typing often merges into one undo step.
      return target
        ? { type: 'update', key: target.key, patch: { content: `typed ${b}` }, group: `g${b % 2}` }
        : null;
    }
  }
}

/** Errors other than an empty document's, which a person may reach by removing everything. */
function errorsOf(doc: Doc): string[] {
  return validate(doc)
    .filter((p) => p.severity === 'error')
    .filter((p) => !(doc.nodes.length === 0 && ['empty-message', 'too-few'].includes(p.code)))
    .map((p) => `${p.code} ${p.path}: ${p.message}`);
}

function checkState(store: EditorStore): void {
  const { doc, selectedKey } = store.getState();
  expect(errorsOf(doc)).toEqual([]);
  if (selectedKey !== null) expect(findNode(doc, selectedKey)).not.toBeNull();
}

describe('editor actions from the drop and command helpers', () => {
  it.each(Object.keys(starts))(
    '%s: never throw, never break a rule, and undo / redo walk the whole way',
    (start) => {
      let applied = 0;
      fc.assert(
        fc.property(fc.array(opArb, { maxLength: 60, size: 'max' }), (ops) => {
          const initial = starts[start]!();
          const store = createEditorStore({ doc: initial });
          for (const op of ops) {
            const before = store.getState().doc;
            const action = actionFor(before, op);
            if (!action) continue;
            const result = store.getState().dispatch(action);
            // Actions the helpers offer always go through and always change something.
            if (op.op === 'palette' || op.op === 'drag' || op.op === 'step') {
              expect(result.ok).toBe(true);
              expect(store.getState().doc).not.toEqual(before);
            }
            if (result.ok) applied += 1;
            else {
              expect(store.getState().doc).toBe(before);
              expect(store.getState().notice?.message).toBe(result.reason);
            }
            checkState(store);
          }
          const final = store.getState().doc;
          while (store.getState().history.past.length > 0) {
            store.getState().undo();
            checkState(store);
          }
          expect(store.getState().doc).toEqual(initial);
          while (store.getState().history.future.length > 0) store.getState().redo();
          expect(store.getState().doc).toEqual(final);
        }),
        { numRuns: 60 },
      );
      // The runs must really build and reshape documents, not mostly skip.
      expect(applied).toBeGreaterThan(300);
    },
    // Slow by design (thousands of store actions); a loaded CI machine needs room.
    30_000,
  );
});
