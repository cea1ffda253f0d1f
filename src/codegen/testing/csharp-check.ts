// For tests: compiles a C# program together with a library's stand-in using mono's `mcs` and runs
// it with `mono`, for the checks of the C# libraries (Discord.Net, and DisCatSharp once it moves
// here). The program's files (Name.cs) and the stand-in's go into a fresh temp folder, removed
// afterwards; a compile error comes back naming the program's file and line, and the JSON lines
// the stand-in printed come back parsed. Nothing but the given program is compiled or run.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A library's stand-in, as the check needs it. */
export interface CSharpStandin {
  /** For sentences: "the Discord.Net check". */
  library: string;
  /** The folder holding the stand-in's .cs files (copied beside the program as standin.*.cs). */
  dir: string;
  /** Extra references for mcs, e.g. System.Core.dll. */
  references?: readonly string[];
}

/** mcs's flags (the file list follows); `-langversion:experimental` is C# 7 with mono 6.8. */
export const MCS_FLAGS = [
  '-langversion:experimental',
  '-nologo',
  '-target:exe',
  '-out:bot.exe',
] as const;

export class CSharpCheckError extends Error {
  override name = 'CSharpCheckError';
}

/** Fails with the Debian package to install when a tool is missing. */
export function requireTool(tool: string, debianPackage: string): void {
  const probe = spawnSync(tool, ['--version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0)
    throw new CSharpCheckError(
      `${tool} is not installed: install the Debian package ${debianPackage} (apt-get install ${debianPackage})`,
    );
}

/** mcs's "File.cs(12,5): error CS0117: ..." lines, as "File.cs line 12, column 5: CS0117 ...". */
export function compileErrors(output: string): string {
  const lines = output
    .split('\n')
    .map((line) => /^(.*?)\((\d+),(\d+)\): error (CS\d+): (.*)$/.exec(line.trim()))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => `${m[1]} line ${m[2]}, column ${m[3]}: ${m[4]} ${m[5]}`);
  return lines.length > 0 ? lines.join('\n') : output.trim();
}

/** mcs's warnings about the program's own files (not the stand-in's), one a line. */
export function programWarnings(output: string): string[] {
  return output
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /\): warning CS\d+/.test(line) && !line.startsWith('standin.'));
}

/**
 * JSON.parse, except that integers of 16 digits or more (snowflakes a library writes as numbers)
 * are kept as their digit strings instead of losing precision.
 */
export function parseKeepingSnowflakes(text: string): unknown {
  let out = '';
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (inString) {
      out += c;
      if (c === '\\') out += text[++i] ?? '';
      else if (c === '"') inString = false;
      continue;
    }
    if (c === '"') {
      inString = true;
      out += c;
      continue;
    }
    const run = /^-?\d+(?![.\deE])/.exec(text.slice(i));
    if (run && !/[\d.]/.test(text[i - 1] ?? '')) {
      out += run[0].replace('-', '').length >= 16 ? `"${run[0]}"` : run[0];
      i += run[0].length - 1;
      continue;
    }
    out += c;
  }
  return JSON.parse(out);
}

export interface CSharpRun {
  /** Every JSON line the program printed, parsed, in order. */
  records: Record<string, unknown>[];
  /** mcs's warnings about the program's files. */
  warnings: string[];
}

/**
 * Compiles `program` (file name -> source, names like Name.cs) with the stand-in and runs it, with
 * `data` (file name -> content: the files the program reads, each a plain name in the run's
 * folder) beside it. Throws a CSharpCheckError naming the file and line when it does not compile,
 * or with the program's error output when it fails while running.
 */
export function runCSharpProgram(
  standin: CSharpStandin,
  program: Readonly<Record<string, string>>,
  data: Readonly<Record<string, string>> = {},
): CSharpRun {
  requireTool('mcs', 'mono-mcs');
  requireTool('mono', 'mono-runtime');
  const names = Object.keys(program);
  if (names.length === 0) throw new CSharpCheckError('no program to check');
  for (const name of names)
    if (!/^[A-Za-z0-9_-]+\.cs$/.test(name) || name.startsWith('standin.'))
      throw new CSharpCheckError(
        `program file names must look like Name.cs: ${JSON.stringify(name)}`,
      );
  for (const name of Object.keys(data))
    if (/[/\\\0]/.test(name) || name === '.' || name === '..' || name.endsWith('.cs'))
      throw new CSharpCheckError(`data file names must be plain names: ${JSON.stringify(name)}`);
  const dir = mkdtempSync(join(tmpdir(), 'csharp-check-'));
  try {
    for (const name of names) writeFileSync(join(dir, name), program[name] as string);
    for (const [name, content] of Object.entries(data)) writeFileSync(join(dir, name), content);
    for (const name of readdirSync(standin.dir))
      if (name.endsWith('.cs'))
        writeFileSync(join(dir, `standin.${name}`), readFileSync(join(standin.dir, name), 'utf8'));
    const files = readdirSync(dir).filter((f) => f.endsWith('.cs'));
    const refs = (standin.references ?? []).map((r) => `-r:${r}`);
    const compiled = spawnSync('mcs', [...MCS_FLAGS, ...refs, ...files], {
      cwd: dir,
      encoding: 'utf8',
      timeout: 90_000,
    });
    const compilerOutput = `${compiled.stdout}\n${compiled.stderr}`;
    if (compiled.status !== 0)
      throw new CSharpCheckError(
        `the program does not compile against ${standin.library}:\n${compileErrors(compilerOutput)}`,
      );
    const ran = spawnSync('mono', ['bot.exe'], {
      cwd: dir,
      encoding: 'utf8',
      timeout: 60_000,
      maxBuffer: 64 * 1024 * 1024,
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: dir, LANG: 'C.UTF-8' },
    });
    if (ran.error || ran.status !== 0)
      throw new CSharpCheckError(
        `the program failed while running:\n${ran.stderr || ran.stdout || ran.error?.message}`,
      );
    const records = ran.stdout
      .split('\n')
      .filter((line) => line.trim().startsWith('{'))
      .map((line) => parseKeepingSnowflakes(line) as Record<string, unknown>);
    return { records, warnings: programWarnings(compilerOutput) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
