// The D++ check, proven on the hand-written reference bot (example.cpp): it compiles against the
// stand-in with -Wall and no warning, sends the five sample designs as Discord must receive them
// (less what D++ 10.1.5 cannot express, listed in ../README.md), and answers every button,
// select and modal submit. Then the check's teeth: a misspelt method, a wrong argument type, a
// wrong value read from a modal and a different value in a design all fail it.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_DESIGNS } from '../../testing/designs';
import type { SampleDesign } from '../../testing/designs';
import {
  checkDppProgram,
  interactiveIds,
  normaliseForDiscord,
  withoutWhatDppCannotSend,
} from './check';
import type { DppCheckResult, DppRecord } from './check';

const EXAMPLE = readFileSync(new URL('./example.cpp', import.meta.url), 'utf8');

type Kind = 'message' | 'modal' | 'commands';

/** The example's records of each kind, in the order it sends them, and the samples they build. */
const ORDER: Record<Kind, readonly string[]> = {
  message: ['message-v2', 'message-legacy'],
  modal: ['modal', 'modal-choices'],
  commands: ['commands'],
};

function kindOf(s: SampleDesign): Kind {
  if (s.as === 'command') throw new Error(`${s.name}: a single command is not a sample here`);
  return s.as;
}

function sample(name: string): SampleDesign {
  const found = SAMPLE_DESIGNS.find((s) => s.name === name);
  if (!found) throw new Error(`no sample design ${name}`);
  return found;
}

function recordFor(result: DppCheckResult, name: string): DppRecord {
  const kind = kindOf(sample(name));
  const records = result.records.filter((r) => r.kind === kind);
  const record = records[ORDER[kind].indexOf(name)];
  if (!record) throw new Error(`the program sent no ${kind} for ${name}`);
  return record;
}

function sent(record: DppRecord, kind: Kind): unknown {
  const files = Array.isArray(record.files) ? (record.files as { name: string }[]) : [];
  return normaliseForDiscord(kind, record.body, files);
}

function expected(name: string): unknown {
  const s = sample(name);
  return normaliseForDiscord(kindOf(s), withoutWhatDppCannotSend(s.payload));
}

/** The example with one exact piece of text replaced (which must be there once). */
function edited(from: string, to: string): string {
  expect(EXAMPLE.split(from).length, `example.cpp holds ${JSON.stringify(from)} once`).toBe(2);
  return EXAMPLE.replace(from, to);
}

describe('the D++ check on the reference bot', () => {
  let result: DppCheckResult;
  beforeAll(async () => {
    result = await checkDppProgram({ 'example.cpp': EXAMPLE });
  }, 120_000);

  it('compiles with -Wall and no warning, and reports no misuse', () => {
    expect(result.warnings).toEqual([]);
    expect(result.records.filter((r) => r.kind === 'error' || r.kind === 'unanswered')).toEqual([]);
  });

  it.each(SAMPLE_DESIGNS.map((s) => [s.name] as const))('sends %s as the sample says', (name) => {
    const kind = kindOf(sample(name));
    expect(sent(recordFor(result, name), kind)).toEqual(expected(name));
  });

  it('registers the commands with one bulk overwrite of global commands', () => {
    const commands = result.records.filter((r) => r.kind === 'commands');
    expect(commands.map((r) => r.scope)).toEqual(['global']);
  });

  it('uploads the files the messages name', () => {
    const names = (r: DppRecord) => (r.files as { name: string }[]).map((f) => f.name);
    expect(names(recordFor(result, 'message-v2'))).toEqual(['two.png', 'notes.txt']);
    expect(names(recordFor(result, 'message-legacy'))).toEqual(['chart.png']);
  });

  it('answers every button, select and modal submit by its custom_id', () => {
    const routes = result.records
      .filter((r) => r.kind === 'route')
      .map((r) => `${String(r.event)} ${String(r.custom_id ?? r.command)}`);
    const wanted = SAMPLE_DESIGNS.flatMap((s) =>
      s.as === 'message' || s.as === 'modal'
        ? interactiveIds(s.as, s.payload).map((i) => `${i.event} ${i.custom_id}`)
        : [],
    );
    expect(wanted.length).toBe(11);
    for (const id of wanted) expect(routes, id).toContain(id);
  });

  it('reads each modal value as the string D++ gives it', () => {
    const contents = result.records
      .filter((r) => r.kind === 'interaction_response')
      .map((r) => (r.body as { content?: string }).content);
    expect(contents).toContain("subject=sample subject details=It's about… area=editor");
    expect(contents).toContain('team=123456789012345678 contact=123456789012345678');
  });
});

describe('the D++ check has teeth', () => {
  it.concurrent(
    'a misspelt method fails to compile, naming the file and line',
    async () => {
      const program = edited(
        '.set_placeholder("Short summary")',
        '.set_placeholdr("Short summary")',
      );
      const line = program.split('\n').findIndex((l) => l.includes('set_placeholdr')) + 1;
      await expect(checkDppProgram({ 'example.cpp': program })).rejects.toThrow(
        new RegExp(`example\\.cpp:${line}:\\d+: error: .*set_placeholdr`),
      );
    },
    120_000,
  );

  it.concurrent(
    'a wrong argument type fails to compile',
    async () => {
      const program = edited('.set_spacing(dpp::sep_large)', '.set_spacing(2)');
      await expect(checkDppProgram({ 'example.cpp': program })).rejects.toThrow(
        /example\.cpp:\d+:\d+: error: .*(separator_spacing|set_spacing)/,
      );
    },
    120_000,
  );

  it.concurrent(
    'reading a modal value as the wrong type fails when run',
    async () => {
      const program = edited(
        'return std::get<std::string>(c.value);',
        'return std::to_string(std::get<int64_t>(c.value));',
      );
      await expect(checkDppProgram({ 'example.cpp': program })).rejects.toThrow(
        /failed when run[\s\S]*bad_variant_access/,
      );
    },
    120_000,
  );

  it.concurrent(
    'a program that builds a different value fails the comparison',
    async () => {
      const program = edited('.set_title("Weekly report")', '.set_title("Weekly rapport")');
      const other = await checkDppProgram({ 'example.cpp': program });
      expect(other.warnings).toEqual([]);
      expect(sent(recordFor(other, 'message-legacy'), 'message')).not.toEqual(
        expected('message-legacy'),
      );
      expect(sent(recordFor(other, 'message-v2'), 'message')).toEqual(expected('message-v2'));
    },
    120_000,
  );
});
