// Dart source as the nyxx check reads it: parsed with the tree-sitter Dart grammar from npm
// (tree-sitter-wasms' tree-sitter-dart.wasm, run by web-tree-sitter), its syntax errors as
// "file:line:col" sentences, and the helpers that cut the grammar's flat expression chains
// (a primary followed by `selector` siblings) into expressions. Node only; no network.
import { createRequire } from 'node:module';
import { Language, Parser } from 'web-tree-sitter';
import type { Node } from 'web-tree-sitter';

export type { Node };

let parser: Promise<Parser> | undefined;

/** One parser for the process: the grammar loads once. */
export function dartParser(): Promise<Parser> {
  parser ??= (async () => {
    await Parser.init();
    const require = createRequire(import.meta.url);
    const wasm = require.resolve('tree-sitter-wasms/out/tree-sitter-dart.wasm');
    const language = await Language.load(wasm);
    const p = new Parser();
    p.setLanguage(language);
    return p;
  })();
  return parser;
}

export interface DartFile {
  name: string;
  root: Node;
}

/** Parses one file; throws with its syntax errors (file:line:col) if the grammar finds any. */
export async function parseDart(name: string, text: string): Promise<DartFile> {
  const tree = (await dartParser()).parse(text);
  if (!tree) throw new Error(`${name}: the Dart grammar returned no tree`);
  const errors = syntaxErrors(name, tree.rootNode);
  if (errors.length) throw new Error(`${name} is not valid Dart:\n${errors.join('\n')}`);
  return { name, root: tree.rootNode };
}

/**
 * "file:line:col: syntax error ..." for the innermost ERROR and MISSING nodes, first five in
 * source order: the grammar's recovery may wrap half a file in an outer ERROR, but the
 * innermost one sits where the mistake is.
 */
export function syntaxErrors(name: string, root: Node): string[] {
  const found: Node[] = [];
  const walk = (n: Node): boolean => {
    let inner = false;
    for (const c of kids(n))
      if (c.hasError || c.isMissing || c.type === 'ERROR') inner = walk(c) || inner;
    if ((n.type === 'ERROR' || n.isMissing) && !inner) {
      found.push(n);
      return true;
    }
    return inner || n.type === 'ERROR';
  };
  walk(root);
  return found
    .sort((a, b) => a.startIndex - b.startIndex)
    .slice(0, 5)
    .map((n) => {
      const at = `${name}:${n.startPosition.row + 1}:${n.startPosition.column + 1}`;
      const text = n.text.split('\n')[0]?.slice(0, 40) ?? '';
      return n.isMissing
        ? `${at}: syntax error: missing ${JSON.stringify(n.type)}`
        : `${at}: syntax error near ${JSON.stringify(text)}`;
    });
}

/** All children (named and not), without the nulls the binding's types allow. */
export function kids(n: Node): Node[] {
  return n.children.filter((c): c is Node => c !== null);
}

export function named(n: Node): Node[] {
  return n.namedChildren.filter((c): c is Node => c !== null);
}

export function firstOf(n: Node, type: string): Node | undefined {
  return kids(n).find((c) => c.type === type);
}

export function lineOf(n: Node): number {
  return n.startPosition.row + 1;
}

/** Node types that continue the expression before them rather than start a new one. */
const CONTINUES = new Set([
  'selector',
  'unconditional_assignable_selector',
  'conditional_assignable_selector',
  'cascade_section',
  'type_cast',
  'type_test',
]);

/** Named children that are keywords or labels, not parts of an expression. */
const NOT_EXPRESSION = new Set([
  'label',
  'final_builtin',
  'const_builtin',
  'inferred_type',
  'comment',
  'documentation_comment',
  'is_operator',
  'as_operator',
  'relational_operator',
  'equality_operator',
  'additive_operator',
  'multiplicative_operator',
  'shift_operator',
  'bitwise_operator',
  'prefix_operator',
  'minus_operator',
  'negation_operator',
  'tilde_operator',
  'increment_operator',
  'assignment_operator',
  'case_builtin',
  'async',
  'await',
]);

/**
 * The expressions among a node's named children: each is a head node followed by the selectors
 * (and cascades, casts, type tests) that continue it, as the grammar writes `a.b(c)!.d`.
 */
export function chains(nodes: readonly Node[]): Node[][] {
  const out: Node[][] = [];
  for (const n of nodes) {
    if (NOT_EXPRESSION.has(n.type)) continue;
    const last = out[out.length - 1];
    if (CONTINUES.has(n.type) && last) last.push(n);
    else out.push([n]);
  }
  return out;
}

/** The text of a string literal node's quotes-and-escapes, for the literal decoder. */
export function isStringLiteral(n: Node): boolean {
  return n.type === 'string_literal';
}
