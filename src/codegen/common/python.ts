// What the printers that print Python from the model's plan (hikari, py-cord) share: the printing
// context (the notes of what the code cannot say, `import datetime`, the files the message
// uploads), the file's first lines and header, names clear of Python's keywords and builtins, and
// the values every library takes the same way (snowflakes, enums, timestamps, booleans, keyword
// arguments from a node's fields). What differs by library (class and method names, emoji, media)
// stays in the printer's own folder.
import type { Json, PlanField, PlanFile, PlanNode, Plan } from '../../model';
import type { CodegenOptions } from './shared';
import { Notes, headerLines } from './header';
import { comment, list, literal } from './source';

export const py = (value: unknown): string => literal(value, 'py');

export const bool = (v: Json): string => (v === true ? 'True' : v === false ? 'False' : py(v));

export const isObject = (v: Json | undefined): v is { [key: string]: Json } =>
  v !== null && v !== undefined && typeof v === 'object' && !Array.isArray(v);

/** A value as JSON for a note, cut at 120 characters. */
export const shownShort = (v: unknown): string => {
  const text = JSON.stringify(v) ?? String(v);
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
};

/** What one printing gathers besides its text. */
export class PyCtx extends Notes {
  /** Whether the code needs `import datetime`. */
  datetime = false;

  /** `library`: the library's name in the notes ("hikari"); `files`: what the message uploads. */
  constructor(
    readonly library: string,
    readonly files: readonly PlanFile[],
  ) {
    super();
  }

  /** A field the printer has no words for: it is named in the header, never dropped unsaid. */
  unknown(f: PlanField): void {
    this.note(
      f.path,
      `${this.library} has no way to send \`${f.key}\` here: left out (${shownShort(f.value)})`,
    );
  }
}

/**
 * Python takes its source encoding from a `coding:` comment on the first or second line, so a
 * design named "coding:utf-7" would turn the escapes of every literal back into live code. The
 * first line declares UTF-8 (after which Python looks no further) and the second is fixed text;
 * the design's text starts on the third.
 */
export const PY_PREAMBLE =
  '# -*- coding: utf-8 -*-\n# (The line above tells Python this file is UTF-8.)';

export interface PyHeader {
  /** The library's name, "hikari", and its version, "2.6.0". */
  library: string;
  version: string;
  /** The class a message's files are read with: "hikari.File". */
  fileClass: string;
  plan: Plan;
  options: CodegenOptions;
  ctx: Notes;
}

/** The preamble and the header comment: the plan's left-out sentences, then the printer's own. */
export function pyHeader({ library, version, fileClass, plan, options, ctx }: PyHeader): string {
  const usage =
    plan.surface === 'message' && plan.files.length > 0
      ? [
          `Each ${fileClass} is read from the path given, inside the folder the bot runs in: put the`,
          'files there, or change the paths.',
        ]
      : [];
  const lines = headerLines({
    library: `${library} ${version}`,
    options,
    leftOut: [...plan.leftOut, ...ctx.said],
    usage,
  });
  return `${PY_PREAMBLE}\n${comment(lines, 'py')}`;
}

const KEYWORDS = new Set(
  (
    'False None True and as assert async await break class continue def del elif else except ' +
    'finally for from global if import in is lambda nonlocal not or pass raise return try while ' +
    'with yield match case type'
  ).split(' '),
);

const BUILTINS = new Set(
  (
    'abs all any ascii bin bool breakpoint bytearray bytes callable chr classmethod compile complex ' +
    'delattr dict dir divmod enumerate eval exec filter float format frozenset getattr globals ' +
    'hasattr hash help hex id input int isinstance issubclass iter len list locals map max ' +
    'memoryview min next object oct open ord pow print property range repr reversed round set ' +
    'setattr slice sorted staticmethod str sum super tuple vars zip'
  ).split(' '),
);

/** `name`, or `name_` when it is a keyword, a builtin or one of the printer's `own` names. */
export function safeName(name: string, own: ReadonlySet<string>): string {
  return KEYWORDS.has(name) || BUILTINS.has(name) || own.has(name) ? `${name}_` : name;
}

/** A snowflake as an int literal when it is one, else read at run time from the text. */
export function snowflake(value: Json): string {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  if (typeof value === 'string' && /^[0-9]{1,20}$/.test(value))
    return value.replace(/^0+(?=.)/, '');
  return `int(${py(typeof value === 'string' ? value : JSON.stringify(value))})`;
}

/** An enum member by its number: `hikari.ButtonStyle.PRIMARY`, or the enum called with it. */
export function member(enumName: string, names: Readonly<Record<number, string>>, v: Json): string {
  if (typeof v === 'number' && names[v]) return `${enumName}.${names[v]}`;
  return `${enumName}(${py(v)})`;
}

/** A list of enum members (`set`: a set, `set()` when empty); what is no list stays as it is. */
export function members(
  enumName: string,
  names: Readonly<Record<number, string>>,
  v: Json,
  as: 'list' | 'set' = 'list',
): string {
  if (!Array.isArray(v)) return py(v);
  if (as === 'set' && v.length === 0) return 'set()';
  const items = v.map((x) => member(enumName, names, x));
  return as === 'set' ? list('{', items, '}', 'py') : list('[', items, ']', 'py');
}

/** A timestamp as a UTC datetime.datetime (fromisoformat when it names no instant). */
export function timestamp(v: Json, ctx: { datetime: boolean }): string {
  ctx.datetime = true;
  const ms = typeof v === 'string' ? Date.parse(v) : NaN;
  if (Number.isNaN(ms)) return `datetime.datetime.fromisoformat(${py(v)})`;
  const d = new Date(ms);
  const parts = [
    d.getUTCFullYear(),
    d.getUTCMonth() + 1,
    d.getUTCDate(),
    d.getUTCHours(),
    d.getUTCMinutes(),
    d.getUTCSeconds(),
    d.getUTCMilliseconds() * 1000,
  ];
  return `datetime.datetime(${parts.join(', ')}, tzinfo=datetime.timezone.utc)`;
}

/** Keyword arguments from a node's fields: `take` gives a field's argument, null to skip it. */
export function kwargs(
  n: PlanNode,
  ctx: PyCtx,
  take: (f: PlanField) => string | null | undefined,
): string[] {
  const out: string[] = [];
  for (const f of n.fields) {
    const arg = take(f);
    if (arg === undefined) ctx.unknown(f);
    else if (arg !== null) out.push(arg);
  }
  return out;
}

/** A component's `id=`, or undefined for any other field. */
export const idArg = (f: PlanField): string | undefined =>
  f.key === 'id' ? `id=${py(f.value)}` : undefined;

/** `def name() -> type:` with a docstring and body lines, indented (`indent`: in a class). */
export function def(signature: string, doc: string, body: readonly string[], indent = ''): string {
  const ind = `${indent}    `;
  const lines = body.map((l) => ind + l.replaceAll('\n', `\n${ind}`));
  return `${indent}${signature}\n${ind}"""${doc}"""\n${lines.join('\n')}`;
}
