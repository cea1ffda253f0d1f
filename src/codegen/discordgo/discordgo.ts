// The discordgo (Go) printer: the source of one Go file, `package bot`, that a developer drops
// into their bot's module (it imports github.com/bwmarrin/discordgo). It prints from the model's
// plan only: the message, modal or command set as discordgo values, the call that sends, shows
// or registers it, and handler skeletons routed by custom_id. What discordgo cannot express is
// named in the comment at the top (the plan's sentences and this printer's own, for fields that
// discordgo has no place for). Recipe and limits: README.md; proven by testing/check.ts.
import { planDesign, shown, wordsOf } from '../../model';
import type {
  CommandsPlan,
  Doc,
  Json,
  Lacks,
  LeftOut,
  MessagePlan,
  ModalPlan,
  PlanField,
  PlanNode,
  Route,
} from '../../model';
import { commentLines, stringIn } from '../common/literals';
import type { CodegenOptions } from '../common/shared';

export const DISCORDGO_VERSION = 'master f43dd94 (v0.29.0-17)';
const LIBRARY = 'discordgo';

/** What discordgo cannot express (README.md): the plan leaves these out with a sentence. */
export const LACKS: Lacks = {
  library: LIBRARY,
  fields: {
    // TextDisplay has no ID field; entry point commands have no Handler field.
    'text-display': ['id'],
    'entry-point-command': ['handler'],
    'file-upload': ['file_types'],
    // MessageSend has none of these (webhook and reply fields).
    message: [
      'username',
      'avatar_url',
      'thread_name',
      'applied_tags',
      'nonce',
      'enforce_nonce',
      'message_reference',
      'shared_client_theme',
    ],
  },
};

type JsonObject = { [key: string]: Json };
const isObject = (v: Json | undefined): v is JsonObject =>
  !!v && typeof v === 'object' && !Array.isArray(v);

const GO_KEYWORDS = new Set(
  (
    'break case chan const continue default defer else fallthrough for func go goto if import ' +
    'interface map package range return select struct switch type var ' +
    // predeclared names and the handlers' own variables, never shadowed
    'bool byte error false float64 int int64 len nil string true append make new s i data fields ' +
    'f ok err id content message discordgo log bytes os json'
  ).split(' '),
);

const pascal = (words: readonly string[]) =>
  words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');

/** A local name from words: camelCase, never a keyword, never starting with a digit. */
function localName(words: readonly string[]): string {
  let name = pascal(words);
  name = name.charAt(0).toLowerCase() + name.slice(1);
  if (name === '' || /^[0-9]/.test(name)) name = `v${name}`;
  return GO_KEYWORDS.has(name) ? `${name}Value` : name;
}

/** Collects Go source lines and the sentences of what was left out. */
class Out {
  readonly notes: LeftOut[] = [];
  readonly imports = new Set<string>(['github.com/bwmarrin/discordgo']);
  usesPtr = false;

  constructor(readonly helper: string) {}

  leave(path: string, what: string): void {
    this.notes.push({ path, what });
  }

  /** `x` behind a pointer, for discordgo's optional fields. */
  ptr(expr: string): string {
    this.usesPtr = true;
    return `${this.helper}Ptr(${expr})`;
  }
}

// ---- scalar values ----------------------------------------------------------------------

const str = (v: Json): string | null => (typeof v === 'string' ? stringIn(v, 'go') : null);
const int = (v: Json): string | null =>
  typeof v === 'number' && Number.isSafeInteger(v) ? String(v) : null;
const float = (v: Json): string | null =>
  typeof v === 'number' && Number.isFinite(v) ? String(v) : null;
const bool = (v: Json): string | null => (typeof v === 'boolean' ? String(v) : null);
const isZero = (v: Json) => v === '' || v === 0 || v === false;

const CHANNEL_TYPES: Record<number, string> = {
  0: 'ChannelTypeGuildText',
  1: 'ChannelTypeDM',
  2: 'ChannelTypeGuildVoice',
  3: 'ChannelTypeGroupDM',
  4: 'ChannelTypeGuildCategory',
  5: 'ChannelTypeGuildNews',
  6: 'ChannelTypeGuildStore',
  10: 'ChannelTypeGuildNewsThread',
  11: 'ChannelTypeGuildPublicThread',
  12: 'ChannelTypeGuildPrivateThread',
  13: 'ChannelTypeGuildStageVoice',
  14: 'ChannelTypeGuildDirectory',
  15: 'ChannelTypeGuildForum',
  16: 'ChannelTypeGuildMedia',
};

const LOCALES: Record<string, string> = {
  'en-US': 'EnglishUS',
  'en-GB': 'EnglishGB',
  bg: 'Bulgarian',
  'zh-CN': 'ChineseCN',
  'zh-TW': 'ChineseTW',
  hr: 'Croatian',
  cs: 'Czech',
  da: 'Danish',
  nl: 'Dutch',
  fi: 'Finnish',
  fr: 'French',
  de: 'German',
  el: 'Greek',
  hi: 'Hindi',
  hu: 'Hungarian',
  it: 'Italian',
  ja: 'Japanese',
  ko: 'Korean',
  lt: 'Lithuanian',
  no: 'Norwegian',
  pl: 'Polish',
  'pt-BR': 'PortugueseBR',
  ro: 'Romanian',
  ru: 'Russian',
  'es-ES': 'SpanishES',
  'es-419': 'SpanishLATAM',
  'sv-SE': 'Swedish',
  th: 'Thai',
  tr: 'Turkish',
  uk: 'Ukrainian',
  vi: 'Vietnamese',
};

const named = (names: Record<number, string>, type: string, v: Json): string | null => {
  const n = int(v);
  if (n === null) return null;
  const name = names[Number(n)];
  return name ? `discordgo.${name}` : `discordgo.${type}(${n})`;
};

function list(v: Json, each: (e: Json) => string | null): string[] | null {
  if (!Array.isArray(v)) return null;
  const out = v.map(each);
  return out.every((e): e is string => e !== null) ? out : null;
}

/** Go's composite literal of `type` from `entries` (`Key: value`), one a line when long. */
function literal(type: string, entries: readonly string[], indent: string): string {
  if (entries.length === 0) return `${type}{}`;
  const oneLine = `${type}{${entries.join(', ')}}`;
  if (oneLine.length + indent.length <= 100 && !oneLine.includes('\n')) return oneLine;
  const inner = `${indent}\t`;
  return `${type}{\n${entries.map((e) => `${inner}${e},`).join('\n')}\n${indent}}`;
}

// ---- fields by table ----------------------------------------------------------------------

/**
 * How a Discord key becomes a Go field: its name, how to print the value (null when the value
 * cannot be printed, say a number where discordgo takes a string), and whether discordgo
 * leaves a zero value out (`omitempty` on a field that is not a pointer).
 */
interface GoField {
  go: string;
  value: (v: Json, out: Out, at: string, indent: string) => string | null;
  omitsZero?: boolean;
}

const f = (go: string, value: GoField['value'], omitsZero = false): GoField => ({
  go,
  value,
  omitsZero,
});

/** Prints the entries of `fields` a table knows; the others are left out with a sentence. */
function entriesOf(
  fields: readonly PlanField[],
  table: Readonly<Record<string, GoField>>,
  what: string,
  out: Out,
  indent: string,
): string[] {
  const entries: string[] = [];
  for (const field of fields) {
    const spec = table[field.key];
    if (spec?.go === 'DefaultMemberPermissions' && field.value === null) {
      out.leave(
        field.path,
        `${LIBRARY} cannot send \`${field.key}\`: null; it leaves it unset, which Discord treats the same`,
      );
      continue;
    }
    if (!spec) {
      out.leave(
        field.path,
        `${LIBRARY} has no field for \`${field.key}\` of ${what}: left out (${shown(field.value)})`,
      );
      continue;
    }
    if (spec.omitsZero && isZero(field.value)) {
      out.leave(
        field.path,
        `${LIBRARY} does not send \`${field.key}\` when it is ${shown(field.value)} (it omits a zero value)`,
      );
      continue;
    }
    const value = spec.value(field.value, out, field.path, indent);
    if (value === null) {
      out.leave(
        field.path,
        `${LIBRARY} cannot take this \`${field.key}\` of ${what}: left out (${shown(field.value)})`,
      );
      continue;
    }
    entries.push(`${spec.go}: ${value}`);
  }
  return entries;
}

/** An object value (an embed's author, an emoji) by a table of its keys. */
function objectOf(
  v: Json,
  type: string,
  table: Readonly<Record<string, GoField>>,
  what: string,
  out: Out,
  at: string,
  indent: string,
): string | null {
  if (!isObject(v)) return null;
  const fields = Object.entries(v).map(([key, value]) => ({ key, value, path: `${at}.${key}` }));
  return literal(type, entriesOf(fields, table, what, out, `${indent}\t`), indent);
}

const EMOJI: Record<string, GoField> = {
  name: f('Name', str, true),
  id: f('ID', str, true),
  animated: f('Animated', bool, true),
};
const emoji: GoField['value'] = (v, out, at, indent) =>
  objectOf(v, '&discordgo.ComponentEmoji', EMOJI, 'an emoji', out, at, indent);

const MEDIA: Record<string, GoField> = { url: f('URL', str) };
const media: GoField['value'] = (v, out, at, indent) =>
  objectOf(v, 'discordgo.UnfurledMediaItem', MEDIA, 'a media item', out, at, indent);

const ptrOf =
  (value: (v: Json) => string | null): GoField['value'] =>
  (v, out) => {
    const x = value(v);
    return x === null ? null : out.ptr(x);
  };

const channelTypes: GoField['value'] = (v, _out, _at, indent) => {
  const items = list(v, (e) => named(CHANNEL_TYPES, 'ChannelType', e));
  return items && literal('[]discordgo.ChannelType', items, indent);
};

const SELECT_TYPES: Record<string, string> = {
  'string-select': 'StringSelectMenu',
  'user-select': 'UserSelectMenu',
  'role-select': 'RoleSelectMenu',
  'mentionable-select': 'MentionableSelectMenu',
  'channel-select': 'ChannelSelectMenu',
};

const SELECT_OPTION: Record<string, GoField> = {
  label: f('Label', str, true),
  value: f('Value', str),
  description: f('Description', str),
  emoji: f('Emoji', emoji),
  default: f('Default', bool),
};

const DEFAULT_VALUE: Record<string, GoField> = {
  id: f('ID', str),
  type: f('Type', (v) => {
    const names: Record<string, string> = { user: 'User', role: 'Role', channel: 'Channel' };
    if (typeof v !== 'string') return null;
    const name = names[v];
    return name
      ? `discordgo.SelectMenuDefaultValue${name}`
      : `discordgo.SelectMenuDefaultValueType(${stringIn(v, 'go')})`;
  }),
};

const listOf =
  (type: string, table: Record<string, GoField>, what: string): GoField['value'] =>
  (v, out, at, indent) => {
    if (!Array.isArray(v)) return null;
    const items = v.map((e, i) => objectOf(e, '', table, what, out, `${at}[${i}]`, `${indent}\t`));
    if (!items.every((e): e is string => e !== null)) return null;
    return literal(type, items, indent);
  };

const selectOptions = listOf('[]discordgo.SelectMenuOption', SELECT_OPTION, 'a select option');

const ID = f('ID', int, true);

const SELECT: Record<string, GoField> = {
  id: ID,
  custom_id: f('CustomID', str, true),
  placeholder: f('Placeholder', str),
  min_values: f('MinValues', ptrOf(int)),
  max_values: f('MaxValues', int, true),
  default_values: f(
    'DefaultValues',
    listOf('[]discordgo.SelectMenuDefaultValue', DEFAULT_VALUE, 'a default value'),
  ),
  options: f('Options', selectOptions),
  disabled: f('Disabled', bool),
  required: f('Required', ptrOf(bool)),
  channel_types: f('ChannelTypes', channelTypes),
};

const BUTTON_STYLES: Record<number, string> = {
  1: 'PrimaryButton',
  2: 'SecondaryButton',
  3: 'SuccessButton',
  4: 'DangerButton',
  5: 'LinkButton',
  6: 'PremiumButton',
};

const SPACING: Record<number, string> = {
  1: 'SeparatorSpacingSizeSmall',
  2: 'SeparatorSpacingSizeLarge',
};

/** Local types for what discordgo has no type for: radio group, checkbox group, checkbox. */
const CHOICE_TYPES: Record<string, { type: string; number: number }> = {
  'radio-group': { type: 'RadioGroup', number: 21 },
  'checkbox-group': { type: 'CheckboxGroup', number: 22 },
  checkbox: { type: 'Checkbox', number: 23 },
};

const CHOICE_OPTION: Record<string, GoField> = {
  label: f('Label', str),
  value: f('Value', str),
  description: f('Description', str, true),
  default: f('Default', bool, true),
};

/** Each component kind: its Go type and the table of its keys. */
function componentTable(kind: string, out: Out): { type: string; table: Record<string, GoField> } {
  const choiceOptions = listOf(`[]${out.helper}ChoiceOption`, CHOICE_OPTION, 'an option');
  switch (kind) {
    case 'action-row':
      return { type: 'discordgo.ActionsRow', table: { id: ID } };
    case 'button':
      return {
        type: 'discordgo.Button',
        table: {
          id: ID,
          style: f('Style', (v) => named(BUTTON_STYLES, 'ButtonStyle', v)),
          label: f('Label', str),
          emoji: f('Emoji', emoji),
          custom_id: f('CustomID', str, true),
          url: f('URL', str, true),
          sku_id: f('SKUID', str, true),
          disabled: f('Disabled', bool),
        },
      };
    case 'string-select':
    case 'user-select':
    case 'role-select':
    case 'mentionable-select':
    case 'channel-select':
      return { type: 'discordgo.SelectMenu', table: SELECT };
    case 'text-input':
      return {
        type: 'discordgo.TextInput',
        table: {
          id: ID,
          custom_id: f('CustomID', str),
          label: f('Label', str, true),
          style: f('Style', (v) =>
            named({ 1: 'TextInputShort', 2: 'TextInputParagraph' }, 'TextInputStyle', v),
          ),
          placeholder: f('Placeholder', str, true),
          value: f('Value', str, true),
          required: f('Required', ptrOf(bool)),
          min_length: f('MinLength', int, true),
          max_length: f('MaxLength', int, true),
        },
      };
    case 'section':
      return { type: 'discordgo.Section', table: { id: ID } };
    case 'text-display':
      return { type: 'discordgo.TextDisplay', table: { content: f('Content', str) } };
    case 'thumbnail':
      return {
        type: 'discordgo.Thumbnail',
        table: {
          id: ID,
          media: f('Media', media),
          description: f('Description', ptrOf(str)),
          spoiler: f('Spoiler', bool, true),
        },
      };
    case 'media-gallery':
      return {
        type: 'discordgo.MediaGallery',
        table: {
          id: ID,
          items: f(
            'Items',
            listOf(
              '[]discordgo.MediaGalleryItem',
              {
                media: f('Media', media),
                description: f('Description', ptrOf(str)),
                spoiler: f('Spoiler', bool),
              },
              'a gallery item',
            ),
          ),
        },
      };
    case 'file':
      return {
        type: 'discordgo.FileComponent',
        table: { id: ID, file: f('File', media), spoiler: f('Spoiler', bool) },
      };
    case 'separator':
      return {
        type: 'discordgo.Separator',
        table: {
          id: ID,
          divider: f('Divider', ptrOf(bool)),
          spacing: f('Spacing', (v, o) => {
            const x = named(SPACING, 'SeparatorSpacingSize', v);
            return x === null ? null : o.ptr(x);
          }),
        },
      };
    case 'container':
      return {
        type: 'discordgo.Container',
        table: {
          id: ID,
          accent_color: f('AccentColor', ptrOf(int)),
          spoiler: f('Spoiler', bool),
        },
      };
    case 'label':
      return {
        type: 'discordgo.Label',
        table: {
          id: ID,
          label: f('Label', str),
          description: f('Description', str, true),
        },
      };
    case 'file-upload':
      return {
        type: 'discordgo.FileUpload',
        table: {
          id: ID,
          custom_id: f('CustomID', str, true),
          min_values: f('MinValues', ptrOf(int)),
          max_values: f('MaxValues', int, true),
          required: f('Required', ptrOf(bool)),
        },
      };
    case 'radio-group':
      return {
        type: `${out.helper}RadioGroup`,
        table: {
          id: ID,
          custom_id: f('CustomID', str),
          options: f('Options', choiceOptions),
          required: f('Required', ptrOf(bool)),
        },
      };
    case 'checkbox-group':
      return {
        type: `${out.helper}CheckboxGroup`,
        table: {
          id: ID,
          custom_id: f('CustomID', str),
          min_values: f('MinValues', ptrOf(int)),
          max_values: f('MaxValues', int, true),
          options: f('Options', choiceOptions),
          required: f('Required', ptrOf(bool)),
        },
      };
    case 'checkbox':
      return {
        type: `${out.helper}Checkbox`,
        table: { id: ID, custom_id: f('CustomID', str), default: f('Default', bool, true) },
      };
    default:
      return { type: '', table: {} };
  }
}

const COMPONENT_NAMES: Record<string, string> = {
  'string-select': 'a string select',
  'user-select': 'a user select',
  'role-select': 'a role select',
  'mentionable-select': 'a mentionable select',
  'channel-select': 'a channel select',
};

/** The choice types the printed file declares, by kind. */
function usedChoiceKinds(nodes: readonly PlanNode[]): Set<string> {
  return new Set(nodes.filter((n) => n.kind in CHOICE_TYPES).map((n) => n.kind));
}

/** A component as a discordgo value, its children nested. */
function component(n: PlanNode, out: Out, indent: string): string {
  const { type, table } = componentTable(n.kind, out);
  const what = COMPONENT_NAMES[n.kind] ?? `a ${n.kind.replace(/-/g, ' ')}`;
  const entries: string[] = [];
  if (SELECT_TYPES[n.kind]) entries.push(`MenuType: discordgo.${SELECT_TYPES[n.kind]}`);
  entries.push(...entriesOf(n.fields, table, what, out, `${indent}\t`));
  for (const slot of n.slots) {
    if (slot.single) {
      const child = slot.nodes[0];
      if (child) entries.push(`${goSlot(slot.slot)}: ${component(child, out, `${indent}\t`)}`);
    } else {
      entries.push(`${goSlot(slot.slot)}: ${components(slot.nodes, out, `${indent}\t`)}`);
    }
  }
  return literal(type, entries, indent);
}

const goSlot = (slot: string) => slot.charAt(0).toUpperCase() + slot.slice(1);

function components(nodes: readonly PlanNode[], out: Out, indent: string): string {
  const inner = `${indent}\t`;
  if (nodes.length === 0) return '[]discordgo.MessageComponent{}';
  return `[]discordgo.MessageComponent{\n${nodes
    .map((c) => `${inner}${component(c, out, inner)},`)
    .join('\n')}\n${indent}}`;
}

// ---- message ------------------------------------------------------------------------------

const FLAG_NAMES: Record<number, string> = {
  [1 << 0]: 'MessageFlagsCrossPosted',
  [1 << 1]: 'MessageFlagsIsCrossPosted',
  [1 << 2]: 'MessageFlagsSuppressEmbeds',
  [1 << 3]: 'MessageFlagsSourceMessageDeleted',
  [1 << 4]: 'MessageFlagsUrgent',
  [1 << 5]: 'MessageFlagsHasThread',
  [1 << 6]: 'MessageFlagsEphemeral',
  [1 << 7]: 'MessageFlagsLoading',
  [1 << 8]: 'MessageFlagsFailedToMentionSomeRolesInThread',
  [1 << 12]: 'MessageFlagsSuppressNotifications',
  [1 << 13]: 'MessageFlagsIsVoiceMessage',
  [1 << 15]: 'MessageFlagsIsComponentsV2',
};

const EMBED_PARTS: Record<string, [string, Record<string, GoField>]> = {
  author: [
    'MessageEmbedAuthor',
    {
      name: f('Name', str),
      url: f('URL', str, true),
      icon_url: f('IconURL', str, true),
      proxy_icon_url: f('ProxyIconURL', str, true),
    },
  ],
  footer: [
    'MessageEmbedFooter',
    {
      text: f('Text', str, true),
      icon_url: f('IconURL', str, true),
      proxy_icon_url: f('ProxyIconURL', str, true),
    },
  ],
  image: [
    'MessageEmbedImage',
    {
      url: f('URL', str),
      proxy_url: f('ProxyURL', str, true),
      width: f('Width', int, true),
      height: f('Height', int, true),
    },
  ],
  thumbnail: [
    'MessageEmbedThumbnail',
    {
      url: f('URL', str),
      proxy_url: f('ProxyURL', str, true),
      width: f('Width', int, true),
      height: f('Height', int, true),
    },
  ],
  video: [
    'MessageEmbedVideo',
    { url: f('URL', str, true), width: f('Width', int, true), height: f('Height', int, true) },
  ],
  provider: ['MessageEmbedProvider', { url: f('URL', str, true), name: f('Name', str, true) }],
};

const part =
  (key: string): GoField['value'] =>
  (v, out, at, indent) => {
    const [type, table] = EMBED_PARTS[key]!;
    return objectOf(v, `&discordgo.${type}`, table, `an embed's ${key}`, out, at, indent);
  };

const EMBED: Record<string, GoField> = {
  title: f('Title', str, true),
  type: f(
    'Type',
    (v) => (typeof v === 'string' ? `discordgo.EmbedType(${stringIn(v, 'go')})` : null),
    true,
  ),
  description: f('Description', str, true),
  url: f('URL', str, true),
  timestamp: f('Timestamp', str, true),
  color: f('Color', int, true),
  author: f('Author', part('author')),
  footer: f('Footer', part('footer')),
  image: f('Image', part('image')),
  thumbnail: f('Thumbnail', part('thumbnail')),
  video: f('Video', part('video')),
  provider: f('Provider', part('provider')),
};

const EMBED_FIELD: Record<string, GoField> = {
  name: f('Name', str),
  value: f('Value', str),
  inline: f('Inline', bool, true),
};

function embed(n: PlanNode, out: Out, indent: string): string {
  const entries = entriesOf(n.fields, EMBED, 'an embed', out, `${indent}\t`);
  for (const slot of n.slots) {
    const inner = `${indent}\t\t`;
    const items = slot.nodes.map(
      (field) =>
        `${inner}${literal('', entriesOf(field.fields, EMBED_FIELD, 'an embed field', out, `${inner}\t`), inner)},`,
    );
    entries.push(
      items.length === 0
        ? 'Fields: []*discordgo.MessageEmbedField{}'
        : `Fields: []*discordgo.MessageEmbedField{\n${items.join('\n')}\n${indent}\t}`,
    );
  }
  return literal('', entries, indent);
}

const POLL_MEDIA: Record<string, GoField> = {
  text: f('Text', str, true),
  emoji: f('Emoji', emoji),
};

function poll(n: PlanNode, out: Out, indent: string): string {
  const table: Record<string, GoField> = {
    question: f('Question', (v, o, at, ind) =>
      objectOf(v, 'discordgo.PollMedia', POLL_MEDIA, "a poll's question", o, at, ind),
    ),
    duration: f('Duration', int, true),
    allow_multiselect: f('AllowMultiselect', bool),
    layout_type: f(
      'LayoutType',
      (v) => named({ 1: 'PollLayoutTypeDefault' }, 'PollLayoutType', v),
      true,
    ),
  };
  const entries = entriesOf(n.fields, table, 'a poll', out, `${indent}\t`);
  const answerTable: Record<string, GoField> = {
    poll_media: f('Media', (v, o, at, ind) =>
      objectOf(v, '&discordgo.PollMedia', POLL_MEDIA, "a poll answer's media", o, at, ind),
    ),
    answer_id: f('AnswerID', int, true),
  };
  for (const slot of n.slots) {
    const inner = `${indent}\t\t`;
    const items = slot.nodes.map(
      (a) =>
        `${inner}${literal('', entriesOf(a.fields, answerTable, 'a poll answer', out, `${inner}\t`), inner)},`,
    );
    entries.push(
      items.length === 0
        ? 'Answers: []discordgo.PollAnswer{}'
        : `Answers: []discordgo.PollAnswer{\n${items.join('\n')}\n${indent}\t}`,
    );
  }
  return literal('&discordgo.Poll', entries, indent);
}

const MENTION_TYPES: Record<string, string> = {
  roles: 'AllowedMentionTypeRoles',
  users: 'AllowedMentionTypeUsers',
  everyone: 'AllowedMentionTypeEveryone',
};

const ALLOWED_MENTIONS: Record<string, GoField> = {
  // An empty parse must be a non-nil empty slice: nil is sent as null.
  parse: f('Parse', (v) => {
    const items = list(v, (e) =>
      typeof e !== 'string'
        ? null
        : MENTION_TYPES[e]
          ? `discordgo.${MENTION_TYPES[e]}`
          : `discordgo.AllowedMentionType(${stringIn(e, 'go')})`,
    );
    return items && `[]discordgo.AllowedMentionType{${items.join(', ')}}`;
  }),
  roles: f('Roles', (v) => {
    const items = list(v, str);
    return items && `[]string{${items.join(', ')}}`;
  }),
  users: f('Users', (v) => {
    const items = list(v, str);
    return items && `[]string{${items.join(', ')}}`;
  }),
  replied_user: f('RepliedUser', bool),
};

function messageBody(plan: MessagePlan, out: Out): string[] {
  const indent = '\t\t';
  const entries: string[] = [];
  for (const field of plan.body) {
    const v = field.value;
    switch (field.key) {
      case 'content':
        if (typeof v === 'string' && v !== '') entries.push(`Content: ${str(v)}`);
        else if (v !== '') out.leave(field.path, `not text: left out (${shown(v)})`);
        continue;
      case 'tts':
        if (typeof v === 'boolean') entries.push(`TTS: ${v}`);
        else out.leave(field.path, `not true or false: left out (${shown(v)})`);
        continue;
      case 'flags': {
        if (plan.flags.length === 0) {
          if (v !== 0) out.leave(field.path, `not a number: left out (${shown(v)})`);
          continue;
        }
        const bits = plan.flags.map((b) =>
          FLAG_NAMES[b.bit] ? `discordgo.${FLAG_NAMES[b.bit]}` : `discordgo.MessageFlags(${b.bit})`,
        );
        entries.push(`Flags: ${bits.join(' | ')}`);
        continue;
      }
      case 'allowed_mentions': {
        const value = objectOf(
          v,
          '&discordgo.MessageAllowedMentions',
          ALLOWED_MENTIONS,
          'allowed mentions',
          out,
          field.path,
          indent,
        );
        if (value) entries.push(`AllowedMentions: ${value}`);
        else out.leave(field.path, `not an object: left out (${shown(v)})`);
        continue;
      }
      case 'sticker_ids': {
        const items = list(v, str);
        if (items) entries.push(`StickerIDs: []string{${items.join(', ')}}`);
        else out.leave(field.path, `not a list of ids: left out (${shown(v)})`);
        continue;
      }
      case 'attachments':
        // Uploaded as Files (plan.files); MessageSend has no Attachments field.
        if (Array.isArray(v))
          v.forEach((a, i) => {
            if (!isObject(a)) return;
            for (const [key, value] of Object.entries(a))
              if (key !== 'id' && key !== 'filename')
                out.leave(
                  `${field.path}[${i}].${key}`,
                  `${LIBRARY} cannot send an attachment's \`${key}\` (MessageSend has no Attachments field): left out (${shown(value)})`,
                );
          });
        continue;
      default:
        out.leave(
          field.path,
          `${LIBRARY}'s MessageSend has no field for \`${field.key}\`: left out (${shown(v)})`,
        );
    }
  }
  if (plan.embeds.length > 0)
    entries.push(
      `Embeds: []*discordgo.MessageEmbed{\n${plan.embeds
        .map((e) => `${indent}\t${embed(e, out, `${indent}\t`)},`)
        .join('\n')}\n${indent}}`,
    );
  if (plan.poll) entries.push(`Poll: ${poll(plan.poll, out, indent)}`);
  if (plan.components.length > 0)
    entries.push(`Components: ${components(plan.components, out, indent)}`);
  if (plan.files.length > 0) entries.push('Files: files');
  return entries;
}

// ---- commands -----------------------------------------------------------------------------

const COMMAND_TYPES: Record<number, string> = {
  1: 'ChatApplicationCommand',
  2: 'UserApplicationCommand',
  3: 'MessageApplicationCommand',
};

const OPTION_TYPES: Record<number, string> = {
  1: 'ApplicationCommandOptionSubCommand',
  2: 'ApplicationCommandOptionSubCommandGroup',
  3: 'ApplicationCommandOptionString',
  4: 'ApplicationCommandOptionInteger',
  5: 'ApplicationCommandOptionBoolean',
  6: 'ApplicationCommandOptionUser',
  7: 'ApplicationCommandOptionChannel',
  8: 'ApplicationCommandOptionRole',
  9: 'ApplicationCommandOptionMentionable',
  10: 'ApplicationCommandOptionNumber',
  11: 'ApplicationCommandOptionAttachment',
};

/** A localizations map: each locale by discordgo's constant, else as a Locale string. */
function localizations(v: Json, indent: string): string | null {
  if (!isObject(v)) return null;
  const entries: string[] = [];
  for (const [locale, text] of Object.entries(v)) {
    if (typeof text !== 'string') return null;
    const key = LOCALES[locale]
      ? `discordgo.${LOCALES[locale]}`
      : `discordgo.Locale(${stringIn(locale, 'go')})`;
    entries.push(`${key}: ${stringIn(text, 'go')}`);
  }
  return literal('map[discordgo.Locale]string', entries, indent);
}

const CHOICE: Record<string, GoField> = {
  name: f('Name', str),
  name_localizations: f('NameLocalizations', (v, _o, _a, indent) => localizations(v, indent)),
  value: f('Value', (v) => str(v) ?? float(v)),
};

const LOCALIZED = (go: string, pointer: boolean) =>
  f(go, (v, _o, _a, indent) => {
    const m = localizations(v, indent);
    return m && pointer ? `&${m}` : m;
  });

const INT64 = /^(0|[1-9][0-9]{0,18})$/;

const COMMAND: Record<string, GoField> = {
  id: f('ID', str, true),
  application_id: f('ApplicationID', str, true),
  guild_id: f('GuildID', str, true),
  version: f('Version', str, true),
  type: f('Type', (v) => named(COMMAND_TYPES, 'ApplicationCommandType', v)),
  name: f('Name', str),
  name_localizations: LOCALIZED('NameLocalizations', true),
  description: f('Description', str, true),
  description_localizations: LOCALIZED('DescriptionLocalizations', true),
  default_permission: f('DefaultPermission', ptrOf(bool)),
  default_member_permissions: f('DefaultMemberPermissions', (v, o) =>
    typeof v === 'string' && INT64.test(v) && BigInt(v) <= 9223372036854775807n
      ? o.ptr(`int64(${v})`)
      : null,
  ),
  nsfw: f('NSFW', ptrOf(bool)),
  dm_permission: f('DMPermission', ptrOf(bool)),
  contexts: f('Contexts', (v) => {
    const names = {
      0: 'InteractionContextGuild',
      1: 'InteractionContextBotDM',
      2: 'InteractionContextPrivateChannel',
    };
    const items = list(v, (e) => named(names, 'InteractionContextType', e));
    return items && `&[]discordgo.InteractionContextType{${items.join(', ')}}`;
  }),
  integration_types: f('IntegrationTypes', (v) => {
    const names = {
      0: 'ApplicationIntegrationGuildInstall',
      1: 'ApplicationIntegrationUserInstall',
    };
    const items = list(v, (e) => named(names, 'ApplicationIntegrationType', e));
    return items && `&[]discordgo.ApplicationIntegrationType{${items.join(', ')}}`;
  }),
};

const OPTION: Record<string, GoField> = {
  type: f('Type', (v) => named(OPTION_TYPES, 'ApplicationCommandOptionType', v)),
  name: f('Name', str),
  name_localizations: LOCALIZED('NameLocalizations', false),
  description: f('Description', str, true),
  description_localizations: LOCALIZED('DescriptionLocalizations', false),
  channel_types: f('ChannelTypes', channelTypes),
  required: f('Required', bool),
  autocomplete: f('Autocomplete', bool),
  choices: f('Choices', listOf('[]*discordgo.ApplicationCommandOptionChoice', CHOICE, 'a choice')),
  min_value: f('MinValue', (v, o) => {
    const x = float(v);
    return x === null ? null : o.ptr(`float64(${x})`);
  }),
  max_value: f('MaxValue', float, true),
  min_length: f('MinLength', ptrOf(int)),
  max_length: f('MaxLength', int, true),
};

function command(n: PlanNode, out: Out, indent: string, option: boolean): string {
  const table = option ? OPTION : COMMAND;
  const what = option ? 'an option' : 'a command';
  const entries = entriesOf(n.fields, table, what, out, `${indent}\t`);
  // An option's type follows from its kind: the plan gives it as the node's type.
  if (option && n.type !== null)
    entries.unshift(`Type: ${named(OPTION_TYPES, 'ApplicationCommandOptionType', n.type)}`);
  for (const slot of n.slots) {
    const inner = `${indent}\t\t`;
    if (slot.nodes.length === 0) continue;
    entries.push(
      `Options: []*discordgo.ApplicationCommandOption{\n${slot.nodes
        .map((o) => `${inner}${command(o, out, inner, true)},`)
        .join('\n')}\n${indent}\t}`,
    );
  }
  return literal('', entries, indent);
}

// ---- handlers -----------------------------------------------------------------------------

const HANDLER = '(s *discordgo.Session, i *discordgo.InteractionCreate)';

const PICKED: Record<string, string> = {
  'string-select': 'option values',
  'user-select': 'user IDs',
  'role-select': 'role IDs',
  'mentionable-select': 'user or role IDs',
  'channel-select': 'channel IDs',
};

function routeHandler(route: Route, out: Out): string {
  const name = `${out.helper}${pascal(route.name)}`;
  const body: string[] = [];
  if (route.kind === 'button') {
    body.push(commentLines([`TODO: the button ${route.customId} was pressed.`], '\t'));
  } else {
    body.push(`\tvalues := i.MessageComponentData().Values // []string: ${PICKED[route.kind]}`);
    body.push(commentLines([`TODO: act on what was picked in ${route.customId}.`], '\t'));
    body.push('\t_ = values');
  }
  body.push(`\t${out.helper}Acknowledge(s, i)`);
  return `${commentLines([`${name} answers ${route.customId} (${route.kind}).`])}\nfunc ${name}${HANDLER} {\n${body.join('\n')}\n}`;
}

/** How a modal value is read: the field's Go type, its value, and what it holds. */
const READS: Record<string, [string, string, string]> = {
  text: ['TextInput', 'Value', 'string'],
  strings: ['SelectMenu', 'Values', '[]string: option values'],
  users: ['SelectMenu', 'Values', '[]string: user IDs'],
  roles: ['SelectMenu', 'Values', '[]string: role IDs'],
  mentionables: ['SelectMenu', 'Values', '[]string: user or role IDs'],
  channels: ['SelectMenu', 'Values', '[]string: channel IDs'],
  attachments: ['FileUpload', 'Values', '[]string: attachment IDs, in data.Resolved.Attachments'],
};

function submitHandler(plan: ModalPlan, out: Out): string {
  const name = `${out.helper}OnSubmit`;
  const unreadable = plan.submit.filter((v) => v.kind in CHOICE_TYPES);
  const readable = plan.submit.filter((v) => !(v.kind in CHOICE_TYPES));
  const body: string[] = [];
  if (unreadable.length > 0)
    body.push(
      commentLines(
        [
          `${LIBRARY} cannot decode a submit holding a radio group, checkbox group or checkbox`,
          `(an unknown component type): this handler never runs for this modal, and these values`,
          `cannot be read: ${unreadable.map((v) => v.customId).join(', ')}.`,
        ],
        '\t',
      ),
    );
  body.push('\tdata := i.ModalSubmitData()');
  body.push(`\tfields := ${out.helper}Submitted(data)`);
  const vars: string[] = [];
  for (const v of readable) {
    const read = READS[v.type] ?? READS.strings!;
    const [type, member, holds] = read;
    const local = localName(v.name);
    vars.push(local);
    const goType = member === 'Value' ? 'string' : '[]string';
    body.push(
      `\tvar ${local} ${goType} // ${holds.replace(/^\[\]string: /, '')}${v.optional ? ' (may be empty)' : ''}`,
    );
    body.push(
      `\tif f, ok := fields[${stringIn(v.customId, 'go')}].(*discordgo.${type}); ok {\n\t\t${local} = f.${member}\n\t}`,
    );
    if (v.type === 'attachments')
      body.push(
        `\tfor _, id := range ${local} {\n\t\t_ = data.Resolved.Attachments[id] // *discordgo.MessageAttachment\n\t}`,
      );
  }
  body.push(commentLines(['TODO: act on the submitted values, then answer.'], '\t'));
  if (vars.length > 0) body.push(`\t${vars.map(() => '_').join(', ')} = ${vars.join(', ')}`);
  body.push(`\t${out.helper}Reply(s, i, "Thanks!")`);
  return `${commentLines([`${name} reads the modal's submitted values.`])}\nfunc ${name}${HANDLER} {\n${body.join('\n')}\n}`;
}

// ---- the file -----------------------------------------------------------------------------

function header(
  what: string,
  options: CodegenOptions,
  leftOut: readonly LeftOut[],
  usage: readonly string[],
): string {
  const lines: string[] = [];
  lines.push(
    options.name !== undefined && options.name !== ''
      ? `${options.name}: ${what}, for discordgo (github.com/bwmarrin/discordgo ${DISCORDGO_VERSION}).`
      : `${what.charAt(0).toUpperCase()}${what.slice(1)}, for discordgo (github.com/bwmarrin/discordgo ${DISCORDGO_VERSION}).`,
  );
  lines.push(...usage);
  if (options.errors)
    lines.push(
      `The validator found ${options.errors} error${options.errors === 1 ? '' : 's'} in this design: Discord refuses it as it stands.`,
    );
  if (leftOut.length > 0) {
    lines.push('', 'What this code does not build:');
    for (const l of leftOut) lines.push(`- ${l.path}: ${l.what}`);
  }
  return commentLines(lines);
}

function helpers(out: Out, choiceKinds: Set<string>): string[] {
  const h = out.helper;
  const blocks: string[] = [];
  if (out.usesPtr)
    blocks.push(
      `// ${h}Ptr returns a pointer to v, for discordgo's optional fields.\nfunc ${h}Ptr[T any](v T) *T { return &v }`,
    );
  if (choiceKinds.size > 0) {
    out.imports.add('encoding/json');
    blocks.push(
      `// ${h}ChoiceOption is an option of a radio group or a checkbox group.\ntype ${h}ChoiceOption struct {\n\tLabel       string \`json:"label"\`\n\tValue       string \`json:"value"\`\n\tDescription string \`json:"description,omitempty"\`\n\tDefault     bool   \`json:"default,omitempty"\`\n}`,
    );
    const fields: Record<string, string> = {
      'radio-group': `\tID       int                \`json:"id,omitempty"\`\n\tCustomID string             \`json:"custom_id"\`\n\tOptions  []${h}ChoiceOption \`json:"options"\`\n\tRequired *bool              \`json:"required,omitempty"\``,
      'checkbox-group': `\tID        int                \`json:"id,omitempty"\`\n\tCustomID  string             \`json:"custom_id"\`\n\tMinValues *int               \`json:"min_values,omitempty"\`\n\tMaxValues int                \`json:"max_values,omitempty"\`\n\tOptions   []${h}ChoiceOption \`json:"options"\`\n\tRequired  *bool              \`json:"required,omitempty"\``,
      checkbox: `\tID       int    \`json:"id,omitempty"\`\n\tCustomID string \`json:"custom_id"\`\n\tDefault  bool   \`json:"default,omitempty"\``,
    };
    for (const kind of Object.keys(CHOICE_TYPES)) {
      if (!choiceKinds.has(kind)) continue;
      const { type, number } = CHOICE_TYPES[kind]!;
      const t = `${h}${type}`;
      blocks.push(
        [
          `// ${t} is component type ${number}, which discordgo has no type for.`,
          `type ${t} struct {\n${fields[kind]}\n}`,
          '',
          `// Type is its component type.`,
          `func (${t}) Type() discordgo.ComponentType { return ${number} }`,
          '',
          `// MarshalJSON writes its fields and "type", as discordgo's components do.`,
          `func (c ${t}) MarshalJSON() ([]byte, error) {`,
          `\ttype fields ${t}`,
          `\treturn json.Marshal(struct {`,
          `\t\tfields`,
          `\t\tType discordgo.ComponentType \`json:"type"\``,
          `\t}{fields(c), c.Type()})`,
          `}`,
        ].join('\n'),
      );
    }
  }
  return blocks;
}

function file(head: string, out: Out, blocks: readonly string[]): string {
  const std = [...out.imports].filter((p) => !p.includes('.')).sort();
  const imports = [
    ...std.map((p) => `\t"${p}"`),
    ...(std.length > 0 ? [''] : []),
    '\t"github.com/bwmarrin/discordgo"',
  ];
  return `${head}\npackage bot\n\nimport (\n${imports.join('\n')}\n)\n\n${blocks.join('\n\n')}\n`;
}

/** The design's name as words for the file's identifiers, else the surface's. */
function stemOf(options: CodegenOptions, fallback: string): string[] {
  const words = options.name ? wordsOf(options.name) : [];
  if (words.length === 0) return [fallback];
  return /^[0-9]/.test(words[0]!) ? ['design', ...words] : words;
}

function printMessage(plan: MessagePlan, options: CodegenOptions): Printed {
  const stem = stemOf(options, 'message');
  const Stem = pascal(stem);
  const out = new Out(localName(stem));
  const h = out.helper;
  const blocks: string[] = [];
  const body = messageBody(plan, out);

  const build: string[] = [];
  if (plan.files.length > 0) {
    out.imports.add('bytes');
    out.imports.add('os');
    build.push(
      commentLines(
        ['The files it uploads, read from the folder the bot runs in: {name Discord sees, path}.'],
        '\t',
      ),
      '\tvar files []*discordgo.File',
      `\tfor _, f := range [][2]string{\n${plan.files
        .map((file) => `\t\t{${stringIn(file.filename, 'go')}, ${stringIn(file.localPath, 'go')}},`)
        .join('\n')}\n\t} {`,
      '\t\tcontent, err := os.ReadFile(f[1])',
      '\t\tif err != nil {',
      '\t\t\treturn nil, err',
      '\t\t}',
      '\t\tfiles = append(files, &discordgo.File{Name: f[0], Reader: bytes.NewReader(content)})',
      '\t}',
    );
  }
  build.push(`\treturn ${literal('&discordgo.MessageSend', body, '\t')}, nil`);
  blocks.push(
    `${commentLines([`Build${Stem} returns the message, ready for ChannelMessageSendComplex.`])}\nfunc Build${Stem}() (*discordgo.MessageSend, error) {\n${build.join('\n')}\n}`,
  );
  blocks.push(
    [
      commentLines([`Send${Stem} sends the message to a channel.`]),
      `func Send${Stem}(s *discordgo.Session, channelID string) (*discordgo.Message, error) {`,
      `\tmessage, err := Build${Stem}()`,
      '\tif err != nil {',
      '\t\treturn nil, err',
      '\t}',
      '\treturn s.ChannelMessageSendComplex(channelID, message)',
      '}',
    ].join('\n'),
  );

  // One handler per custom_id (a second component with the same custom_id shares it).
  const seen = new Set<string>();
  const routes = plan.routes.filter((r) => {
    if (seen.has(r.customId)) {
      out.leave(r.path, `shares its custom_id with another component: routed to the same handler`);
      return false;
    }
    seen.add(r.customId);
    return true;
  });
  if (routes.length > 0) {
    out.imports.add('log');
    blocks.push(...routes.map((r) => routeHandler(r, out)));
    blocks.push(
      [
        commentLines([`${Stem}Handlers routes the message's components by custom_id.`]),
        `var ${Stem}Handlers = map[string]func${HANDLER}{`,
        ...routes.map((r) => `\t${stringIn(r.customId, 'go')}: ${h}${pascal(r.name)},`),
        '}',
      ].join('\n'),
    );
    blocks.push(
      [
        commentLines([
          `Handle${Stem} answers the message's components: s.AddHandler(Handle${Stem}).`,
        ]),
        `func Handle${Stem}${HANDLER} {`,
        '\tif i.Type != discordgo.InteractionMessageComponent {',
        '\t\treturn',
        '\t}',
        `\tif handle, ok := ${Stem}Handlers[i.MessageComponentData().CustomID]; ok {`,
        '\t\thandle(s, i)',
        '\t}',
        '}',
      ].join('\n'),
    );
    blocks.push(
      [
        commentLines([`${h}Acknowledge answers a component without changing the message.`]),
        `func ${h}Acknowledge${HANDLER} {`,
        '\terr := s.InteractionRespond(i.Interaction, &discordgo.InteractionResponse{',
        '\t\tType: discordgo.InteractionResponseDeferredMessageUpdate,',
        '\t})',
        '\tif err != nil {',
        '\t\tlog.Printf("answering a component: %v", err)',
        '\t}',
        '}',
      ].join('\n'),
    );
  }
  const usage = [
    'Drop this file into your bot (package bot): call Send' +
      `${Stem}(s, channelID)` +
      (routes.length > 0 ? `, and add s.AddHandler(Handle${Stem}) before s.Open().` : '.'),
  ];
  if (plan.envelope !== 'message')
    usage.push(
      `Designed as ${plan.envelope}: printed as a channel message (ChannelMessageSendComplex).`,
    );
  const leftOut = [...plan.leftOut, ...out.notes];
  const source = file(header('a message', options, leftOut, usage), out, [
    ...helpers(out, new Set()),
    ...blocks,
  ]);
  return { source, leftOut };
}

function printModal(plan: ModalPlan, options: CodegenOptions): Printed {
  const stem = stemOf(options, 'modal');
  const Stem = pascal(stem);
  const out = new Out(localName(stem));
  const h = out.helper;
  const data: string[] = [];
  if (plan.customId !== null) data.push(`CustomID: ${stringIn(plan.customId, 'go')}`);
  if (plan.title !== null) data.push(`Title: ${stringIn(plan.title, 'go')}`);
  for (const field of plan.body)
    out.leave(
      field.path,
      `${LIBRARY}'s InteractionResponseData has no field for \`${field.key}\`: left out (${shown(field.value)})`,
    );
  data.push(`Components: ${components(plan.components, out, '\t\t\t')}`);
  const blocks: string[] = [
    [
      commentLines([
        `Build${Stem} returns the modal: the answer to an interaction (a command or a component).`,
      ]),
      `func Build${Stem}() *discordgo.InteractionResponse {`,
      '\treturn &discordgo.InteractionResponse{',
      '\t\tType: discordgo.InteractionResponseModal,',
      `\t\tData: ${literal('&discordgo.InteractionResponseData', data, '\t\t')},`,
      '\t}',
      '}',
    ].join('\n'),
    [
      commentLines([`Show${Stem} shows the modal in answer to the interaction.`]),
      `func Show${Stem}(s *discordgo.Session, interaction *discordgo.Interaction) error {`,
      `\treturn s.InteractionRespond(interaction, Build${Stem}())`,
      '}',
    ].join('\n'),
  ];
  if (plan.customId !== null) {
    out.imports.add('log');
    blocks.push(submitHandler(plan, out));
    blocks.push(
      [
        commentLines([`${Stem}Handlers routes the modal's submit by its custom_id.`]),
        `var ${Stem}Handlers = map[string]func${HANDLER}{`,
        `\t${stringIn(plan.customId, 'go')}: ${h}OnSubmit,`,
        '}',
      ].join('\n'),
      [
        commentLines([`Handle${Stem} answers the modal's submit: s.AddHandler(Handle${Stem}).`]),
        `func Handle${Stem}${HANDLER} {`,
        '\tif i.Type != discordgo.InteractionModalSubmit {',
        '\t\treturn',
        '\t}',
        `\tif handle, ok := ${Stem}Handlers[i.ModalSubmitData().CustomID]; ok {`,
        '\t\thandle(s, i)',
        '\t}',
        '}',
      ].join('\n'),
      [
        commentLines([
          `${h}Submitted returns a modal submit's fields by custom_id, wherever they sit.`,
        ]),
        `func ${h}Submitted(data discordgo.ModalSubmitInteractionData) map[string]discordgo.MessageComponent {`,
        '\tfields := map[string]discordgo.MessageComponent{}',
        '\tvar visit func(c discordgo.MessageComponent)',
        '\tvisit = func(c discordgo.MessageComponent) {',
        '\t\tswitch field := c.(type) {',
        '\t\tcase *discordgo.Label:',
        '\t\t\tvisit(field.Component)',
        '\t\tcase *discordgo.ActionsRow:',
        '\t\t\tfor _, inner := range field.Components {',
        '\t\t\t\tvisit(inner)',
        '\t\t\t}',
        '\t\tcase *discordgo.TextInput:',
        '\t\t\tfields[field.CustomID] = field',
        '\t\tcase *discordgo.SelectMenu:',
        '\t\t\tfields[field.CustomID] = field',
        '\t\tcase *discordgo.FileUpload:',
        '\t\t\tfields[field.CustomID] = field',
        '\t\t}',
        '\t}',
        '\tfor _, c := range data.Components {',
        '\t\tvisit(c)',
        '\t}',
        '\treturn fields',
        '}',
      ].join('\n'),
      [
        commentLines([`${h}Reply answers a modal submit with a message only its author sees.`]),
        `func ${h}Reply(s *discordgo.Session, i *discordgo.InteractionCreate, content string) {`,
        '\terr := s.InteractionRespond(i.Interaction, &discordgo.InteractionResponse{',
        '\t\tType: discordgo.InteractionResponseChannelMessageWithSource,',
        '\t\tData: &discordgo.InteractionResponseData{Content: content, Flags: discordgo.MessageFlagsEphemeral},',
        '\t})',
        '\tif err != nil {',
        '\t\tlog.Printf("answering a modal submit: %v", err)',
        '\t}',
        '}',
      ].join('\n'),
    );
  } else {
    out.leave('custom_id', 'the modal has no custom_id: no submit handler is printed');
  }
  const usage = [
    `Drop this file into your bot (package bot): call Show${Stem}(s, i.Interaction) in a handler` +
      (plan.customId !== null ? `, and add s.AddHandler(Handle${Stem}) before s.Open().` : '.'),
  ];
  const choiceKinds = usedChoiceKinds(plan.declarations);
  if (choiceKinds.size > 0)
    usage.push(
      'discordgo has no radio group, checkbox group or checkbox: this file declares them (types 21-23).',
      'discordgo cannot decode a submit holding them (unknown component type): its handler never runs.',
    );
  const leftOut = [...plan.leftOut, ...out.notes];
  const source = file(header('a modal', options, leftOut, usage), out, [
    ...helpers(out, choiceKinds),
    ...blocks,
  ]);
  return { source, leftOut };
}

function printCommands(plan: CommandsPlan, options: CodegenOptions): Printed {
  const stem = stemOf(options, 'commands');
  const Stem = pascal(stem);
  const out = new Out(localName(stem));
  const items = plan.commands.map((c) => `\t\t${command(c, out, '\t\t', false)},`);
  const guild = plan.guildId === null ? '""' : stringIn(plan.guildId, 'go');
  const blocks = [
    [
      commentLines([`Build${Stem} returns the application commands.`]),
      `func Build${Stem}() []*discordgo.ApplicationCommand {`,
      items.length === 0
        ? '\treturn []*discordgo.ApplicationCommand{}'
        : `\treturn []*discordgo.ApplicationCommand{\n${items.join('\n')}\n\t}`,
      '}',
    ].join('\n'),
    [
      commentLines([
        `Register${Stem} overwrites the application's ${plan.guildId === null ? 'global commands' : 'commands in the guild'} with these.`,
      ]),
      `func Register${Stem}(s *discordgo.Session, appID string) ([]*discordgo.ApplicationCommand, error) {`,
      `\treturn s.ApplicationCommandBulkOverwrite(appID, ${guild}, Build${Stem}())`,
      '}',
    ].join('\n'),
  ];
  const usage = [
    `Drop this file into your bot (package bot): call Register${Stem}(s, appID) once it is ready.`,
  ];
  if (plan.envelope === 'command')
    usage.push('Designed as one command: registering it overwrites the others (bulk overwrite).');
  const leftOut = [...plan.leftOut, ...out.notes];
  const source = file(header('a command set', options, leftOut, usage), out, [
    ...helpers(out, new Set()),
    ...blocks,
  ]);
  return { source, leftOut };
}

/** The printed file and everything its header says it does not build. */
export interface Printed {
  source: string;
  leftOut: readonly LeftOut[];
}

/** The Go file for `doc` and what it leaves out (the header's list), for tests and tools. */
export function renderDiscordgo(doc: Doc, options: CodegenOptions): Printed {
  if (doc.surface === 'message') return printMessage(planDesign(doc, LACKS), options);
  if (doc.surface === 'modal') return printModal(planDesign(doc, LACKS), options);
  return printCommands(planDesign(doc, LACKS), options);
}

/** The Go source that builds `doc` with discordgo: one `package bot` file. */
export function printDiscordgo(doc: Doc, options: CodegenOptions): string {
  return renderDiscordgo(doc, options).source;
}
