// The nyxx check. Dart has no compiler on this machine, so a program is checked without being
// run: it and the stand-in of nyxx 6.9.0 (standin/nyxx/lib, with the bits of the Dart SDK a bot
// names in standin/sdk) are parsed with the tree-sitter Dart grammar (syntax errors as
// file:line:col), its imports must be package:nyxx/nyxx.dart and dart:core, dart:async or
// dart:io (or its own files), every type it names must exist, and every constructor call, method
// call and argument must fit what the stand-in declares (dart-walk.ts). A failure throws one
// message listing every problem as file:line. Nothing is written to disk; no network.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readDecls, resolveSuperParams } from './dart-decls';
import type { Decls } from './dart-decls';
import { firstOf, kids, lineOf, named, parseDart, syntaxErrors, dartParser } from './dart-tree';
import type { DartFile, Node } from './dart-tree';
import { decodeDartString } from './dart-literal';
import { Walker } from './dart-walk';
import type { CallSite } from './dart-walk';

export type { CallSite };

const STANDIN = fileURLToPath(new URL('./standin', import.meta.url));

/** The imports a program may have, besides its own files. */
export const ALLOWED_IMPORTS = ['package:nyxx/nyxx.dart', 'dart:core', 'dart:async', 'dart:io'];

export interface NyxxCheckResult {
  /** Every constructor, static and method call the check matched to a declaration. */
  calls: CallSite[];
}

interface Standin {
  decls: Decls;
  /** Names each allowed import makes visible. */
  libraries: Map<string, Set<string>>;
}

function dartFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.dart'))
    .sort()
    .map((f) => join(dir, f));
}

function topNames(files: readonly DartFile[]): Set<string> {
  const names = new Set<string>();
  for (const f of files)
    for (const top of named(f.root)) {
      const name =
        top.childForFieldName('name')?.text ??
        (top.type === 'mixin_declaration'
          ? named(top).find((c) => c.type === 'identifier')?.text
          : undefined) ??
        (top.type === 'type_alias' ? firstOf(top, 'type_identifier')?.text : undefined);
      if (name) names.add(name);
      if (top.type === 'static_final_declaration_list')
        for (const s of named(top)) names.add(named(s)[0]?.text ?? '');
    }
  return names;
}

let standin: Promise<Standin> | undefined;

/** The stand-in, parsed once (it must parse without error: see the check's test). */
export function loadStandin(): Promise<Standin> {
  standin ??= (async () => {
    const read = async (paths: string[]) =>
      Promise.all(
        paths.map((p) => parseDart(`standin/${relative(STANDIN, p)}`, readFileSync(p, 'utf8'))),
      );
    const nyxx = await read(dartFiles(join(STANDIN, 'nyxx')));
    const sdk = new Map<string, DartFile[]>();
    for (const lib of ['core', 'async', 'io'])
      sdk.set(`dart:${lib}`, await read([join(STANDIN, 'sdk', `${lib}.dart`)]));
    const decls: Decls = {
      classes: new Map(),
      functions: new Map(),
      variables: new Map(),
      typedefs: new Map(),
    };
    readDecls(nyxx, decls, false);
    for (const files of sdk.values()) readDecls(files, decls, true);
    resolveSuperParams(decls);
    const libraries = new Map<string, Set<string>>();
    for (const [uri, files] of sdk) libraries.set(uri, topNames(files));
    const exported = new Set<string>();
    const face = readFileSync(join(STANDIN, 'nyxx', 'lib', 'nyxx.dart'), 'utf8');
    for (const m of face.matchAll(/\bshow\s+([^;]+);/g))
      for (const name of (m[1] ?? '').split(',')) exported.add(name.trim());
    libraries.set('package:nyxx/nyxx.dart', exported);
    return { decls, libraries };
  })();
  return standin;
}

const SAFE_NAME = /^[A-Za-z0-9_][A-Za-z0-9_.-]*(\/[A-Za-z0-9_][A-Za-z0-9_.-]*)*\.dart$/;

function importsOf(file: DartFile, fileNames: ReadonlySet<string>, errors: string[]): string[] {
  const uris: string[] = [];
  for (const top of named(file.root)) {
    if (top.type === 'part_directive' || top.type === 'part_of_directive') {
      errors.push(`${file.name}:${lineOf(top)}: part files are not supported by the check`);
      continue;
    }
    if (top.type !== 'import_or_export') continue;
    const m = /^(import|export)\s+(['"])(.*?)\2\s*(.*?);?$/s.exec(top.text.trim());
    const uri = m?.[3] ?? '';
    const where = `${file.name}:${lineOf(top)}`;
    if (m?.[1] === 'export') errors.push(`${where}: a bot's file exports nothing`);
    else if (m?.[4]?.trim())
      errors.push(
        `${where}: import ${uri} with "${m[4].trim()}": the check takes plain imports only`,
      );
    else if (!ALLOWED_IMPORTS.includes(uri) && !fileNames.has(uri))
      errors.push(
        `${where}: imports ${JSON.stringify(uri)}; a nyxx bot here may import only ${ALLOWED_IMPORTS.join(', ')} and its own files`,
      );
    else uris.push(uri);
  }
  return uris;
}

/** Identifiers the program declares anywhere (variables, parameters, pattern and catch names). */
function declaredNames(root: Node): Set<string> {
  const out = new Set<string>();
  const walk = (n: Node): void => {
    const children = kids(n);
    children.forEach((c, i) => {
      if (c.type === 'identifier' && n.fieldNameForChild(i) === 'name') out.add(c.text);
    });
    if (['formal_parameter', 'catch_parameters', 'constructor_param'].includes(n.type))
      for (const c of named(n)) if (c.type === 'identifier') out.add(c.text);
    if (/pattern/.test(n.type))
      for (const c of named(n)) if (c.type === 'identifier') out.add(c.text);
    for (const c of children) walk(c);
  };
  walk(root);
  return out;
}

/**
 * Checks a program (its .dart files by name) against the nyxx stand-in. Throws one Error listing
 * every problem (file:line: ...) when it does not pass; returns the calls it matched when it does.
 */
export async function checkNyxxProgram(
  sources: Readonly<Record<string, string>>,
): Promise<NyxxCheckResult> {
  const names = Object.keys(sources);
  if (names.length === 0) throw new Error('the program has no .dart file');
  for (const name of names)
    if (!SAFE_NAME.test(name) || name.split('/').includes('..'))
      throw new Error(`not a plain relative .dart file name: ${JSON.stringify(name)}`);
  const { decls: base, libraries } = await loadStandin();
  const parser = await dartParser();

  const errors: string[] = [];
  const files: DartFile[] = [];
  for (const name of names) {
    const tree = parser.parse(sources[name] ?? '');
    if (!tree) throw new Error(`${name}: the Dart grammar returned no tree`);
    errors.push(...syntaxErrors(name, tree.rootNode));
    files.push({ name, root: tree.rootNode });
  }
  if (errors.length) throw new Error(`the program is not valid Dart:\n${errors.join('\n')}`);

  const decls: Decls = {
    classes: new Map(base.classes),
    functions: new Map(base.functions),
    variables: new Map(base.variables),
    typedefs: new Map(base.typedefs),
  };
  readDecls(files, decls, false);
  resolveSuperParams(decls);

  const fileNames = new Set(names);
  const calls: CallSite[] = [];
  for (const file of files) {
    const visible = new Set(libraries.get('dart:core'));
    for (const uri of importsOf(file, fileNames, errors)) {
      const lib = libraries.get(uri);
      const own = files.find((f) => f.name === uri);
      for (const n of lib ?? (own ? topNames([own]) : [])) visible.add(n);
    }
    for (const n of topNames([file])) visible.add(n);

    const typeParams = new Set(
      file.root
        .descendantsOfType('type_parameter')
        .map((t) => (t ? (named(t)[0]?.text ?? '') : '')),
    );
    for (const t of file.root.descendantsOfType('type_identifier')) {
      if (!t) continue;
      const n = t.text;
      if (!visible.has(n) && !typeParams.has(n) && !['dynamic', 'Never', 'Function'].includes(n))
        errors.push(`${file.name}:${lineOf(t)}: unknown type ${JSON.stringify(n)}`);
    }

    const walker = new Walker(decls, visible);
    walker.file = file.name;
    walker.declaredSomewhere = declaredNames(file.root);
    const tops = named(file.root);
    tops.forEach((top, i) => {
      if (top.type === 'function_signature') {
        const body = tops[i + 1]?.type === 'function_body' ? tops[i + 1] : undefined;
        walker.walkFunction(top, body, walker.newScope());
      } else if (top.type === 'static_final_declaration_list' || top.type === 'class_definition')
        walker.visit(top, walker.newScope());
    });
    errors.push(...walker.errors);
    calls.push(...walker.calls);
  }
  if (errors.length)
    throw new Error(`the program does not pass the nyxx 6.9.0 check:\n${errors.join('\n')}`);
  return { calls };
}

/** The interaction streams a bot routes on, as nyxx's EventMixin names them. */
export type RouteStream =
  'onApplicationCommandInteraction' | 'onMessageComponentInteraction' | 'onModalSubmitInteraction';

const STREAMS: readonly RouteStream[] = [
  'onApplicationCommandInteraction',
  'onMessageComponentInteraction',
  'onModalSubmitInteraction',
];

/**
 * The routes a program registers: for each `client.<stream>.listen((event) ...)`, the strings its
 * listener matches on (`case '...'` and `== '...'`), decoded. The check has proved the types;
 * this says which custom_ids (or command names) reach a branch.
 */
export async function routesOf(
  sources: Readonly<Record<string, string>>,
): Promise<{ stream: RouteStream; id: string }[]> {
  const parser = await dartParser();
  const out: { stream: RouteStream; id: string }[] = [];
  for (const text of Object.values(sources)) {
    const root = parser.parse(text)?.rootNode;
    if (!root) continue;
    for (const sel of root.descendantsOfType('identifier')) {
      const stream = STREAMS.find((s) => s === sel?.text);
      const selector = sel?.parent?.parent;
      if (!stream || !sel || selector?.type !== 'selector' || !selector.parent) continue;
      const siblings = kids(selector.parent);
      const at = siblings.findIndex((c) => c.startIndex === selector.startIndex);
      const listen = siblings[at + 1];
      const call = siblings[at + 2];
      if (listen?.text !== '.listen' || !call) continue;
      for (const lit of call.descendantsOfType('string_literal')) {
        const parent = lit?.parent;
        if (!lit || !parent) continue;
        if (parent.type === 'constant_pattern' || parent.type === 'equality_expression')
          out.push({ stream, id: decodeDartString(lit.text) });
      }
    }
  }
  return out;
}

/** Every plain string literal of the program (none with interpolation), decoded, in order. */
export async function stringLiteralsOf(
  sources: Readonly<Record<string, string>>,
): Promise<string[]> {
  const parser = await dartParser();
  const out: string[] = [];
  for (const text of Object.values(sources)) {
    const root = parser.parse(text)?.rootNode;
    for (const lit of root?.descendantsOfType('string_literal') ?? [])
      if (lit && !lit.descendantsOfType('template_substitution').some(Boolean))
        out.push(decodeDartString(lit.text));
  }
  return out;
}
