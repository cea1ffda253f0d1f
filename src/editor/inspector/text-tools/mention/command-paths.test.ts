import { describe, expect, it } from 'vitest';
import { commandPaths, isSlashCommand } from './command-paths';

const sub = (name: string, options: unknown[] = []) => ({
  type: 1,
  name,
  description: name,
  options,
});
const group = (name: string, options: unknown[]) => ({ type: 2, name, description: name, options });

describe('commandPaths', () => {
  it('names a command without subcommands by itself, whatever its other options', () => {
    expect(commandPaths({ name: 'ping', description: 'p' })).toEqual([['ping']]);
    expect(
      commandPaths({
        type: 1,
        name: 'echo',
        options: [{ type: 3, name: 'text', description: 't' }],
      }),
    ).toEqual([['echo']]);
  });

  it('names each subcommand, in a group or not, and never the command or the group alone', () => {
    const command = {
      type: 1,
      name: 'config',
      options: [sub('show'), group('roles', [sub('add'), sub('remove')]), group('empty', [])],
    };
    expect(commandPaths(command)).toEqual([
      ['config', 'show'],
      ['config', 'roles', 'add'],
      ['config', 'roles', 'remove'],
    ]);
  });

  it('gives nothing for user and message commands, nameless commands and junk', () => {
    expect(commandPaths({ type: 2, name: 'Report user' })).toEqual([]);
    expect(commandPaths({ type: 3, name: 'Quote' })).toEqual([]);
    expect(commandPaths({ type: 1 })).toEqual([]);
    expect(commandPaths(null)).toEqual([]);
    expect(commandPaths([{ name: 'x' }])).toEqual([]);
    expect(commandPaths({ name: 'x', options: 'nope' })).toEqual([['x']]);
    expect(isSlashCommand({ type: 4, name: 'launch' })).toBe(false);
  });
});
