import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { CliIo } from './run';
import { runCli } from './run';

const noFiles: CliIo = {
  read: async (file) => {
    throw Object.assign(new Error(`ENOENT: ${file}`), { code: 'ENOENT' });
  },
  write: async () => {
    throw new Error('no writes in this test');
  },
  env: {},
  fetch: async () => {
    throw new Error('no network in this test');
  },
};

describe('runCli', () => {
  it('prints usage on stdout and exits 0 for --help', async () => {
    const out = await runCli(['--help'], noFiles);
    expect(out.exitCode).toBe(0);
    expect(out.stdout.join('\n')).toMatch(/^Usage: component-studio validate/);
    expect(out.stderr).toEqual([]);
  });

  it.each([[[]], [['lint', 'a.json']], [['validate', '--fast', 'a.json']], [['validate']]])(
    'prints the problem and usage on stderr and exits 2 for %j',
    async (argv) => {
      const out = await runCli(argv, noFiles);
      expect(out.exitCode).toBe(2);
      expect(out.stdout).toEqual([]);
      expect(out.stderr[0]).toMatch(/^component-studio: /);
      expect(out.stderr.join('\n')).toContain('Usage: component-studio validate');
    },
  );

  it('runs validate', async () => {
    const out = await runCli(['validate', 'gone.json'], noFiles);
    expect(out.exitCode).toBe(2);
    expect(out.stdout.at(-1)).toBe('gone.json: unreadable');
  });
});

describe('bin/component-studio.mjs', () => {
  it('runs from source with no build step, from any working directory', () => {
    const launcher = fileURLToPath(new URL('../../bin/component-studio.mjs', import.meta.url));
    const dir = mkdtempSync(join(tmpdir(), 'component-studio-'));
    try {
      const message = { flags: 1 << 15, components: [{ type: 10, content: 'Hello' }] };
      writeFileSync(join(dir, 'message.json'), JSON.stringify(message));
      // A relative FILE resolves against the caller's directory, not the package's.
      const run = spawnSync(process.execPath, [launcher, 'validate', 'message.json'], {
        cwd: dir,
        encoding: 'utf8',
      });
      expect(run.stderr).toBe('');
      expect(run.stdout).toBe('message.json: valid (message)\n');
      expect(run.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});
