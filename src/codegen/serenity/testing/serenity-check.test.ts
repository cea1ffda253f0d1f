// The serenity check on the hand-written reference bot (example.rs): it compiles against the
// stand-in without warnings, sends exactly the sample payloads and routes every custom_id; and the
// check has teeth: a misspelt method, a wrong argument type, a different value or a missing route
// each fail it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SAMPLE_DESIGNS } from '../../testing/designs';
import { checkSerenity, normaliseForDiscord, type SerenityRecord } from './check';

/** Each of these compiles once more: Debian's rustc 1.63 takes longer than vitest's 5 s. */
const COMPILE_TIMEOUT = 60_000;
const EXAMPLE = readFileSync(new URL('./example.rs', import.meta.url), 'utf8');
const payload = (name: string): unknown => SAMPLE_DESIGNS.find((s) => s.name === name)?.payload;
const bodies = (records: SerenityRecord[], kind: 'message' | 'modal' | 'commands'): unknown[] =>
  records.flatMap((r) => (r.kind === kind ? [normaliseForDiscord(r.body)] : []));
const routes = (records: SerenityRecord[]): string[] =>
  records.flatMap((r) => (r.kind === 'route' ? [r.custom_id] : []));

/** The custom_ids a user can trigger: interactive message components, and the modals. */
function interactiveIds(): string[] {
  const ids: string[] = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (
        typeof record.custom_id === 'string' &&
        [2, 3, 5, 6, 7, 8].includes(record.type as number)
      )
        ids.push(record.custom_id);
      Object.values(record).forEach(walk);
    }
  };
  walk(payload('message-v2'));
  walk(payload('message-legacy'));
  for (const name of ['modal', 'modal-choices'])
    ids.push((payload(name) as { custom_id: string }).custom_id);
  return ids;
}

/** The example with one exact piece of text replaced (which must be there). */
function edited(from: string, to: string): string {
  expect(EXAMPLE).toContain(from);
  return EXAMPLE.replace(from, to);
}

describe('the serenity check', () => {
  const result = checkSerenity(EXAMPLE);

  it('compiles and runs the reference bot without errors or warnings', () => {
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([]);
  });

  it('sends both sample messages', () => {
    expect(bodies(result.records, 'message')).toEqual([
      normaliseForDiscord(payload('message-v2')),
      normaliseForDiscord(payload('message-legacy')),
    ]);
  });

  it('shows both sample modals', () => {
    expect(bodies(result.records, 'modal')).toEqual([
      normaliseForDiscord(payload('modal')),
      normaliseForDiscord(payload('modal-choices')),
    ]);
  });

  it('registers the sample command set in one bulk overwrite', () => {
    expect(bodies(result.records, 'commands')).toEqual([normaliseForDiscord(payload('commands'))]);
  });

  it('routes every custom_id of the messages and modals', () => {
    expect([...routes(result.records)].sort()).toEqual([...interactiveIds()].sort());
  });

  it(
    'fails a misspelt method, naming the file and line',
    () => {
      const bad = checkSerenity(edited('.label("Approve")', '.lable("Approve")'));
      expect(bad.records).toEqual([]);
      expect(bad.errors.join('\n')).toMatch(/^main\.rs:\d+:\d+: error.*lable/m);
    },
    COMPILE_TIMEOUT,
  );

  it(
    'fails a wrong argument type',
    () => {
      const bad = checkSerenity(edited('.max_values(3)', '.max_values("3")'));
      expect(bad.errors.join('\n')).toMatch(/^main\.rs:\d+:\d+: error\[E0308\]/m);
    },
    COMPILE_TIMEOUT,
  );

  it(
    'fails a program that builds a different value',
    () => {
      const bad = checkSerenity(edited('.label("Approve")', '.label("Approve!")'));
      expect(bad.errors).toEqual([]);
      expect(bodies(bad.records, 'message')[0]).not.toEqual(
        normaliseForDiscord(payload('message-v2')),
      );
    },
    COMPILE_TIMEOUT,
  );

  it(
    'fails a handler that does not route a custom_id',
    () => {
      const bad = checkSerenity(edited('"report:details" | "report:mute"', '"report:mute"'));
      expect(bad.errors).toEqual([]);
      expect(routes(bad.records)).not.toContain('report:details');
    },
    COMPILE_TIMEOUT,
  );
});
