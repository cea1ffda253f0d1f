// JDA's expression for the plan's other nodes: an embed (`new EmbedBuilder()...build()`, its
// fields as addField calls), a poll (`MessagePollData.builder(q)...build()`, its answers as
// addAnswer calls), a command (`Commands.slash/user/message`) and an option, subcommand or group
// (`new OptionData(...)`, `new SubcommandData(...)`, `new SubcommandGroupData(...)`).
import type { Json, NodeKind, PlanNode } from '../../model';
import { isoInstant } from '../common/embed-values';
import { Chain, Fields, slotNodes, varOf } from './jda-nodes';
import type { Out } from './jda-values';
import {
  CHANNEL_TYPES,
  CONTEXTS,
  INSTALLS,
  LOCALES,
  bool,
  constants,
  double,
  emoji,
  int,
  isObject,
  long,
  permissions,
  str,
  text,
} from './jda-values';

/** JDA's EmbedBuilder refuses a URL that is not one of these (its URL_PATTERN). */
const EMBED_URL = /^\s*(https?|attachment):\/\/\S+\s*$/i;

/** A URL JDA's EmbedBuilder takes as a literal, else `null` (the setter leaves it unset). */
const embedUrl = (v: Json | undefined): string =>
  typeof v === 'string' && EMBED_URL.test(v) && v.length <= 2000 ? str(v) : 'null';

const urlOf = (v: Json | undefined): Json | undefined => (isObject(v) ? v.url : undefined);

export function embed(n: PlanNode, out: Out): string {
  const f = new Fields(n);
  const c = new Chain(`new ${out.t('EmbedBuilder')}()`);
  if (f.has('title')) c.call('setTitle', text(f.value('title')), embedUrl(f.value('url')));
  else if (f.has('url')) c.call('setUrl', embedUrl(f.value('url')));
  if (f.has('description')) c.call('setDescription', text(f.value('description')));
  if (f.has('color')) c.call('setColor', int(f.value('color')));
  const when = isoInstant(f.value('timestamp'));
  if (when !== null) c.call('setTimestamp', `${out.t('OffsetDateTime')}.parse(${str(when)})`);
  const author = f.value('author');
  if (isObject(author))
    c.call('setAuthor', text(author.name), embedUrl(author.url), embedUrl(author.icon_url));
  const footer = f.value('footer');
  if (isObject(footer)) c.call('setFooter', text(footer.text), embedUrl(footer.icon_url));
  if (f.has('thumbnail')) c.call('setThumbnail', embedUrl(urlOf(f.value('thumbnail'))));
  if (f.has('image')) c.call('setImage', embedUrl(urlOf(f.value('image'))));
  for (const field of slotNodes(n, 'fields')) {
    const ff = new Fields(field);
    c.call(
      'addField',
      text(ff.value('name')),
      text(ff.value('value')),
      String(ff.value('inline') === true),
    );
  }
  c.call('build');
  return c.toString();
}

export function poll(n: PlanNode, out: Out): string {
  const f = new Fields(n);
  const question = f.value('question');
  const c = new Chain(
    `${out.t('MessagePollData')}.builder(${text(isObject(question) ? question.text : '')})`,
  );
  for (const answer of slotNodes(n, 'answers')) {
    const m = new Fields(answer).value('poll_media');
    const o = isObject(m) ? m : {};
    const e = o.emoji === undefined ? null : emoji(o.emoji, out);
    if (e === null) c.call('addAnswer', text(o.text));
    else c.call('addAnswer', text(o.text), e);
  }
  const hours = long(f.value('duration'));
  if (hours !== null) c.call('setDuration', `${out.t('Duration')}.ofHours(${hours})`);
  if (f.has('allow_multiselect')) c.call('setMultiAnswer', bool(f.value('allow_multiselect')));
  if (f.value('layout_type') === 1)
    c.call('setLayout', `${out.t('MessagePoll')}.LayoutType.DEFAULT`);
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
function localize(c: Chain, method: string, value: Json | undefined, out: Out): void {
  if (!isObject(value)) return;
  for (const [tag, s] of Object.entries(value))
    if (typeof s === 'string' && LOCALES[tag])
      c.call(method, `${out.t('DiscordLocale')}.${LOCALES[tag]}`, str(s));
}

/** A choice's value as the option type takes it: long, double or String. */
function choiceValue(kind: NodeKind, v: Json | undefined): string {
  if (kind === 'integer-option') return long(v) ?? '0L';
  if (kind === 'number-option') return double(v) ?? '0.0';
  return text(v);
}

function option(n: PlanNode, out: Out): string {
  const f = new Fields(n);
  const name = text(f.value('name'));
  const description = text(f.value('description'));
  if (n.kind === 'subcommand-group' || n.kind === 'subcommand') {
    const group = n.kind === 'subcommand-group';
    const c = new Chain(
      `new ${out.t(group ? 'SubcommandGroupData' : 'SubcommandData')}(${name}, ${description})`,
    );
    localize(c, 'setNameLocalization', f.value('name_localizations'), out);
    localize(c, 'setDescriptionLocalization', f.value('description_localizations'), out);
    const kids = slotNodes(n, 'options').map(varOf);
    if (kids.length > 0) c.call(group ? 'addSubcommands' : 'addOptions', kids.join(', '));
    return c.toString();
  }
  const required = f.value('required') === true;
  const auto = f.value('autocomplete') === true;
  const c = new Chain(
    `new ${out.t('OptionData')}(${out.t('OptionType')}.${OPTION_TYPES[n.kind] ?? 'STRING'}, ${name}, ${description}${required || auto ? `, ${required}` : ''}${auto ? ', true' : ''})`,
  );
  localize(c, 'setNameLocalization', f.value('name_localizations'), out);
  localize(c, 'setDescriptionLocalization', f.value('description_localizations'), out);
  const num = n.kind === 'number-option' ? double : long;
  if (f.has('min_value')) c.call('setMinValue', num(f.value('min_value')));
  if (f.has('max_value')) c.call('setMaxValue', num(f.value('max_value')));
  if (f.has('min_length')) c.call('setMinLength', int(f.value('min_length')));
  if (f.has('max_length')) c.call('setMaxLength', int(f.value('max_length')));
  if (f.has('channel_types'))
    c.call(
      'setChannelTypes',
      constants(out.t('ChannelType'), CHANNEL_TYPES, f.value('channel_types')),
    );
  const choices = f.value('choices');
  if (Array.isArray(choices) && choices.length > 0)
    c.call(
      'addChoices',
      choices
        .map((ch) => {
          const o = isObject(ch) ? ch : {};
          const cc = new Chain(
            `new ${out.t('Command')}.Choice(${text(o.name)}, ${choiceValue(n.kind, o.value)})`,
          );
          localize(cc, 'setNameLocalization', o.name_localizations, out);
          return cc.flat();
        })
        .join(',\n                '),
    );
  return c.toString();
}

function command(n: PlanNode, out: Out): string {
  const f = new Fields(n);
  const name = text(f.value('name'));
  const C = out.t('Commands');
  const slash = n.kind === 'chat-input-command';
  const c = new Chain(
    slash
      ? `${C}.slash(${name}, ${text(f.value('description'))})`
      : `${C}.${n.kind === 'user-command' ? 'user' : 'message'}(${name})`,
  );
  localize(c, 'setNameLocalization', f.value('name_localizations'), out);
  if (slash) localize(c, 'setDescriptionLocalization', f.value('description_localizations'), out);
  if (f.present('default_member_permissions'))
    c.call('setDefaultPermissions', permissions(f.value('default_member_permissions'), out));
  const contexts = f.value('contexts');
  c.call(
    'setContexts',
    Array.isArray(contexts)
      ? constants(out.t('InteractionContextType'), CONTEXTS, contexts)
      : `${out.t('InteractionContextType')}.ALL`,
  );
  if (f.has('integration_types'))
    c.call(
      'setIntegrationTypes',
      constants(out.t('IntegrationType'), INSTALLS, f.value('integration_types')),
    );
  if (f.has('nsfw')) c.call('setNSFW', bool(f.value('nsfw')));
  const kids = slotNodes(n, 'options');
  const subs = kids.filter((k) => k.kind === 'subcommand').map(varOf);
  const groups = kids.filter((k) => k.kind === 'subcommand-group').map(varOf);
  const options = kids.filter((k) => !k.kind.startsWith('subcommand')).map(varOf);
  if (subs.length > 0) c.call('addSubcommands', subs.join(', '));
  if (groups.length > 0) c.call('addSubcommandGroups', groups.join(', '));
  if (options.length > 0) c.call('addOptions', options.join(', '));
  return c.toString();
}

export function commandPart(n: PlanNode, out: Out): string {
  return n.kind.endsWith('-command') ? command(n, out) : option(n, out);
}
