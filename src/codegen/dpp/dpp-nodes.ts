// The D++ statements that build each node of a plan (a component, an embed, a poll, a command or
// an option), declared by its plan name, children before parents as the plan orders them. What
// D++ 10.1.5 sends differently from the design, or not at all, is added to `notes`, which the
// printed code's header says.
import type { Notes } from '../common/header';
import type { Json, PlanField, PlanNode } from '../../model';
import {
  BUTTON_STYLES,
  channelType,
  colour,
  double,
  ident,
  int,
  isObj,
  snowflake,
  str,
  text,
} from './dpp-words';

const SELECTS = ['user-select', 'role-select', 'mentionable-select', 'channel-select'];
const SELECT_TYPES: Readonly<Record<string, string>> = {
  'string-select': 'dpp::cot_selectmenu',
  'user-select': 'dpp::cot_user_selectmenu',
  'role-select': 'dpp::cot_role_selectmenu',
  'mentionable-select': 'dpp::cot_mentionable_selectmenu',
  'channel-select': 'dpp::cot_channel_selectmenu',
};
const COMPONENT_TYPES: Readonly<Record<string, string>> = {
  ...SELECT_TYPES,
  'action-row': 'dpp::cot_action_row',
  button: 'dpp::cot_button',
  'text-input': 'dpp::cot_text',
  section: 'dpp::cot_section',
  'text-display': 'dpp::cot_text_display',
  thumbnail: 'dpp::cot_thumbnail',
  'media-gallery': 'dpp::cot_media_gallery',
  file: 'dpp::cot_file',
  separator: 'dpp::cot_separator',
  container: 'dpp::cot_container',
};
const OPTION_TYPES: Readonly<Record<string, string>> = {
  subcommand: 'dpp::co_sub_command',
  'subcommand-group': 'dpp::co_sub_command_group',
  'string-option': 'dpp::co_string',
  'integer-option': 'dpp::co_integer',
  'boolean-option': 'dpp::co_boolean',
  'user-option': 'dpp::co_user',
  'channel-option': 'dpp::co_channel',
  'role-option': 'dpp::co_role',
  'mentionable-option': 'dpp::co_mentionable',
  'number-option': 'dpp::co_number',
  'attachment-option': 'dpp::co_attachment',
};

/** A node's fields by key, and a note for every one the printer did not use. */
class Fields {
  private readonly used = new Set<string>();
  constructor(
    private readonly node: PlanNode,
    private readonly notes: Notes,
  ) {}

  get(key: string): Json | undefined {
    this.used.add(key);
    return this.node.fields.find((f) => f.key === key)?.value;
  }

  note(f: PlanField | string, sentence: string): void {
    const path = typeof f === 'string' ? `${this.node.path}.${f}` : f.path;
    this.notes.note(path, sentence);
  }

  /** Every field not read: D++ has no way to set it. */
  rest(): void {
    for (const f of this.node.fields)
      if (!this.used.has(f.key))
        this.note(f, `D++ 10.1.5 has no way to send \`${f.key}\` here: left out`);
  }
}

const child = (n: PlanNode, slot: string): readonly PlanNode[] =>
  n.slots.find((s) => s.slot === slot)?.nodes ?? [];

function emoji(e: Json | undefined): string | null {
  if (!isObj(e)) return null;
  const args = [str(text(e.name ?? ''))];
  if (e.id !== undefined || e.animated === true) args.push(snowflake(e.id ?? '0'));
  if (e.animated === true) args.push('true');
  return `set_emoji(${args.join(', ')})`;
}

function selectOption(o: Json): string {
  if (!isObj(o)) return 'dpp::select_option()';
  const args = [str(text(o.label)), str(text(o.value))];
  if (typeof o.description === 'string') args.push(str(o.description));
  let out = `dpp::select_option(${args.join(', ')})`;
  if (o.default === true) out += '.set_default(true)';
  const e = emoji(o.emoji);
  if (e) out += `.${e}`;
  return out;
}

/** `.set_x(...)` calls of a component, after its set_type. */
function componentCalls(n: PlanNode, f: Fields): string[] {
  const calls: string[] = [];
  const num = (key: string, setter: string) => {
    const v = int(f.get(key));
    if (v !== null) calls.push(`${setter}(${v})`);
  };
  const string = (key: string, setter: string) => {
    const v = f.get(key);
    if (v !== undefined && v !== null) calls.push(`${setter}(${str(text(v))})`);
  };
  const bool = (key: string, setter: string) => {
    const v = f.get(key);
    if (typeof v === 'boolean') calls.push(`${setter}(${String(v)})`);
  };
  switch (n.kind) {
    case 'button': {
      const style = f.get('style');
      if (typeof style === 'number' && style !== 5 && BUTTON_STYLES[style])
        calls.push(`set_style(${BUTTON_STYLES[style]})`);
      string('label', 'set_label');
      string('custom_id', 'set_id');
      string('url', 'set_url');
      const sku = f.get('sku_id');
      if (sku !== undefined) calls.push(`set_sku_id(${snowflake(sku)})`);
      const e = emoji(f.get('emoji'));
      if (e) calls.push(e);
      bool('disabled', 'set_disabled');
      break;
    }
    case 'string-select':
    case 'user-select':
    case 'role-select':
    case 'mentionable-select':
    case 'channel-select': {
      string('custom_id', 'set_id');
      string('placeholder', 'set_placeholder');
      num('min_values', 'set_min_values');
      num('max_values', 'set_max_values');
      const options = f.get('options');
      if (Array.isArray(options))
        for (const o of options) calls.push(`add_select_option(${selectOption(o)})`);
      const types = f.get('channel_types');
      if (Array.isArray(types))
        for (const t of types) calls.push(`add_channel_type(${channelType(t)})`);
      const defaults = f.get('default_values');
      if (Array.isArray(defaults))
        for (const d of defaults)
          if (isObj(d))
            calls.push(
              `add_default_value(${snowflake(d.id)}, dpp::cdt_${d.type === 'role' ? 'role' : d.type === 'channel' ? 'channel' : 'user'})`,
            );
      bool('disabled', 'set_disabled');
      break;
    }
    case 'text-input': {
      const style = f.get('style');
      calls.push(`set_text_style(dpp::${style === 2 ? 'text_paragraph' : 'text_short'})`);
      string('label', 'set_label');
      string('custom_id', 'set_id');
      num('min_length', 'set_min_length');
      num('max_length', 'set_max_length');
      bool('required', 'set_required');
      string('placeholder', 'set_placeholder');
      string('value', 'set_default_value');
      break;
    }
    case 'text-display':
      string('content', 'set_content');
      break;
    case 'thumbnail': {
      const media = f.get('media');
      if (isObj(media)) {
        calls.push(`set_thumbnail(${str(text(media.url))})`);
        for (const k of Object.keys(media))
          if (k !== 'url') f.note('media', `D++ sends only a media's url: \`${k}\` left out`);
      }
      string('description', 'set_description');
      bool('spoiler', 'set_spoiler');
      break;
    }
    case 'media-gallery': {
      const items = f.get('items');
      if (Array.isArray(items))
        for (const item of items) {
          if (!isObj(item)) continue;
          let c = 'dpp::component().set_type(dpp::cot_thumbnail)';
          if (isObj(item.media)) c += `.set_thumbnail(${str(text(item.media.url))})`;
          if (typeof item.description === 'string')
            c += `.set_description(${str(item.description)})`;
          if (typeof item.spoiler === 'boolean') c += `.set_spoiler(${String(item.spoiler)})`;
          calls.push(`add_media_gallery_item(${c})`);
        }
      break;
    }
    case 'file': {
      const file = f.get('file');
      if (isObj(file)) {
        calls.push(`set_file(${str(text(file.url))})`);
        f.note(
          'file',
          "D++ 10.1.5 sends a File's attachment under `media`, where Discord reads `file`",
        );
      }
      bool('spoiler', 'set_spoiler');
      break;
    }
    case 'separator': {
      bool('divider', 'set_divider');
      const spacing = f.get('spacing');
      if (spacing === 1 || spacing === 2)
        calls.push(`set_spacing(dpp::${spacing === 2 ? 'sep_large' : 'sep_small'})`);
      break;
    }
    case 'container': {
      const accent = f.get('accent_color');
      if (typeof accent === 'number') calls.push(`set_accent(${colour(accent)})`);
      bool('spoiler', 'set_spoiler');
      break;
    }
    default:
      break;
  }
  return calls;
}

/** The statements declaring a component (not a modal's label, which is its child's label). */
function component(n: PlanNode, notes: Notes): string[] {
  const f = new Fields(n, notes);
  const name = ident(n.name);
  const calls = [
    `set_type(${COMPONENT_TYPES[n.kind] ?? 'dpp::cot_action_row'})`,
    ...componentCalls(n, f),
  ];
  f.rest();
  const lines = [`dpp::component ${name};`, `${name}${calls.map((c) => `\n\t.${c}`).join('')};`];
  for (const c of child(n, 'components')) lines.push(`${name}.add_component_v2(${ident(c.name)});`);
  for (const c of child(n, 'accessory')) lines.push(`${name}.set_accessory(${ident(c.name)});`);
  return lines;
}

function embed(n: PlanNode, notes: Notes): string[] {
  const f = new Fields(n, notes);
  const name = ident(n.name);
  const calls: string[] = [];
  for (const [key, setter] of [
    ['title', 'set_title'],
    ['description', 'set_description'],
    ['url', 'set_url'],
  ] as const) {
    const v = f.get(key);
    if (typeof v === 'string') calls.push(`${setter}(${str(v)})`);
  }
  const color = f.get('color');
  if (typeof color === 'number') calls.push(`set_color(${colour(color)})`);
  const ts = f.get('timestamp');
  if (typeof ts === 'string') {
    const ms = Date.parse(ts);
    if (Number.isNaN(ms)) f.note('timestamp', 'not a date D++ can send: left out');
    else {
      if (ms % 1000 !== 0) f.note('timestamp', 'D++ sends a timestamp to the second');
      calls.push(`set_timestamp(${Math.floor(ms / 1000)}) // ${new Date(ms).toISOString()}`);
    }
  }
  const author = f.get('author');
  if (isObj(author)) {
    calls.push(
      `set_author(${str(text(author.name))}, ${str(text(author.url))}, ${str(text(author.icon_url))})`,
    );
    if (author.url === undefined || author.icon_url === undefined)
      f.note('author', 'D++ sends an author\'s url and icon_url even when empty ("")');
  }
  const footer = f.get('footer');
  if (isObj(footer)) {
    calls.push(
      `set_footer(dpp::embed_footer().set_text(${str(text(footer.text))}).set_icon(${str(text(footer.icon_url))}))`,
    );
    if (footer.icon_url === undefined)
      f.note('footer', 'D++ sends a footer\'s icon_url even when empty ("")');
  }
  for (const key of ['thumbnail', 'image'] as const) {
    const v = f.get(key);
    if (isObj(v)) calls.push(`set_${key}(${str(text(v.url))})`);
  }
  for (const field of child(n, 'fields')) {
    const ff = new Fields(field, notes);
    const inline = ff.get('inline') === true ? ', true' : '';
    calls.push(`add_field(${str(text(ff.get('name')))}, ${str(text(ff.get('value')))}${inline})`);
    ff.rest();
  }
  f.rest();
  // A // comment after a call ends the line, so each call has a line of its own.
  return [
    `dpp::embed ${name};`,
    `${name}${calls.map((c) => `\n\t.${c}`).join('')};`.replace(/( \/\/ [^\n]*);$/, ';$1'),
  ]
    .join('\n')
    .split('\n');
}

function poll(n: PlanNode, notes: Notes): string[] {
  const f = new Fields(n, notes);
  const name = ident(n.name);
  const calls: string[] = [];
  const q = f.get('question');
  calls.push(`set_question(${str(text(isObj(q) ? q.text : ''))})`);
  for (const a of child(n, 'answers')) {
    const af = new Fields(a, notes);
    const media = af.get('poll_media');
    const m = isObj(media) ? media : {};
    const e = isObj(m.emoji) ? m.emoji : null;
    if (e && e.id !== undefined && e.id !== null)
      calls.push(
        `add_answer(${str(text(m.text))}, ${snowflake(e.id)}${e.animated === true ? ', true' : ''})`,
      );
    else if (e && typeof e.name === 'string')
      calls.push(`add_answer(${str(text(m.text))}, ${str(e.name)})`);
    else calls.push(`add_answer(${str(text(m.text))})`);
    af.rest();
  }
  const duration = int(f.get('duration'));
  if (duration !== null) calls.push(`set_duration(${duration})`);
  const multi = f.get('allow_multiselect');
  if (typeof multi === 'boolean') calls.push(`set_allow_multiselect(${String(multi)})`);
  f.get('layout_type'); // D++ always sends layout_type 1, the only one Discord has
  f.rest();
  return [`dpp::poll ${name};`, `${name}${calls.map((c) => `\n\t.${c}`).join('')};`];
}

/** Localizations as D++ takes them: add_localization where a name is given, else the map. */
function localizations(name: string, f: Fields, withDescription: boolean): string[] {
  const names = f.get('name_localizations');
  const descs = withDescription ? f.get('description_localizations') : undefined;
  const n = isObj(names) ? names : {};
  const d = isObj(descs) ? descs : {};
  const lines: string[] = [];
  for (const [locale, v] of Object.entries(n)) {
    const desc = typeof d[locale] === 'string' && d[locale] !== '' ? `, ${str(d[locale])}` : '';
    lines.push(`${name}.add_localization(${str(locale)}, ${str(text(v))}${desc});`);
  }
  for (const [locale, v] of Object.entries(d))
    if (!(locale in n) || v === '')
      lines.push(`${name}.description_localizations[${str(locale)}] = ${str(text(v))};`);
  return lines;
}

function choice(c: Json, kind: string, at: string, notes: Notes): string {
  if (!isObj(c)) return 'dpp::command_option_choice()';
  const v = c.value;
  let value: string;
  if (kind === 'integer-option' && typeof v === 'number' && Number.isSafeInteger(v))
    value = `int64_t{${v}}`;
  else if (typeof v === 'number') {
    value = double(v);
    notes.note(at, `D++ sends a number choice's value as a string ("${v.toFixed(6)}")`);
  } else value = `std::string(${str(text(v ?? ''))})`;
  let out = `dpp::command_option_choice(${str(text(c.name))}, ${value})`;
  if (isObj(c.name_localizations))
    for (const [locale, t] of Object.entries(c.name_localizations))
      out += `.add_localization(${str(locale)}, ${str(text(t))})`;
  return out;
}

function option(n: PlanNode, notes: Notes): string[] {
  const f = new Fields(n, notes);
  const name = ident(n.name);
  f.get('type');
  const required = f.get('required') === true ? ', true' : '';
  const lines = [
    `dpp::command_option ${name}(${OPTION_TYPES[n.kind] ?? 'dpp::co_string'}, ${str(text(f.get('name')))}, ${str(text(f.get('description')))}${required});`,
  ];
  lines.push(...localizations(name, f, true));
  const number = n.kind === 'number-option';
  for (const key of ['min_length', 'max_length', 'min_value', 'max_value']) {
    const v = f.get(key);
    if (typeof v !== 'number') continue;
    const lit = number ? double(v) : Number.isSafeInteger(v) ? `int64_t{${v}}` : null;
    if (lit) lines.push(`${name}.set_${key}(${lit});`);
    else f.note(key, 'not a whole number: left out');
  }
  if (f.get('autocomplete') === true) lines.push(`${name}.set_auto_complete(true);`);
  const types = f.get('channel_types');
  if (Array.isArray(types))
    for (const t of types) lines.push(`${name}.add_channel_type(${channelType(t)});`);
  const choices = f.get('choices');
  if (Array.isArray(choices))
    choices.forEach((c, i) =>
      lines.push(`${name}.add_choice(${choice(c, n.kind, `${n.path}.choices[${i}]`, notes)});`),
    );
  for (const c of child(n, 'options')) lines.push(`${name}.add_option(${ident(c.name)});`);
  f.rest();
  return lines;
}

const PERMISSIONS_NULL =
  'D++ cannot send null default_member_permissions: it sends its default, USE_APPLICATION_COMMANDS';

function command(n: PlanNode, notes: Notes): string[] {
  const f = new Fields(n, notes);
  const name = ident(n.name);
  const type = f.get('type');
  const lines = [`dpp::slashcommand ${name};`];
  // set_type before set_name: set_name lower-cases while the type is still chat input.
  const ctx =
    n.kind === 'user-command'
      ? 'dpp::ctxm_user'
      : n.kind === 'message-command'
        ? 'dpp::ctxm_message'
        : 'dpp::ctxm_chat_input';
  void type;
  lines.push(
    `${name}.set_type(${ctx}).set_name(${str(text(f.get('name')))}).set_application_id(app_id);`,
  );
  const description = f.get('description');
  if (n.kind === 'chat-input-command')
    lines.push(`${name}.set_description(${str(text(description))});`);
  lines.push(...localizations(name, f, n.kind === 'chat-input-command'));
  const perms = f.get('default_member_permissions');
  if (typeof perms === 'string' && /^[0-9]{1,20}$/.test(perms))
    lines.push(`${name}.set_default_permissions(${perms}ULL);`);
  else if (perms === null) f.note('default_member_permissions', PERMISSIONS_NULL);
  else if (perms !== undefined)
    f.note('default_member_permissions', 'not a permission number: left out');
  const contexts = f.get('contexts');
  if (Array.isArray(contexts)) {
    const names = ['dpp::itc_guild', 'dpp::itc_bot_dm', 'dpp::itc_private_channel'];
    const list = contexts.map((c) =>
      typeof c === 'number' && names[c]
        ? names[c]
        : `static_cast<dpp::interaction_context_type>(${int(c) ?? 0})`,
    );
    lines.push(`${name}.set_interaction_contexts({${list.join(', ')}});`);
  }
  const integration = f.get('integration_types');
  if (Array.isArray(integration)) {
    const list = integration.map((c) =>
      c === 0
        ? 'dpp::ait_guild_install'
        : c === 1
          ? 'dpp::ait_user_install'
          : `static_cast<dpp::application_integration_types>(${int(c) ?? 0})`,
    );
    lines.push(`${name}.integration_types = {${list.join(', ')}};`);
  }
  const nsfw = f.get('nsfw');
  if (typeof nsfw === 'boolean') lines.push(`${name}.set_nsfw(${String(nsfw)});`);
  // D++ defaults dm_permission to false; Discord's default is true (contexts decide where it shows).
  const dm = f.get('dm_permission');
  lines.push(`${name}.set_dm_permission(${dm === false ? 'false' : 'true'});`);
  for (const c of child(n, 'options')) lines.push(`${name}.add_option(${ident(c.name)});`);
  f.rest();
  return lines;
}

/** The statements that declare `n` (none for the parts its parent writes itself). */
export function declare(n: PlanNode, notes: Notes): string[] {
  switch (n.kind) {
    case 'embed':
      return embed(n, notes);
    case 'poll':
      return poll(n, notes);
    case 'embed-field':
    case 'poll-answer':
    case 'label':
      return [];
    case 'chat-input-command':
    case 'user-command':
    case 'message-command':
      return command(n, notes);
    default:
      if (OPTION_TYPES[n.kind]) return option(n, notes);
      return component(n, notes);
  }
}

export { SELECTS };
