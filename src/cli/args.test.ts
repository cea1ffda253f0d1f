import { describe, expect, it } from 'vitest';
import { AS_KINDS, parseCliArgs, USAGE } from './args';

describe('parseCliArgs', () => {
  it('reads validate with files in order', () => {
    expect(parseCliArgs(['validate', 'a.json', 'b.json'])).toEqual({
      command: 'validate',
      json: false,
      files: ['a.json', 'b.json'],
    });
  });

  it('reads --as and --json in either spelling and position', () => {
    expect(parseCliArgs(['validate', '--json', 'a.json', '--as', 'modal'])).toEqual({
      command: 'validate',
      json: true,
      as: 'modal',
      files: ['a.json'],
    });
    expect(parseCliArgs(['validate', '--as=message', 'a.json'])).toMatchObject({ as: 'message' });
  });

  it.each(['message', 'modal', 'command', 'commands', 'permissions'])('accepts --as %s', (kind) => {
    expect(parseCliArgs(['validate', '--as', kind, 'a.json'])).toEqual({
      command: 'validate',
      json: false,
      as: kind,
      files: ['a.json'],
    });
  });

  it('refuses a kind that is only a property name of an object', () => {
    for (const odd of ['toString', '__proto__', 'constructor', 'Command', 'messages'])
      expect(parseCliArgs(['validate', '--as', odd, 'a.json'])).toMatchObject({ command: 'error' });
  });

  it('takes "-" as a file (standard input) and anything after "--" as files', () => {
    expect(parseCliArgs(['validate', '-', '--', '--odd-name.json'])).toMatchObject({
      files: ['-', '--odd-name.json'],
    });
  });

  it('answers help for --help, -h, help, and --help after a command', () => {
    for (const argv of [['--help'], ['-h'], ['help'], ['validate', '--help']]) {
      expect(parseCliArgs(argv)).toEqual({ command: 'help' });
    }
  });

  it.each([
    [[], /No command/],
    [['check', 'a.json'], /Unknown command 'check'/],
    [['validate', '--strict', 'a.json'], /Unknown option '--strict'/],
    [
      ['validate', '--as', 'embed', 'a.json'],
      /^--as must be 'message', 'modal', 'command', 'commands' or 'permissions', not 'embed'\.$/,
    ],
    [['validate', 'a.json', '--as'], /argument missing/],
    [['validate'], /No files given/],
    [['validate', '--json'], /No files given/],
  ])('refuses %j', (argv, message) => {
    const parsed = parseCliArgs(argv);
    expect(parsed.command).toBe('error');
    expect(parsed).toMatchObject({ message: expect.stringMatching(message) });
  });
});

describe('parseCliArgs for mcp', () => {
  it('reads mcp with and without --allow-sync', () => {
    expect(parseCliArgs(['mcp'])).toEqual({ command: 'mcp', allowSync: false });
    expect(parseCliArgs(['mcp', '--allow-sync'])).toEqual({ command: 'mcp', allowSync: true });
    expect(parseCliArgs(['mcp', '--help'])).toEqual({ command: 'help' });
  });

  it('refuses anything else after mcp, naming it', () => {
    expect(parseCliArgs(['mcp', '--yes'])).toEqual({
      command: 'error',
      message: "mcp takes only --allow-sync, not '--yes'.",
    });
  });
});

describe('USAGE', () => {
  it('lists every kind --as accepts with what it is', () => {
    const lines = USAGE.split('\n').map((line) => line.trim().replace(/ +/, ' '));
    for (const [kind, what] of Object.entries(AS_KINDS)) expect(lines).toContain(`${kind} ${what}`);
  });

  it('fits an 80-column terminal', () => {
    for (const line of USAGE.split('\n')) expect(line.length).toBeLessThanOrEqual(80);
  });
});
