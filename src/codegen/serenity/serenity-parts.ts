// serenity's builders for a legacy message's parts and for commands: an embed with its fields, a
// poll and its answers, a command or an option with its choices and localizations.
import type { NodeKind, PlanField, PlanNode } from '../../model';
import { Chain, Fields, list, slotNodes, varOf } from './serenity-chain';
import type { Out } from './serenity-values';
import {
  CHANNEL_TYPES,
  COMMAND_TYPES,
  CONTEXTS,
  INSTALLS,
  LIBRARY,
  POLL_LAYOUTS,
  bool,
  float,
  idOf,
  int,
  isObject,
  member,
  members,
  permissions,
  str,
  text,
} from './serenity-values';

export const OPTION_TYPES: Partial<Record<NodeKind, string>> = {
  subcommand: 'SubCommand',
  'subcommand-group': 'SubCommandGroup',
  'string-option': 'String',
  'integer-option': 'Integer',
  'boolean-option': 'Boolean',
  'user-option': 'User',
  'channel-option': 'Channel',
  'role-option': 'Role',
  'mentionable-option': 'Mentionable',
  'number-option': 'Number',
  'attachment-option': 'Attachment',
};

export function embed(n: PlanNode, out: Out): string {
  const f = new Fields(n, out);
  const c = new Chain('CreateEmbed::new()');
  f.each((field) => {
    const v = field.value;
    const part = (keys: string[]) => {
      const o = isObject(v) ? v : {};
      for (const key of Object.keys(o))
        if (!keys.includes(key))
          out.note(`${field.path}.${key}`, `${LIBRARY} cannot set \`${key}\` here: left out`);
      return o;
    };
    switch (field.key) {
      case 'title':
      case 'description':
      case 'url':
        c.call(field.key, text(v, out, field.path));
        break;
      case 'color':
        c.call('colour', int(v, out, field.path));
        break;
      case 'timestamp':
        c.call('timestamp', `Timestamp::parse(${text(v, out, field.path)})?`);
        break;
      case 'image':
      case 'thumbnail':
        c.call(field.key, text(part(['url']).url, out, `${field.path}.url`));
        break;
      case 'author': {
        const o = part(['name', 'url', 'icon_url']);
        const a = new Chain(`CreateEmbedAuthor::new(${text(o.name, out, `${field.path}.name`)})`);
        if (typeof o.url === 'string') a.call('url', str(o.url));
        if (typeof o.icon_url === 'string') a.call('icon_url', str(o.icon_url));
        c.call('author', a.flat());
        break;
      }
      case 'footer': {
        const o = part(['text', 'icon_url']);
        const a = new Chain(`CreateEmbedFooter::new(${text(o.text, out, `${field.path}.text`)})`);
        if (typeof o.icon_url === 'string') a.call('icon_url', str(o.icon_url));
        c.call('footer', a.flat());
        break;
      }
      default:
        f.unknown(field);
    }
  });
  for (const ef of slotNodes(n, 'fields')) {
    const g = new Fields(ef, out);
    const name = text(g.value('name'), out, g.path('name'));
    const value = text(g.value('value'), out, g.path('value'));
    const inline = g.has('inline') ? bool(g.value('inline'), out, g.path('inline')) : 'false';
    g.each((field) => g.unknown(field));
    c.call('field', `${name}, ${value}, ${inline ?? 'false'}`);
  }
  return c.toString();
}

export function pollAnswer(n: PlanNode, out: Out): string {
  const f = new Fields(n, out);
  const c = new Chain('CreatePollAnswer::new()');
  f.each((field) => {
    if (field.key !== 'poll_media' || !isObject(field.value)) return f.unknown(field);
    for (const [key, v] of Object.entries(field.value)) {
      const at = `${field.path}.${key}`;
      if (key === 'text') c.call('text', text(v, out, at));
      else if (key === 'emoji' && isObject(v) && v.id !== undefined && v.id !== null) {
        const id = idOf('EmojiId', v.id);
        if (id === null) out.note(at, `not an emoji id (${JSON.stringify(v.id)}): left out`);
        c.call('emoji', id);
      } else if (key === 'emoji' && isObject(v) && typeof v.name === 'string')
        c.call('emoji', `${str(v.name)}.to_string()`);
      else out.note(at, `${LIBRARY} cannot set \`${key}\` of a poll answer: left out`);
    }
  });
  return c.toString();
}

export function poll(n: PlanNode, out: Out): string {
  const f = new Fields(n, out);
  const q = f.value('question');
  const question = isObject(q) ? q : {};
  for (const key of Object.keys(question))
    if (key !== 'text')
      out.note(
        `${n.path}.question.${key}`,
        `${LIBRARY} cannot set \`${key}\` of a poll question: left out`,
      );
  const hours = f.has('duration') ? int(f.value('duration'), out, f.path('duration')) : '24';
  out.uses.add('Duration');
  const c = new Chain('CreatePoll::new()');
  c.call('question', text(question.text, out, `${n.path}.question.text`));
  c.call('answers', list(slotNodes(n, 'answers').map(varOf)));
  c.call('duration', `Duration::from_secs(${hours ?? 24} * 3600)`);
  f.each((field) => {
    if (field.key === 'layout_type')
      c.call('layout_type', member('PollLayoutType', POLL_LAYOUTS, field.value, out, field.path));
    else if (field.key === 'allow_multiselect') {
      if (field.value === true) c.call('allow_multiselect', '');
    } else f.unknown(field);
  });
  return c.toString();
}

function localized(c: Chain, method: string, field: PlanField, out: Out): void {
  if (!isObject(field.value)) return out.note(field.path, `not a dictionary of locales: left out`);
  for (const [locale, v] of Object.entries(field.value))
    c.call(method, `${str(locale)}, ${text(v, out, `${field.path}.${locale}`)}`);
}

function choices(n: PlanNode, field: PlanField, c: Chain, out: Out): void {
  const items = Array.isArray(field.value) ? field.value : [];
  items.forEach((item, i) => {
    const at = `${field.path}[${i}]`;
    const o = isObject(item) ? item : {};
    const [method, value] =
      n.kind === 'integer-option'
        ? ['add_int_choice', int(o.value, out, `${at}.value`)]
        : n.kind === 'number-option'
          ? ['add_number_choice', float(o.value, out, `${at}.value`)]
          : ['add_string_choice', text(o.value, out, `${at}.value`)];
    for (const key of Object.keys(o))
      if (!['name', 'value', 'name_localizations'].includes(key))
        out.note(`${at}.${key}`, `${LIBRARY} cannot set \`${key}\` of a choice: left out`);
    if (value === null) return;
    const name = text(o.name, out, `${at}.name`);
    if (isObject(o.name_localizations)) {
      out.uses.add('HashMap');
      out.uses.add('Cow');
      const pairs = Object.entries(o.name_localizations).map(
        ([k, v]) =>
          `(Cow::Borrowed(${str(k)}), Cow::Borrowed(${text(v, out, `${at}.name_localizations.${k}`)}))`,
      );
      c.call(`${method}_localized`, `${name}, ${value}, HashMap::from([${pairs.join(', ')}])`);
    } else c.call(method, `${name}, ${value}`);
  });
}

export function command(n: PlanNode, out: Out): string {
  const f = new Fields(n, out);
  const isOption = n.kind in OPTION_TYPES;
  const c = isOption
    ? new Chain(
        `CreateCommandOption::new(CommandOptionType::${OPTION_TYPES[n.kind]}, ${text(f.value('name'), out, f.path('name'))}, ${text(f.value('description'), out, f.path('description'))})`,
      )
    : new Chain(`CreateCommand::new(${text(f.value('name'), out, f.path('name'))})`);
  const numeric = n.kind === 'number-option' ? float : int;
  f.each((field) => {
    const v = field.value;
    switch (field.key) {
      case 'type':
        c.call('kind', member('CommandType', COMMAND_TYPES, v, out, field.path));
        break;
      case 'description':
        c.call('description', text(v, out, field.path));
        break;
      case 'name_localizations':
        localized(c, 'name_localized', field, out);
        break;
      case 'description_localizations':
        localized(c, 'description_localized', field, out);
        break;
      case 'default_member_permissions':
        c.call('default_member_permissions', permissions(v, out, field.path));
        break;
      case 'contexts':
        c.call('contexts', members('InteractionContext', CONTEXTS, v, out, field.path));
        break;
      case 'integration_types':
        c.call('integration_types', members('InstallationContext', INSTALLS, v, out, field.path));
        break;
      case 'nsfw':
      case 'dm_permission':
      case 'required':
        c.call(field.key, bool(v, out, field.path));
        break;
      case 'autocomplete':
        c.call('set_autocomplete', bool(v, out, field.path));
        break;
      case 'min_length':
      case 'max_length':
        c.call(field.key, int(v, out, field.path));
        break;
      case 'min_value':
      case 'max_value':
        c.call(
          `${field.key.slice(0, 3)}_${n.kind === 'number-option' ? 'number' : 'int'}_value`,
          numeric(v, out, field.path),
        );
        break;
      case 'channel_types':
        c.call('channel_types', members('ChannelType', CHANNEL_TYPES, v, out, field.path));
        break;
      case 'choices':
        choices(n, field, c, out);
        break;
      default:
        f.unknown(field);
    }
  });
  for (const o of slotNodes(n, 'options'))
    c.call(isOption ? 'add_sub_option' : 'add_option', varOf(o));
  return c.toString();
}
