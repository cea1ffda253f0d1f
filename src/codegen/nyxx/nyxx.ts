// nyxx 6.9.0 (Dart) code for a design, printed from the model's plan: the functions a bot
// developer pastes into a nyxx bot to build and send a message, show a modal or register a
// command set, with a handler skeleton per interactive component (routed by custom_id) and per
// modal submit (each field read with its type). The recipe and nyxx's limits are this folder's
// README.md; the code is checked against the stand-in in testing/.
import { headerLines } from '../common/header';
import { planDesign } from '../../model';
import type {
  CommandsPlan,
  Doc,
  Json,
  Lacks,
  MessagePlan,
  ModalPlan,
  Plan,
  PlanNode,
} from '../../model';
import { commentLines } from '../common/literals';
import type { CodegenOptions } from '../common/shared';
import { command, option } from './nyxx-commands';
import {
  EMOJI_HELPERS,
  LIBRARY,
  VERSION,
  bool,
  isObj,
  list,
  num,
  snowflake,
  str,
  text,
  call,
  Out,
} from './nyxx-dart';
import { componentHandlers, submitHandler } from './nyxx-handlers';
import { varOf } from './nyxx-nodes';
import { messageNode } from './nyxx-parts';

export { VERSION as NYXX_VERSION };

/** What nyxx 6.9.0 cannot express, from this folder's README (a channel message is printed). */
export const LACKS: Lacks = {
  library: LIBRARY,
  fields: {
    'entry-point-command': ['handler'],
    embed: ['type', 'video', 'provider'],
    message: ['username', 'avatar_url', 'thread_name', 'applied_tags'],
  },
};

/** nyxx's MessageFlags members, by Discord's flag names. */
const FLAGS: Readonly<Record<string, string>> = {
  CROSSPOSTED: 'crossposted',
  IS_CROSSPOST: 'isCrosspost',
  SUPPRESS_EMBEDS: 'suppressEmbeds',
  SOURCE_MESSAGE_DELETED: 'sourceMessageDeleted',
  URGENT: 'urgent',
  HAS_THREAD: 'hasThread',
  EPHEMERAL: 'ephemeral',
  LOADING: 'loading',
  FAILED_TO_MENTION_SOME_ROLES_IN_THREAD: 'failedToMentionSomeRolesInThread',
  SUPPRESS_NOTIFICATIONS: 'suppressNotifications',
  IS_VOICE_MESSAGE: 'isVoiceMessage',
  HAS_SNAPSHOT: 'hasSnapshot',
  IS_COMPONENTS_V2: 'isComponentsV2',
};

const SENT_AS: Partial<Record<CodegenOptions['envelope'], string>> = {
  webhook: 'Written as a channel message: a webhook takes the same MessageBuilder.',
  'response-4':
    'Written as a channel message: interaction.respond(buildMessage(client)) sends it as the response.',
  'response-7':
    'Written as a channel message: interaction.respond(builder, updateMessage: true) takes a MessageUpdateBuilder with the same fields.',
};

function header(plan: Plan, options: CodegenOptions, out: Out): string {
  const sent = SENT_AS[options.envelope];
  const lines = headerLines({
    library: `nyxx ${VERSION} (Dart)`,
    options,
    leftOut: [...plan.leftOut, ...out.said],
    usage: [`pubspec.yaml: dependencies: nyxx: ^${VERSION}`, ...(sent ? [sent] : [])],
  });
  return commentLines(lines);
}

/** `final name = builder;` for every node, children first, as the plan orders them. */
function declarations(plan: Plan, out: Out): string[] {
  return plan.declarations.map((n) => {
    const expr =
      plan.surface === 'commands'
        ? n.kind.endsWith('-command')
          ? command(n, out)
          : option(n, out)
        : (messageNode(n, out) ?? 'null');
    return `final ${varOf(n)} = ${expr};`;
  });
}

const indent = (lines: readonly string[]) =>
  lines.flatMap((l) => l.split('\n')).map((l) => (l ? `  ${l}` : l));

function mentions(v: Json, path: string, out: Out): string {
  if (!isObj(v)) return 'AllowedMentions()';
  out.unknownKeys(v, ['parse', 'users', 'roles', 'replied_user'], path, 'AllowedMentions');
  const args: string[] = [];
  if (v.parse !== undefined) args.push(`parse: ${list(v.parse, (p) => str(text(p)))}`);
  if (v.users !== undefined) args.push(`users: ${list(v.users, snowflake)}`);
  if (v.roles !== undefined) args.push(`roles: ${list(v.roles, snowflake)}`);
  if (v.replied_user !== undefined) args.push(`repliedUser: ${bool(v.replied_user ?? false)}`);
  return `AllowedMentions(${args.join(', ')})`;
}

/** MessageReferenceBuilder for a reply (type 0) or a forward (type 1). */
function reference(v: Json, path: string, out: Out): string {
  const r = isObj(v) ? v : {};
  out.unknownKeys(
    r,
    ['type', 'message_id', 'channel_id', 'guild_id', 'fail_if_not_exists'],
    path,
    'MessageReferenceBuilder',
  );
  const type =
    r.type === 1 ? 'forward' : r.type === undefined || r.type === 0 ? 'defaultType' : null;
  const args = [
    `type: ${type ? `MessageReferenceType.${type}` : `MessageReferenceType(${num(r.type ?? 0)})`}`,
    `messageId: ${snowflake(r.message_id ?? '')}`,
  ];
  if (r.channel_id !== undefined && r.channel_id !== null)
    args.push(`channelId: ${snowflake(r.channel_id)}`);
  if (r.guild_id !== undefined && r.guild_id !== null)
    args.push(`guildId: ${snowflake(r.guild_id)}`);
  if (r.fail_if_not_exists !== undefined && r.fail_if_not_exists !== null)
    args.push(`failIfInexistent: ${bool(r.fail_if_not_exists)}`);
  return `MessageReferenceBuilder(${args.join(', ')})`;
}

function flags(plan: MessagePlan): string {
  const names = plan.flags.map((b) =>
    b.name && FLAGS[b.name] ? `MessageFlags.${FLAGS[b.name]}` : `MessageFlags(${b.bit})`,
  );
  return names.length > 0 ? names.join(' | ') : 'MessageFlags(0)';
}

function messageCode(plan: MessagePlan, out: Out): string[] {
  const args: string[] = [];
  for (const f of plan.body) {
    const v = f.value;
    if (v === null) continue;
    switch (f.key) {
      case 'content':
        args.push(`content: ${str(text(v))}`);
        break;
      case 'tts':
        args.push(`tts: ${bool(v)}`);
        break;
      case 'flags':
        args.push(`flags: ${flags(plan)}`);
        break;
      case 'allowed_mentions':
        args.push(`allowedMentions: ${mentions(v, f.path, out)}`);
        break;
      case 'nonce':
        args.push(`nonce: ${typeof v === 'number' ? String(v) : str(text(v))}`);
        break;
      case 'enforce_nonce':
        args.push(`enforceNonce: ${bool(v)}`);
        break;
      case 'message_reference':
        args.push(`referencedMessage: ${reference(v, f.path, out)}`);
        break;
      case 'sticker_ids':
        args.push(`stickerIds: ${list(v, snowflake)}`);
        break;
      case 'attachments':
        break; // the files below, in upload order
      default:
        out.field(f.path, f.key, v, 'MessageBuilder');
        break;
    }
  }
  if (plan.embeds.length > 0) args.push(`embeds: [${plan.embeds.map(varOf).join(', ')}]`);
  if (plan.poll) args.push(`poll: ${varOf(plan.poll)}`);
  if (plan.components.length > 0)
    args.push(`components: [${plan.components.map(varOf).join(', ')}]`);
  if (plan.files.length > 0)
    args.push(
      `attachments: [${plan.files
        .map(
          (f) =>
            `AttachmentBuilder(data: File(${str(f.localPath)}).readAsBytesSync(), fileName: ${str(f.filename)}${f.description === undefined ? '' : `, description: ${str(f.description)}`})`,
        )
        .join(', ')}]`,
    );
  return [
    ...EMOJI_HELPERS,
    '',
    '/// The message, ready to send; its files are read from the folder the bot runs in.',
    'MessageBuilder buildMessage(NyxxRest client) {',
    ...indent([...declarations(plan, out), `return ${call('MessageBuilder', args)};`]),
    '}',
    '',
    '/// Sends the message to `channel`.',
    'Future<Message> sendMessage(NyxxRest client, PartialTextChannel channel) =>',
    '    channel.sendMessage(buildMessage(client));',
    '',
    ...componentHandlers(plan),
  ];
}

function modalCode(plan: ModalPlan, out: Out): string[] {
  const components = plan.components.map((n: PlanNode) => varOf(n));
  return [
    ...EMOJI_HELPERS,
    '',
    '/// The modal, ready to show.',
    'ModalBuilder buildModal(NyxxRest client) {',
    ...indent([
      ...declarations(plan, out),
      `return ${call('ModalBuilder', [
        `customId: ${str(plan.customId ?? '')}`,
        `title: ${str(plan.title ?? '')}`,
        `components: [${components.join(', ')}]`,
      ])};`,
    ]),
    '}',
    '',
    '/// Shows the modal in answer to a command or a component (both mix in ModalResponse).',
    'Future<void> showModal(NyxxRest client, ModalResponse interaction) =>',
    '    interaction.respondModal(buildModal(client));',
    '',
    ...submitHandler(plan),
  ];
}

function commandsCode(plan: CommandsPlan, out: Out): string[] {
  const manager =
    plan.guildId === null
      ? 'client.commands'
      : `client.guilds[${snowflake(plan.guildId)}].commands`;
  return [
    plan.envelope === 'command'
      ? '/// The command (a list of one: registering it this way replaces the others).'
      : '/// The command set.',
    'List<ApplicationCommandBuilder> buildCommands() {',
    ...indent([...declarations(plan, out), `return [${plan.commands.map(varOf).join(', ')}];`]),
    '}',
    '',
    `/// Registers the command set ${plan.guildId === null ? 'globally' : 'in the guild'}, in one bulk overwrite.`,
    'Future<List<ApplicationCommand>> registerCommands(NyxxRest client) =>',
    `    ${manager}.bulkOverride(buildCommands());`,
  ];
}

/** The nyxx source for `doc` as `options.envelope` sends it. */
export function printNyxx(doc: Doc, options: CodegenOptions): string {
  const plan = planDesign(doc, LACKS);
  const out = new Out();
  const code =
    plan.surface === 'message'
      ? messageCode(plan, out)
      : plan.surface === 'modal'
        ? modalCode(plan, out)
        : commandsCode(plan, out);
  const imports =
    plan.surface === 'message' && plan.files.length > 0
      ? ["import 'dart:io';", '', "import 'package:nyxx/nyxx.dart';"]
      : ["import 'package:nyxx/nyxx.dart';"];
  return [header(plan, options, out), '', ...imports, '', ...code].join('\n').replace(/\n+$/, '\n');
}
