// For tests: runs generated discord.js modules with the real discord.js, so that a test can
// compare what the builders produce with the design's own payload. The modules are written to
// node_modules/.cache, where `import 'discord.js'` finds the installed package.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { MessageCreateOptions, MessageTarget } from 'discord.js';
import { MessagePayload, WebhookClient } from 'discord.js';
import ts from 'typescript';
import { REPO_ROOT } from './typecheck';

const DIR = join(REPO_ROOT, 'node_modules/.cache/codegen-run');
let written = 0;

/** Imports `code` as an ES module and gives back its exports. */
export async function importGenerated(
  name: string,
  code: string,
): Promise<Record<string, unknown>> {
  mkdirSync(DIR, { recursive: true });
  written += 1;
  // A fresh file name each time: Node caches modules by URL.
  const file = join(DIR, `${name.replace(/[^\w.-]+/g, '_')}-${process.pid}-${written}.mjs`);
  writeFileSync(file, code);
  return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as Record<string, unknown>;
}

/** Transpiles TypeScript `code` as TypeScript itself does (types erased) and imports it. */
export async function importGeneratedTs(
  name: string,
  code: string,
): Promise<Record<string, unknown>> {
  const { outputText } = ts.transpileModule(code, {
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
  });
  return importGenerated(name, outputText);
}

/** A stand-in for a channel, webhook client or interaction: every method hands back its argument. */
export function recorder(): Record<string, (options: unknown) => Promise<unknown>> {
  const echo = async (options: unknown) => options;
  return { send: echo, reply: echo, update: echo, showModal: echo };
}

/**
 * The JSON body discord.js would send for the options a generated function handed over: run
 * through discord.js's own MessagePayload, as a WebhookClient (for its username and avatar) or
 * as a channel or interaction (a stand-in with the client options MessagePayload reads).
 */
export function sentBody(options: unknown, webhook: boolean): Record<string, unknown> {
  const client = { options: { jsonTransformer: (x: unknown) => x, enforceNonce: false } };
  const target = webhook ? new WebhookClient({ id: '1', token: 'not-a-token' }) : { client };
  try {
    const payload = MessagePayload.create(
      target as MessageTarget,
      options as MessageCreateOptions,
    ).resolveBody();
    return JSON.parse(JSON.stringify(payload.body)) as Record<string, unknown>;
  } finally {
    if (target instanceof WebhookClient) target.destroy();
  }
}
