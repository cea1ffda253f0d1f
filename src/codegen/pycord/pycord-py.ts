// What the py-cord printer's parts share: the printing context (notes for parts of values the
// plan cannot know, whether `datetime` and `io` are needed, the files the code uploads), Python
// names from the plan's words (snake_case and PascalCase, clear of keywords and of py-cord's own
// attributes), and the values every part prints the same way (emoji, media, snowflakes, enums).
import { Notes } from '../common/header';
import type { Json, PlanField, PlanFile, Words } from '../../model';
import { call, literal, pyString } from '../common/source';

export const py = (value: unknown): string => literal(value, 'py');

export const isObject = (v: Json | undefined): v is { [key: string]: Json } =>
  v !== null && v !== undefined && typeof v === 'object' && !Array.isArray(v);

export const shownShort = (v: unknown): string => {
  const text = JSON.stringify(v) ?? String(v);
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
};

/** What one printing gathers besides its text. */
export class Ctx extends Notes {
  /** Whether the code needs `import datetime`. */
  datetime = false;

  constructor(readonly files: readonly PlanFile[]) {
    super();
  }

  /** A field the printer has no words for: named in the header, never dropped unsaid. */
  unknown(f: PlanField): void {
    this.note(
      f.path,
      `py-cord has no way to send \`${f.key}\` here: left out (${shownShort(f.value)})`,
    );
  }
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

/**
 * Names the printed code declares itself, and the attributes of py-cord's View, ActionRow and
 * Modal a handler method must not override (`on_error` would swallow every error).
 */
const OWN = new Set(
  (
    'discord datetime io annotations interaction ctx bot channel self build_embeds build_poll ' +
    'build_files send_message add_views add_commands show_modal callback on_error on_timeout ' +
    'on_check_failure interaction_check children items width parent view underlying id custom_id ' +
    'add_item remove_item get_item stop wait refresh_component walk_items disable_all_items ' +
    'enable_all_items is_persistent is_dispatchable to_component_dict from_component ' +
    'add_button add_select title timeout message'
  ).split(' '),
);

/** The plan's words as a snake_case Python name that is no keyword, builtin or name of ours. */
export function pyName(words: Words): string {
  const name = words.join('_');
  return KEYWORDS.has(name) || BUILTINS.has(name) || OWN.has(name) ? `${name}_` : name;
}

/** Classes the printed code declares besides the plan's. */
const OWN_CLASSES = new Set(['DesignView', 'DesignModal']);

/** The plan's words as a PascalCase class name, with a suffix saying what it is. */
export function className(words: Words, suffix: string): string {
  const base = words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
  const name = base.endsWith(suffix) ? base : `${base}${suffix}`;
  return OWN_CLASSES.has(name) ? `${name}_` : name;
}

/** A snowflake as an int literal when it is one, else read at run time from the text. */
export function snowflake(value: Json): string {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  if (typeof value === 'string' && /^[0-9]{1,20}$/.test(value))
    return value.replace(/^0+(?=.)/, '');
  return `int(${py(typeof value === 'string' ? value : JSON.stringify(value))})`;
}

/** An enum member by its number: `discord.ButtonStyle.primary`, or the enum called with it. */
export function member(enumName: string, names: Readonly<Record<number, string>>, v: Json): string {
  if (typeof v === 'number' && names[v]) return `${enumName}.${names[v]}`;
  return `${enumName}(${py(v)})`;
}

export const bool = (v: Json): string => (v === true ? 'True' : v === false ? 'False' : py(v));

/** An emoji: a unicode one is its text; a custom one a discord.PartialEmoji. */
export function emoji(v: Json, path: string, ctx: Ctx): string {
  if (!isObject(v)) return py(v);
  const { id, name, animated, ...rest } = v;
  for (const [k, x] of Object.entries(rest))
    ctx.note(`${path}.${k}`, `py-cord sends no \`${k}\` of an emoji: left out (${shownShort(x)})`);
  if ((id === undefined || id === null) && animated === undefined)
    return py(typeof name === 'string' ? name : (name ?? ''));
  const args = [`name=${py(typeof name === 'string' ? name : null)}`];
  if (id !== undefined && id !== null) args.push(`id=${snowflake(id)}`);
  if (animated !== undefined) args.push(`animated=${bool(animated)}`);
  return call('discord.PartialEmoji', args, 'py');
}

/** An unfurled media object (`{url}`): its url, which py-cord takes as text. */
export function media(v: Json, path: string, ctx: Ctx): string {
  if (!isObject(v)) return py(v);
  const { url, ...rest } = v;
  for (const [k, x] of Object.entries(rest))
    ctx.note(`${path}.${k}`, `py-cord sends only a media's url: left out (${shownShort(x)})`);
  return py(url ?? null);
}

/** A file the message uploads, read from inside the code's folder (the plan's localPath). */
export function fileArg(file: PlanFile): string {
  const args = [pyString(file.localPath), `filename=${pyString(file.filename)}`];
  if (file.description !== undefined) args.push(`description=${pyString(file.description)}`);
  return call('discord.File', args, 'py');
}

/** `def name() -> type:` with a docstring and body lines, indented. */
export function def(signature: string, doc: string, body: readonly string[], indent = ''): string {
  const ind = `${indent}    `;
  const lines = body.map((l) => ind + l.replaceAll('\n', `\n${ind}`));
  return `${indent}${signature}\n${ind}"""${doc}"""\n${lines.join('\n')}`;
}
