// What every part of the discord.js printer shares: the context it prints into (the names it
// imports, the notes for the header, JavaScript or TypeScript), functions with their JSDoc or
// TypeScript signatures, and names the printed code declares from the plan's words.
import type { PlanField, PlanNode, Words } from '../../model';
import { Notes } from '../common/header';
import { indentRest } from '../common/source';
import type { Notes as SharedNotes } from '../common/shared';

export class JsCtx {
  /** Values imported from 'discord.js'. */
  readonly imports = new Set<string>();
  /** Types imported from 'discord.js' (TypeScript only; JSDoc says `import('discord.js').X`). */
  readonly types = new Set<string>();
  readonly notes = new Notes();

  constructor(readonly ts: boolean) {}

  /** A part of a value the code does not write: said in the header. */
  note(path: string, what: string): void {
    this.notes.note(path, what);
  }

  /** The notes as the helpers shared with discord.py take them (../common/embed-values). */
  readonly shared: SharedNotes = { lines: [], leftOut: (path, what) => this.note(path, what) };

  /** A discord.js type as a signature or cast names it. */
  type(name: string): string {
    if (!this.ts) return `import('discord.js').${name}`;
    this.types.add(name.replace(/<.*$/, ''));
    return name;
  }

  /** The import lines, values first, then (TypeScript) the types that are not also values. */
  importLines(): string {
    const values = [...this.imports].sort();
    const types = [...this.types].filter((t) => !this.imports.has(t)).sort();
    const line = (head: string, names: readonly string[]) => {
      const flat = `${head} { ${names.join(', ')} } from 'discord.js';`;
      return flat.length <= 100
        ? flat
        : `${head} {\n${names.map((n) => `  ${n},`).join('\n')}\n} from 'discord.js';`;
    };
    return [
      ...(values.length > 0 ? [line('import', values)] : []),
      ...(types.length > 0 ? [line('import type', types)] : []),
    ].join('\n');
  }
}

export interface Param {
  name: string;
  /** A type expression from ctx.type() or a builder's name. */
  type: string;
  /** Said after the parameter in the doc comment. */
  about?: readonly string[];
}

export interface Fn {
  doc: readonly string[];
  name: string;
  params?: readonly Param[];
  /** The return type; JavaScript states it only when `jsReturns`. */
  returns?: string;
  jsReturns?: boolean;
  async?: boolean;
  body: string;
}

/** An exported function with its doc comment: JSDoc types in JavaScript, annotations in TypeScript. */
export function fn(ctx: JsCtx, f: Fn): string {
  const params = f.params ?? [];
  const docLines = [...f.doc];
  for (const p of params) {
    const about = p.about ?? [];
    if (ctx.ts) {
      if (about.length > 0) docLines.push(`@param ${p.name} ${about[0]}`, ...about.slice(1));
    } else docLines.push(`@param {${p.type}} ${p.name}${about[0] ? ` ${about[0]}` : ''}`);
    if (!ctx.ts) docLines.push(...about.slice(1).map((l) => `  ${l}`));
  }
  if (!ctx.ts && f.jsReturns && f.returns) docLines.push(`@returns {${f.returns}}`);
  const comment = `/**\n${docLines.map((l) => ` *${l ? ` ${l}` : ''}`).join('\n')}\n */`;
  const args = params.map((p) => (ctx.ts ? `${p.name}: ${p.type}` : p.name)).join(', ');
  const returns = ctx.ts && f.returns ? `: ${f.async ? `Promise<${f.returns}>` : f.returns}` : '';
  const head = `export ${f.async ? 'async ' : ''}function ${f.name}(${args})${returns}`;
  return `${comment}\n${head} {\n  ${indentRest(f.body, '  ')}\n}`;
}

// Words JavaScript reserves, and the names the printed functions use themselves.
const TAKEN = new Set(
  (
    'break case catch class const continue debugger default delete do else enum export extends ' +
    'false finally for function if import in instanceof new null return super switch this throw ' +
    'true try typeof var void while with yield let static implements interface package private ' +
    'protected public await async arguments eval undefined NaN Infinity interaction fields'
  ).split(' '),
);

/** The plan's words in camelCase, never a reserved word: `['on', 'approve']` -> `onApprove`. */
export function jsName(words: Words): string {
  const name = words
    .map((w, i) => (i === 0 ? w : `${w.charAt(0).toUpperCase()}${w.slice(1)}`))
    .join('');
  return TAKEN.has(name) ? `${name}_` : name;
}

/** jsName of each, made unique where two casings meet (`a1` and `a 1`). */
export function jsNames(all: readonly Words[]): string[] {
  const seen = new Set<string>();
  return all.map((words) => {
    const base = jsName(words);
    let name = base;
    for (let n = 2; seen.has(name); n += 1) name = `${base}_${n}`;
    seen.add(name);
    return name;
  });
}

/** A plan node's fields as the object Discord receives, in the design's order. */
export const propsOf = (fields: readonly PlanField[]): Record<string, unknown> =>
  Object.fromEntries(fields.map((f) => [f.key, f.value]));

/** A plan node back as its JSON: its fields and its children by slot. */
export function jsonOf(n: PlanNode): Record<string, unknown> {
  const out = propsOf(n.fields);
  for (const s of n.slots) {
    if (!s.single) out[s.slot] = s.nodes.map(jsonOf);
    else if (s.nodes[0]) out[s.slot] = jsonOf(s.nodes[0]);
  }
  return out;
}

/** The children of a node in one slot. */
export const slotNodes = (n: PlanNode, slot: string): readonly PlanNode[] =>
  n.slots.find((s) => s.slot === slot)?.nodes ?? [];
