// serenity (Rust, branch `next`) code for a design, printed from the model's plan: the functions
// a bot developer pastes into a serenity bot to build and send a message, show a modal or register
// a command set, with a handler skeleton per interactive component (routed by custom_id) and per
// modal submit (each field read with its type). The recipe is this folder's README.md.
import { planDesign } from '../../model';
import type {
  CommandsPlan,
  Doc,
  Lacks,
  MessagePlan,
  ModalPlan,
  NodeKind,
  Place,
  Plan,
  PlanNode,
} from '../../model';
import { headerLines } from '../common/header';
import { commentLines } from '../common/literals';
import type { CodegenOptions } from '../common/shared';
import { handlers } from './serenity-handlers';
import { builder, varOf, wrapped } from './serenity-nodes';
import {
  LIBRARY,
  Out,
  bool,
  idOf,
  isObject,
  messageFlags,
  snowflake,
  str,
  text,
} from './serenity-values';

const COMPONENTS: readonly NodeKind[] = [
  'action-row',
  'button',
  'string-select',
  'text-input',
  'user-select',
  'role-select',
  'mentionable-select',
  'channel-select',
  'section',
  'text-display',
  'thumbnail',
  'media-gallery',
  'file',
  'separator',
  'container',
  'label',
  'file-upload',
  'radio-group',
  'checkbox-group',
  'checkbox',
];
const SELECTS: readonly NodeKind[] = [
  'string-select',
  'user-select',
  'role-select',
  'mentionable-select',
  'channel-select',
];

/** Where serenity's enums let each kind go (CreateComponent, CreateContainerComponent, ...). */
const FITS: Partial<Record<Place, readonly NodeKind[]>> = {
  message: [
    'action-row',
    'section',
    'text-display',
    'media-gallery',
    'file',
    'separator',
    'container',
  ],
  modal: ['text-display', 'label'],
  container: ['action-row', 'section', 'text-display', 'media-gallery', 'file', 'separator'],
  section: ['text-display', 'button', 'thumbnail'],
  'action-row': ['button', ...SELECTS],
  label: ['text-input', ...SELECTS, 'file-upload', 'radio-group', 'checkbox-group', 'checkbox'],
};

/** What serenity cannot build, from this folder's README and its builders' methods. */
export const LACKS: Lacks = {
  library: LIBRARY,
  places: Object.entries(FITS).map(([parent, fits]) => ({
    parent: parent as Place,
    kinds: COMPONENTS.filter((k) => !fits.includes(k)),
  })),
  fields: {
    ...Object.fromEntries(COMPONENTS.map((k) => [k, ['id']])),
    'text-input': ['id', 'label'],
    'entry-point-command': ['handler'],
    message: [
      'nonce',
      'sticker_ids',
      'message_reference',
      'username',
      'avatar_url',
      'thread_name',
      'applied_tags',
    ],
  },
};

/** What the printed code does where the chosen target asks for something else. */
const SENT_AS: Partial<Record<CodegenOptions['envelope'], string>> = {
  webhook: 'Written as a channel message (CreateMessage): ExecuteWebhook takes the same builders.',
  'response-4':
    'Written as a channel message (CreateMessage): CreateInteractionResponseMessage takes the same builders.',
  'response-7':
    'Written as a channel message (CreateMessage): CreateInteractionResponse::UpdateMessage takes the same builders.',
};

const VERSION = 'serenity, branch `next` (Components V2 builders), Rust 2021, async with tokio';

function header(plan: Plan, out: Out, options: CodegenOptions): string {
  const sent = SENT_AS[options.envelope];
  const lines = headerLines({
    library: VERSION,
    options,
    leftOut: [...plan.leftOut, ...out.said],
    usage: [
      'Cargo.toml: serenity = { git = "https://github.com/serenity-rs/serenity", branch = "next" }',
      ...(sent ? [sent] : []),
    ],
  });
  return commentLines(lines);
}

const indent = (s: string, by = '    ') =>
  s
    .split('\n')
    .map((l) => (l ? by + l : l))
    .join('\n');

/** `let x = ...;` for every node, children first (embed fields are their embed's calls). */
function declare(plan: Plan, out: Out): string[] {
  return plan.declarations
    .filter((n) => n.kind !== 'embed-field')
    .map((n) => `let ${varOf(n)} = ${builder(n, out)};`);
}

function messageCode(plan: MessagePlan, out: Out): string {
  const body: string[] = [];
  const c: string[] = [];
  plan.files.forEach((file) => {
    const att = `CreateAttachment::bytes(std::fs::read(${str(file.localPath)})?, ${str(file.filename)})`;
    c.push(
      `.add_file(${att}${file.description === undefined ? '' : `.description(${str(file.description)})`})`,
    );
  });
  for (const f of plan.body) {
    const v = f.value;
    if (v === null) {
      out.note(f.path, `null: ${LIBRARY} leaves \`${f.key}\` out, which Discord reads the same`);
      continue;
    }
    switch (f.key) {
      case 'content':
        c.push(`.content(${text(v, out, f.path)})`);
        break;
      case 'tts':
      case 'enforce_nonce': {
        const b = bool(v, out, f.path);
        if (b) c.push(`.${f.key}(${b})`);
        break;
      }
      case 'flags':
        c.push(`.flags(${messageFlags(plan.flags)})`);
        break;
      case 'attachments':
        break; // the files above, in upload order
      case 'allowed_mentions':
        c.push(`.allowed_mentions(${mentions(v, out, f.path)})`);
        break;
      default:
        out.note(f.path, `${LIBRARY} cannot send \`${f.key}\` with a message: left out`);
    }
  }
  for (const e of plan.embeds) c.push(`.add_embed(${varOf(e)})`);
  if (plan.poll) c.push(`.poll(${varOf(plan.poll)})`);
  if (plan.components.length > 0)
    c.push(
      `.components(vec![${plan.components.map((n) => wrapped(n, 'message', 'components')).join(', ')}])`,
    );
  body.push(...declare(plan, out));
  body.push(`Ok(CreateMessage::new()${c.map((x) => `\n    ${x}`).join('')})`);
  return [
    '/// The message, ready to send; its files are read from the folder the bot runs in.',
    "pub fn build_message() -> Result<CreateMessage<'static>, BoxError> {",
    indent(body.join('\n')),
    '}',
    '',
    '/// Sends the message to `channel`.',
    'pub async fn send_message(ctx: &Context, channel: ChannelId) -> Result<Message, BoxError> {',
    '    Ok(channel.send_message(&ctx.http, build_message()?).await?)',
    '}',
  ].join('\n');
}

function mentions(v: PlanNode['fields'][number]['value'], out: Out, path: string): string {
  let m = 'CreateAllowedMentions::new()';
  if (!isObject(v)) return m;
  for (const [key, value] of Object.entries(v)) {
    const at = `${path}.${key}`;
    if (key === 'parse' && Array.isArray(value)) {
      for (const p of value)
        if (p === 'users') m += '.all_users(true)';
        else if (p === 'roles') m += '.all_roles(true)';
        else if (p === 'everyone') m += '.everyone(true)';
        else out.note(at, `${LIBRARY} cannot parse ${JSON.stringify(p)} mentions: left out`);
    } else if ((key === 'users' || key === 'roles') && Array.isArray(value)) {
      const type = key === 'users' ? 'UserId' : 'RoleId';
      const ids = value.flatMap((id, i) => {
        const x = idOf(type, id);
        if (x === null) out.note(`${at}[${i}]`, `not an id (${JSON.stringify(id)}): left out`);
        return x === null ? [] : [x];
      });
      m += `.${key}(vec![${ids.join(', ')}])`;
    } else if (key === 'replied_user') {
      const b = bool(value, out, at);
      if (b) m += `.replied_user(${b})`;
    } else out.note(at, `${LIBRARY} cannot set \`${key}\` of allowed mentions: left out`);
  }
  return m;
}

function modalCode(plan: ModalPlan, out: Out): string {
  for (const f of plan.body)
    out.note(f.path, `${LIBRARY} cannot send \`${f.key}\` with a modal: left out`);
  if (plan.customId === null) out.note('custom_id', 'the modal has none: written as ""');
  if (plan.title === null) out.note('title', 'the modal has none: written as ""');
  const body = [
    ...declare(plan, out),
    `CreateModal::new(${str(plan.customId ?? '')}, ${str(plan.title ?? '')})` +
      (plan.components.length > 0
        ? `.components(vec![${plan.components.map((n) => wrapped(n, 'modal', 'components')).join(', ')}])`
        : ''),
  ];
  return [
    '/// The modal, ready to show.',
    "pub fn build_modal() -> CreateModal<'static> {",
    indent(body.join('\n')),
    '}',
    '',
    '/// Shows the modal in answer to a command (a component interaction has the same call).',
    'pub async fn show_modal(ctx: &Context, interaction: &CommandInteraction) -> serenity::Result<()> {',
    '    interaction.create_response(&ctx.http, CreateInteractionResponse::Modal(build_modal())).await',
    '}',
  ].join('\n');
}

function commandsCode(plan: CommandsPlan, out: Out): string {
  const body = [...declare(plan, out), `vec![${plan.commands.map(varOf).join(', ')}]`];
  const guild = plan.guildId === null ? null : snowflake(plan.guildId);
  if (plan.guildId !== null && guild === null)
    out.note('guild_id', `not a guild id (${JSON.stringify(plan.guildId)}): registered globally`);
  const register =
    guild === null
      ? 'Command::set_global_commands(&ctx.http, &build_commands()).await'
      : `GuildId::new(${guild}).set_commands(&ctx.http, &build_commands()).await`;
  return [
    plan.envelope === 'command'
      ? '/// The command (a list of one: registering it this way replaces the others).'
      : '/// The command set.',
    "pub fn build_commands() -> Vec<CreateCommand<'static>> {",
    indent(body.join('\n')),
    '}',
    '',
    `/// Registers the command set ${guild === null ? 'globally' : 'in the guild'}, in one bulk overwrite.`,
    'pub async fn register_commands(ctx: &Context) -> serenity::Result<Vec<Command>> {',
    `    ${register}`,
    '}',
  ].join('\n');
}

/** The serenity source for `doc` as `options.envelope` sends it. */
export function printSerenity(doc: Doc, options: CodegenOptions): string {
  const plan = planDesign(doc, LACKS);
  const out = new Out();
  const code =
    plan.surface === 'message'
      ? messageCode(plan, out)
      : plan.surface === 'modal'
        ? modalCode(plan, out)
        : commandsCode(plan, out);
  const handling = handlers(plan, out);
  const uses = ['use serenity::all::*;'];
  if (out.uses.has('FixedString')) uses.push('use serenity::small_fixed_array::FixedString;');
  if (out.uses.has('Duration')) uses.unshift('use std::time::Duration;');
  if (out.uses.has('HashMap')) uses.unshift('use std::collections::HashMap;');
  if (out.uses.has('Cow')) uses.unshift('use std::borrow::Cow;');
  const alias =
    plan.surface === 'message'
      ? [
          '',
          '/// What building or sending can fail with: a file, a timestamp or Discord.',
          'pub type BoxError = Box<dyn std::error::Error + Send + Sync>;',
        ]
      : [];
  return [
    header(plan, out, options),
    '',
    ...uses,
    ...alias,
    '',
    code,
    ...(handling ? ['', handling] : []),
    '',
  ].join('\n');
}
