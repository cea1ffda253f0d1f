import { describe, expect, it } from 'vitest';
import { importPayload, toPayload, validate } from '../../model';
import type { Doc } from '../../model';
import {
  button,
  chars,
  docOf,
  message,
  modal,
  label,
  row,
  text,
  textInput,
} from '../../model/testing/fixtures';
import type { SyncStatus } from './sync';
import {
  diagnosticsOf,
  parseEdit,
  samePayload,
  statusText,
  syntaxDiagnostic,
  textChange,
} from './sync';

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

describe('parseEdit', () => {
  it('reads a changed design and keeps the keys of nodes that stayed in place', () => {
    const current = docOf(message(text('Hello'), row(button({ label: 'Go' }))));
    const edit = parseEdit(
      pretty(message(text('Hello there'), row(button({ label: 'Go' })))),
      current,
    );
    expect(edit.kind).toBe('doc');
    if (edit.kind !== 'doc') return;
    expect(toPayload(edit.doc)).toMatchObject({ components: [{ content: 'Hello there' }, {}] });
    expect(edit.doc.nodes.map((n) => n.key)).toEqual(current.nodes.map((n) => n.key));
    expect(edit.problems).toEqual([]);
  });

  it('loads a design with problems, and lists them', () => {
    const current = docOf(message(row(button())));
    const edit = parseEdit(pretty(message(row(button({ label: chars(81) })))), current);
    expect(edit.kind).toBe('doc');
    if (edit.kind !== 'doc') return;
    expect(edit.problems.map((p) => p.path)).toContain('$.components[0].components[0].label');
  });

  it('says where text stops being JSON', () => {
    const edit = parseEdit('{\n  "content": "Hi",\n  }', docOf(message(text())));
    expect(edit).toMatchObject({ kind: 'syntax', line: 3, column: 3, offset: 23 });
    if (edit.kind === 'syntax') expect(edit.reason).toMatch(/"}"/);
  });

  it('offers a command pasted into a message as a Commands design of its own', () => {
    const command = { name: 'ping', description: 'Pong' };
    const edit = parseEdit(pretty(command), docOf(message(text())));
    expect(edit).toMatchObject({
      kind: 'not-design',
      problem: { code: 'application-command' },
      commands: { surface: 'commands', envelope: 'command' },
    });
    if (edit.kind === 'not-design') expect(edit.problem.message).toContain('not a message');
  });

  it('reads a command set as the list it shows', () => {
    const current = importPayload([{ name: 'ping', description: 'Pong' }]).doc!;
    const edit = parseEdit(pretty([{ name: 'ping', description: 'Pong again' }]), current);
    expect(edit.kind).toBe('doc');
    if (edit.kind === 'doc') expect(edit.doc.nodes[0]!.key).toBe(current.nodes[0]!.key);
    expect(parseEdit(pretty({ name: 'ping', description: 'x' }), current)).toMatchObject({
      kind: 'not-design',
      problem: { code: 'payload-not-list' },
    });
  });

  it('refuses JSON that is not a design of the current surface', () => {
    expect(parseEdit('[1, 2]', docOf(message(text())))).toMatchObject({
      kind: 'not-design',
      problem: { code: 'payload-not-object' },
    });
    const asMessage = parseEdit(pretty({ type: 9, data: modal() }), docOf(message(text())));
    expect(asMessage).toMatchObject({ kind: 'not-design', problem: { path: '$.type' } });
  });

  it('refuses JSON nested too deeply to be written back out, without throwing', () => {
    const depth = 200_000;
    const deep = `{"components": [{"type": 10, "content": "x", "extra": ${'['.repeat(depth)}${']'.repeat(depth)}}]}`;
    expect(parseEdit(deep, docOf(message(text())))).toMatchObject({
      kind: 'not-design',
      problem: { code: 'too-deep' },
    });
  });

  it('keeps a modal a modal', () => {
    const current = docOf(modal(label('Name', textInput())));
    const edit = parseEdit(pretty(modal(label('Your name', textInput()))), current);
    expect(edit.kind === 'doc' && edit.doc.surface).toBe('modal');
  });
});

describe('samePayload', () => {
  it('is true for two documents Discord cannot tell apart', () => {
    const a = docOf(message(text('A')));
    expect(samePayload(a, docOf(message(text('A'))))).toBe(true);
    expect(samePayload(a, docOf(message(text('B'))))).toBe(false);
    expect(samePayload(a, { ...a, envelope: 'webhook' } as Doc)).toBe(false);
  });
});

describe('diagnosticsOf', () => {
  it('marks the value a problem is about', () => {
    const payload = message(row(button({ label: chars(81) })));
    const textOf = pretty(payload);
    const problems = validate(docOf(payload));
    const [mark] = diagnosticsOf(textOf, problems);
    expect(textOf.slice(mark!.from, mark!.to)).toBe(`"${chars(81)}"`);
    expect(mark).toMatchObject({
      severity: 'error',
      source: '$.components[0].components[0].label',
    });
    expect(mark!.message).toBe(problems[0]!.message);
  });

  it('marks the object a missing field belongs in', () => {
    const textOf = pretty(message(row({ type: 2, style: 1, label: 'No id' })));
    const marks = diagnosticsOf(textOf, [
      {
        path: '$.components[0].components[0].custom_id',
        severity: 'error',
        code: 'required',
        message: 'needs one',
      },
    ]);
    expect(JSON.parse(textOf.slice(marks[0]!.from, marks[0]!.to))).toEqual({
      type: 2,
      style: 1,
      label: 'No id',
    });
  });

  it('marks the whole text for a problem whose path it cannot read', () => {
    const marks = diagnosticsOf('{}', [
      { path: 'nonsense', severity: 'warning', code: 'x', message: 'odd' },
    ]);
    expect(marks[0]).toMatchObject({ from: 0, to: 2, severity: 'warning' });
  });
});

describe('syntaxDiagnostic', () => {
  it('marks one character, or the end of the text', () => {
    expect(syntaxDiagnostic('{x}', 1, 'bad')).toMatchObject({ from: 1, to: 2 });
    expect(syntaxDiagnostic('{', 1, 'ends')).toMatchObject({ from: 1, to: 1 });
  });
});

describe('textChange', () => {
  it('replaces only the part that differs', () => {
    expect(textChange('{"a": 1, "b": 2}', '{"a": 1, "b": 3}')).toEqual({
      from: 14,
      to: 15,
      insert: '3',
    });
    expect(textChange('abc', 'abxbc')).toEqual({ from: 2, to: 2, insert: 'xb' });
    expect(textChange('abcd', 'ad')).toEqual({ from: 1, to: 3, insert: '' });
    expect(textChange('same', 'same')).toBeNull();
  });

  it('turns the old text into the new one', () => {
    const pairs = [
      ['', 'x'],
      ['x', ''],
      ['aaaa', 'aa'],
      ['ab', 'ba'],
    ] as const;
    for (const [before, after] of pairs) {
      const change = textChange(before, after)!;
      expect(before.slice(0, change.from) + change.insert + before.slice(change.to)).toBe(after);
    }
  });
});

describe('statusText', () => {
  it('says in sync, how many problems, or where the JSON breaks', () => {
    const cases: [SyncStatus, string][] = [
      [{ kind: 'in-sync', problems: 0 }, 'In sync'],
      [{ kind: 'in-sync', problems: 1 }, '1 problem'],
      [{ kind: 'in-sync', problems: 12 }, '12 problems'],
      [
        { kind: 'syntax', line: 3, column: 5, reason: 'unexpected "}"' },
        'Line 3, column 5: unexpected "}"',
      ],
      [{ kind: 'not-design', message: 'Not a message.' }, 'Not a message.'],
    ];
    for (const [status, expected] of cases) expect(statusText(status)).toBe(expected);
  });
});
