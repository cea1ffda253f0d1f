// The command schemas and field rules as validate() reports them: paths into the exported
// payload, sentences that name the kind.
import { describe, expect, it } from 'vitest';
import { chars } from '../testing/fixtures';
import type { Doc } from '../document/document';
import { importPayload } from '../payload/import';
import { validate } from '../rules/validate';
import {
  commandProblems,
  entryPoint,
  expectCommandProblems,
  messageCommand,
  option,
  slash,
  userCommand,
} from '../testing/command-fixtures';

describe('validate on a changed command set', () => {
  it('checks a command kept from the last version as it stands in this one', () => {
    const doc = importPayload([slash(), entryPoint()]).doc!;
    expect(validate(doc)).toEqual([]);
    // The same command objects in a guild set: the entry point is now an error.
    const guild = { ...doc, guildId: '1290000000000000001' } as Doc;
    expect(validate(guild).map((p) => `${p.code} ${p.path}`)).toEqual([
      'entry-point-in-guild $[1]',
    ]);
    // Moved to another index, a command's problems carry its new path.
    const bad = importPayload([slash({ name: 'Bad' })]).doc!;
    const moved = { ...bad, nodes: [doc.nodes[0]!, bad.nodes[0]!] } as Doc;
    expect(validate(bad).map((p) => p.path)).toEqual(['$[0].name']);
    expect(validate(moved).map((p) => p.path)).toEqual(['$[1].name']);
  });
});

describe('validate on a command set’s server', () => {
  it('needs a snowflake for a guild set, and says so when it is empty', () => {
    expect(commandProblems([slash()], '1290000000000000001')).toEqual([]);
    const [empty] = expectCommandProblems([slash()], ['error guild-id $'], '');
    expect(empty!.message).toContain('needs the id of its server');
    const [bad] = expectCommandProblems([slash()], ['error guild-id $'], 'my-server');
    expect(bad!.message).toBe(
      'The server id "my-server" is not a snowflake: a server id is 17 to 20 digits.',
    );
  });
});

describe('validate on commands', () => {
  it('words a field problem with the kind in running text', () => {
    const [problem] = expectCommandProblems(slash({ name: chars(33) }), ['error too-long $.name']);
    expect(problem!.message).toBe(
      '`name` of this slash command is 33 characters long; the maximum is 32.',
    );
  });

  it('reports a problem deep in an option at its payload path', () => {
    const payload = slash({
      options: [option('integer-option', { choices: [{ name: 'One', value: 1.5 }] })],
    });
    const [problem] = expectCommandProblems(payload, [
      'error invalid-type $.options[0].choices[0].value',
    ]);
    expect(problem!.message).toBe(
      '`choices[0].value` of this Integer option must be a whole number; it is 1.5.',
    );
  });

  it('gives a field of another kind its own error and no unknown-field warning', () => {
    const choices = [{ name: 'Yes', value: 'yes' }];
    expectCommandProblems(slash({ options: [option('boolean-option', { choices })] }), [
      'error field-not-for-kind $.options[0].choices',
    ]);
    expectCommandProblems(userCommand({ options: [option('string-option')] }), [
      'error field-not-for-kind $.options',
    ]);
    // An empty list is the field's default: Discord ignores it.
    expectCommandProblems(userCommand({ options: [] }), ['warning field-not-for-kind $.options']);
  });

  it('warns of a field no kind has, naming the kind', () => {
    const [problem] = expectCommandProblems(slash({ colour: 'red' }), [
      'warning unknown-field $.colour',
    ]);
    expect(problem!.message).toBe(
      '`colour` is not a field of a slash command; Discord will ignore or reject it.',
    );
  });

  it('runs the field rules of every option', () => {
    expectCommandProblems(
      slash({
        options: [
          option('string-option', {
            autocomplete: true,
            choices: [{ name: 'A', value: 'a' }],
            min_length: 5,
            max_length: 4,
          }),
        ],
      }),
      [
        'error autocomplete-with-choices $.options[0].autocomplete',
        'error min-greater-than-max $.options[0].min_length',
      ],
    );
  });

  it('paths a problem of a list by the index of its command', () => {
    expectCommandProblems(
      [slash(), messageCommand({ description: 'Report it' })],
      ['error description-not-empty $[1].description'],
    );
  });

  it('accepts a list as a GET returns it, warning only of the deprecated fields', () => {
    const got = [
      slash({
        id: '1290000000000000500',
        application_id: '1290000000000000100',
        version: '1290000000000000501',
        default_member_permissions: null,
        dm_permission: true,
        default_permission: true,
        nsfw: false,
        integration_types: [0],
        contexts: null,
        name_localized: 'color',
        description_localized: 'Pick a color',
      }),
    ];
    expectCommandProblems(got, [
      'warning deprecated-field $[0].dm_permission',
      'warning deprecated-field $[0].default_permission',
    ]);
  });

  it('checks default_member_permissions with the permission bits', () => {
    const problems = commandProblems(slash({ default_member_permissions: '140737488355328' }));
    expect(problems.map((p) => p.code)).toEqual(['invalid-permissions']);
    expect(problems[0]!.message).toContain('bit 47');
  });
});
