// The discordgo check, proven on the hand-written reference program (example.go): it builds and
// vets against the stand-in, sends exactly the sample designs' JSON, routes every custom_id (and
// the stand-in's replayed interactions reach a handler that answers), and the check fails on a
// misspelt field, a wrong type, a different value and a wrong type assertion.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_DESIGNS } from '../../testing/designs';
import { checkGoProgram, discordEquivalent, payloadOf } from './check';
import type { GoCheckResult, GoRecord } from './check';

const EXAMPLE = readFileSync(new URL('./example.go', import.meta.url), 'utf8');

const sample = (name: string): unknown => {
  const found = SAMPLE_DESIGNS.find((s) => s.name === name);
  if (!found) throw new Error(`no sample design ${name}`);
  return structuredClone(found.payload);
};

/**
 * What discordgo cannot express, taken out of the expected payload (README.md says the same):
 * MessageSend has no attachments field, so an attachment's description cannot be sent.
 */
function withoutGaps(name: string, payload: unknown): unknown {
  if (name === 'message-legacy') {
    const body = payload as { attachments: { description?: string }[] };
    for (const attachment of body.attachments) delete attachment.description;
  }
  return payload;
}

const expected = (name: string, kind: 'message' | 'modal' | 'commands') =>
  discordEquivalent(kind, withoutGaps(name, sample(name)));

const actual = (record: GoRecord | undefined, kind: 'message' | 'modal' | 'commands') => {
  if (!record) throw new Error(`no ${kind} record`);
  return discordEquivalent(kind, payloadOf(record));
};

/** custom_ids of the messages' interactive components and of the modals. */
function routedIds(): string[] {
  const ids: string[] = [];
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      if (typeof o.custom_id === 'string' && typeof o.type === 'number') ids.push(o.custom_id);
      Object.values(o).forEach(walk);
    }
  };
  walk(sample('message-v2'));
  walk(sample('message-legacy'));
  for (const name of ['modal', 'modal-choices'])
    ids.push((sample(name) as { custom_id: string }).custom_id);
  return ids.sort();
}

const of = (result: GoCheckResult, kind: string) => result.records.filter((r) => r.kind === kind);

describe('the discordgo check on the reference program', () => {
  let result: GoCheckResult;
  beforeAll(() => {
    result = checkGoProgram(EXAMPLE);
  }, 60_000);

  it('builds, and go vet is clean', () => {
    expect(result.vet).toBe('');
  });

  it('sends both messages as the sample designs', () => {
    const [v2, legacy, ...more] = of(result, 'message');
    expect(more).toEqual([]);
    expect(actual(v2, 'message')).toEqual(expected('message-v2', 'message'));
    expect(actual(legacy, 'message')).toEqual(expected('message-legacy', 'message'));
  });

  it('shows both modals as the sample designs', () => {
    const [modal, choices, ...more] = of(result, 'modal');
    expect(more).toEqual([]);
    expect(actual(modal, 'modal')).toEqual(expected('modal', 'modal'));
    expect(actual(choices, 'modal')).toEqual(expected('modal-choices', 'modal'));
  });

  it('registers the command set as the sample, globally', () => {
    const [commands, ...more] = of(result, 'commands');
    expect(more).toEqual([]);
    expect(commands?.guild_id).toBeUndefined();
    expect(actual(commands, 'commands')).toEqual(expected('commands', 'commands'));
  });

  it('routes every custom_id, and each replayed interaction is answered by its handler', () => {
    const ids = routedIds();
    expect(of(result, 'route').map((r) => r.custom_id)).toEqual(ids);
    const answered = of(result, 'response').map((r) => r.to);
    const failed = of(result, 'replay').filter((r) => r.error);
    // discordgo cannot decode a modal submit holding types 21-23, so its handler never runs.
    expect(failed).toEqual([
      expect.objectContaining({
        custom_id: 'survey',
        error: expect.stringContaining('unknown component type: 21'),
      }),
    ]);
    expect(answered.sort()).toEqual(ids.filter((id) => id !== 'survey'));
  });
});

describe('the discordgo check has teeth', () => {
  const mutate = (from: string, to: string): string => {
    expect(EXAMPLE).toContain(from);
    return EXAMPLE.replace(from, to);
  };

  it('fails to compile a misspelt field, naming the file and line', () => {
    const source = mutate('Placeholder: "Pick a channel"', 'PlaceHolder: "Pick a channel"');
    expect(() => checkGoProgram(source, { vet: false })).toThrow(
      /does not compile[\s\S]*main\.go line \d+: .*PlaceHolder/,
    );
  }, 60_000);

  it('fails to compile a value of the wrong type', () => {
    const source = mutate('MaxValues:   2,', 'MaxValues:   "2",');
    expect(() => checkGoProgram(source, { vet: false })).toThrow(
      /main\.go line \d+: .*cannot use "2"/,
    );
  }, 60_000);

  it('fails the comparison when the program builds a different value', () => {
    const source = mutate('Label: "Approve"', 'Label: "Approved"');
    const changed = checkGoProgram(source, { vet: false });
    expect(actual(of(changed, 'message')[0], 'message')).not.toEqual(
      expected('message-v2', 'message'),
    );
  }, 60_000);

  it('catches a modal value read with the wrong type assertion (a panic in the handler)', () => {
    const source = mutate(
      'fields["subject"].(*discordgo.TextInput)',
      'fields["subject"].(discordgo.TextInput)',
    );
    const changed = checkGoProgram(source, { vet: false });
    expect(of(changed, 'replay').filter((r) => r.error && r.custom_id === 'feedback')).toEqual([
      expect.objectContaining({ error: expect.stringContaining('handler panicked') }),
    ]);
  }, 60_000);

  it('fails, naming golang-go, when go is missing', () => {
    expect(() => checkGoProgram(EXAMPLE, { go: '/nonexistent/go' })).toThrow(/golang-go/);
  });
});
