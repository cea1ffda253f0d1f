// `component-studio export`: the target list, a design's code on standard output with its
// problems on standard error, and a clear refusal of a wrong target, file or kind.
import { describe, expect, it } from 'vitest';
import { TARGETS } from '../codegen';
import type { CliIo } from './run';
import { runCli } from './run';

const FILES: Record<string, string> = {
  'modal.json': JSON.stringify({
    custom_id: 'feedback',
    title: 'Feedback',
    components: [
      { type: 18, label: 'Subject', component: { type: 4, custom_id: 'subject', style: 1 } },
    ],
  }),
  'commands.json': JSON.stringify([{ name: 'ping', description: 'Pong', type: 1 }]),
  'message.json': JSON.stringify({
    flags: 32768,
    components: [{ type: 10, content: 'Hello' }],
  }),
  'bad.json': JSON.stringify({ flags: 32768, components: [{ type: 2, style: 1, label: 'Lost' }] }),
  'permissions.json': JSON.stringify({ permissions: [] }),
  'broken.json': '{ "content": ',
};

const io = (stdin = ''): CliIo => ({
  read: async (file) => {
    if (file === '-') return stdin;
    const text = FILES[file];
    if (text === undefined) throw Object.assign(new Error(`ENOENT: ${file}`), { code: 'ENOENT' });
    return text;
  },
  write: async () => {
    throw new Error('export writes nothing');
  },
  env: {},
  fetch: async () => {
    throw new Error('export sends nothing');
  },
});

describe('component-studio export', () => {
  it('--list prints every target, one per line', async () => {
    const out = await runCli(['export', '--list'], io());
    expect(out).toEqual({ stdout: TARGETS.map((t) => t.name), stderr: [], exitCode: 0 });
    // The fifteen names the issue gives, each once.
    expect([...out.stdout].sort()).toEqual(
      [
        'discord.js',
        'discord.js-ts',
        'carbon',
        'dressed',
        'discordeno',
        'discord.py',
        'py-cord',
        'hikari',
        'jda',
        'discord.net',
        'discatsharp',
        'dpp',
        'nyxx',
        'serenity',
        'discordgo',
      ].sort(),
    );
  });

  it('prints every target for a message, a modal and a command set', async () => {
    for (const name of TARGETS.map((t) => t.name))
      for (const file of ['message.json', 'modal.json', 'commands.json']) {
        const out = await runCli(['export', '--to', name, file], io());
        expect(out.exitCode, `${name} ${file}`).toBe(0);
        expect(out.stdout.join('\n'), `${name} ${file}`).not.toContain('Could not write code');
      }
  });

  it('prints a modal as discord.py code and a command set as discord.js code', async () => {
    const py = await runCli(['export', '--to', 'discord.py', 'modal.json'], io());
    expect(py.exitCode).toBe(0);
    expect(py.stderr).toEqual([]);
    expect(py.stdout.join('\n')).toContain("custom_id='subject'");
    const js = await runCli(['export', '--to', 'discord.js', 'commands.json'], io());
    expect(js.exitCode).toBe(0);
    expect(js.stdout.join('\n')).toContain("setName('ping')");
  });

  it('reads standard input, and --as says what it holds', async () => {
    const out = await runCli(
      ['export', '--to', 'discord.js', '--as', 'commands', '-'],
      io(FILES['commands.json']),
    );
    expect(out.exitCode).toBe(0);
    expect(out.stdout.join('\n')).toContain("setDescription('Pong')");
  });

  it('still prints the code of a design with errors, says them on stderr and exits 1', async () => {
    const out = await runCli(['export', '--to', 'discord.js', 'bad.json'], io());
    expect(out.exitCode).toBe(1);
    expect(out.stderr.join('\n')).toMatch(/^bad\.json: \$\.components\[0\]/);
    expect(out.stdout.join('\n')).toMatch(/error/i);
  });

  it.each([
    [
      ['export', '--to', 'discord.rb', 'modal.json'],
      /There is no target 'discord\.rb'; the targets are discord\.js/,
    ],
    [['export', 'modal.json'], /export needs --to TARGET/],
    [['export', '--to', 'discord.js'], /exactly one FILE/],
    [['export', '--to', 'discord.js', '--as', 'embed', 'modal.json'], /--as must be 'message'/],
    [['export', '--list', 'modal.json'], /--list takes nothing else/],
  ])('refuses %j with a sentence and the usage, exit 2', async (argv, sentence) => {
    const out = await runCli(argv, io());
    expect(out.exitCode).toBe(2);
    expect(out.stdout).toEqual([]);
    expect(out.stderr[0]).toMatch(sentence);
  });

  it.each([
    ['missing.json', /missing\.json: unreadable/],
    ['broken.json', /broken\.json: not JSON/],
    ['permissions.json', /not a design code can be printed for/],
  ])('says why %s has no code, exit 2', async (file, sentence) => {
    const out = await runCli(['export', '--to', 'discord.py', file], io());
    expect(out.exitCode).toBe(2);
    expect(out.stdout).toEqual([]);
    expect(out.stderr.join('\n')).toMatch(sentence);
  });
});
