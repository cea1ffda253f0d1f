// discord.py 2.x code for a message plan: build_view (a LayoutView for Components V2, a View for a
// legacy message), build_embeds / build_poll, the send function of the chosen target with the
// body's keyword arguments, and one handler per routed custom_id with route_component, which a
// bot's on_interaction hands every component interaction to.
import type { Json, MessagePlan } from '../../model';
import { isPlainObject } from '../../model';
import { embedStatements } from './discordpy-embeds';
import type { PyCtx } from './discordpy-fields';
import { jsonOf, snowflake } from './discordpy-fields';
import { pollStatements } from './discordpy-poll';
import { def, pyName } from './discordpy-py';
import { layoutItems, legacyItems } from './discordpy-tree';
import { call, list, literal } from '../common/source';
import { shown } from '../common/shared';

export type MessageTarget = 'message' | 'webhook' | 'response-4' | 'response-7';

interface Target {
  signature: string;
  doc: string;
  call: string;
  /** Keyword arguments the call takes, by body field or flag. */
  accepts: ReadonlySet<string>;
  /** Extra keyword arguments. */
  extra: readonly string[];
}

const BASE = ['content', 'embeds', 'allowed_mentions', 'view', 'suppress_embeds'];

const TARGETS: Record<MessageTarget, Target> = {
  message: {
    signature: 'async def send_design(channel: discord.abc.Messageable) -> discord.Message:',
    doc: 'Sends the design as a new message in `channel`.',
    call: 'await channel.send',
    accepts: new Set([...BASE, 'tts', 'stickers', 'nonce', 'silent', 'files', 'poll']),
    extra: [],
  },
  webhook: {
    signature: 'async def send_design(webhook: discord.Webhook) -> discord.WebhookMessage:',
    doc: 'Sends the design through a webhook. Keep its URL, which holds its token, out of your\ncode: discord.Webhook.from_url(os.environ["WEBHOOK_URL"], client=client).',
    call: 'await webhook.send',
    accepts: new Set([
      ...BASE,
      'tts',
      'username',
      'avatar_url',
      'thread_name',
      'applied_tags',
      'silent',
      'files',
      'poll',
    ]),
    extra: ['wait=True'],
  },
  'response-4': {
    signature: 'async def reply_with_design(interaction: discord.Interaction) -> None:',
    doc: 'Answers an interaction with the design as a new message (response type 4).',
    call: 'await interaction.response.send_message',
    accepts: new Set([...BASE, 'tts', 'ephemeral', 'silent', 'files', 'poll']),
    extra: [],
  },
  'response-7': {
    signature: 'async def update_with_design(interaction: discord.Interaction) -> None:',
    doc: 'Answers a button or select with the design replacing its message (response type 7).',
    call: 'await interaction.response.edit_message',
    accepts: new Set([...BASE, 'attachments']),
    extra: [],
  },
};

/** Flags discord.py sets from a keyword argument; IS_COMPONENTS_V2 comes with a LayoutView. */
const FLAG_KWARGS: Readonly<Record<number, string>> = {
  [1 << 2]: 'suppress_embeds',
  [1 << 6]: 'ephemeral',
  [1 << 12]: 'silent',
};
const V2 = 1 << 15;

const objects = (ids: Json) =>
  Array.isArray(ids)
    ? list(
        '[',
        ids.map((i) => `discord.Object(id=${snowflake(i)})`),
        ']',
        'py',
      )
    : literal(ids, 'py');

function mentions(value: Json, ctx: PyCtx): string {
  if (!isPlainObject(value)) return literal(value, 'py');
  const parse = Array.isArray(value.parse) ? value.parse : [];
  const which = (name: string, ids: Json | undefined) =>
    parse.includes(name) ? 'True' : ids !== undefined ? objects(ids) : 'False';
  for (const [k, v] of Object.entries(value))
    if (!['parse', 'users', 'roles', 'replied_user'].includes(k))
      ctx.notes.note(`allowed_mentions.${k}`, `discord.py has no such option (${shown(v)})`);
  return call(
    'discord.AllowedMentions',
    [
      `everyone=${parse.includes('everyone') ? 'True' : 'False'}`,
      `users=${which('users', value.users)}`,
      `roles=${which('roles', value.roles)}`,
      `replied_user=${value.replied_user === true ? 'True' : 'False'}`,
    ],
    'py',
  );
}

/** The keyword arguments of the send call, in the body's order, then the view and the files. */
function sendKwargs(
  plan: MessagePlan,
  target: Target,
  built: { embeds: boolean; poll: boolean; view: boolean },
  removesView: boolean,
  ctx: PyCtx,
): string[] {
  const out: string[] = [];
  const name = target.call.slice(6);
  const add = (kw: string, path: string, value: string | null, raw: unknown) => {
    if (!target.accepts.has(kw)) ctx.notes.note(path, `${name}() has no "${kw}" (${shown(raw)})`);
    else if (value !== null) out.push(`${kw}=${value}`);
  };
  if (built.embeds) add('embeds', 'embeds', 'build_embeds()', plan.embeds.map(jsonOf));
  if (built.poll && plan.poll) add('poll', 'poll', 'build_poll()', jsonOf(plan.poll));
  for (const { key, value, path } of plan.body) {
    if (['content', 'tts', 'nonce', 'username', 'avatar_url', 'thread_name'].includes(key))
      add(key, path, literal(value, 'py'), value);
    else if (key === 'allowed_mentions') add(key, path, mentions(value, ctx), value);
    else if (key === 'sticker_ids') add('stickers', path, objects(value), value);
    else if (key === 'applied_tags') add(key, path, objects(value), value);
    else if (key === 'flags') {
      for (const { bit, name: flag } of plan.flags) {
        const kw = FLAG_KWARGS[bit];
        if (kw && target.accepts.has(kw)) out.push(`${kw}=True`);
        else if (bit !== V2 || !built.view)
          ctx.notes.note(path, `${flag ?? `bit ${bit}`} cannot be set with ${name}()`);
      }
    } else if (key !== 'attachments')
      ctx.notes.note(path, `discord.py has no argument for it (${shown(value)})`);
  }
  if (built.view) out.push('view=build_view()');
  // `components: []` takes a message's components away; discord.py says that with view=None.
  else if (removesView) out.push('view=None');
  const files = plan.files.map((f) =>
    call(
      'discord.File',
      [
        literal(f.localPath, 'py'),
        `filename=${literal(f.filename, 'py')}`,
        ...(f.description !== undefined ? [`description=${literal(f.description, 'py')}`] : []),
      ],
      'py',
    ),
  );
  if (files.length > 0)
    out.push(
      `${target.call.endsWith('edit_message') ? 'attachments' : 'files'}=${list('[', files, ']', 'py')}`,
    );
  return [...out, ...target.extra];
}

/**
 * The functions of a message plan. `removesView`: the design sends an empty list of components
 * (which the plan cannot tell from none), so the send call takes the message's components away.
 */
export function messageParts(
  plan: MessagePlan,
  envelope: MessageTarget,
  removesView: boolean,
  ctx: PyCtx,
): string[] {
  const target = TARGETS[envelope];
  const parts: string[] = [];
  const view = plan.v2 || plan.components.length > 0;
  if (view) {
    const cls = plan.v2 ? 'ui.LayoutView' : 'ui.View';
    const adds = (plan.v2 ? layoutItems : legacyItems)(plan.components, ctx);
    parts.push(
      def(
        `def build_view() -> ${cls}:`,
        "The design's components, built fresh for each message (call it inside a coroutine).",
        [`view = ${cls}(timeout=None)`, ...adds.map((i) => `view.add_item(${i})`), 'return view'],
      ),
    );
  }
  const embeds = plan.embeds.length > 0;
  if (embeds)
    parts.push(
      def(
        "def build_embeds() -> 'list[discord.Embed]':",
        "The design's embeds, built fresh for each message.",
        [...embedStatements(plan.embeds, ctx), 'return embeds'],
      ),
    );
  const pollLines = plan.poll && target.accepts.has('poll') ? pollStatements(plan.poll, ctx) : null;
  if (pollLines)
    parts.push(
      def('def build_poll() -> discord.Poll:', "The design's poll.", [...pollLines, 'return poll']),
    );
  const kwargs = sendKwargs(
    plan,
    target,
    {
      embeds,
      poll: plan.poll !== null && (pollLines !== null || !target.accepts.has('poll')),
      view,
    },
    removesView,
    ctx,
  );
  const sent = call(target.call, kwargs, 'py');
  const returns = envelope === 'message' || envelope === 'webhook';
  parts.push(def(target.signature, target.doc, [returns ? `return ${sent}` : sent]));
  if (plan.routes.length > 0) parts.push(...routeParts(plan));
  return parts;
}

/** One handler per routed custom_id, and route_component to call from on_interaction. */
function routeParts(plan: MessagePlan): string[] {
  const handlers = plan.routes.map((r) => {
    const select = r.kind !== 'button';
    return def(
      `async def ${pyName(r.name)}(interaction: discord.Interaction) -> None:`,
      `${select ? 'A choice was made in' : 'A click on'} the ${r.kind.replace('-', ' ')} at ${r.path}.`,
      [
        ...(select
          ? [
              "values: List[str] = list((interaction.data or {}).get('values', []))",
              'del values  # your code here: the values chosen (ids for a user, role or channel select)',
            ]
          : ['# your code here']),
        'await interaction.response.defer()',
      ],
    );
  });
  const table = list(
    '{',
    plan.routes.map((r) => `${literal(r.customId, 'py')}: ${pyName(r.name)}`),
    '}',
    'py',
  );
  const router = def(
    'async def route_component(interaction: discord.Interaction) -> None:',
    "Routes a click or choice to its handler: call it from your client's on_interaction.",
    [
      'if interaction.type is not discord.InteractionType.component:',
      '    return',
      "custom_id = (interaction.data or {}).get('custom_id')",
      `handler = ${table}.get(custom_id)`,
      'if handler is not None:',
      '    await handler(interaction)',
    ],
  );
  return [...handlers, router];
}
