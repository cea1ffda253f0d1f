// For tests: what the three npm checks (carbon, dressed, discordeno) share about a printed
// TypeScript program: type-checking it against the installed library's own .d.ts, and loading it
// into this Node process to run it. The program's files are only ever the text handed in; they
// live in memory for the type check and in a temp file under node_modules/.cache (so that a bare
// `import '<library>'` finds the repository's install on any clean clone) while they load.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import ts from 'typescript';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

/** A printed program: file names (relative, e.g. `bot.ts`, `components/ticket.ts`) to text. */
export type ProgramFiles = Readonly<Record<string, string>>;

const OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
  types: ['node'],
  allowImportingTsExtensions: true,
  // The program is what is checked, not the library's own declarations.
  skipLibCheck: true,
};

const safe = (name: string) => name.replace(/[^\w./-]+/g, '_').replace(/\.\.+/g, '_');

/** Every type error of the program, as `file:line:column message` with the offending line. */
export function typecheckProgram(label: string, files: ProgramFiles): string[] {
  const dir = join(REPO_ROOT, 'node_modules/.cache', `codegen-check-${safe(label)}`);
  const byPath = new Map(
    Object.entries(files).map(([name, code]) => [join(dir, safe(name)), { name, code }]),
  );
  const host = ts.createCompilerHost(OPTIONS);
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (path, language, ...rest) => {
    const file = byPath.get(path);
    return file
      ? ts.createSourceFile(path, file.code, language, true, ts.ScriptKind.TS)
      : getSourceFile.call(host, path, language, ...rest);
  };
  host.fileExists = (path) => byPath.has(path) || fileExists.call(host, path);
  host.readFile = (path) => byPath.get(path)?.code ?? readFile.call(host, path);
  const program = ts.createProgram([...byPath.keys()], OPTIONS, host);
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const message = ts.flattenDiagnosticMessageText(d.messageText, '\n');
    const file = d.file ? byPath.get(d.file.fileName) : undefined;
    if (!file || !d.file || d.start === undefined) return `(program) ${message}`;
    const { line, character } = d.file.getLineAndCharacterOfPosition(d.start);
    const text = file.code.split('\n')[line] ?? '';
    return `${file.name}:${line + 1}:${character + 1} ${message}\n    ${text.trim()}`;
  });
}

let loaded = 0;

/**
 * Bundles the program's own files from `entry` (the library stays an ordinary import of the
 * installed package), imports the result and gives back its exports. The temp file is removed
 * as soon as it has loaded.
 */
export async function loadProgram(
  label: string,
  files: ProgramFiles,
  entry: string,
): Promise<Record<string, unknown>> {
  const root = '/program';
  const result = await build({
    entryPoints: [`${root}/${entry}`],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    logLevel: 'silent',
    plugins: [
      {
        name: 'program-files',
        setup(b) {
          b.onResolve({ filter: /^[./]/ }, (args) => {
            const base = args.importer ? dirname(args.importer) : root;
            const path = resolve(base, args.path);
            const hit = [
              path,
              `${path}.ts`,
              `${path.replace(/\.js$/, '')}.ts`,
              `${path}/index.ts`,
            ].find((p) => p.startsWith(`${root}/`) && p.slice(root.length + 1) in files);
            return hit
              ? { path: hit, namespace: 'program' }
              : { errors: [{ text: `${args.path}: not a file of the program` }] };
          });
          // Every other import is a package: left to Node, which finds the repository's install.
          b.onResolve({ filter: /^[^./]/ }, (args) => ({ path: args.path, external: true }));
          b.onLoad({ filter: /.*/, namespace: 'program' }, (args) => ({
            contents: files[args.path.slice(root.length + 1)],
            loader: 'ts',
            resolveDir: root,
          }));
        },
      },
    ],
  });
  const dir = join(REPO_ROOT, 'node_modules/.cache', `codegen-run-${safe(label)}`);
  mkdirSync(dir, { recursive: true });
  loaded += 1;
  // A fresh name each time: Node caches modules by URL.
  const file = join(dir, `${process.pid}-${loaded}.mjs`);
  writeFileSync(file, result.outputFiles[0]!.text);
  try {
    return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as Record<string, unknown>;
  } finally {
    rmSync(file, { force: true });
  }
}

/** Every custom_id in a payload, in order (components, modal fields and the modal itself). */
export function customIds(payload: unknown): string[] {
  const out: string[] = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const id = (value as { custom_id?: unknown }).custom_id;
      if (typeof id === 'string') out.push(id);
      Object.values(value).forEach(walk);
    }
  };
  walk(payload);
  return out;
}

/** A component a person can use, as found in a message design: its custom_id and type. */
export interface Interactive {
  customId: string;
  type: number;
}

/** The components of a message payload that send an interaction (those with a custom_id). */
export function interactiveComponents(payload: unknown): Interactive[] {
  const out: Interactive[] = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const { custom_id: customId, type } = value as { custom_id?: unknown; type?: unknown };
      if (typeof customId === 'string' && typeof type === 'number') out.push({ customId, type });
      Object.values(value).forEach(walk);
    }
  };
  walk(payload);
  return out;
}

/** What a person "submits" for a field of a modal, by component type, as Discord sends it. */
export function submittedValue(type: number): { value: unknown } | { values: string[] } {
  switch (type) {
    case 4: // text input
      return { value: 'typed text' };
    case 21: // radio group
      return { value: 'pro' };
    case 23: // checkbox
      return { value: true };
    case 3: // string select
      return { values: ['editor'] };
    case 22: // checkbox group
      return { values: ['bots', 'docs'] };
    default: // user, role, mentionable, channel selects and file uploads: ids
      return { values: ['223456789012345678'] };
  }
}

/** The `data` of a MODAL_SUBMIT interaction for a modal payload, as Discord would send it. */
export function modalSubmitData(modal: {
  custom_id: string;
  components: { type: number; component?: { type: number; custom_id: string } }[];
}): { custom_id: string; components: unknown[] } {
  return {
    custom_id: modal.custom_id,
    components: modal.components.map((top, id) =>
      top.component
        ? {
            type: top.type,
            id: id + 1,
            component: {
              type: top.component.type,
              id: id + 100,
              custom_id: top.component.custom_id,
              ...submittedValue(top.component.type),
            },
          }
        : { type: top.type, id: id + 1 },
    ),
  };
}
