// A legacy message's poll as discord.js's PollData. discord.js asks for a duration and for
// allowMultiselect, so an absent one is written as Discord's default (24 hours, one answer); an
// answer's emoji is the text discord.js parses into a partial emoji, which cannot say everything
// a design may hold, and what it cannot say is named in the header.
import { isPlainObject } from '../../model';
import type { PlanNode } from '../../model';
import type { JsCtx } from './discordjs-js';
import { jsonOf } from './discordjs-js';
import type { PollEmoji } from '../common/embed-values';
import { pollEmoji } from '../common/embed-values';
import { list, literal } from '../common/source';
import { shown } from '../common/shared';

const object = (entries: readonly string[]) => list('{', entries, '}', 'js', ' ');

/** The ids discord.js recognises in an emoji's text. */
const JS_ID = /^\d{17,19}$/;
/** The names discord.js reads back out of `<:name:id>`. */
const JS_NAME = /^\w{2,32}$/;

/** The emoji as the text discord.js resolves to exactly it, or null (noted) when there is none. */
function emojiText(emoji: PollEmoji, path: string, ctx: JsCtx): string | null {
  if (emoji.kind === 'unicode') {
    // discord.js URI-decodes a text with % and reads one with : as `name:id`.
    if (!/[%:]/.test(emoji.name)) return literal(emoji.name, 'js');
    ctx.note(path, `discord.js would read this name as something else (${shown(emoji)})`);
    return null;
  }
  if (!JS_ID.test(emoji.id)) {
    ctx.note(path, `discord.js reads only ids of 17 to 19 digits (${shown(emoji.id)})`);
    return null;
  }
  if (emoji.name !== undefined && JS_NAME.test(emoji.name))
    return literal(`<${emoji.animated ? 'a' : ''}:${emoji.name}:${emoji.id}>`, 'js');
  if (emoji.name !== undefined || emoji.animated)
    ctx.note(
      path,
      `discord.js sends this emoji by its id alone: its name is not 2 to 32 letters, digits or _ (${shown(emoji)})`,
    );
  return literal(emoji.id, 'js');
}

function answer(value: unknown, path: string, ctx: JsCtx): string | null {
  if (!isPlainObject(value) || !isPlainObject(value.poll_media)) {
    ctx.note(path, `not a poll answer, so not sent (${shown(value)})`);
    return null;
  }
  for (const [k, v] of Object.entries(value))
    if (k !== 'poll_media')
      ctx.note(`${path}.${k}`, `discord.js has no such answer field (${shown(v)})`);
  const media = value.poll_media;
  for (const [k, v] of Object.entries(media))
    if (k !== 'text' && k !== 'emoji')
      ctx.note(`${path}.poll_media.${k}`, `discord.js has no such field (${shown(v)})`);
  if (typeof media.text !== 'string') {
    ctx.note(path, `discord.js needs an answer text (${shown(value)})`);
    return null;
  }
  const entries = [`text: ${literal(media.text, 'js')}`];
  if (media.emoji !== undefined) {
    const emojiPath = `${path}.poll_media.emoji`;
    const emoji = pollEmoji(media.emoji, emojiPath, ctx.shared, 'discord.js');
    const text = emoji && emojiText(emoji, emojiPath, ctx);
    if (text) entries.push(`emoji: ${text}`);
  }
  return object(entries);
}

/** The PollData literal for the plan's poll, or null (noted) when it cannot be written. */
export function pollData(poll: PlanNode, ctx: JsCtx): string | null {
  const value = jsonOf(poll);
  if (!isPlainObject(value) || !isPlainObject(value.question)) {
    ctx.note('poll', `discord.js needs a poll with a question (${shown(value)})`);
    return null;
  }
  const { question, answers, duration, allow_multiselect: multi, layout_type: layout } = value;
  if (typeof question.text !== 'string') {
    ctx.note('poll', `discord.js needs a question text (${shown(question)})`);
    return null;
  }
  for (const [k, v] of Object.entries(question))
    if (k !== 'text')
      ctx.note(`poll.question.${k}`, `discord.js sends only the question's text (${shown(v)})`);
  const known = ['question', 'answers', 'duration', 'allow_multiselect', 'layout_type'];
  for (const [k, v] of Object.entries(value))
    if (!known.includes(k))
      ctx.note(`poll.${k}`, `discord.js has no such poll field (${shown(v)})`);
  const items = Array.isArray(answers)
    ? answers.flatMap((a: unknown, i) => answer(a, `poll.answers[${i}]`, ctx) ?? [])
    : [];
  if (!Array.isArray(answers) && answers !== undefined)
    ctx.note('poll.answers', `not a list, so not sent (${shown(answers)})`);
  const entries = [
    `question: ${object([`text: ${literal(question.text, 'js')}`])}`,
    `answers: ${list('[', items, ']', 'js')}`,
  ];
  if (typeof duration !== 'number' && duration !== undefined)
    ctx.note('poll.duration', `not a number of hours; 24 is sent (${shown(duration)})`);
  entries.push(`duration: ${typeof duration === 'number' ? literal(duration, 'js') : '24'}`);
  if (typeof multi !== 'boolean' && multi !== undefined)
    ctx.note('poll.allow_multiselect', `not true or false; false is sent (${shown(multi)})`);
  entries.push(`allowMultiselect: ${multi === true}`);
  if (layout === 1) {
    ctx.imports.add('PollLayoutType');
    entries.push('layoutType: PollLayoutType.Default');
  } else if (layout !== undefined)
    ctx.note('poll.layout_type', `discord.js knows only layout 1 (${shown(layout)})`);
  return list('{', entries, '}', 'js', ' ');
}
