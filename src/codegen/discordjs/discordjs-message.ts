// discord.js code for a message plan: buildComponents / buildEmbeds / buildPoll, the send function
// of the chosen target (a channel's send, a webhook's send, an interaction's reply or update) with
// the body's options, and one handler per routed custom_id with the function that routes to them.
import type { Json, MessagePlan } from '../../model';
import { isPlainObject } from '../../model';
import { indentRest, list, literal } from '../common/source';
import { MESSAGE_FLAGS, shown } from '../common/shared';
import { embedBuilders } from './discordjs-embeds';
import { routeParts } from './discordjs-handlers';
import type { JsCtx } from './discordjs-js';
import { fn, jsonOf } from './discordjs-js';
import { pollData } from './discordjs-poll';
import { messageComponents } from './discordjs-tree';

export type MessageTarget = 'message' | 'webhook' | 'response-4' | 'response-7';

interface Target {
  fn: string;
  param: string;
  /** The parameter's discord.js type, and what the call gives back. */
  type: string;
  returns: string;
  method: string;
  doc: string[];
  /** The MessageFlags members the method's options accept. */
  flags: readonly string[];
}

const SEND_FLAGS = ['SuppressEmbeds', 'SuppressNotifications', 'IsVoiceMessage', 'IsComponentsV2'];

const TARGETS: Record<MessageTarget, Target> = {
  message: {
    fn: 'sendDesign',
    param: 'channel',
    type: 'SendableChannels',
    returns: 'Message',
    method: 'send',
    doc: ['Sends the design as a new message in `channel`.'],
    flags: SEND_FLAGS,
  },
  webhook: {
    fn: 'sendDesign',
    param: 'webhookClient',
    type: 'WebhookClient',
    returns: 'APIMessage',
    method: 'send',
    doc: [
      'Sends the design through a webhook. Its URL holds its token: keep the URL out of your',
      'code, e.g. `new WebhookClient({ url: process.env.WEBHOOK_URL })`.',
    ],
    flags: SEND_FLAGS,
  },
  'response-4': {
    fn: 'replyWithDesign',
    param: 'interaction',
    type: 'RepliableInteraction',
    returns: 'InteractionResponse',
    method: 'reply',
    doc: ['Answers an interaction with the design as a new message (response type 4).'],
    flags: ['Ephemeral', ...SEND_FLAGS],
  },
  'response-7': {
    fn: 'updateWithDesign',
    param: 'interaction',
    type: 'MessageComponentInteraction',
    returns: 'InteractionResponse',
    method: 'update',
    doc: ['Answers a button or select with the design replacing its message (response type 7).'],
    flags: ['SuppressEmbeds', 'IsComponentsV2'],
  },
};

const ALL: readonly MessageTarget[] = ['message', 'webhook', 'response-4', 'response-7'];

/** Body fields that are options of the same value under another name. */
const OPTIONS: Readonly<Record<string, { name: string; targets: readonly MessageTarget[] }>> = {
  content: { name: 'content', targets: ALL },
  tts: { name: 'tts', targets: ['message', 'webhook', 'response-4'] },
  sticker_ids: { name: 'stickers', targets: ['message'] },
  nonce: { name: 'nonce', targets: ['message'] },
  enforce_nonce: { name: 'enforceNonce', targets: ['message'] },
  username: { name: 'username', targets: ['webhook'] },
  avatar_url: { name: 'avatarURL', targets: ['webhook'] },
  thread_name: { name: 'threadName', targets: ['webhook'] },
  applied_tags: { name: 'appliedTags', targets: ['webhook'] },
};

/** Targets whose options take a poll: update() edits a message, and a poll cannot be edited in. */
const POLL_TARGETS: readonly MessageTarget[] = ['message', 'webhook', 'response-4'];

const MENTIONS: Readonly<Record<string, string>> = {
  parse: 'parse',
  users: 'users',
  roles: 'roles',
  replied_user: 'repliedUser',
};

function mentions(value: Json, ctx: JsCtx): string | null {
  if (!isPlainObject(value)) return null;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    const name = Object.hasOwn(MENTIONS, k) ? MENTIONS[k] : undefined;
    if (name) out[name] = v;
    else ctx.note(`allowed_mentions.${k}`, `discord.js has no such option (${shown(v)})`);
  }
  return literal(out, 'js');
}

function flags(plan: MessagePlan, value: Json, target: Target, ctx: JsCtx): string | null {
  if (typeof value !== 'number') {
    ctx.note('flags', `not a number, so not sent (${shown(value)})`);
    return null;
  }
  const names: string[] = [];
  for (const { bit } of plan.flags) {
    const name = MESSAGE_FLAGS.find((f) => f.bit === bit)?.js;
    if (name && target.flags.includes(name)) names.push(`MessageFlags.${name}`);
    else
      ctx.note(
        'flags',
        `${name ? `MessageFlags.${name}` : `bit ${bit}`} cannot be sent with ${target.method}()`,
      );
  }
  if (names.length === 0) return null;
  ctx.imports.add('MessageFlags');
  return names.length === 1 ? names[0]! : list('[', names, ']', 'js');
}

function files(plan: MessagePlan, ctx: JsCtx): string[] {
  if (plan.files.length === 0) return [];
  ctx.imports.add('AttachmentBuilder');
  const builders = plan.files.map((f) => {
    const data = { name: f.filename, ...(f.description ? { description: f.description } : {}) };
    return `new AttachmentBuilder(${literal(f.localPath, 'js')}, ${literal(data, 'js')})`;
  });
  return [
    '// Each file is read from the path given: put the files there, or change the paths.',
    `files: ${list('[', builders, ']', 'js')},`,
  ];
}

/** The build functions of the components, embeds and poll, with their entries in the options. */
function builders(plan: MessagePlan, target: MessageTarget, ctx: JsCtx, parts: string[]) {
  const entries: string[] = [];
  if (plan.components.length > 0) {
    const { items, type } = messageComponents(plan.components, ctx);
    parts.push(
      fn(ctx, {
        doc: ["The design's components, built fresh for each message."],
        name: 'buildComponents',
        returns: type,
        body: `return ${list('[', items, ']', 'js')};`,
      }),
    );
    entries.push('components: buildComponents(),');
    if (target === 'webhook')
      entries.push(
        '// Lets a webhook that no application owns send components (non-interactive ones only).',
        'withComponents: true,',
      );
  }
  if (plan.embeds.length > 0) {
    parts.push(
      fn(ctx, {
        doc: ["The design's embeds, built fresh for each message."],
        name: 'buildEmbeds',
        returns: 'EmbedBuilder[]',
        body: `return ${list('[', embedBuilders(plan.embeds, ctx), ']', 'js')};`,
      }),
    );
    entries.unshift('embeds: buildEmbeds(),');
  }
  const poll = plan.poll && POLL_TARGETS.includes(target) ? pollData(plan.poll, ctx) : null;
  if (plan.poll && !POLL_TARGETS.includes(target))
    ctx.note(
      'poll',
      `discord.js's ${TARGETS[target].method}() has no option for it (${shown(jsonOf(plan.poll))})`,
    );
  if (poll !== null) {
    parts.push(
      fn(ctx, {
        doc: ["The design's poll."],
        name: 'buildPoll',
        returns: ctx.type('PollData'),
        jsReturns: true,
        body: `return ${poll};`,
      }),
    );
    entries.push('poll: buildPoll(),');
  }
  return entries;
}

/** The functions of a message plan, in order. */
export function messageParts(plan: MessagePlan, envelope: MessageTarget, ctx: JsCtx): string[] {
  const target = TARGETS[envelope];
  const parts: string[] = [];
  const lines = builders(plan, envelope, ctx, parts);
  const options: string[] = [];
  for (const f of plan.body) {
    const option = Object.hasOwn(OPTIONS, f.key) ? OPTIONS[f.key] : undefined;
    const value =
      option?.targets.includes(envelope) === true
        ? literal(f.value, 'js')
        : f.key === 'allowed_mentions'
          ? mentions(f.value, ctx)
          : f.key === 'flags'
            ? flags(plan, f.value, target, ctx)
            : null;
    const name = option?.name ?? (f.key === 'allowed_mentions' ? 'allowedMentions' : f.key);
    if (value !== null) options.push(`${name}: ${value},`);
    // Uploaded as `files`, below.
    else if (f.key !== 'attachments' && !(f.key in MENTIONS_OR_FLAGS))
      ctx.note(f.path, `discord.js's ${target.method}() has no option for it (${shown(f.value)})`);
  }
  const all = [...options, ...lines, ...files(plan, ctx)];
  const call =
    all.length > 0
      ? `${target.param}.${target.method}({\n  ${all.map((o) => indentRest(o, '  ')).join('\n  ')}\n})`
      : `${target.param}.${target.method}({})`;
  parts.push(
    fn(ctx, {
      doc: target.doc,
      name: target.fn,
      params: [{ name: target.param, type: ctx.type(target.type) }],
      returns: ctx.type(target.returns),
      async: true,
      body: `return ${call};`,
    }),
  );
  if (plan.routes.length > 0) parts.push(...routeParts(plan.routes, ctx));
  return parts;
}

const MENTIONS_OR_FLAGS = { allowed_mentions: true, flags: true };
