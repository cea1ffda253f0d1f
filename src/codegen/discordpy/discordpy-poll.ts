// A legacy message's poll (the plan's poll node) as a discord.Poll (discord.py 2.4+): its question, a duration as a
// timedelta (discord.py asks for one, so an absent one is Discord's default of 24 hours), whether
// several answers may be chosen, then add_answer() for each answer. A custom emoji goes in as a
// PartialEmoji, a unicode one as its text; a question emoji, an answer id or a layout other than
// the default cannot be said, and are named in the header.
import { isPlainObject } from '../../model';
import type { PlanNode } from '../../model';
import type { PyCtx } from './discordpy-fields';
import { jsonOf } from './discordpy-fields';
import type { PollEmoji } from '../common/embed-values';
import { pollEmoji } from '../common/embed-values';
import { call, literal } from '../common/source';
import { shown } from '../common/shared';

const str = (v: string) => literal(v, 'py');

function emojiArg(emoji: PollEmoji): string {
  if (emoji.kind === 'unicode') return str(emoji.name);
  // PartialEmoji asks for a name; a custom emoji is found by its id whatever it is called.
  const args = [`name=${emoji.name === undefined ? 'None' : str(emoji.name)}`, `id=${emoji.id}`];
  if (emoji.animated) args.push('animated=True');
  return call('discord.PartialEmoji', args, 'py');
}

function addAnswer(value: unknown, path: string, ctx: PyCtx): string | null {
  if (!isPlainObject(value) || !isPlainObject(value.poll_media)) {
    ctx.notes.leftOut(path, `not a poll answer, so not sent (${shown(value)})`);
    return null;
  }
  for (const [k, v] of Object.entries(value))
    if (k !== 'poll_media')
      ctx.notes.leftOut(`${path}.${k}`, `add_answer() has no parameter for it (${shown(v)})`);
  const media = value.poll_media;
  for (const [k, v] of Object.entries(media))
    if (k !== 'text' && k !== 'emoji')
      ctx.notes.leftOut(
        `${path}.poll_media.${k}`,
        `add_answer() has no parameter for it (${shown(v)})`,
      );
  if (typeof media.text !== 'string') {
    ctx.notes.leftOut(path, `add_answer() needs a text (${shown(value)})`);
    return null;
  }
  const args = [`text=${str(media.text)}`];
  if (media.emoji !== undefined) {
    const emoji = pollEmoji(media.emoji, `${path}.poll_media.emoji`, ctx.notes, 'discord.py');
    if (emoji) args.push(`emoji=${emojiArg(emoji)}`);
  }
  return call('poll.add_answer', args, 'py');
}

/** The statements that build `poll`, or null (noted) when it cannot be written. */
export function pollStatements(node: PlanNode, ctx: PyCtx): string[] | null {
  const value = jsonOf(node);
  if (!isPlainObject(value) || !isPlainObject(value.question)) {
    ctx.notes.leftOut('poll', `discord.Poll needs a question (${shown(value)})`);
    return null;
  }
  const { question, answers, duration, allow_multiselect: multi, layout_type: layout } = value;
  if (typeof question.text !== 'string') {
    ctx.notes.leftOut('poll', `discord.Poll needs a question text (${shown(question)})`);
    return null;
  }
  for (const [k, v] of Object.entries(question))
    if (k !== 'text')
      ctx.notes.leftOut(
        `poll.question.${k}`,
        `discord.py sends only the question's text (${shown(v)})`,
      );
  const known = ['question', 'answers', 'duration', 'allow_multiselect', 'layout_type'];
  for (const [k, v] of Object.entries(value))
    if (!known.includes(k))
      ctx.notes.leftOut(`poll.${k}`, `discord.Poll has no parameter for it (${shown(v)})`);
  if (typeof duration !== 'number' && duration !== undefined)
    ctx.notes.leftOut('poll.duration', `not a number of hours; 24 is sent (${shown(duration)})`);
  if (typeof multi !== 'boolean' && multi !== undefined)
    ctx.notes.leftOut(
      'poll.allow_multiselect',
      `not true or false; False is sent (${shown(multi)})`,
    );
  // Layout 1 is the only one Discord has, and discord.Poll's default.
  if (layout !== undefined && layout !== 1)
    ctx.notes.leftOut('poll.layout_type', `discord.py knows only layout 1 (${shown(layout)})`);
  ctx.datetime = true;
  const hours = typeof duration === 'number' ? literal(duration, 'py') : '24';
  const args = [
    `question=${str(question.text)}`,
    `duration=datetime.timedelta(hours=${hours})`,
    ...(multi === true ? ['multiselect=True'] : []),
  ];
  if (!Array.isArray(answers) && answers !== undefined)
    ctx.notes.leftOut('poll.answers', `not a list, so not sent (${shown(answers)})`);
  const adds = Array.isArray(answers)
    ? answers.flatMap((a: unknown, i) => addAnswer(a, `poll.answers[${i}]`, ctx) ?? [])
    : [];
  return [`poll = ${call('discord.Poll', args, 'py')}`, ...adds];
}
