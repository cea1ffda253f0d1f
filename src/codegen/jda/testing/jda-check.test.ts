// Proves the JDA check on the hand-written reference bot (example/Example.java): it compiles with
// the JDA 6.4.2 stand-in, sends exactly the sample payloads, routes every custom id and reads every
// modal field with a getter of its type; and the check fails on a misspelt method, a wrong argument
// type, a different value, a missing route and a wrong getter.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_DESIGNS } from '../../testing/designs';
import {
  JdaCompileError,
  JdaRunError,
  normaliseForDiscord,
  requireJdk,
  runJdaProgram,
  type JdaRecord,
  type JdaRun,
} from './check';

const EXAMPLE = readFileSync(new URL('./example/Example.java', import.meta.url), 'utf8');
const TIMEOUT = 60_000;

function payload(name: string): unknown {
  const sample = SAMPLE_DESIGNS.find((s) => s.name === name);
  if (!sample) throw new Error(`no sample ${name}`);
  return sample.payload;
}

function bodies(run: JdaRun, kind: 'message' | 'modal' | 'commands'): unknown[] {
  return run.records.filter((r) => r.kind === kind).map((r) => (r as { body: unknown }).body);
}

function routes(run: JdaRun): string[] {
  return run.records.flatMap((r) => (r.kind === 'route' && r.custom_id ? [r.custom_id] : []));
}

/** Every custom_id of an interactive component (button, select) in a message payload. */
function interactiveIds(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(interactiveIds);
  if (typeof node !== 'object' || node === null) return [];
  const o = node as Record<string, unknown>;
  const own =
    typeof o['custom_id'] === 'string' && [2, 3, 5, 6, 7, 8].includes(o['type'] as number)
      ? [o['custom_id']]
      : [];
  return [...own, ...Object.values(o).flatMap(interactiveIds)];
}

/** The getters JDA's ModalMapping offers for each kind of modal field. */
const GETTERS: Record<number, string[]> = {
  3: ['getAsStringList'],
  4: ['getAsString', 'getAsOptionalString'],
  5: ['getAsMentions', 'getAsStringList', 'getAsLongList'],
  6: ['getAsMentions', 'getAsStringList', 'getAsLongList'],
  7: ['getAsMentions', 'getAsStringList', 'getAsLongList'],
  8: ['getAsMentions', 'getAsStringList', 'getAsLongList'],
  19: ['getAsAttachmentList'],
  21: ['getAsString', 'getAsOptionalString'],
  22: ['getAsStringList'],
  23: ['getAsBoolean'],
};

function modalFields(modal: unknown): { modal: string; id: string; type: number }[] {
  const m = modal as { custom_id: string; components: Record<string, unknown>[] };
  return m.components.flatMap((c) => {
    const child = c['component'] as { custom_id: string; type: number } | undefined;
    return c['type'] === 18 && child
      ? [{ modal: m.custom_id, id: child.custom_id, type: child.type }]
      : [];
  });
}

function catchError(run: () => unknown): Error {
  try {
    run();
  } catch (error) {
    if (error instanceof Error) return error;
  }
  throw new Error('expected the check to fail');
}

function variant(from: string, to: string): Record<string, string> {
  expect(EXAMPLE).toContain(from);
  return { 'Example.java': EXAMPLE.replace(from, to) };
}

describe('the JDA check on the reference bot', () => {
  let run: JdaRun;
  beforeAll(() => {
    run = runJdaProgram({ 'Example.java': EXAMPLE });
  }, TIMEOUT);

  it('sends both messages exactly as the samples', () => {
    const sent = bodies(run, 'message');
    expect(sent).toHaveLength(2);
    expect(normaliseForDiscord(sent[0], ['message'])).toEqual(
      normaliseForDiscord(payload('message-v2'), ['message']),
    );
    expect(normaliseForDiscord(sent[1], ['message'])).toEqual(
      normaliseForDiscord(payload('message-legacy'), ['message']),
    );
  });

  it('shows both modals exactly as the samples', () => {
    const shown = bodies(run, 'modal');
    expect(shown).toHaveLength(2);
    expect(normaliseForDiscord(shown[0], ['modal'])).toEqual(
      normaliseForDiscord(payload('modal'), ['modal']),
    );
    expect(normaliseForDiscord(shown[1], ['modal'])).toEqual(
      normaliseForDiscord(payload('modal-choices'), ['modal']),
    );
  });

  it('registers the command set exactly as the sample', () => {
    const registered = bodies(run, 'commands');
    expect(registered).toHaveLength(1);
    expect(normaliseForDiscord(registered[0], ['commands'])).toEqual(
      normaliseForDiscord(payload('commands'), ['commands']),
    );
  });

  it('routes every interactive component and every modal by its custom_id', () => {
    const expected = [
      ...interactiveIds(payload('message-v2')),
      ...interactiveIds(payload('message-legacy')),
      (payload('modal') as { custom_id: string }).custom_id,
      (payload('modal-choices') as { custom_id: string }).custom_id,
    ];
    expect(expected).toHaveLength(11);
    expect(new Set(routes(run))).toEqual(new Set(expected));
  });

  it('reads every modal field with a getter of its type', () => {
    const reads = run.records.filter(
      (r): r is Extract<JdaRecord, { kind: 'read' }> => r.kind === 'read',
    );
    const fields = [...modalFields(payload('modal')), ...modalFields(payload('modal-choices'))];
    expect(fields).toHaveLength(9);
    for (const field of fields) {
      const read = reads.find((r) => r.modal === field.modal && r.custom_id === field.id);
      expect(read, `${field.modal}/${field.id} is not read`).toBeDefined();
      expect(GETTERS[field.type]).toContain(read?.getter);
    }
  });
});

describe('the JDA check has teeth', () => {
  it('fails, naming the Debian package, when javac is missing', () => {
    expect(() => requireJdk('/nonexistent')).toThrow(/apt-get install openjdk-17-jdk-headless/);
  });

  it(
    'refuses a misspelt method, naming the file and line',
    () => {
      const program = variant(
        '.setPlaceholder("Short summary")',
        '.setPlaceHolder("Short summary")',
      );
      const error = catchError(() => runJdaProgram(program));
      expect(error).toBeInstanceOf(JdaCompileError);
      expect(error.message).toMatch(/Example\.java:\d+: error: cannot find symbol/);
      expect(error.message).toContain('setPlaceHolder');
    },
    TIMEOUT,
  );

  it(
    'refuses an argument of the wrong type',
    () => {
      const program = variant('.setRequiredRange(3, 80)', '.setRequiredRange("3", 80)');
      const error = catchError(() => runJdaProgram(program));
      expect(error).toBeInstanceOf(JdaCompileError);
      expect(error.message).toMatch(
        /Example\.java:\d+: error: incompatible types: String cannot be converted to int/,
      );
    },
    TIMEOUT,
  );

  it(
    'notices a program that builds a different value',
    () => {
      const other = runJdaProgram(variant('"Pick a channel"', '"Pick one"'));
      expect(normaliseForDiscord(bodies(other, 'message')[0], ['message'])).not.toEqual(
        normaliseForDiscord(payload('message-v2'), ['message']),
      );
    },
    TIMEOUT,
  );

  it(
    'notices a custom_id no handler answers',
    () => {
      const other = runJdaProgram(variant('case "report:mute" -> event.deferEdit().queue();', ''));
      expect(routes(other)).not.toContain('report:mute');
    },
    TIMEOUT,
  );

  it(
    'fails a program that reads a field with the wrong getter',
    () => {
      const program = variant(
        'event.getValue("area").getAsStringList()',
        'List.of(event.getValue("area").getAsString())',
      );
      expect(() => runJdaProgram(program)).toThrow(JdaRunError);
    },
    TIMEOUT,
  );
});
