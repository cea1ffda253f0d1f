// formatLike on real files a bot keeps: opening and exporting gives the file back as it was, and
// one field changed in the editor is one changed line.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { NodeKind } from '../catalog/kinds';
import type { Doc } from '../document/document';
import { walk } from '../document/document';
import { updateNode } from '../document/tree';
import { formatLike, holdsValue } from './format-like';
import { importJsonText } from './import';
import { toPayload } from './to-payload';

const sample = (name: string) =>
  readFileSync(new URL(`../../../e2e/fixtures/studio/${name}`, import.meta.url), 'utf8');

/** The document with the first node of `kind` given `patch`. */
function edited(doc: Doc, kind: NodeKind, patch: Record<string, unknown>): Doc {
  let key: string | null = null;
  walk(doc.nodes, (node) => {
    if (key === null && node.kind === kind) key = node.key;
  });
  if (key === null) throw new Error(`No ${kind} in the sample.`);
  const result = updateNode(doc, key, patch);
  if (!result.ok) throw new Error(result.reason);
  return result.doc;
}

/** The lines of `after` that differ from `before` (same line count expected). */
function changedLines(before: string, after: string): string[] {
  const a = before.split('\n');
  const b = after.split('\n');
  expect(b.length).toBe(a.length);
  return b.filter((line, i) => line !== a[i]);
}

const cases: { file: string; kind: NodeKind; patch: Record<string, unknown>; line: string }[] = [
  {
    file: 'messages/coyote.json',
    kind: 'text-display',
    patch: { content: '# A tame coyote' },
    line: '          "content": "# A tame coyote"',
  },
  {
    file: 'messages/legacy-welcome.json',
    kind: 'embed',
    patch: { title: 'House rules' },
    line: '      "title": "House rules",',
  },
  {
    file: 'commands/global.json',
    kind: 'chat-input-command',
    patch: { description: 'Wish a friend well' },
    line: '    "description": "Wish a friend well",',
  },
];

describe('formatLike', () => {
  for (const { file, kind, patch, line } of cases) {
    it(`gives ${file} back unchanged when nothing was edited`, () => {
      const text = sample(file);
      const { doc } = importJsonText(text);
      expect(doc).not.toBeNull();
      expect(formatLike(text, toPayload(doc!))).toBe(text);
      expect(holdsValue(text, toPayload(doc!))).toBe(true);
    });

    it(`changes one line of ${file} when one field is edited`, () => {
      const text = sample(file);
      const doc = edited(importJsonText(text).doc!, kind, patch);
      const after = formatLike(text, toPayload(doc));
      expect(changedLines(text, after)).toEqual([line]);
      expect(holdsValue(text, toPayload(doc))).toBe(false);
    });
  }

  it('keeps the order the file had, recursively, and puts new keys after it', () => {
    const before = '{\n  "b": 1,\n  "a": { "y": 1, "x": 2 }\n}\n';
    const out = formatLike(before, { a: { x: 3, y: 1, z: 0 }, c: true, b: 2 });
    expect(out).toBe(
      '{\n  "b": 2,\n  "a": {\n    "y": 1,\n    "x": 3,\n    "z": 0\n  },\n  "c": true\n}\n',
    );
  });

  it("keeps the file's CRLF line endings and byte order mark", () => {
    const out = formatLike('\uFEFF{\r\n  "a": 1\r\n}\r\n', { a: 2, b: [] });
    expect(out).toBe('\uFEFF{\r\n  "a": 2,\r\n  "b": []\r\n}\r\n');
  });

  it('lays a value out as JSON.stringify does when the previous text is not JSON', () => {
    const value = { components: [{ type: 10, content: 'hi' }], flags: 32768, empty: {} };
    expect(formatLike('{ not json', value)).toBe(`${JSON.stringify(value, null, 2)}\n`);
  });

  it('keeps a key named __proto__ as data', () => {
    const value: unknown = JSON.parse('{"__proto__": {"a": 1}, "b": 2}');
    expect(JSON.parse(formatLike('', value))).toEqual(value);
  });

  it('says a file holds a value whatever its layout and key order', () => {
    expect(holdsValue('{"b":1,"a":[1,2]}', { a: [1, 2], b: 1 })).toBe(true);
    expect(holdsValue('{"b":1,"a":[1,2]}', { a: [2, 1], b: 1 })).toBe(false);
    expect(holdsValue('not json', {})).toBe(false);
  });
});
