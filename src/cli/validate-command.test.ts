import { describe, expect, it } from 'vitest';
import type { FileReport, ReadFile } from './validate-command';
import { runValidate } from './validate-command';

// Fixture builders, not pasted blobs.
const V2 = 1 << 15;
const makeMessage = (components: unknown[] = [{ type: 10, content: 'Hello' }]) =>
  JSON.stringify({ flags: V2, components });
const makeModal = () =>
  JSON.stringify({
    type: 9,
    data: {
      custom_id: 'feedback',
      title: 'Feedback',
      components: [
        { type: 18, label: 'Your name', component: { type: 4, custom_id: 'name', style: 1 } },
      ],
    },
  });
/** Valid, but the Text Displays together pass the pending 4000-character total: one warning. */
const makeWarnedMessage = () =>
  makeMessage([
    { type: 10, content: 'x'.repeat(2500) },
    { type: 10, content: 'y'.repeat(2500) },
  ]);
/** A Section needs 1 to 3 Text Displays and an accessory: this one has none. */
const makeInvalidMessage = () => makeMessage([{ type: 9, components: [] }]);

function fakeFs(files: Record<string, string>): ReadFile & { reads: string[] } {
  const reads: string[] = [];
  const read = async (file: string) => {
    reads.push(file);
    const text = files[file];
    if (text === undefined)
      throw Object.assign(new Error(`ENOENT: open '${file}'`), { code: 'ENOENT' });
    return text;
  };
  return Object.assign(read, { reads });
}

const run = (
  files: string[],
  fs: ReadFile,
  options: { json?: boolean; as?: 'message' | 'modal' } = {},
) =>
  runValidate(
    { files, json: options.json ?? false, ...(options.as ? { as: options.as } : {}) },
    fs,
  );

const jsonReports = (stdout: string[]): FileReport[] => {
  expect(stdout).toHaveLength(1);
  return JSON.parse(stdout[0]!) as FileReport[];
};

describe('runValidate', () => {
  describe('exit codes', () => {
    it('exits 0 when every file is valid, warnings included', async () => {
      const fs = fakeFs({
        'a.json': makeMessage(),
        'b.json': makeModal(),
        'c.json': makeWarnedMessage(),
      });
      expect((await run(['a.json', 'b.json', 'c.json'], fs)).exitCode).toBe(0);
    });

    it('exits 1 when any file is invalid', async () => {
      const fs = fakeFs({ 'a.json': makeMessage(), 'bad.json': makeInvalidMessage() });
      expect((await run(['a.json', 'bad.json'], fs)).exitCode).toBe(1);
    });

    it('exits 2 for a file that cannot be read', async () => {
      expect((await run(['missing.json'], fakeFs({}))).exitCode).toBe(2);
    });

    it('exits 2 for a file that is not JSON', async () => {
      expect((await run(['a.json'], fakeFs({ 'a.json': '{"flags": 32768,' }))).exitCode).toBe(2);
    });

    it('lets 2 win over 1 whatever the order', async () => {
      const fs = fakeFs({ 'bad.json': makeInvalidMessage(), 'junk.json': 'not json' });
      expect((await run(['bad.json', 'junk.json'], fs)).exitCode).toBe(2);
      expect((await run(['junk.json', 'bad.json'], fs)).exitCode).toBe(2);
      expect((await run(['missing.json', 'bad.json'], fs)).exitCode).toBe(2);
    });

    it('exits 1, not 2, for JSON that is not a payload', async () => {
      expect((await run(['a.json'], fakeFs({ 'a.json': '[1, 2]' }))).exitCode).toBe(1);
    });
  });

  describe('plain output', () => {
    it('validates an application command, or a list of them, as commands', async () => {
      const command = { name: 'trail', description: 'Trail state' };
      const fs = fakeFs({
        'cmd.json': JSON.stringify(command),
        'set.json': JSON.stringify([command, { name: 'Invite', type: 2 }]),
        'dup.json': JSON.stringify([command, { ...command, description: 'Again' }]),
      });
      const out = await run(['cmd.json', 'set.json'], fs);
      expect(out.stdout.slice(0, 2)).toEqual([
        'cmd.json: valid (command)',
        'set.json: valid (commands)',
      ]);
      expect(out.exitCode).toBe(0);
      const dup = await run(['dup.json'], fs);
      expect(dup.stdout.slice(0, 2)).toEqual([
        'dup.json: $[1].name: Two slash commands are named "trail" (the other is at $[0]); names are unique per command type. [duplicate-name]',
        'dup.json: invalid (commands, 1 error)',
      ]);
      expect(dup.exitCode).toBe(1);
    });

    it('prints a summary with the detected kind for valid files', async () => {
      const fs = fakeFs({ 'a.json': makeMessage(), 'b.json': makeModal() });
      const out = await run(['a.json', 'b.json'], fs);
      expect(out.stdout).toEqual([
        'a.json: valid (message)',
        'b.json: valid (modal)',
        '2 files: 2 valid, 0 invalid, 0 unreadable or not JSON',
      ]);
      expect(out.stderr).toEqual([]);
    });

    it('prints warnings marked as such and still calls the file valid', async () => {
      const out = await run(['w.json'], fakeFs({ 'w.json': makeWarnedMessage() }));
      expect(out.stdout).toHaveLength(2);
      expect(out.stdout[0]).toMatch(
        /^w\.json: \$\.components: warning: .+ \[text-display-total\]$/,
      );
      expect(out.stdout[1]).toBe('w.json: valid (message, 1 warning)');
    });

    it('prints one FILE: PATH: message [code] line per error, then the verdict', async () => {
      const out = await run(['bad.json'], fakeFs({ 'bad.json': makeInvalidMessage() }));
      const problems = out.stdout.slice(0, -1);
      expect(problems.length).toBeGreaterThanOrEqual(2);
      for (const line of problems)
        expect(line).toMatch(/^bad\.json: \$\.components\[0\]\S*: (?!warning: ).+ \[[a-z0-9-]+\]$/);
      expect(out.stdout.at(-1)).toBe(`bad.json: invalid (message, ${problems.length} errors)`);
    });

    it('says when a file is unreadable or not JSON', async () => {
      const out = await run(['missing.json', 'junk.json'], fakeFs({ 'junk.json': '{oops}' }));
      expect(out.stdout).toEqual([
        'missing.json: $: Cannot read the file: no such file. [unreadable-file]',
        'missing.json: unreadable',
        expect.stringMatching(
          /^junk\.json: \$: Not valid JSON at line 1, column 2: .+ \[invalid-json\]$/,
        ),
        'junk.json: not JSON',
        '2 files: 0 valid, 0 invalid, 2 unreadable or not JSON',
      ]);
    });

    it('reads "-" from standard input once, however often it is named', async () => {
      const fs = fakeFs({ '-': makeModal() });
      const out = await run(['-', '-'], fs);
      expect(fs.reads).toEqual(['-']);
      expect(out.stdout.slice(0, 2)).toEqual(['<stdin>: valid (modal)', '<stdin>: valid (modal)']);
    });

    it('accepts a UTF-8 byte order mark', async () => {
      const out = await run(['a.json'], fakeFs({ 'a.json': `\uFEFF${makeMessage()}` }));
      expect(out.exitCode).toBe(0);
    });
  });

  describe('--as', () => {
    it('validates against the kind given instead of the detected one', async () => {
      const fs = fakeFs({ 'm.json': makeMessage() });
      expect((await run(['m.json'], fs)).exitCode).toBe(0);
      const forced = await run(['m.json'], fs, { as: 'modal' });
      expect(forced.exitCode).toBe(1);
      expect(forced.stdout.at(-1)).toMatch(/^m\.json: invalid \(modal, /);
    });
  });

  describe('--json', () => {
    it('prints exactly one JSON array, one entry per file in order', async () => {
      const fs = fakeFs({
        'a.json': makeMessage(),
        'w.json': makeWarnedMessage(),
        'bad.json': makeInvalidMessage(),
        '-': makeModal(),
      });
      const out = await run(['bad.json', 'a.json', '-', 'w.json'], fs, { json: true });
      const reports = jsonReports(out.stdout);
      expect(reports.map((r) => [r.file, r.kind, r.valid])).toEqual([
        ['bad.json', 'message', false],
        ['a.json', 'message', true],
        ['-', 'modal', true],
        ['w.json', 'message', true],
      ]);
      expect(reports[1]).toEqual({
        file: 'a.json',
        kind: 'message',
        valid: true,
        errors: [],
        warnings: [],
      });
      expect(reports[3]!.warnings).toEqual([
        { path: '$.components', code: 'text-display-total', message: expect.any(String) },
      ]);
      for (const e of reports[0]!.errors)
        expect(Object.keys(e)).toEqual(['path', 'code', 'message']);
      expect(out.stderr).toEqual([]);
      expect(out.exitCode).toBe(1);
    });

    it('reports unreadable and non-JSON files with kind null', async () => {
      const out = await run(['missing.json', 'junk.json'], fakeFs({ 'junk.json': '' }), {
        json: true,
      });
      expect(jsonReports(out.stdout)).toEqual([
        {
          file: 'missing.json',
          kind: null,
          valid: false,
          errors: [
            { path: '$', code: 'unreadable-file', message: 'Cannot read the file: no such file.' },
          ],
          warnings: [],
        },
        {
          file: 'junk.json',
          kind: null,
          valid: false,
          errors: [{ path: '$', code: 'invalid-json', message: expect.stringContaining('empty') }],
          warnings: [],
        },
      ]);
      expect(out.exitCode).toBe(2);
    });

    it('gives kind null when the JSON is neither a message nor a modal', async () => {
      const interaction = JSON.stringify({ type: 3, data: { custom_id: 'x', component_type: 2 } });
      const [report] = jsonReports(
        (await run(['i.json'], fakeFs({ 'i.json': interaction }), { json: true })).stdout,
      );
      expect(report).toMatchObject({
        kind: null,
        valid: false,
        errors: [{ code: 'interaction-not-payload' }],
      });
    });
  });
});
