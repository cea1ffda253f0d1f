// A carbon message: its components (classes declared for the interactive ones, each routed by its
// whole custom_id), its embeds, poll and files, and the send function that fetches the channel and
// calls channel.send(), which carbon serializes into Discord's JSON.
import { shown } from '../../model';
import type { MessagePlan, PlanNode } from '../../model';
import { MESSAGE_FLAGS } from '../common/shared';
import { component } from './carbon-components';
import type { Ctx } from './carbon-ts';
import { field, indent, js, slot, str } from './carbon-ts';

/** An embed as the Discord JSON carbon's Embed takes, its fields rebuilt from the slot. */
function embed(n: PlanNode, ctx: Ctx): string {
  const json: Record<string, unknown> = {};
  for (const f of n.fields) {
    json[f.key] = f.value;
    if ((f.key === 'image' || f.key === 'thumbnail') && f.value && typeof f.value === 'object')
      for (const [k, v] of Object.entries(f.value))
        if (k !== 'url')
          ctx.note(
            `${f.path}.${k}`,
            `carbon's Embed keeps only the ${f.key}'s url: left out (${shown(v)})`,
          );
  }
  const fields = slot(n, 'fields');
  if (fields.length > 0)
    json.fields = fields.map((x) => Object.fromEntries(x.fields.map((f) => [f.key, f.value])));
  return `new ${ctx.use('Embed')}(${js(json)})`;
}

/** The poll as carbon's PollSendPayload, with Discord's duration beside it. */
function poll(n: PlanNode, ctx: Ctx): string {
  const lines: string[] = [];
  const answers = slot(n, 'answers').map((a) => {
    const media = (field(a, 'poll_media') ?? {}) as Record<string, unknown>;
    const parts = [`text: ${js(media.text ?? '')}`];
    const emoji = media.emoji;
    if (emoji !== undefined) {
      ctx.pollEmoji = true;
      parts.push(`emoji: ${js(emoji)} as PollEmoji`);
    }
    return `{ ${parts.join(', ')} }`;
  });
  for (const f of n.fields) {
    if (f.key === 'question') lines.push(`question: ${js(f.value)},`);
    else if (f.key === 'duration')
      lines.push(`duration: ${js(f.value)},`, `expiry: ${js(f.value)} * 3600,`);
    else if (f.key === 'allow_multiselect') lines.push(`allowMultiselect: ${js(f.value)},`);
    else if (f.key === 'layout_type') lines.push(`layoutType: ${js(f.value)},`);
  }
  if (!n.fields.some((f) => f.key === 'question')) lines.unshift(`question: { text: '' },`);
  lines.splice(1, 0, `answers: [\n${answers.map((a) => `  ${a},`).join('\n')}\n],`);
  // carbon's type requires allowMultiselect; false is Discord's default.
  if (!n.fields.some((f) => f.key === 'allow_multiselect')) lines.push('allowMultiselect: false,');
  if (!n.fields.some((f) => f.key === 'duration'))
    lines.push('duration: 24,', 'expiry: 24 * 3600,');
  return `{\n${indent(lines.join('\n'))}\n}`;
}

const FLAG_NAMES = new Map(MESSAGE_FLAGS.map((f) => [f.bit, f.js]));

/** The send function and what it needs, declared in `ctx`; gives back the function. */
export function messageParts(plan: MessagePlan, ctx: Ctx): { consts: string[]; send: string } {
  const routes = new Set(plan.routes.map((r) => r.path));
  const components = plan.components.map((n) => component(n, ctx, routes));
  const consts: string[] = [];
  const payload: string[] = [];
  for (const f of plan.body) {
    if (f.key === 'attachments') continue;
    if (f.key === 'flags') {
      const names = plan.flags.map((b) =>
        FLAG_NAMES.has(b.bit)
          ? `${ctx.use('MessageFlags')}.${FLAG_NAMES.get(b.bit)}`
          : String(b.bit),
      );
      payload.push(`flags: ${names.length > 0 ? names.join(' | ') : js(f.value)},`);
    } else if (f.key === 'content' || f.key === 'tts') payload.push(`${f.key}: ${js(f.value)},`);
    else if (f.key === 'allowed_mentions') payload.push(`allowedMentions: ${js(f.value)},`);
    // Fields carbon has no name for: its serializer passes every key of the payload on.
    else payload.push(`...${js({ [f.key]: f.value })},`);
  }
  if (plan.embeds.length > 0)
    payload.push(
      `embeds: [\n${plan.embeds.map((e) => `  ${indent(embed(e, ctx)).trimStart()},`).join('\n')}\n],`,
    );
  if (plan.poll) {
    consts.push(
      `const POLL: ${ctx.type('PollSendPayload')} & { duration: number } = ${poll(plan.poll, ctx)};`,
    );
    payload.push('poll: POLL,');
  }
  if (components.length > 0)
    payload.push(
      `components: [\n${components.map((c) => `  ${indent(c).trimStart()},`).join('\n')}\n],`,
    );
  if (plan.files.length > 0) {
    ctx.readsFiles = true;
    const files = plan.files.map((f) => {
      const parts = [`name: ${str(f.filename)}`, `data: await openAsBlob(${str(f.localPath)})`];
      if (f.description !== undefined) parts.push(`description: ${str(f.description)}`);
      return `  { ${parts.join(', ')} },`;
    });
    payload.push(`files: [\n${files.join('\n')}\n],`);
  }
  const send = [
    `export async function sendMessage(client: ${ctx.use('Client')}, channelId: string) {`,
    '  const channel = await client.fetchChannel(channelId);',
    "  if (!channel || !('send' in channel)) throw new Error('Channel ' + channelId + ' cannot receive messages');",
    `  await channel.send({\n${indent(payload.join('\n'), '    ')}\n  });`,
    '}',
  ].join('\n');
  return { consts, send };
}
