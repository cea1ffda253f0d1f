// discord.js v14 code for a design: an ES module (JavaScript, typed with JSDoc) that builds the
// components with discord.js's builders and sends them the way the chosen target does.
import { isPlainObject, partsInBody } from '../../model';
import type { Doc, MessageDoc } from '../../model';
import { embedBuilders } from './discordjs-embeds';
import type { JsCtx } from './discordjs-fields';
import { pollData } from './discordjs-poll';
import { messageComponents, modalBuilder } from './discordjs-tree';
import { comment, indentRest, list, literal } from '../common/source';
import type { CodegenOptions } from '../common/shared';
import { Notes, bodyOf, filesOf, flagBits, localPath, shown } from '../common/shared';

type MessageTarget = MessageDoc['envelope'];

interface Target {
  fn: string;
  param: string;
  type: string;
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
    type: "import('discord.js').SendableChannels",
    method: 'send',
    doc: ['Sends the design as a new message in `channel`.'],
    flags: SEND_FLAGS,
  },
  webhook: {
    fn: 'sendDesign',
    param: 'webhookClient',
    type: "import('discord.js').WebhookClient",
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
    type: "import('discord.js').RepliableInteraction",
    method: 'reply',
    doc: ['Answers an interaction with the design as a new message (response type 4).'],
    flags: ['Ephemeral', ...SEND_FLAGS],
  },
  'response-7': {
    fn: 'updateWithDesign',
    param: 'interaction',
    type: "import('discord.js').MessageComponentInteraction",
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

const MENTIONS: Readonly<Record<string, string>> = {
  parse: 'parse',
  users: 'users',
  roles: 'roles',
  replied_user: 'repliedUser',
};

function mentions(value: unknown, ctx: JsCtx): string | null {
  if (!isPlainObject(value)) return null;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    const name = Object.hasOwn(MENTIONS, k) ? MENTIONS[k] : undefined;
    if (name) out[name] = v;
    else ctx.notes.leftOut(`allowed_mentions.${k}`, `discord.js has no such option (${shown(v)})`);
  }
  return literal(out, 'js');
}

function flags(value: unknown, target: Target, ctx: JsCtx): string | null {
  if (typeof value !== 'number') {
    ctx.notes.leftOut('flags', `not a number, so not sent (${shown(value)})`);
    return null;
  }
  const names: string[] = [];
  for (const { bit, name } of flagBits(value)) {
    if (name && target.flags.includes(name.js)) names.push(`MessageFlags.${name.js}`);
    else
      ctx.notes.leftOut(
        'flags',
        `${name ? `MessageFlags.${name.js}` : `bit ${bit}`} cannot be sent with ${target.method}()`,
      );
  }
  if (names.length === 0) return null;
  ctx.imports.add('MessageFlags');
  return names.length === 1 ? names[0]! : list('[', names, ']', 'js');
}

function files(doc: Doc, ctx: JsCtx): string[] {
  const refs = filesOf(doc);
  if (refs.length === 0) return [];
  ctx.imports.add('AttachmentBuilder');
  const builders = refs.map((f) => {
    const data = { name: f.filename, ...(f.description ? { description: f.description } : {}) };
    return `new AttachmentBuilder(${literal(localPath(f.filename), 'js')}, ${literal(data, 'js')})`;
  });
  return [
    '// Each file is read from the path given: put the files there, or change the paths.',
    `files: ${list('[', builders, ']', 'js')},`,
  ];
}

const fn = (docLines: readonly string[], signature: string, body: string) =>
  `/**\n${docLines.map((l) => ` *${l ? ` ${l}` : ''}`).join('\n')}\n */\n${signature} {\n  ${indentRest(body, '  ')}\n}`;

/** Targets whose options take a poll: update() edits a message, and a poll cannot be edited in. */
const POLL_TARGETS: readonly MessageTarget[] = ['message', 'webhook', 'response-4'];

/** The embeds' and poll's builder functions, each named in the send options. */
function bodyBuilders(key: string, value: unknown, parts: string[], ctx: JsCtx): string | null {
  if (key === 'embeds') {
    const builders = embedBuilders(value, ctx);
    if (builders === null) return null;
    parts.push(
      fn(
        ["The design's embeds, built fresh for each message."],
        'export function buildEmbeds()',
        `return ${list('[', builders, ']', 'js')};`,
      ),
    );
    return 'buildEmbeds()';
  }
  const poll = pollData(value, ctx);
  if (poll === null) return null;
  parts.push(
    fn(
      ["The design's poll.", "@returns {import('discord.js').PollData}"],
      'export function buildPoll()',
      `return ${poll};`,
    ),
  );
  return 'buildPoll()';
}

/**
 * The options object of the send / reply / update call, one entry (or comment) per line; the
 * functions it calls for embeds and a poll go into `parts`.
 */
function sendOptions(
  doc: Doc,
  envelope: MessageTarget,
  target: Target,
  ctx: JsCtx,
  parts: string[],
): string[] {
  const lines: string[] = [];
  const entry = (name: string, value: string | null) => {
    if (value !== null) lines.push(`${name}: ${value},`);
  };
  for (const [k, v] of Object.entries(bodyOf(doc))) {
    const option = Object.hasOwn(OPTIONS, k) ? OPTIONS[k] : undefined;
    if (option?.targets.includes(envelope)) entry(option.name, literal(v, 'js'));
    else if (k === 'embeds' || (k === 'poll' && POLL_TARGETS.includes(envelope)))
      entry(k, bodyBuilders(k, v, parts, ctx));
    else if (k === 'allowed_mentions') entry('allowedMentions', mentions(v, ctx));
    else if (k === 'flags') entry('flags', flags(v, target, ctx));
    // Uploaded as `files`, below.
    else if (k !== 'attachments')
      ctx.notes.leftOut(k, `discord.js's ${target.method}() has no option for it (${shown(v)})`);
  }
  if (doc.nodes.length > 0) lines.push('components: buildComponents(),');
  else if (doc.hasNodes) lines.push('components: [],');
  if (envelope === 'webhook' && doc.nodes.length > 0) {
    lines.push(
      '// Lets a webhook that no application owns send components (non-interactive ones only).',
      'withComponents: true,',
    );
  }
  return [...lines, ...files(doc, ctx)];
}

function header(options: CodegenOptions, notes: Notes): string {
  const lines = [
    `discord.js code for ${options.name ? `the design ${JSON.stringify(options.name)}` : 'a design'}, from Component Studio.`,
    'Checked against the types of discord.js 14.28 (older 14.x may lack some builders).',
  ];
  if (options.errors)
    lines.push(
      `This design has ${options.errors} error${options.errors === 1 ? '' : 's'} (see Problems): Discord will refuse it, and this code may not compile.`,
    );
  if (notes.lines.length > 0)
    lines.push('', 'Not expressed in this code:', ...notes.lines.map((l) => `- ${l}`));
  return comment(lines, 'js');
}

/** A complete discord.js module for `doc` sent as `options.envelope`. */
export function discordJsCode(design: Doc, options: CodegenOptions): string {
  // The generators read a message's body field by field: its embeds and poll go back there.
  const doc = partsInBody(design);
  const ctx: JsCtx = { imports: new Set(), notes: new Notes() };
  const parts: string[] = [];
  if (doc.surface === 'modal') {
    const modal = modalBuilder(doc.body, doc.nodes, ctx);
    parts.push(
      fn(
        ['The modal, built fresh each time it is shown.'],
        'export function buildModal()',
        `return ${modal};`,
      ),
    );
    if (options.envelope === 'modal-9') {
      parts.push(
        fn(
          [
            'Shows the modal in answer to a command or a button / select (response type 9).',
            "@param {import('discord.js').ChatInputCommandInteraction | import('discord.js').MessageComponentInteraction} interaction",
          ],
          'export async function showDesign(interaction)',
          'return interaction.showModal(buildModal());',
        ),
      );
    }
  } else {
    const envelope = (
      options.envelope in TARGETS ? options.envelope : doc.envelope
    ) as MessageTarget;
    const target = TARGETS[envelope];
    if (doc.nodes.length > 0) {
      const items = messageComponents(doc.nodes, ctx);
      parts.push(
        fn(
          ["The design's components, built fresh for each message."],
          'export function buildComponents()',
          `return ${list('[', items, ']', 'js')};`,
        ),
      );
    }
    const opts = sendOptions(doc, envelope, target, ctx, parts);
    const call =
      opts.length > 0
        ? `${target.param}.${target.method}({\n  ${opts.map((o) => indentRest(o, '  ')).join('\n  ')}\n})`
        : `${target.param}.${target.method}({})`;
    parts.push(
      fn(
        [...target.doc, `@param {${target.type}} ${target.param}`],
        `export async function ${target.fn}(${target.param})`,
        `return ${call};`,
      ),
    );
  }
  const names = [...ctx.imports].sort();
  const imports =
    names.length > 0 ? `import ${list('{', names, '}', 'js', ' ')} from 'discord.js';\n\n` : '\n';
  return `${header(options, ctx.notes)}\n${imports}${parts.join('\n\n')}\n`;
}
