// What the hikari printer's parts share besides ../common/python.ts: the printing context (the
// builders to import, the files the builders upload), Python names clear of the code's own, and
// the values hikari takes its own way (emoji, media, files).
import type { Json, PlanFile, Words } from '../../model';
import { PyCtx, isObject, py, safeName, shownShort, snowflake } from '../common/python';
import { call, pyString } from '../common/source';

/** What one printing gathers besides its text. */
export class Ctx extends PyCtx {
  /** Builders from hikari.impl the code uses. */
  readonly builders = new Set<string>();
  /** The files a builder or embed uploads itself (the rest go in `attachments=`). */
  readonly uploaded = new Set<string>();

  constructor(files: readonly PlanFile[]) {
    super('hikari', files);
  }

  /** A builder class of hikari.impl, imported by name. */
  impl(name: string): string {
    this.builders.add(name);
    return name;
  }
}

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
export const pyName = (words: Words): string => safeName(words.join('_'), OWN);

/** An emoji: a unicode one is its text; a custom one is hikari.CustomEmoji (hikari sends only its id). */
export function emoji(v: Json, path: string, ctx: Ctx): string {
  if (!isObject(v)) return py(v);
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
  if (!isObject(v)) return mediaUrl(v, ctx);
  const { url, ...rest } = v;
  for (const [k, x] of Object.entries(rest))
    ctx.note(`${path}.${k}`, `hikari sends only a media's url: left out (${shownShort(x)})`);
  return mediaUrl(url ?? null, ctx);
}
