// hikari 2.6.0 code for a message plan: build_components / build_embeds / build_poll, the send
// function of the chosen target (rest.create_message, rest.execute_webhook or an interaction's
// initial response) with the body's keyword arguments, and one handler per routed custom_id with
// the listener that routes to them.
import type { Json, MessagePlan, PlanNode } from '../../model';
import { call, list } from '../common/source';
import { component } from './hikari-components';
import type { Ctx } from './hikari-py';
import { def, isObject, py, snowflake, timestamp } from '../common/python';
import { emoji, fileResource, media, mediaUrl, pyName } from './hikari-py';

type Target = 'message' | 'webhook' | 'response-4' | 'response-7';

const MENTIONS = ['mentions_everyone', 'user_mentions', 'role_mentions'];
const ACCEPTS: Record<Target, readonly string[]> = {
  message: [
    'content',
    'tts',
    'nonce',
    'sticker_ids',
    'flags',
    'allowed_mentions',
    'mentions_reply',
  ],
  webhook: ['content', 'tts', 'username', 'avatar_url', 'flags', 'allowed_mentions'],
  'response-4': ['content', 'tts', 'flags', 'allowed_mentions'],
  'response-7': ['content', 'tts', 'flags', 'allowed_mentions'],
};

/** Keyword arguments of an embed's author / footer object, by its keys. */
function embedPart(v: Json, path: string, ctx: Ctx, keys: Record<string, string>): string[] {
  if (!isObject(v)) return [];
  const args: string[] = [];
  for (const [k, x] of Object.entries(v)) {
    const kw = keys[k];
    if (kw === 'icon') args.push(`icon=${mediaUrl(x, ctx)}`);
    else if (kw) args.push(`${kw}=${py(x)}`);
    else ctx.note(`${path}.${k}`, `hikari sends no \`${k}\` here: left out (${JSON.stringify(x)})`);
  }
  return args;
}

function embedStatements(e: PlanNode, ctx: Ctx): string[] {
  const name = pyName(e.name);
  const made: string[] = [];
  const after: string[] = [];
  for (const f of e.fields) {
    if (['title', 'description', 'url'].includes(f.key)) made.push(`${f.key}=${py(f.value)}`);
    else if (f.key === 'color')
      made.push(`color=${typeof f.value === 'number' ? `hikari.Color(${f.value})` : py(f.value)}`);
    else if (f.key === 'timestamp') made.push(`timestamp=${timestamp(f.value, ctx)}`);
    else if (f.key === 'author') {
      const args = embedPart(f.value, f.path, ctx, { name: 'name', url: 'url', icon_url: 'icon' });
      after.push(call(`${name}.set_author`, args, 'py'));
    } else if (f.key === 'footer' && isObject(f.value)) {
      const { text, ...rest } = f.value;
      const args = embedPart(rest, f.path, ctx, { icon_url: 'icon' });
      after.push(call(`${name}.set_footer`, [py(text ?? null), ...args], 'py'));
    } else if (f.key === 'image' || f.key === 'thumbnail')
      after.push(`${name}.set_${f.key}(${media(f.value, f.path, ctx)})`);
    else ctx.unknown(f);
  }
  for (const field of e.slots.flatMap((s) => s.nodes)) {
    const args: string[] = [];
    for (const f of field.fields) {
      if (f.key === 'name' || f.key === 'value') args.push(py(f.value));
      else if (f.key === 'inline') args.push(`inline=${f.value === true ? 'True' : 'False'}`);
      else ctx.unknown(f);
    }
    after.push(call(`${name}.add_field`, args, 'py'));
  }
  return [`${name} = ${call('hikari.Embed', made, 'py')}`, ...after];
}

function pollStatements(p: PlanNode, ctx: Ctx): string[] {
  const name = pyName(p.name);
  const args: string[] = [];
  for (const f of p.fields) {
    if (f.key === 'question' && isObject(f.value)) {
      const { text, ...rest } = f.value;
      args.unshift(`question_text=${py(text ?? null)}`);
      for (const [k, x] of Object.entries(rest))
        ctx.note(
          `${f.path}.${k}`,
          `hikari's poll question is text only: left out (${JSON.stringify(x)})`,
        );
    } else if (f.key === 'duration') args.push(`duration=${py(f.value)}`);
    else if (f.key === 'allow_multiselect') args.push(`allow_multiselect=${py(f.value)}`);
    else if (f.key === 'layout_type')
      args.push(
        `layout_type=${f.value === 1 ? 'hikari.PollLayoutType.DEFAULT' : `hikari.PollLayoutType(${py(f.value)})`}`,
      );
    else ctx.unknown(f);
  }
  // hikari's PollBuilder needs allow_multiselect; Discord's default is False.
  if (!p.fields.some((f) => f.key === 'allow_multiselect')) args.push('allow_multiselect=False');
  const answers = p.slots
    .flatMap((s) => s.nodes)
    .map((a) => {
      const out: string[] = [];
      for (const f of a.fields) {
        if (f.key !== 'poll_media' || !isObject(f.value)) {
          ctx.unknown(f);
          continue;
        }
        for (const [k, x] of Object.entries(f.value)) {
          if (k === 'text') out.push(`text=${py(x)}`);
          else if (k === 'emoji')
            out.push(
              `emoji=${isObject(x) && x.id == null ? `hikari.UnicodeEmoji(${py(x.name ?? '')})` : emoji(x, `${f.path}.emoji`, ctx)}`,
            );
          else ctx.note(`${f.path}.${k}`, `hikari's poll answer has no \`${k}\`: left out`);
        }
      }
      return call(`${name}.add_answer`, out, 'py');
    });
  return [`${name} = ${call(ctx.impl('PollBuilder'), args, 'py')}`, ...answers];
}

function ids(v: Json): string {
  return Array.isArray(v) ? list('[', v.map(snowflake), ']', 'py') : py(v);
}

/** hikari always sends allowed_mentions: each kind True, False or a list of ids. */
function mentions(v: Json | undefined, path: string, ctx: Ctx): string[] {
  if (v === undefined) return MENTIONS.map((m) => `${m}=True`);
  if (!isObject(v)) return [];
  const parse = Array.isArray(v.parse) ? v.parse : [];
  const out = [`mentions_everyone=${parse.includes('everyone') ? 'True' : 'False'}`];
  const kind = (p: string, key: string, kw: string) =>
    out.push(`${kw}=${parse.includes(p) ? 'True' : v[key] !== undefined ? ids(v[key]) : 'False'}`);
  kind('users', 'users', 'user_mentions');
  kind('roles', 'roles', 'role_mentions');
  if (v.replied_user === true) out.push('mentions_reply=True');
  for (const [k, x] of Object.entries(v))
    if (!['parse', 'users', 'roles', 'replied_user'].includes(k))
      ctx.note(
        `${path}.${k}`,
        `hikari has no such mention setting: left out (${JSON.stringify(x)})`,
      );
  return out;
}

const FUNCTIONS: Record<
  Target,
  { signature: string; doc: string; call: (args: string[]) => string }
> = {
  message: {
    signature:
      'async def send_message(\n    rest: hikari.api.RESTClient, channel: hikari.SnowflakeishOr[hikari.TextableChannel]\n) -> hikari.Message:',
    doc: 'Sends the design as a new message in `channel` (bot.rest for `rest`).',
    call: (args) => `return ${call('await rest.create_message', ['channel', ...args], 'py')}`,
  },
  webhook: {
    signature:
      'async def execute_webhook(\n    rest: hikari.api.RESTClient, webhook: hikari.SnowflakeishOr[hikari.ExecutableWebhook], token: str\n) -> hikari.Message:',
    doc: 'Sends the design through a webhook. Keep its token out of your code (an environment variable).',
    call: (args) =>
      `return ${call('await rest.execute_webhook', ['webhook', 'token', ...args], 'py')}`,
  },
  'response-4': {
    signature: 'async def respond_with_message(interaction: hikari.MessageResponseMixin) -> None:',
    doc: 'Answers an interaction with the design as a new message (response type 4).',
    call: (args) =>
      call(
        'await interaction.create_initial_response',
        ['hikari.ResponseType.MESSAGE_CREATE', ...args],
        'py',
      ),
  },
  'response-7': {
    signature: 'async def update_with_message(interaction: hikari.ComponentInteraction) -> None:',
    doc: 'Answers a button or select with the design replacing its message (response type 7).',
    call: (args) =>
      call(
        'await interaction.create_initial_response',
        ['hikari.ResponseType.MESSAGE_UPDATE', ...args],
        'py',
      ),
  },
};

const V2_TYPES = new Set([9, 10, 11, 12, 13, 14, 17]);

/** The functions of a message plan, in order. */
export function messageParts(plan: MessagePlan, target: Target, ctx: Ctx): string[] {
  const parts: string[] = [];
  // The builders' arguments, which follow the body's in the send call.
  const built: string[] = [];
  const args: string[] = [];
  const accepts = ACCEPTS[target];
  if (plan.components.length > 0) {
    const items = plan.components.map((c) => component(c, ctx)).filter((c) => c !== '');
    parts.push(
      def(
        'def build_components() -> list[hikari.api.ComponentBuilder]:',
        "The design's components, built fresh for each message.",
        [`return ${list('[', items, ']', 'py')}`],
      ),
    );
    built.push('components=build_components()');
  }
  if (plan.embeds.length > 0) {
    const statements = plan.embeds.flatMap((e) => embedStatements(e, ctx));
    const names = plan.embeds.map((e) => pyName(e.name));
    parts.push(
      def('def build_embeds() -> list[hikari.Embed]:', "The design's embeds.", [
        ...statements,
        `return ${list('[', names, ']', 'py')}`,
      ]),
    );
    built.push('embeds=build_embeds()');
  }
  if (plan.poll) {
    const statements = pollStatements(plan.poll, ctx);
    parts.push(
      def('def build_poll() -> hikari.api.PollBuilder:', "The design's poll.", [
        ...statements,
        `return ${pyName(plan.poll.name)}`,
      ]),
    );
    built.push('poll=build_poll()');
  }
  let mentioned = false;
  const v2Top = plan.components.some((c) => c.type !== null && V2_TYPES.has(c.type));
  for (const f of plan.body) {
    const say = (what: string) => ctx.note(f.path, `${what} (${JSON.stringify(f.value)})`);
    if (f.key === 'attachments') continue; // plan.files, below
    if (!accepts.includes(f.key)) {
      say(
        `hikari's ${FUNCTIONS[target]
          .call([])
          .split('(')[0]!
          .replace(/^(return )?await /, '')} has no \`${f.key}\`: left out`,
      );
      continue;
    }
    if (f.key === 'flags') {
      const names: string[] = [];
      for (const { bit, name } of plan.flags) {
        // hikari sets IS_COMPONENTS_V2 itself when a v2 kind is at the top.
        if (bit === 1 << 15 && v2Top) continue;
        if (name) names.push(`hikari.MessageFlag.${name}`);
        else ctx.note(f.path, `bit ${bit} has no name in hikari.MessageFlag: left out`);
      }
      if (names.length > 0) args.push(`flags=${names.join(' | ')}`);
    } else if (f.key === 'allowed_mentions') {
      mentioned = true;
      args.push(...mentions(f.value, f.path, ctx));
    } else if (f.key === 'sticker_ids') args.push(`stickers=${ids(f.value)}`);
    else args.push(`${f.key}=${py(f.value)}`);
  }
  // hikari always sends allowed_mentions; Discord's default (every kind) is spelt out.
  if (!mentioned) args.push(...mentions(undefined, 'allowed_mentions', ctx));
  for (const file of plan.files)
    if (file.description !== undefined)
      ctx.note(
        'attachments',
        `hikari sends only an attachment's id and filename, not the description of ${py(file.filename)} (${JSON.stringify(file.description)})`,
      );
  const extra = plan.files.filter((f) => !ctx.uploaded.has(f.filename));
  args.push(...built);
  if (extra.length > 0) args.push(`attachments=${list('[', extra.map(fileResource), ']', 'py')}`);
  const fn = FUNCTIONS[target];
  parts.push(def(fn.signature, fn.doc, [fn.call(args)]));
  if (plan.routes.length > 0) parts.push(...routeParts(plan));
  return parts;
}

function routeParts(plan: MessagePlan): string[] {
  const handlers = plan.routes.map((r) => {
    const select = r.kind !== 'button';
    return def(
      `async def ${pyName(r.name)}(interaction: hikari.ComponentInteraction) -> None:`,
      `${select ? 'A choice was made in' : 'A click on'} the ${r.kind.replace('-', ' ')} at ${r.path}.`,
      [
        ...(select
          ? ['selected: list[str] = list(interaction.values)', 'del selected  # your code here']
          : ['# your code here']),
        'await interaction.create_initial_response(hikari.ResponseType.DEFERRED_MESSAGE_UPDATE)',
      ],
    );
  });
  const table = list(
    '{',
    plan.routes.map((r) => `${py(r.customId)}: ${pyName(r.name)}`),
    '}',
    'py',
  );
  const router = def(
    'async def route_component(event: hikari.InteractionCreateEvent) -> None:',
    'Routes a click or choice to its handler: bot.subscribe(hikari.InteractionCreateEvent, route_component).',
    [
      'interaction = event.interaction',
      'if not isinstance(interaction, hikari.ComponentInteraction):',
      '    return',
      `handler = ${table}.get(interaction.custom_id)`,
      'if handler is not None:',
      '    await handler(interaction)',
    ],
  );
  return [...handlers, router];
}
