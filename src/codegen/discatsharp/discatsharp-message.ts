// A message in DisCatSharp from the plan: `Build()` makes the DiscordMessageBuilder (V2 first,
// then content, tts, flags, mentions, embeds, the poll, the components and the files read from
// the folder the bot runs in) and `SendAsync` sends it to a channel.
import type { Json, MessagePlan, PlanNode } from '../../model';
import { component } from './discatsharp-components';
import { Fields } from './discatsharp-parts';
import type { Out } from './discatsharp-values';
import {
  LIBRARY,
  bool,
  color,
  indent,
  int,
  isObject,
  str,
  text,
  ulong,
} from './discatsharp-values';

/** The flags DisCatSharp's builder can set, by bit. */
const FLAG_CALLS: Readonly<Record<number, string>> = {
  [1 << 2]: '.SuppressEmbeds()',
  [1 << 12]: '.AsSilentMessage()',
  [1 << 13]: '.AsVoiceMessage()',
};

const sub = (v: Json | undefined, key: string): Json | undefined =>
  isObject(v) ? v[key] : undefined;

function embed(n: PlanNode, out: Out): string {
  const f = new Fields(n, out);
  const calls: string[] = [];
  const textCall = (key: string, method: string) => {
    if (f.has(key)) calls.push(`.${method}(${text(f.get(key), out, f.path(key))})`);
  };
  textCall('title', 'WithTitle');
  textCall('description', 'WithDescription');
  textCall('url', 'WithUrl');
  if (f.has('color')) {
    const c = color(f.get('color'), out, f.path('color'));
    if (c) calls.push(`.WithColor(${c})`);
  }
  if (f.has('timestamp'))
    calls.push(
      `.WithTimestamp(DateTimeOffset.Parse(${text(f.get('timestamp'), out, f.path('timestamp'))}, System.Globalization.CultureInfo.InvariantCulture))`,
    );
  const parts = (key: string, keys: string[], method: string) => {
    if (!f.has(key)) return;
    const v = f.get(key);
    if (isObject(v))
      for (const k of Object.keys(v))
        if (!keys.includes(k))
          out.note(
            `${f.path(key)}.${k}`,
            `${LIBRARY} cannot set \`${k}\` of an embed's ${key}: left out`,
          );
    const args = keys.map((k) =>
      sub(v, k) === undefined ? 'null' : text(sub(v, k), out, `${f.path(key)}.${k}`),
    );
    while (args.length > 1 && args[args.length - 1] === 'null') args.pop();
    calls.push(`.${method}(${args.join(', ')})`);
  };
  parts('author', ['name', 'url', 'icon_url'], 'WithAuthor');
  parts('footer', ['text', 'icon_url'], 'WithFooter');
  parts('thumbnail', ['url'], 'WithThumbnail');
  parts('image', ['url'], 'WithImageUrl');
  for (const field of n.slots.find((s) => s.slot === 'fields')?.nodes ?? []) {
    const ff = new Fields(field, out);
    const args = [
      text(ff.get('name'), out, ff.path('name')),
      text(ff.get('value'), out, ff.path('value')),
    ];
    if (ff.has('inline')) args.push(bool(ff.get('inline'), out, ff.path('inline')) ?? 'false');
    ff.done();
    calls.push(`.AddField(new DiscordEmbedField(${args.join(', ')}))`);
  }
  f.done();
  return `new DiscordEmbedBuilder()${calls.map((c) => `\n    ${c}`).join('')}`;
}

function pollEmoji(v: Json | undefined, out: Out, path: string): string | null {
  if (v === undefined || v === null) return null;
  const id = isObject(v) && v.id !== undefined && v.id !== null ? ulong(v.id) : null;
  if (id !== null) return `new PartialEmoji(${id})`;
  if (isObject(v) && typeof v.name === 'string') return `new PartialEmoji(${str(v.name)})`;
  out.note(path, `not an emoji (${JSON.stringify(v)}): left out`);
  return null;
}

function poll(n: PlanNode, out: Out): string {
  const f = new Fields(n, out);
  const calls: string[] = [];
  if (f.has('question')) {
    const q = f.get('question');
    calls.push(`.WithQuestion(${text(sub(q, 'text'), out, `${f.path('question')}.text`)})`);
  }
  const answers = (n.slots.find((s) => s.slot === 'answers')?.nodes ?? []).map((a) => {
    const af = new Fields(a, out);
    const media = af.get('poll_media');
    const args = [text(sub(media, 'text'), out, `${af.path('poll_media')}.text`)];
    const emoji = pollEmoji(sub(media, 'emoji'), out, `${af.path('poll_media')}.emoji`);
    if (emoji) args.push(emoji);
    af.done();
    return `new DiscordPollAnswer(${args.join(', ')})`;
  });
  if (answers.length > 0) calls.push(`.AddAnswers(${answers.join(', ')})`);
  if (f.has('duration')) {
    const d = int(f.get('duration'), out, f.path('duration'));
    if (d) calls.push(`.SetDuration(${d})`);
  }
  if (f.has('allow_multiselect')) {
    const b = bool(f.get('allow_multiselect'), out, f.path('allow_multiselect'));
    if (b) calls.push(`.WithAllowMultiselect(${b})`);
  }
  if (f.has('layout_type') && f.get('layout_type') !== 1)
    out.note(f.path('layout_type'), `${LIBRARY} always sends layout 1: left out`);
  f.done();
  return `new DiscordPollBuilder()${calls.map((c) => `\n    ${c}`).join('')}`;
}

function mentions(v: Json, out: Out, path: string): string[] {
  if (!isObject(v)) return [];
  const calls: string[] = [];
  const parse = Array.isArray(v.parse) ? v.parse : [];
  const ids = (key: string, type: string) => {
    const list = v[key];
    if (!Array.isArray(list)) return;
    list.forEach((id, i) => {
      const x = ulong(id);
      if (x === null)
        out.note(`${path}.${key}[${i}]`, `not an id (${JSON.stringify(id)}): left out`);
      else calls.push(`.WithAllowedMention(new ${type}(${x}))`);
    });
  };
  for (const p of parse)
    if (p === 'users') calls.push('.WithAllowedMention(UserMention.All)');
    else if (p === 'roles') calls.push('.WithAllowedMention(RoleMention.All)');
    else if (p === 'everyone') calls.push('.WithAllowedMention(EveryoneMention.All)');
    else
      out.note(`${path}.parse`, `${LIBRARY} cannot parse ${JSON.stringify(p)} mentions: left out`);
  ids('users', 'UserMention');
  ids('roles', 'RoleMention');
  if (calls.length === 0) calls.push('.WithAllowedMentions(Mentions.None)');
  for (const key of Object.keys(v))
    if (key === 'replied_user' && v[key] === true)
      out.note(`${path}.${key}`, `${LIBRARY} allows the replied user only in a reply: left out`);
    else if (!['parse', 'users', 'roles', 'replied_user'].includes(key))
      out.note(`${path}.${key}`, `${LIBRARY} cannot set \`${key}\` of allowed mentions: left out`);
  return calls;
}

/** The message's `Build` and `SendAsync`. */
export function messageCode(plan: MessagePlan, out: Out): string {
  const calls: string[] = [];
  if (plan.v2) calls.push('.WithV2Components()');
  for (const f of plan.body) {
    const v = f.value;
    if (v === null) continue; // Discord reads null as not given, as DisCatSharp leaves it
    switch (f.key) {
      case 'content':
        calls.push(`.WithContent(${text(v, out, f.path)})`);
        break;
      case 'tts': {
        const b = bool(v, out, f.path);
        if (b) calls.push(`.HasTts(${b})`);
        break;
      }
      case 'enforce_nonce': {
        const b = bool(v, out, f.path);
        if (b) calls.push(`.WithEnforceNonce(${b})`);
        break;
      }
      case 'nonce':
        if (typeof v === 'string') calls.push(`.WithNonce(${str(v)})`);
        else out.note(f.path, `${LIBRARY} sends a nonce as text only: left out`);
        break;
      case 'flags':
        for (const { bit, name } of plan.flags)
          if (FLAG_CALLS[bit]) calls.push(FLAG_CALLS[bit]);
          else if (bit !== 1 << 15)
            out.note(f.path, `${LIBRARY} cannot set the flag ${name ?? bit}: left out`);
        break;
      case 'allowed_mentions':
        calls.push(...mentions(v, out, f.path));
        break;
      case 'attachments':
        break; // the files below, in upload order
      default:
        out.note(f.path, `${LIBRARY} cannot send \`${f.key}\` with a message: left out`);
    }
  }
  for (const e of plan.embeds) calls.push(`.AddEmbed(${embed(e, out)})`);
  if (plan.poll) calls.push(`.WithPoll(${poll(plan.poll, out)})`);
  if (plan.components.length > 0)
    calls.push(
      `.AddComponents(\n${indent(plan.components.map((c) => component(c, out)).join(',\n'))})`,
    );
  for (const file of plan.files) {
    const args = [str(file.filename), `File.OpenRead(${str(file.localPath)})`];
    if (file.description !== undefined) args.push(`description: ${str(file.description)}`);
    calls.push(`.AddFile(${args.join(', ')})`);
  }
  return [
    '/// <summary>The message, ready to send; its files are read from the folder the bot runs in.</summary>',
    'public static DiscordMessageBuilder Build()',
    '{',
    indent(
      `return new DiscordMessageBuilder()${calls.map((c) => `\n    ${indent(c).trimStart()}`).join('')};`,
    ),
    '}',
    '',
    '/// <summary>Sends the message to a channel.</summary>',
    'public static Task<DiscordMessage> SendAsync(DiscordChannel channel)',
    '{',
    '    return channel.SendMessageAsync(Build());',
    '}',
  ].join('\n');
}
