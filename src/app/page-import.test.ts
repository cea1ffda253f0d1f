import { describe, expect, it } from 'vitest';
import { importJsonText } from '../model';
import { commandSentence, commandWords, importForPage, importTextForPage } from './page-import';

const SLASH = { name: 'trail', description: 'Trail state', options: [] };
const USER_MENU = { name: 'Invite', type: 2 };
const MESSAGE_MENU = { name: 'Report', type: 3 };

describe('commandSentence', () => {
  it('names one command by its kind and offers the Commands design', () => {
    expect(commandSentence({ list: false, kinds: ['chat-input-command'] }, 'message')).toBe(
      'This is an application command (a slash command), not a message. Open it as a Commands design to edit it there.',
    );
    expect(commandSentence({ list: false, kinds: ['user-command'] }, 'modal')).toContain(
      '(a user context menu command), not a modal.',
    );
    expect(commandSentence({ list: false, kinds: ['entry-point-command'] }, 'message')).toContain(
      '(an activity entry point command)',
    );
  });

  it('counts a list by kind', () => {
    expect(
      commandSentence(
        {
          list: true,
          kinds: ['chat-input-command', 'message-command', 'chat-input-command', 'user-command'],
        },
        'message',
      ),
    ).toMatch(
      /^This is a list of 4 application commands \(2 slash commands, 1 user context menu command and 1 message context menu command\), as an app registers them, not a message\./,
    );
    expect(commandSentence({ list: true, kinds: ['chat-input-command'] }, 'modal')).toContain(
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
  it('says what a command forced into a message or a modal is, and opens nothing', () => {
    for (const value of [SLASH, USER_MENU, MESSAGE_MENU, [SLASH, USER_MENU]]) {
      for (const as of ['message', 'modal'] as const) {
        const result = importForPage(value, { as });
        expect(result).toMatchObject({
          doc: null,
          valid: false,
          command: { kinds: expect.any(Array) },
        });
        expect(result.problems).toHaveLength(1);
        expect(result.problems[0]).toMatchObject({ path: '$', code: 'application-command' });
        expect(result.problems[0]!.message).toContain(`not a ${as}. Open it as a Commands design`);
      }
    }
  });

  it('opens a command or a list as a commands document', () => {
    const one = importForPage(SLASH);
    expect(one).toMatchObject({ valid: true, problems: [], envelope: 'command' });
    expect(one.command).toEqual({ list: false, kinds: ['chat-input-command'] });
    expect(one.doc?.surface).toBe('commands');
    expect(one.doc?.nodes.map((n) => n.kind)).toEqual(['chat-input-command']);

    const list = importForPage([SLASH, USER_MENU, MESSAGE_MENU], { as: 'commands' });
    expect(list).toMatchObject({ valid: true, envelope: 'commands' });
    expect(list.doc?.nodes.map((n) => n.kind)).toEqual([
      'chat-input-command',
      'user-command',
      'message-command',
    ]);

    // Checked, not refused: two slash commands with one name are an error of the set.
    const bad = importForPage([SLASH, SLASH]);
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
