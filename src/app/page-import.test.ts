import { describe, expect, it } from 'vitest';
import { importJsonText } from '../model';
import { commandSentence, commandWords, importForPage, importTextForPage } from './page-import';

const SLASH = { name: 'trail', description: 'Trail state', options: [] };
const USER_MENU = { name: 'Invite', type: 2 };
const MESSAGE_MENU = { name: 'Report', type: 3 };

describe('commandSentence', () => {
  it('names one command by its kind, in the page’s words', () => {
    expect(commandSentence({ list: false, kinds: ['chat-input-command'] })).toBe(
      'This is an application command (a slash command), not a message or a modal. Component Studio designs messages and modals; it cannot design application commands yet (the validator page checks them).',
    );
    expect(commandSentence({ list: false, kinds: ['user-command'] })).toContain(
      '(a user context menu command)',
    );
    expect(commandSentence({ list: false, kinds: ['entry-point-command'] })).toContain(
      '(an activity entry point command)',
    );
  });

  it('counts a list by kind', () => {
    expect(
      commandSentence({
        list: true,
        kinds: ['chat-input-command', 'message-command', 'chat-input-command', 'user-command'],
      }),
    ).toMatch(
      /^This is a list of 4 application commands \(2 slash commands, 1 user context menu command and 1 message context menu command\), as an app registers them; not a message or a modal\./,
    );
    expect(commandSentence({ list: true, kinds: ['chat-input-command'] })).toContain(
      'a list of 1 application command (1 slash command)',
    );
  });
});

describe('commandWords', () => {
  it('names the kinds without the sentence around them', () => {
    expect(commandWords({ list: false, kinds: ['message-command'] })).toBe(
      'a message context menu command',
    );
    expect(
      commandWords({ list: true, kinds: ['user-command', 'chat-input-command', 'user-command'] }),
    ).toBe('1 slash command and 2 user context menu commands');
  });
});

describe('importForPage', () => {
  it('says what a command is without the command line’s --as, and opens nothing', () => {
    for (const value of [SLASH, USER_MENU, MESSAGE_MENU, [SLASH, USER_MENU]]) {
      const result = importForPage(value);
      expect(result).toMatchObject({
        doc: null,
        valid: false,
        command: { kinds: expect.any(Array) },
      });
      expect(result.problems).toHaveLength(1);
      expect(result.problems[0]).toMatchObject({ path: '$', code: 'application-command' });
      expect(result.problems[0]!.message).toContain('Component Studio designs messages and modals');
      expect(result.problems[0]!.message).not.toContain('--as');
    }
  });

  it('recognises a command even when a kind is forced (the JSON editor forces its surface)', () => {
    expect(importForPage(SLASH, { as: 'message' }).command).toEqual({
      list: false,
      kinds: ['chat-input-command'],
    });
  });

  it('validates a command as a commands document where the page asks for it (the validator)', () => {
    const one = importForPage(SLASH, { commands: 'validate' });
    expect(one).toMatchObject({ valid: true, problems: [], envelope: 'command' });
    expect(one.command).toEqual({ list: false, kinds: ['chat-input-command'] });
    expect(one.doc?.surface).toBe('commands');
    expect(one.doc?.nodes.map((n) => n.kind)).toEqual(['chat-input-command']);

    const list = importForPage([SLASH, USER_MENU, MESSAGE_MENU], { commands: 'validate' });
    expect(list).toMatchObject({ valid: true, envelope: 'commands' });
    expect(list.doc?.nodes.map((n) => n.kind)).toEqual([
      'chat-input-command',
      'user-command',
      'message-command',
    ]);

    // Checked, not refused: two slash commands with one name are an error of the set.
    const bad = importForPage([SLASH, SLASH], { commands: 'validate' });
    expect(bad.valid).toBe(false);
    expect(bad.problems.map((p) => p.code)).toEqual(['duplicate-name']);
  });

  it('leaves everything else to the model, as it was', () => {
    const text = JSON.stringify({ content: 'Hi' });
    const { command, ...rest } = importTextForPage(text);
    expect(command).toBeNull();
    expect(JSON.stringify(rest)).toBe(JSON.stringify(importJsonText(text)));
    expect(importTextForPage('{"a":').problems[0]).toMatchObject({ code: 'invalid-json' });
    expect(importForPage([1, 2]).problems[0]).toMatchObject({ code: 'payload-not-object' });
  });
});
