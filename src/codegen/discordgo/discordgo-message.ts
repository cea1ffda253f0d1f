// A message's body for discordgo: flags, embeds, the poll, allowed mentions and the rest of
// discordgo.MessageSend.
import { shown } from '../../model';
import type { MessagePlan, PlanNode } from '../../model';
import { stringIn } from '../common/literals';
import type { Out, GoField } from './discordgo-go';
import {
  LIBRARY,
  isObject,
  str,
  int,
  bool,
  named,
  list,
  literal,
  f,
  entriesOf,
  objectOf,
  emoji,
} from './discordgo-go';
import { components } from './discordgo-components';

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

export function embed(n: PlanNode, out: Out, indent: string): string {
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

export function messageBody(plan: MessagePlan, out: Out): string[] {
  const indent = '\t\t';
  const entries: string[] = [];
  for (const field of plan.body) {
    const v = field.value;
    switch (field.key) {
      case 'content':
        if (typeof v === 'string' && v !== '') entries.push(`Content: ${str(v)}`);
        else if (v !== '') out.note(field.path, `not text: left out (${shown(v)})`);
        continue;
      case 'tts':
        if (typeof v === 'boolean') entries.push(`TTS: ${v}`);
        else out.note(field.path, `not true or false: left out (${shown(v)})`);
        continue;
      case 'flags': {
        if (plan.flags.length === 0) {
          if (v !== 0) out.note(field.path, `not a number: left out (${shown(v)})`);
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
        else out.note(field.path, `not an object: left out (${shown(v)})`);
        continue;
      }
      case 'sticker_ids': {
        const items = list(v, str);
        if (items) entries.push(`StickerIDs: []string{${items.join(', ')}}`);
        else out.note(field.path, `not a list of ids: left out (${shown(v)})`);
        continue;
      }
      case 'attachments':
        // Uploaded as Files (plan.files); MessageSend has no Attachments field.
        if (Array.isArray(v))
          v.forEach((a, i) => {
            if (!isObject(a)) return;
            for (const [key, value] of Object.entries(a))
              if (key !== 'id' && key !== 'filename')
                out.note(
                  `${field.path}[${i}].${key}`,
                  `${LIBRARY} cannot send an attachment's \`${key}\` (MessageSend has no Attachments field): left out (${shown(value)})`,
                );
          });
        continue;
      default:
        out.note(
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
