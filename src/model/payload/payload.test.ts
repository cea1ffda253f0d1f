import { describe, expect, it } from 'vitest';
import type { MessageDoc } from '../document/document';
import { importJsonText, importPayload } from './import';
import { applicationCommandsOf, commandKindOf, detect } from './detect';
import { toPayload } from './to-payload';
import { designExamples, loadExamples } from '../testing/examples';

describe('the examples from Discord docs', () => {
  const examples = designExamples();

  it('has every message and modal example (9 messages, 8 modals)', () => {
    expect(examples.filter((e) => e.file.includes('_message-'))).toHaveLength(9);
    expect(examples.filter((e) => e.file.includes('_modal-'))).toHaveLength(8);
  });

  it.each(examples.map((e) => [e.file, e.json] as const))(
    '%s imports, validates and round-trips unchanged',
    (_file, json) => {
      const result = importPayload(json);
      expect(result.problems.filter((p) => p.severity === 'error')).toEqual([]);
      expect(result.valid).toBe(true);
      expect(JSON.stringify(toPayload(result.doc!))).toBe(JSON.stringify(json));
    },
  );

  const commands = loadExamples(/^\d+_command-/);

  it('has the application command examples (2 slash commands)', () => {
    expect(commands).toHaveLength(2);
  });

  it.each(commands.map((e) => [e.file, e.json] as const))(
    '%s imports as one command, validates and round-trips',
    (_file, json) => {
      const result = importPayload(json);
      expect(result).toMatchObject({ kind: 'command', envelope: 'command', valid: true });
      expect(result.problems).toEqual([]);
      expect(result.doc!.nodes.map((n) => n.kind)).toEqual(['chat-input-command']);
      // Equal, not byte for byte: an option's `type` follows from its kind and is written first.
      expect(toPayload(result.doc!)).toEqual(json);
    },
  );

  it.each(
    loadExamples(/^\d+_(interaction|modal-submit|error)-/).map((e) => [e.file, e.json] as const),
  )('%s is refused with a clear reason', (_file, json) => {
    const result = importPayload(json);
    expect(result.doc).toBeNull();
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]!.code).toMatch(/^(interaction-not-payload|unknown-payload)$/);
    expect(result.problems[0]!.message.length).toBeGreaterThan(20);
  });
});

describe('detect', () => {
  const body = { flags: 32768, components: [{ type: 10, content: 'hi' }] };
  it.each([
    ['a message body', body, 'message'],
    ['a webhook body', { ...body, username: 'Hook' }, 'webhook'],
    ['an interaction response 4', { type: 4, data: body }, 'response-4'],
    ['an interaction response 7', { type: 7, data: body }, 'response-7'],
    [
      'a modal response',
      { type: 9, data: { custom_id: 'm', title: 'T', components: [] } },
      'modal-9',
    ],
    ['a bare modal', { custom_id: 'm', title: 'T', components: [] }, 'modal'],
    ['an empty object', {}, 'message'],
    ['an application command', { name: 'ping', description: 'Pong' }, 'command'],
    ['a list of commands', [{ name: 'ping', description: 'Pong' }], 'commands'],
  ])('recognises %s', (_name, value, envelope) => {
    expect(detect(value)).toMatchObject({ envelope });
  });

  it('lets --as force the kind', () => {
    expect(detect({ custom_id: 'x', components: [] }, 'message')).toMatchObject({
      envelope: 'message',
    });
    expect(detect({ components: [] }, 'modal')).toMatchObject({ envelope: 'modal' });
  });

  it('refuses a modal response read as a message', () => {
    expect(detect({ type: 9, data: {} }, 'message')).toMatchObject({
      code: 'unsupported-response',
    });
  });

  it('reads [] as an empty list of commands (a bulk overwrite that removes them all)', () => {
    expect(detect([])).toEqual({ envelope: 'commands', body: {}, list: [] });
  });

  it('refuses an array that is not a list of commands, saying what an array may be', () => {
    const problem = detect([{ content: 'hi' }]);
    expect(problem).toMatchObject({ code: 'payload-not-object', path: '$' });
    expect((problem as { message: string }).message).toContain('an array of application commands');
  });

  it.each([
    [null, 'null'],
    ['text', 'a string'],
    [42, 'a number'],
  ])('refuses %j with "%s"', (value, what) => {
    const problem = detect(value);
    expect(problem).toMatchObject({ code: 'payload-not-object', path: '$' });
    expect((problem as { message: string }).message).toContain(what);
  });
});

describe('toPayload', () => {
  const doc = importPayload({
    content: 'hi',
    username: 'Hook',
    components: [{ type: 1, components: [{ type: 2, style: 1, label: 'A', custom_id: 'a' }] }],
  }).doc as MessageDoc;

  it('wraps a message as interaction responses 4 and 7 without webhook-only fields', () => {
    expect(toPayload(doc, 'response-4')).toEqual({
      type: 4,
      data: {
        content: 'hi',
        components: doc.nodes.length ? [expect.objectContaining({ type: 1 })] : [],
      },
    });
    expect(toPayload(doc, 'response-7')).toMatchObject({ type: 7 });
  });

  it('drops webhook-only fields for a message create body', () => {
    expect(toPayload(doc, 'message')).not.toHaveProperty('username');
    expect(toPayload(doc, 'webhook')).toHaveProperty('username', 'Hook');
  });

  it('exports a modal bare and as a type 9 response', () => {
    const modal = importPayload({
      custom_id: 'm',
      title: 'T',
      components: [{ type: 10, content: 'x' }],
    }).doc!;
    expect(toPayload(modal, 'modal-9')).toEqual({
      type: 9,
      data: { custom_id: 'm', title: 'T', components: [{ type: 10, content: 'x' }] },
    });
    expect(toPayload(modal, 'modal')).toEqual({
      custom_id: 'm',
      title: 'T',
      components: [{ type: 10, content: 'x' }],
    });
  });

  it('refuses to export a message as a modal', () => {
    expect(() => toPayload(doc, 'modal-9')).toThrow(/cannot be exported/);
  });

  it('keeps unknown and invalid input as it was', () => {
    const json = {
      flags: 32768,
      extra: { a: 1 },
      components: [{ type: 10, content: 'x', future_field: true }, 7, { type: 99, stuff: [1] }],
    };
    expect(toPayload(importPayload(json).doc!)).toEqual(json);
  });
});

describe('importJsonText', () => {
  it('says where malformed JSON breaks', () => {
    const result = importJsonText('{\n  "flags": 32768,\n  "components": [,]\n}');
    expect(result.valid).toBe(false);
    expect(result.problems[0]).toMatchObject({
      code: 'invalid-json',
      path: '$',
      severity: 'error',
    });
    expect(result.problems[0]!.message).toMatch(/line 3, column \d+/);
  });

  it('says when the input is empty', () => {
    expect(importJsonText('   ').problems[0]!.message).toContain('empty');
  });
});

describe('applicationCommandsOf', () => {
  const slash = { name: 'trail', description: 'Trail state', options: [] };
  it('tells a slash command, the context menu commands and an entry point apart', () => {
    expect(commandKindOf(slash)).toBe('chat-input-command');
    expect(commandKindOf({ ...slash, type: 1 })).toBe('chat-input-command');
    expect(commandKindOf({ name: 'Invite', type: 2 })).toBe('user-command');
    expect(commandKindOf({ name: 'Report', type: 3 })).toBe('message-command');
    expect(commandKindOf({ name: 'launch', type: 4, handler: 2 })).toBe('entry-point-command');
  });

  it('is not fooled by messages, modals, interactions or a bare name', () => {
    expect(commandKindOf({ name: 'x' })).toBeNull();
    expect(commandKindOf({ name: 'x', type: 9, description: 'd' })).toBeNull();
    expect(commandKindOf({ ...slash, content: 'hi' })).toBeNull();
    expect(commandKindOf({ ...slash, custom_id: 'm', title: 'Modal' })).toBeNull();
    expect(commandKindOf({ type: 2, data: { name: 'trail' } })).toBeNull();
    expect(commandKindOf([slash])).toBeNull();
  });

  it('reads one command or a non-empty list of commands only', () => {
    expect(applicationCommandsOf(slash)).toEqual({ list: false, kinds: ['chat-input-command'] });
    expect(applicationCommandsOf([slash, { name: 'Report', type: 3 }])).toEqual({
      list: true,
      kinds: ['chat-input-command', 'message-command'],
    });
    expect(applicationCommandsOf([])).toBeNull();
    expect(applicationCommandsOf([slash, { content: 'hi' }])).toBeNull();
    expect(applicationCommandsOf({ content: 'hi' })).toBeNull();
  });

  it('imports a context menu command, and a list of commands, as a command design', () => {
    const one = importPayload({ name: 'Report', type: 3 });
    expect(one).toMatchObject({ kind: 'command', envelope: 'command', valid: true, problems: [] });
    expect(one.doc).toMatchObject({ surface: 'commands', guildId: null });
    expect(one.doc!.nodes.map((n) => n.kind)).toEqual(['message-command']);
    expect(toPayload(one.doc!)).toEqual({ name: 'Report', type: 3 });

    const list = [slash, { name: 'Invite', type: 2 }];
    const many = importPayload(list);
    expect(many).toMatchObject({ kind: 'commands', envelope: 'commands', valid: true });
    expect(many.doc!.nodes.map((n) => n.kind)).toEqual(['chat-input-command', 'user-command']);
    expect(toPayload(many.doc!)).toEqual(list);
  });
});
