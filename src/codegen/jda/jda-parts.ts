// JDA's expression for the plan's other nodes: an embed (`new EmbedBuilder()...build()`, its
// fields as addField calls), a poll (`MessagePollData.builder(q)...build()`, its answers as
// addAnswer calls), a command (`Commands.slash/user/message`) and an option, subcommand or group
// (`new OptionData(...)`, `new SubcommandData(...)`, `new SubcommandGroupData(...)`).
import { shown } from '../../model';
import type { Json, NodeKind, PlanNode } from '../../model';
import { isoInstant } from '../common/embed-values';
import { Chain, Fields, slotNodes, varOf } from './jda-nodes';
import type { Out } from './jda-values';
import {
  CHANNEL_TYPES,
  CONTEXTS,
  INSTALLS,
  LOCALES,
  constants,
  double,
  emoji,
  isObject,
  long,
  permissions,
  str,
} from './jda-values';

/** JDA's EmbedBuilder refuses a URL that is not one of these (its URL_PATTERN). */
const EMBED_URL = /^\s*(https?|attachment):\/\/\S+\s*$/i;

/** A URL JDA's EmbedBuilder takes as a literal, else `null` (the setter leaves it unset: said). */
function embedUrl(v: Json | undefined, path: string, out: Out): string {
  if (typeof v === 'string' && EMBED_URL.test(v) && v.length <= 2000) return str(v);
  if (v !== undefined && v !== null)
    out.note(
      path,
      `JDA's EmbedBuilder takes only an http, https or attachment URL of up to 2000 characters without spaces: left out (${shown(v)})`,
    );
  return 'null';
}

/** An embed's object field (author, footer, image...): the keys JDA has no place for are said. */
function part(f: Fields, key: string, known: readonly string[]): { [key: string]: Json } | null {
  const v = f.value(key);
  if (v === undefined || v === null) return null;
  if (!isObject(v)) {
    f.out.note(f.path(key), `not an object: left out (${shown(v)})`);
    return null;
  }
  f.out.unknownKeys(v, known, f.path(key), `JDA's embed ${key}`);
  return v;
}

export function embed(n: PlanNode, out: Out): string {
  const f = new Fields(n, out);
  const c = new Chain(`new ${out.t('EmbedBuilder')}()`);
  const url = () => embedUrl(f.value('url'), f.path('url'), out);
  if (f.has('title')) c.call('setTitle', f.text('title'), url());
  else if (f.has('url')) c.call('setUrl', url());
  if (f.has('description')) c.call('setDescription', f.text('description'));
  if (f.has('color')) c.call('setColor', f.int('color'));
  const when = isoInstant(f.value('timestamp'));
  if (when !== null) c.call('setTimestamp', `${out.t('OffsetDateTime')}.parse(${str(when)})`);
  else if (f.has('timestamp'))
    out.note(f.path('timestamp'), `not a time: left out (${shown(f.value('timestamp') ?? null)})`);
  const author = part(f, 'author', ['name', 'url', 'icon_url']);
  const at = (key: string, sub: string) => `${f.path(key)}.${sub}`;
  if (author)
    c.call(
      'setAuthor',
      out.text(author.name, at('author', 'name')),
      embedUrl(author.url, at('author', 'url'), out),
      embedUrl(author.icon_url, at('author', 'icon_url'), out),
    );
  const footer = part(f, 'footer', ['text', 'icon_url']);
  if (footer)
    c.call(
      'setFooter',
      out.text(footer.text, at('footer', 'text')),
      embedUrl(footer.icon_url, at('footer', 'icon_url'), out),
    );
  for (const key of ['thumbnail', 'image']) {
    const media = part(f, key, ['url']);
    const setter = key === 'image' ? 'setImage' : 'setThumbnail';
    // A refused url leaves the whole image out: the note names it.
    if (media) c.call(setter, embedUrl(media.url, f.path(key), out));
  }
  for (const field of slotNodes(n, 'fields')) {
    const ff = new Fields(field, out);
    c.call('addField', ff.text('name'), ff.text('value'), String(ff.bool('inline') === 'true'));
    ff.done();
  }
  f.done();
  c.call('build');
  return c.toString();
}

export function poll(n: PlanNode, out: Out): string {
  const f = new Fields(n, out);
  const question = f.value('question');
  const q = f.path('question');
  out.unknownKeys(question, ['text'], q, "JDA's poll question");
  if (isObject(question)) out.trims(question.text, `${q}.text`);
  const c = new Chain(
    `${out.t('MessagePollData')}.builder(${out.text(isObject(question) ? question.text : '', `${q}.text`)})`,
  );
  for (const answer of slotNodes(n, 'answers')) {
    const af = new Fields(answer, out);
    const m = af.value('poll_media');
    const at = af.path('poll_media');
    out.unknownKeys(m, ['text', 'emoji'], at, "JDA's poll answer");
    const o = isObject(m) ? m : {};
    out.trims(o.text, `${at}.text`);
    const e = o.emoji === undefined ? null : emoji(o.emoji, out, `${at}.emoji`);
    const label = out.text(o.text, `${at}.text`);
    if (e === null) c.call('addAnswer', label);
    else c.call('addAnswer', label, e);
    af.done();
  }
  const hours = f.long('duration');
  if (hours !== null) c.call('setDuration', `${out.t('Duration')}.ofHours(${hours})`);
  if (f.has('allow_multiselect')) c.call('setMultiAnswer', f.bool('allow_multiselect'));
  const layout = f.value('layout_type');
  if (layout === 1) c.call('setLayout', `${out.t('MessagePoll')}.LayoutType.DEFAULT`);
  else if (layout !== undefined && layout !== null)
    out.note(f.path('layout_type'), `JDA has no such poll layout: left out (${shown(layout)})`);
  f.done();
  c.call('build');
  return c.toString();
}

const OPTION_TYPES: Partial<Record<NodeKind, string>> = {
  'string-option': 'STRING',
  'integer-option': 'INTEGER',
  'boolean-option': 'BOOLEAN',
  'user-option': 'USER',
  'channel-option': 'CHANNEL',
  'role-option': 'ROLE',
  'mentionable-option': 'MENTIONABLE',
  'number-option': 'NUMBER',
  'attachment-option': 'ATTACHMENT',
};

export const isCommandPart = (kind: NodeKind): boolean =>
  kind.endsWith('-command') || kind in OPTION_TYPES || kind.startsWith('subcommand');

/** `.setNameLocalization(DiscordLocale.FRENCH, "...")` for each known locale of a map. */
function localize(c: Chain, method: string, value: Json | undefined, path: string, out: Out): void {
  if (!isObject(value)) {
    if (value !== undefined && value !== null)
      out.note(path, `not a map of locales: left out (${shown(value)})`);
    return;
  }
  for (const [tag, s] of Object.entries(value)) {
    if (s === null) continue;
    const at = `${path}.${tag}`;
    if (!LOCALES[tag])
      out.note(at, `JDA's DiscordLocale has no such locale: left out (${shown(s)})`);
    else if (typeof s !== 'string') out.note(at, `not text: left out (${shown(s)})`);
    else c.call(method, `${out.t('DiscordLocale')}.${LOCALES[tag]}`, str(s));
  }
}

/** Both localization maps of a command, an option or a subcommand. */
function localizeBoth(c: Chain, f: Fields, description = true): void {
  for (const key of ['name', ...(description ? ['description'] : [])]) {
    const field = `${key}_localizations`;
    const method = key === 'name' ? 'setNameLocalization' : 'setDescriptionLocalization';
    localize(c, method, f.value(field), f.path(field), f.out);
  }
}

/** A choice's value as the option type takes it: long, double or String. */
function choiceValue(kind: NodeKind, v: Json | undefined, path: string, out: Out): string {
  const say = (literal: string) => {
    out.note(path, `not a value of the option's type: written as ${literal} (${shown(v ?? null)})`);
    return literal;
  };
  if (kind === 'integer-option') return long(v) ?? say('0L');
  if (kind === 'number-option') return double(v) ?? say('0.0');
  return out.text(v, path);
}

function option(n: PlanNode, out: Out): string {
  const f = new Fields(n, out);
  f.value('type');
  const name = f.text('name');
  const description = f.text('description');
  if (n.kind === 'subcommand-group' || n.kind === 'subcommand') {
    const group = n.kind === 'subcommand-group';
    const c = new Chain(
      `new ${out.t(group ? 'SubcommandGroupData' : 'SubcommandData')}(${name}, ${description})`,
    );
    localizeBoth(c, f);
    const kids = slotNodes(n, 'options').map(varOf);
    if (kids.length > 0) c.call(group ? 'addSubcommands' : 'addOptions', kids.join(', '));
    f.done();
    return c.toString();
  }
  const required = f.bool('required') === 'true';
  const auto = f.bool('autocomplete') === 'true';
  const c = new Chain(
    `new ${out.t('OptionData')}(${out.t('OptionType')}.${OPTION_TYPES[n.kind] ?? 'STRING'}, ${name}, ${description}${required || auto ? `, ${required}` : ''}${auto ? ', true' : ''})`,
  );
  localizeBoth(c, f);
  const num = (key: string) => (n.kind === 'number-option' ? f.double(key) : f.long(key));
  if (f.has('min_value')) c.call('setMinValue', num('min_value'));
  if (f.has('max_value')) c.call('setMaxValue', num('max_value'));
  if (f.has('min_length')) c.call('setMinLength', f.int('min_length'));
  if (f.has('max_length')) c.call('setMaxLength', f.int('max_length'));
  if (f.has('channel_types'))
    c.call(
      'setChannelTypes',
      constants(
        out.t('ChannelType'),
        CHANNEL_TYPES,
        f.value('channel_types'),
        out,
        f.path('channel_types'),
      ),
    );
  const choices = f.value('choices');
  const at = f.path('choices');
  if (!Array.isArray(choices) && choices !== undefined && choices !== null)
    out.note(at, `not a list: left out (${shown(choices)})`);
  if (Array.isArray(choices) && choices.length > 0)
    c.call(
      'addChoices',
      choices
        .map((ch, i) => {
          const o = isObject(ch) ? ch : {};
          const path = `${at}[${i}]`;
          if (!isObject(ch)) out.note(path, `not a choice: written as an empty one (${shown(ch)})`);
          out.unknownKeys(ch, ['name', 'value', 'name_localizations'], path, "JDA's choice");
          const cc = new Chain(
            `new ${out.t('Command')}.Choice(${out.text(o.name, `${path}.name`)}, ${choiceValue(n.kind, o.value, `${path}.value`, out)})`,
          );
          localize(
            cc,
            'setNameLocalization',
            o.name_localizations,
            `${path}.name_localizations`,
            out,
          );
          return cc.flat();
        })
        .join(',\n                '),
    );
  f.done();
  return c.toString();
}

/** JDA adds a command's subcommands, then its groups, then its options: another order is said. */
function sayOrder(n: PlanNode, kids: readonly PlanNode[], out: Out): void {
  const rank = (k: PlanNode) =>
    k.kind === 'subcommand' ? 0 : k.kind === 'subcommand-group' ? 1 : 2;
  if (kids.some((k, i) => i > 0 && rank(k) < rank(kids[i - 1]!)))
    out.note(
      `${n.path}.options`,
      'JDA adds subcommands before subcommand groups, and both before options: their order changes',
    );
}

function command(n: PlanNode, out: Out): string {
  const f = new Fields(n, out);
  f.value('type');
  const name = f.text('name');
  const C = out.t('Commands');
  const slash = n.kind === 'chat-input-command';
  const c = new Chain(
    slash
      ? `${C}.slash(${name}, ${f.text('description')})`
      : `${C}.${n.kind === 'user-command' ? 'user' : 'message'}(${name})`,
  );
  // A context menu command's description is always "" (Discord's rule): JDA sends that.
  if (!slash && f.peek('description') === '') f.value('description');
  localizeBoth(c, f, slash);
  if (f.present('default_member_permissions'))
    c.call(
      'setDefaultPermissions',
      permissions(f.value('default_member_permissions'), out, f.path('default_member_permissions')),
    );
  const contexts = f.value('contexts');
  c.call(
    'setContexts',
    Array.isArray(contexts)
      ? constants(out.t('InteractionContextType'), CONTEXTS, contexts, out, f.path('contexts'))
      : `${out.t('InteractionContextType')}.ALL`,
  );
  if (contexts !== undefined && contexts !== null && !Array.isArray(contexts))
    out.note(f.path('contexts'), `not a list: written as every context (${shown(contexts)})`);
  if (f.has('integration_types'))
    c.call(
      'setIntegrationTypes',
      constants(
        out.t('IntegrationType'),
        INSTALLS,
        f.value('integration_types'),
        out,
        f.path('integration_types'),
      ),
    );
  else
    out.note(
      f.path('integration_types'),
      "not set in the design, where Discord would use the app's install settings: JDA sends [GUILD_INSTALL]",
    );
  if (f.has('nsfw')) c.call('setNSFW', f.bool('nsfw'));
  const kids = slotNodes(n, 'options');
  sayOrder(n, kids, out);
  const subs = kids.filter((k) => k.kind === 'subcommand').map(varOf);
  const groups = kids.filter((k) => k.kind === 'subcommand-group').map(varOf);
  const options = kids.filter((k) => !k.kind.startsWith('subcommand')).map(varOf);
  if (subs.length > 0) c.call('addSubcommands', subs.join(', '));
  if (groups.length > 0) c.call('addSubcommandGroups', groups.join(', '));
  if (options.length > 0) c.call('addOptions', options.join(', '));
  f.done();
  return c.toString();
}

export function commandPart(n: PlanNode, out: Out): string {
  return n.kind.endsWith('-command') ? command(n, out) : option(n, out);
}
