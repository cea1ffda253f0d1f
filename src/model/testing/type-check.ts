// Type-checks TypeScript source that assigns payloads (as JSON literals) to discord-api-types'
// types, with the TypeScript compiler in the test run: a literal is checked field by field, with
// excess properties refused, which a cast in a test file could not do.
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** The compiler's errors for `source` (as "line: message"); [] when it type-checks. */
export function typeErrors(source: string): string[] {
  const file = fileURLToPath(new URL('./__type_checked__.ts', import.meta.url));
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, lang, ...rest) =>
    name === file ? ts.createSourceFile(name, source, lang) : getSourceFile(name, lang, ...rest);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => name === file || fileExists(name);
  const program = ts.createProgram([file], options, host);
  return ts
    .getPreEmitDiagnostics(program)
    .map(
      (d) =>
        `${d.start !== undefined ? source.slice(0, d.start).split('\n').length : '?'}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`,
    );
}
