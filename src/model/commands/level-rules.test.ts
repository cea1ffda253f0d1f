import { describe, it } from 'vitest';
import { expectCommandProblems, option, options, slash } from '../testing/command-fixtures';

const sub = (name: string, ...opts: unknown[]) =>
  option('subcommand', { name, description: `The ${name} subcommand`, options: opts });
const group = (name: string, ...subs: unknown[]) =>
  option('subcommand-group', { name, description: `The ${name} group`, options: subs });
const str = (name: string, fields: Record<string, unknown> = {}) =>
  option('string-option', { name, ...fields });

describe('options per level', () => {
  it('accepts 25 options and refuses 26', () => {
    expectCommandProblems(slash({ options: options(25) }), []);
    expectCommandProblems(slash({ options: options(26) }), ['error too-many $.options']);
  });

  it('counts a subcommand level and a group level the same way', () => {
    expectCommandProblems(slash({ options: [sub('add', ...options(25))] }), []);
    expectCommandProblems(slash({ options: [sub('add', ...options(26))] }), [
      'error too-many $.options[0].options',
    ]);
    const subs = Array.from({ length: 26 }, (_, i) => sub(`s${i}`));
    expectCommandProblems(slash({ options: [group('g', ...subs)] }), [
      'error too-many $.options[0].options',
    ]);
  });
});

describe('one kind of option per level', () => {
  it('accepts subcommands with groups, and value options alone', () => {
    expectCommandProblems(slash({ options: [group('role', sub('add')), sub('list')] }), []);
    expectCommandProblems(slash({ options: [str('a'), option('user-option', { name: 'b' })] }), []);
  });

  it('refuses a value option beside a subcommand, once per level', () => {
    expectCommandProblems(slash({ options: [sub('add'), str('color'), str('shade')] }), [
      'error mixed-options $.options[1]',
    ]);
    expectCommandProblems(slash({ options: [str('color'), group('role', sub('add'))] }), [
      'error mixed-options $.options[1]',
    ]);
  });

  it('leaves wrong nesting to placement, reported once', () => {
    expectCommandProblems(slash({ options: [sub('add', group('inner', sub('x')))] }), [
      'error placement $.options[0].options[0]',
    ]);
    expectCommandProblems(slash({ options: [group('g', group('inner', sub('x')))] }), [
      'error placement $.options[0].options[0]',
    ]);
    expectCommandProblems(slash({ options: [group('g', str('color'))] }), [
      'error placement $.options[0].options[0]',
    ]);
  });

  it('warns of a subcommand group without subcommands', () => {
    expectCommandProblems(slash({ options: [group('g')] }), [
      'warning empty-subcommand-group $.options[0]',
    ]);
  });
});

describe('required options first', () => {
  it('accepts required options before optional ones', () => {
    expectCommandProblems(
      slash({ options: [str('a', { required: true }), str('b', { required: true }), str('c')] }),
      [],
    );
  });

  it('refuses a required option after an optional one', () => {
    const [problem] = expectCommandProblems(
      slash({ options: [str('a'), str('b', { required: true })] }),
      ['error required-after-optional $.options[1]'],
    );
    expectSentenceNames(problem!.message, '"b"', '"a"');
  });

  it('counts required: false as optional', () => {
    expectCommandProblems(
      slash({ options: [str('a', { required: false }), str('b', { required: true })] }),
      ['error required-after-optional $.options[1]'],
    );
  });

  it('checks each subcommand on its own', () => {
    expectCommandProblems(
      slash({
        options: [
          sub('one', str('a')),
          sub('two', str('b', { required: true }), str('c'), str('d', { required: true })),
        ],
      }),
      ['error required-after-optional $.options[1].options[2]'],
    );
  });
});

describe('names unique per level', () => {
  it('refuses two options of one level with the same name', () => {
    expectCommandProblems(slash({ options: [str('color'), str('color')] }), [
      'error duplicate-name $.options[1].name',
    ]);
    expectCommandProblems(slash({ options: [sub('add'), group('add', sub('x'))] }), [
      'error duplicate-name $.options[1].name',
    ]);
  });

  it('accepts the same name on different levels', () => {
    expectCommandProblems(
      slash({ options: [sub('user', str('user')), sub('role', str('user'))] }),
      [],
    );
  });
});

function expectSentenceNames(message: string, ...names: string[]): void {
  for (const n of names) if (!message.includes(n)) throw new Error(`${message} lacks ${n}`);
}
