// What the hikari printer's parts share: the printing context (notes for what the code cannot
// say beyond the plan's own left-out list, the builders to import, the files the builders upload),
// Python names from the plan's words, and the values every part prints the same way (emoji,
// media, snowflakes, enums).
import type { Json, PlanField, PlanFile, Words } from '../../model';
import { Notes } from '../common/header';
import { call, literal, pyString } from '../common/source';

export const py = (value: unknown): string => literal(value, 'py');

/** What one printing gathers besides its text. */
export class Ctx extends Notes {
  /** Builders from hikari.impl the code uses. */
  readonly builders = new Set<string>();
  /** Whether the code needs `import datetime`. */
  datetime = false;
  /** The files a builder or embed uploads itself (the rest go in `attachments=`). */
  readonly uploaded = new Set<string>();

  constructor(readonly files: readonly PlanFile[]) {
    super();
  }

  /** A builder class of hikari.impl, imported by name. */
  impl(name: string): string {
    this.builders.add(name);
    return name;
  }

  /** A field the printer has no words for: it is named in the header, never dropped unsaid. */
  unknown(f: PlanField): void {
    this.note(
      f.path,
      `hikari has no way to send \`${f.key}\` here: left out (${shownShort(f.value)})`,
    );
  }
}

const shownShort = (v: unknown) => {
  const text = JSON.stringify(v) ?? String(v);
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
};

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

/** Names the printed code declares itself, which a design's name must not take. */
const OWN = new Set(
  (
    'hikari datetime annotations interaction event values rest channel application components ' +
    'build_components build_embeds build_poll build_commands build_modal_components send_message ' +
    'respond_with_message update_with_message execute_webhook register_commands show_modal ' +
    'route_component route_modal webhook token handler routes selected'
  ).split(' '),
);

/** The plan's words as a snake_case Python name that is no keyword, builtin or name of ours. */
export function pyName(words: Words): string {
  const name = words.join('_');
  return KEYWORDS.has(name) || BUILTINS.has(name) || OWN.has(name) ? `${name}_` : name;
}

/** A snowflake as an int literal when it is one, else read at run time from the text. */
export function snowflake(value: Json): string {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  if (typeof value === 'string' && /^[0-9]{1,20}$/.test(value))
    return value.replace(/^0+(?=.)/, '');
  return `int(${py(typeof value === 'string' ? value : JSON.stringify(value))})`;
}

/** An enum member by its number: `hikari.ButtonStyle.PRIMARY`, or the number given to the enum. */
export function member(enumName: string, names: Readonly<Record<number, string>>, v: Json): string {
  if (typeof v === 'number' && names[v]) return `${enumName}.${names[v]}`;
  return `${enumName}(${py(v)})`;
}

/** An emoji: a unicode one is its text; a custom one is hikari.CustomEmoji (hikari sends only its id). */
export function emoji(v: Json, path: string, ctx: Ctx): string {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return py(v);
  const { id, name, animated, ...rest } = v;
  for (const [k, x] of Object.entries(rest))
    ctx.note(`${path}.${k}`, `hikari sends no \`${k}\` of an emoji: left out (${shownShort(x)})`);
  if (id === undefined || id === null) return typeof name === 'string' ? py(name) : py(name ?? '');
  if (typeof name === 'string' && name !== '')
    ctx.note(
      `${path}.name`,
      `hikari sends only a custom emoji's id, not its name (${shownShort(name)})`,
    );
  if (animated !== undefined)
    ctx.note(`${path}.animated`, `hikari sends only a custom emoji's id (${shownShort(animated)})`);
  return call(
    'hikari.CustomEmoji',
    [
      `id=${snowflake(id)}`,
      `name=${py(typeof name === 'string' ? name : '')}`,
      `is_animated=${animated === true ? 'True' : 'False'}`,
    ],
    'py',
  );
}

const ATTACHMENT = 'attachment://';

/**
 * A media URL as hikari takes it: an uploaded file is hikari.File read from inside the code's
 * folder (the plan's localPath, never the name); an http(s) URL is its text; anything else is a
 * hikari.URL, so that hikari never reads it as a path on the bot's disk.
 */
export function mediaUrl(url: Json, ctx: Ctx): string {
  if (typeof url !== 'string') return py(url);
  if (url.startsWith(ATTACHMENT)) {
    const name = url.slice(ATTACHMENT.length);
    const file = ctx.files.find((f) => f.filename === name);
    if (file) {
      ctx.uploaded.add(name);
      return fileResource(file);
    }
  }
  return /^https?:\/\//i.test(url) ? py(url) : `hikari.URL(${py(url)})`;
}

export const fileResource = (file: PlanFile): string =>
  `hikari.File(${pyString(file.localPath)}, ${pyString(file.filename)})`;

/** An unfurled media object (`{url}`): its url; hikari sends nothing else of it. */
export function media(v: Json, path: string, ctx: Ctx): string {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return mediaUrl(v, ctx);
  const { url, ...rest } = v;
  for (const [k, x] of Object.entries(rest))
    ctx.note(`${path}.${k}`, `hikari sends only a media's url: left out (${shownShort(x)})`);
  return mediaUrl(url ?? null, ctx);
}

/** `def name() -> type:` with a docstring and body lines, indented. */
export function def(signature: string, doc: string, body: readonly string[]): string {
  const ind = '    ';
  const lines = body.map((l) => ind + l.replaceAll('\n', `\n${ind}`));
  return `${signature}\n${ind}"""${doc}"""\n${lines.join('\n')}`;
}
