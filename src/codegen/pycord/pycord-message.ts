// py-cord 2.8.1 code for a message plan: the DesignView (a discord.ui.DesignerView holding the
// design's components, each action row an ActionRow subclass whose decorated methods are the
// handlers of its custom_ids), build_embeds / build_poll / build_files, send_message
// (channel.send with the body's keywords) and add_views (bot.add_view, so the handlers answer
// after a restart too).
import type { Json, MessagePlan, PlanNode } from '../../model';
import { call, list } from '../common/source';
import type { Rows } from './pycord-components';
import { viewItem } from './pycord-components';
import type { Ctx } from './pycord-py';
import { bool, def, isObject, py, shownShort, snowflake, timestamp } from '../common/python';
import { emoji, fileArg, media, pyName } from './pycord-py';

/** Keyword arguments of an embed's author / footer, by its keys. */
function embedPart(v: Json, path: string, ctx: Ctx, keys: readonly string[]): string[] {
  if (!isObject(v)) return [];
  const args: string[] = [];
  for (const [k, x] of Object.entries(v)) {
    if (keys.includes(k)) args.push(`${k}=${py(x)}`);
    else ctx.note(`${path}.${k}`, `py-cord sends no \`${k}\` here: left out (${shownShort(x)})`);
  }
  return args;
}

function embedStatements(e: PlanNode, ctx: Ctx): string[] {
  const name = pyName(e.name);
  const made: string[] = [];
  const after: string[] = [];
  for (const f of e.fields) {
    if (['title', 'description', 'url', 'color', 'type'].includes(f.key))
      made.push(`${f.key}=${py(f.value)}`);
    else if (f.key === 'timestamp') made.push(`timestamp=${timestamp(f.value, ctx)}`);
    else if (f.key === 'author')
      after.push(
        call(
          `${name}.set_author`,
          embedPart(f.value, f.path, ctx, ['name', 'url', 'icon_url']),
          'py',
        ),
      );
    else if (f.key === 'footer')
      after.push(
        call(`${name}.set_footer`, embedPart(f.value, f.path, ctx, ['text', 'icon_url']), 'py'),
      );
    else if (f.key === 'image' || f.key === 'thumbnail')
      after.push(`${name}.set_${f.key}(url=${media(f.value, f.path, ctx)})`);
    else ctx.unknown(f);
  }
  for (const field of e.slots.flatMap((s) => s.nodes)) {
    const args: string[] = [];
    for (const f of field.fields) {
      if (f.key === 'name' || f.key === 'value') args.push(`${f.key}=${py(f.value)}`);
      else if (f.key !== 'inline') ctx.unknown(f);
    }
    // py-cord's inline defaults to True, Discord's to false.
    const inline = field.fields.find((f) => f.key === 'inline')?.value ?? false;
    args.push(`inline=${bool(inline)}`);
    after.push(call(`${name}.add_field`, args, 'py'));
  }
  return [`${name} = ${call('discord.Embed', made, 'py')}`, ...after];
}

function pollStatements(p: PlanNode, ctx: Ctx): string[] {
  const name = pyName(p.name);
  const args: string[] = [];
  for (const f of p.fields) {
    if (f.key === 'question' && isObject(f.value)) {
      const { text, ...rest } = f.value;
      args.unshift(py(text ?? ''));
      for (const [k, x] of Object.entries(rest))
        ctx.note(
          `${f.path}.${k}`,
          `py-cord's poll question is text only: left out (${shownShort(x)})`,
        );
    } else if (f.key === 'duration' || f.key === 'allow_multiselect')
      args.push(`${f.key}=${py(f.value)}`);
    else if (f.key === 'layout_type')
      args.push(
        `layout_type=${f.value === 1 ? 'discord.PollLayoutType.default' : `discord.PollLayoutType(${py(f.value)})`}`,
      );
    else ctx.unknown(f);
  }
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
          if (k === 'text') out.unshift(py(x));
          else if (k === 'emoji') out.push(`emoji=${emoji(x, `${f.path}.emoji`, ctx)}`);
          else ctx.note(`${f.path}.${k}`, `py-cord's poll answer has no \`${k}\`: left out`);
        }
      }
      return call(`${name}.add_answer`, out, 'py');
    });
  return [`${name} = ${call('discord.Poll', args, 'py')}`, ...answers];
}

const ids = (v: Json): string =>
  Array.isArray(v)
    ? list(
        '[',
        v.map((id) => `discord.Object(id=${snowflake(id)})`),
        ']',
        'py',
      )
    : py(v);

/** discord.AllowedMentions: each keyword defaults to "allowed", so every one is spelt out. */
function mentions(v: Json, path: string, ctx: Ctx): string {
  if (!isObject(v)) return py(v);
  const parse = Array.isArray(v.parse) ? v.parse : [];
  const kind = (p: string) =>
    parse.includes(p) ? 'True' : v[p] !== undefined ? ids(v[p]) : 'False';
  const args = [
    `everyone=${parse.includes('everyone') ? 'True' : 'False'}`,
    `users=${kind('users')}`,
    `roles=${kind('roles')}`,
    `replied_user=${v.replied_user === true ? 'True' : 'False'}`,
  ];
  for (const [k, x] of Object.entries(v))
    if (!['parse', 'users', 'roles', 'replied_user'].includes(k))
      ctx.note(`${path}.${k}`, `py-cord has no such mention setting: left out (${shownShort(x)})`);
  return call('discord.AllowedMentions', args, 'py');
}

const V2_TYPES = new Set([9, 10, 11, 12, 13, 14, 17]);
const FLAG_KEYWORDS: Record<number, string> = { 4: 'suppress_embeds=True', 4096: 'silent=True' };

/** The declarations and functions of a message plan, in order. */
export function messageParts(plan: MessagePlan, ctx: Ctx): string[] {
  const parts: string[] = [];
  const built: string[] = [];
  if (plan.components.length > 0) {
    const rows: Rows = { classes: [], routes: plan.routes };
    const items = plan.components.map((c) => viewItem(c, rows, ctx));
    parts.push(...rows.classes);
    parts.push(
      [
        'class DesignView(discord.ui.DesignerView):',
        '    """The design\'s components; persistent (no timeout), so bot.add_view keeps it answering."""',
        '',
        def(
          'def __init__(self) -> None:',
          'Adds each component, in order.',
          ['super().__init__(timeout=None)', ...items.map((i) => `self.add_item(${i})`)],
          '    ',
        ),
      ].join('\n'),
    );
    built.push('view=DesignView()');
  }
  if (plan.embeds.length > 0) {
    const statements = plan.embeds.flatMap((e) => embedStatements(e, ctx));
    const names = plan.embeds.map((e) => pyName(e.name));
    parts.push(
      def('def build_embeds() -> list[discord.Embed]:', "The design's embeds.", [
        ...statements,
        `return ${list('[', names, ']', 'py')}`,
      ]),
    );
    built.push('embeds=build_embeds()');
  }
  if (plan.poll) {
    parts.push(
      def('def build_poll() -> discord.Poll:', "The design's poll.", [
        ...pollStatements(plan.poll, ctx),
        `return ${pyName(plan.poll.name)}`,
      ]),
    );
    built.push('poll=build_poll()');
  }
  if (plan.files.length > 0) {
    parts.push(
      def(
        'def build_files() -> list[discord.File]:',
        'The files the message uploads, read from the folder the bot runs in.',
        [`return ${list('[', plan.files.map(fileArg), ']', 'py')}`],
      ),
    );
    built.push('files=build_files()');
  }
  const args: string[] = [];
  const v2Top = plan.components.some((c) => c.type !== null && V2_TYPES.has(c.type));
  for (const f of plan.body) {
    if (f.key === 'attachments') continue; // plan.files, above
    if (f.key === 'content') args.unshift(py(f.value));
    else if (f.key === 'tts') args.push(`tts=${bool(f.value)}`);
    else if (f.key === 'allowed_mentions')
      args.push(`allowed_mentions=${mentions(f.value, f.path, ctx)}`);
    else if (f.key === 'flags') {
      for (const { bit, name } of plan.flags) {
        const kw = FLAG_KEYWORDS[bit];
        if (kw) args.push(kw);
        else if (bit === 1 << 15 && v2Top)
          continue; // py-cord sets it for a v2 view
        else ctx.note(f.path, `py-cord's send cannot set the flag ${name ?? bit}: left out`);
      }
    } else ctx.unknown(f);
  }
  parts.push(
    def(
      'async def send_message(channel: discord.abc.Messageable) -> discord.Message:',
      'Sends the design as a new message in `channel` (bot.get_partial_messageable(id), say).',
      [`return ${call('await channel.send', [...args, ...built], 'py')}`],
    ),
  );
  if (plan.routes.length > 0)
    parts.push(
      def(
        'def add_views(bot: discord.Bot) -> None:',
        "Keeps the design's handlers answering, after a restart too: call it once, in on_ready.",
        ['bot.add_view(DesignView())'],
      ),
    );
  return parts;
}
