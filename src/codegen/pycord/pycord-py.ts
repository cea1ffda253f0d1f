// What the py-cord printer's parts share besides ../common/python.ts: the printing context, Python names from the plan's
// words (snake_case and PascalCase, clear of py-cord's own attributes), and the values py-cord
// takes its own way (emoji, media, files).
import type { Json, PlanFile, Words } from '../../model';
import { PyCtx, bool, isObject, py, safeName, shownShort, snowflake } from '../common/python';
import { call, pyString } from '../common/source';

/** What one printing gathers besides its text (../common/python.ts). */
export class Ctx extends PyCtx {
  constructor(files: readonly PlanFile[]) {
    super('py-cord', files);
  }
}

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
export const pyName = (words: Words): string => safeName(words.join('_'), OWN);

/** Classes the printed code declares besides the plan's. */
const OWN_CLASSES = new Set(['DesignView', 'DesignModal']);

/** The plan's words as a PascalCase class name, with a suffix saying what it is. */
export function className(words: Words, suffix: string): string {
  const base = words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
  const name = base.endsWith(suffix) ? base : `${base}${suffix}`;
  return OWN_CLASSES.has(name) ? `${name}_` : name;
}

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
