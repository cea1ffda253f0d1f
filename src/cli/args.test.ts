import { describe, expect, it } from 'vitest';
import { parseCliArgs } from './args';

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
    [['validate', '--as', 'command', 'a.json'], /--as must be 'message' or 'modal'/],
    [['validate', 'a.json', '--as'], /argument missing/],
    [['validate'], /No files given/],
    [['validate', '--json'], /No files given/],
  ])('refuses %j', (argv, message) => {
    const parsed = parseCliArgs(argv);
    expect(parsed.command).toBe('error');
    expect(parsed).toMatchObject({ message: expect.stringMatching(message) });
  });
});
