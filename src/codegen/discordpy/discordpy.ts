// discord.py 2.x code for a design: a module that builds the components as UI items (a LayoutView
// for Components V2, a View for a legacy message, a Modal) and sends them the way the chosen
// target does.
import { isPlainObject, isV2, walk, partsInBody } from '../../model';
import type { Doc, MessageDoc, NodeKind } from '../../model';
import type { PyUses } from './discordpy-embeds';
import { embedStatements } from './discordpy-embeds';
import type { PyCtx } from './discordpy-fields';
import { snowflake } from './discordpy-fields';
import { pollStatements } from './discordpy-poll';
import { layoutItems, legacyItems, modalItems } from './discordpy-tree';
import { call, comment, indentRest, list, literal } from '../common/source';
import type { CodegenOptions } from '../common/shared';
import { Notes, bodyOf, filesOf, flagBits, localPath, shown } from '../common/shared';

type MessageTarget = MessageDoc['envelope'];

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
const FLAG_KWARGS: Readonly<Record<string, string>> = {
  [1 << 2]: 'suppress_embeds',
  [1 << 6]: 'ephemeral',
  [1 << 12]: 'silent',
};
const V2 = 1 << 15;

const objects = (ids: unknown) =>
  Array.isArray(ids)
    ? list(
        '[',
        ids.map((i) => `discord.Object(id=${snowflake(i)})`),
        ']',
        'py',
      )
    : literal(ids, 'py');

function mentions(value: unknown, ctx: PyCtx): string {
  if (!isPlainObject(value)) return literal(value, 'py');
  const parse = Array.isArray(value.parse) ? value.parse : [];
  const which = (name: string, list: unknown) =>
    parse.includes(name) ? 'True' : list !== undefined ? objects(list) : 'False';
  for (const k of Object.keys(value))
    if (!['parse', 'users', 'roles', 'replied_user'].includes(k))
      ctx.notes.leftOut(
        `allowed_mentions.${k}`,
        `discord.py has no such option (${shown(value[k])})`,
      );
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

const IND = '    ';
const def = (signature: string, doc: string, body: readonly string[]) =>
  `${signature}\n${IND}"""${indentRest(doc, IND)}"""\n${body.map((l) => `${IND}${indentRest(l, IND)}`).join('\n')}`;

/** `def build_embeds()` / `def build_poll()` from their statements, into `parts`. */
function builder(
  name: 'embeds' | 'poll',
  statements: string[] | null,
  parts: string[],
): string | null {
  if (statements === null) return null;
  const signature =
    name === 'embeds'
      ? "def build_embeds() -> 'list[discord.Embed]':"
      : 'def build_poll() -> discord.Poll:';
  const doc =
    name === 'embeds' ? "The design's embeds, built fresh for each message." : "The design's poll.";
  parts.push(def(signature, doc, [...statements, `return ${name}`]));
  return `build_${name}()`;
}

function sendKwargs(
  doc: Doc,
  envelope: MessageTarget,
  target: Target,
  ctx: PyCtx,
  view: boolean,
  parts: string[],
  uses: PyUses,
): string[] {
  const out: string[] = [];
  const body = bodyOf(doc);
  const add = (kw: string, field: string, value: string | null) => {
    if (!target.accepts.has(kw))
      ctx.notes.leftOut(field, `${target.call.slice(6)}() has no "${kw}" (${shown(body[field])})`);
    else if (value !== null) out.push(`${kw}=${value}`);
  };
  for (const [k, v] of Object.entries(body)) {
    if (
      k === 'content' ||
      k === 'tts' ||
      k === 'nonce' ||
      k === 'username' ||
      k === 'avatar_url' ||
      k === 'thread_name'
    )
      add(k, k, literal(v, 'py'));
    else if (k === 'embeds')
      add('embeds', k, builder('embeds', embedStatements(v, ctx, uses), parts));
    else if (k === 'poll')
      add(
        'poll',
        k,
        target.accepts.has('poll') ? builder('poll', pollStatements(v, ctx, uses), parts) : null,
      );
    else if (k === 'allowed_mentions') add('allowed_mentions', k, mentions(v, ctx));
    else if (k === 'sticker_ids') add('stickers', k, objects(v));
    else if (k === 'applied_tags') add('applied_tags', k, objects(v));
    else if (k === 'flags' && typeof v === 'number') {
      for (const { bit, name } of flagBits(v)) {
        const kw = FLAG_KWARGS[bit];
        if (kw && target.accepts.has(kw)) out.push(`${kw}=True`);
        else if (bit !== V2 || !view)
          ctx.notes.leftOut(
            'flags',
            `${name ? `MessageFlags.${name.js}` : `bit ${bit}`} cannot be set with ${target.call.slice(6)}()`,
          );
      }
    } else if (k !== 'attachments')
      ctx.notes.leftOut(k, `discord.py has no argument for it (${shown(v)})`);
  }
  if (view) out.push('view=build_view()');
  // `components: []` takes a message's components away; discord.py says that with view=None.
  else if (doc.hasNodes) out.push('view=None');
  const files = filesOf(doc).map((f) =>
    call(
      'discord.File',
      [
        literal(localPath(f.filename), 'py'),
        `filename=${literal(f.filename, 'py')}`,
        ...(f.description ? [`description=${literal(f.description, 'py')}`] : []),
      ],
      'py',
    ),
  );
  if (files.length > 0)
    out.push(
      `${envelope === 'response-7' ? 'attachments' : 'files'}=${list('[', files, ']', 'py')}`,
    );
  return [...out, ...target.extra];
}

const NEWER: ReadonlySet<NodeKind> = new Set<NodeKind>([
  'file-upload',
  'radio-group',
  'checkbox-group',
  'checkbox',
]);

/** 2.6 brought Components V2, Labels and component ids; 2.7 the newer modal inputs. */
function minimumVersion(doc: Doc): string {
  let newer = false;
  walk(doc.nodes, (n) => {
    newer ||= NEWER.has(n.kind);
  });
  return newer ? '2.7' : '2.6';
}

/**
 * Python takes its source encoding from a `coding:` comment on the first or second line, so a
 * design named "coding:utf-7" would turn the escapes of every literal back into live code. The
 * first line declares UTF-8 (after which Python looks no further) and the second is fixed text;
 * the design's text starts on the third.
 */
export const PREAMBLE = '# -*- coding: utf-8 -*-\n# discord.py code from Component Studio.';

function header(doc: Doc, options: CodegenOptions, notes: Notes): string {
  const lines = [
    ...(options.name ? [`Design: ${JSON.stringify(options.name)}`] : []),
    `Needs discord.py ${minimumVersion(doc)} or later.`,
  ];
  if (options.errors)
    lines.push(
      `This design has ${options.errors} error${options.errors === 1 ? '' : 's'} (see Problems): Discord will refuse it.`,
    );
  if (notes.lines.length > 0)
    lines.push('', 'Not expressed in this code:', ...notes.lines.map((l) => `- ${l}`));
  if (filesOf(doc).length > 0 && doc.surface === 'message')
    lines.push(
      '',
      'Each discord.File is read from the path given: put the files there, or change the paths.',
    );
  return `${PREAMBLE}\n${comment(lines, 'py')}`;
}

/** A complete discord.py module for `doc` sent as `options.envelope`. */
export function discordPyCode(design: Doc, options: CodegenOptions): string {
  // The generators read a message's body field by field: its embeds and poll go back there.
  const doc = partsInBody(design);
  const ctx: PyCtx = { notes: new Notes() };
  const uses: PyUses = new Set();
  const parts: string[] = [];
  if (doc.surface === 'modal') {
    const { title, custom_id: customId, ...rest } = doc.body;
    for (const [k, v] of Object.entries(rest))
      ctx.notes.leftOut(k, `discord.py's Modal has no such parameter (${shown(v)})`);
    const made = call(
      'ui.Modal',
      [
        ...(title !== undefined ? [`title=${literal(title, 'py')}`] : []),
        ...(customId !== undefined ? [`custom_id=${literal(customId, 'py')}`] : []),
      ],
      'py',
    );
    const adds = modalItems(doc.nodes, ctx).map((i) => `modal.add_item(${i})`);
    parts.push(
      def('def build_modal() -> ui.Modal:', 'The modal, built fresh each time it is shown.', [
        `modal = ${made}`,
        ...adds,
        'return modal',
      ]),
    );
    if (options.envelope === 'modal-9')
      parts.push(
        def(
          'async def show_design(interaction: discord.Interaction) -> None:',
          'Shows the modal in answer to a command or a button / select (response type 9).',
          ['await interaction.response.send_modal(build_modal())'],
        ),
      );
  } else {
    const envelope = (
      options.envelope in TARGETS ? options.envelope : doc.envelope
    ) as MessageTarget;
    const target = TARGETS[envelope];
    const v2 = isV2(doc);
    const view = v2 || doc.nodes.length > 0;
    if (view) {
      const cls = v2 ? 'ui.LayoutView' : 'ui.View';
      const adds = (v2 ? layoutItems : legacyItems)(doc.nodes, ctx).map(
        (i) => `view.add_item(${i})`,
      );
      parts.push(
        def(
          `def build_view() -> ${cls}:`,
          "The design's components, built fresh for each message (call it inside a coroutine).",
          [`view = ${cls}(timeout=None)`, ...adds, 'return view'],
        ),
      );
    }
    const kwargs = sendKwargs(doc, envelope, target, ctx, view, parts, uses);
    const body =
      envelope === 'message' || envelope === 'webhook'
        ? `return ${call(target.call, kwargs, 'py')}`
        : call(target.call, kwargs, 'py');
    parts.push(def(target.signature, target.doc, [body]));
  }
  const head = header(doc, options, ctx.notes);
  const imports = [...(uses.has('datetime') ? ['import datetime'] : []), 'import discord'];
  return `${head}\n${imports.join('\n')}\nfrom discord import ui\n\n\n${parts.join('\n\n\n')}\n`;
}
