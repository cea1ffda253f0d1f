// For tests: type-checks generated JavaScript (or TypeScript, by the ScriptKind given) against
// discord.js's own types under `strict`, all samples in one
// TypeScript program (the discord.js typings are large: reading them once is what keeps it fast).
// The samples live in memory, as if they were files in node_modules/.cache, so that 'discord.js'
// resolves to the installed package.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const DIR = join(REPO_ROOT, 'node_modules/.cache/codegen-check');

export interface Sample {
  name: string;
  code: string;
}

const OPTIONS: ts.CompilerOptions = {
  strict: true,
  allowJs: true,
  checkJs: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2023.d.ts'],
  types: ['node'],
  // The samples are what is checked, not discord.js's own declarations.
  skipLibCheck: true,
};

const fileName = (name: string, kind: ts.ScriptKind) =>
  join(DIR, `${name.replace(/[^\w.-]+/g, '_')}.${kind === ts.ScriptKind.TS ? 'ts' : 'js'}`);

/** Every diagnostic of every sample, by sample name, as `line:column message`. */
export function typecheckJs(
  samples: readonly Sample[],
  kind: ts.ScriptKind.JS | ts.ScriptKind.TS = ts.ScriptKind.JS,
): Map<string, string[]> {
  const files = new Map(samples.map((s) => [fileName(s.name, kind), s]));
  const host = ts.createCompilerHost(OPTIONS);
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (name, language, ...rest) => {
    const sample = files.get(name);
    return sample
      ? ts.createSourceFile(name, sample.code, language, true, kind)
      : getSourceFile.call(host, name, language, ...rest);
  };
  host.fileExists = (name) => files.has(name) || fileExists.call(host, name);
  host.readFile = (name) => files.get(name)?.code ?? readFile.call(host, name);
  const program = ts.createProgram([...files.keys()], OPTIONS, host);
  const out = new Map<string, string[]>(samples.map((s) => [s.name, []]));
  for (const d of ts.getPreEmitDiagnostics(program)) {
    const message = ts.flattenDiagnosticMessageText(d.messageText, '\n');
    const sample = d.file ? files.get(d.file.fileName) : undefined;
    if (!sample || !d.file || d.start === undefined) {
      // A diagnostic outside the samples (options, lib files) breaks every sample's check.
      for (const list of out.values()) list.push(`(program) ${message}`);
      continue;
    }
    const { line, character } = d.file.getLineAndCharacterOfPosition(d.start);
    const text = sample.code.split('\n')[line] ?? '';
    out.get(sample.name)!.push(`${line + 1}:${character + 1} ${message}\n    ${text.trim()}`);
  }
  return out;
}

/** `name:\n  diagnostics` for each sample that does not type-check. */
export function typecheckFailures(result: ReadonlyMap<string, string[]>): string[] {
  return [...result]
    .filter(([, diagnostics]) => diagnostics.length > 0)
    .map(([name, diagnostics]) => `${name}:\n  ${diagnostics.join('\n  ')}`);
}
