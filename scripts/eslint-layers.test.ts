// The layer rule of eslint.config.js (model <- preview <- editor <- app, model <- cli, server <- cli)
// holds for static imports and for lazy ones: a dynamic import() pointing up a layer is a lint
// error too.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

async function errorsOf(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: file });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('the layer rule', () => {
  it.each([
    ['src/model/probe.ts', '../app/routes', 'src/model may not import from src/app'],
    [
      'src/model/commands/probe.ts',
      '../../editor/lazy-module',
      'src/model may not import from src/editor',
    ],
    ['src/preview/probe.ts', '../editor/lazy-module', 'src/preview may not import from src/editor'],
    ['src/editor/probe.ts', '../app/routes', 'src/editor may not import from src/app'],
    ['src/cli/probe.ts', '../preview', 'src/cli may not import from src/preview'],
    ['src/lib/probe.ts', '../editor/lazy-module', 'src/lib may not import from src/editor'],
    ['src/codegen/probe.ts', '../lib', 'src/codegen may not import from src/lib'],
    ['src/app/probe.ts', '../../server/relay', 'src/app may not import from server/'],
    ['src/model/probe.ts', '../../server/studio/server', 'src/model may not import from server/'],
  ])('refuses a dynamic import from %s of %s', async (file, target, message) => {
    const errors = await errorsOf(file, `export const load = () => import('${target}');\n`);
    expect(errors.join('\n')).toContain(message);
  });

  it('keeps the library free of Node built-ins and React, so that bundlers take it', async () => {
    const errors = await errorsOf(
      'src/lib/probe.ts',
      `export { readFileSync } from 'node:fs';\nexport { useState } from 'react';\n`,
    );
    expect(errors.join('\n')).toContain('src/lib runs in bundlers too: no Node built-ins.');
    expect(errors.join('\n')).toContain('src/lib is pure TypeScript: no React');
    expect(await errorsOf('src/lib/probe.ts', `export * from '../codegen';\n`)).toEqual([]);
  });

  it('refuses the same import written statically', async () => {
    const errors = await errorsOf('src/editor/probe.ts', `export * from '../app/routes';\n`);
    expect(errors.join('\n')).toContain('src/editor may not import from src/app');
  });

  it('lets a lazy import point down a layer, or at a folder that only starts with a layer name', async () => {
    expect(
      await errorsOf('src/editor/probe.ts', `export const a = () => import('../preview');\n`),
    ).toEqual([]);
    expect(
      await errorsOf(
        'src/app/probe.ts',
        `export const a = () => import('./editor-page/EditorApp');\n`,
      ),
    ).toEqual([]);
  });

  it('lets the command line import the server, never the server the command line', async () => {
    expect(
      await errorsOf('src/cli/probe.ts', `export * from '../../server/studio/server';\n`),
    ).toEqual([]);
    expect(
      (await errorsOf('server/studio/probe.ts', `export * from '../../src/cli/run';\n`)).join('\n'),
    ).toContain('server/ runs in Node and may not import from src/cli');
    // A package's own `server` entry is not the repository's server/ folder.
    expect(
      await errorsOf('src/codegen/probe.ts', `export const a = () => import('dressed/server');\n`),
    ).toEqual([]);
  });

  it('keeps the Discord client below the panels, and its runner free of React', async () => {
    expect(
      (await errorsOf('src/app/discord/probe.ts', `export * from '../send/SendPanel';\n`)).join(
        '\n',
      ),
    ).toContain('src/app/discord is imported by the panels');
    expect(
      (await errorsOf('src/app/discord/probe.ts', `export { useState } from 'react';\n`)).join(
        '\n',
      ),
    ).toContain('src/app/discord runs calls without React');
    expect(
      await errorsOf('src/app/discord/use-discord-call.ts', `export { useState } from 'react';\n`),
    ).toEqual([]);
    expect(
      await errorsOf('src/app/send/probe.ts', `export * from '../discord/call-runner';\n`),
    ).toEqual([]);
  });
});
