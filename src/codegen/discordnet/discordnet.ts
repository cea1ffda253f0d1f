// The Discord.Net (C#) printer: the source a bot developer pastes into a bot written with
// Discord.Net to build a design (a message, a modal or a command set), send or show or register
// it, and answer it (one handler per button and select, routed by custom_id on the gateway
// client's events; one per modal submit, reading each value). It prints only from the model's
// plan; what Discord.Net cannot express is in LACKS, and the header says what the plan left out.
import { headerLines } from '../common/header';
import { planDesign } from '../../model';
import type { CommandsPlan, Doc, Json, Lacks, MessagePlan, ModalPlan, Plan } from '../../model';
import { commentLines } from '../common/literals';
import type { CodegenOptions } from '../common/shared';
import { indent, messageHandlers, modalHandlers } from './discordnet-handlers';
import { declare } from './discordnet-nodes';
import { shown } from '../common/shared';
import { FLAG_NAMES, isObj, local, Out, snowflake, str } from './discordnet-words';

export const DISCORDNET_VERSION = '3.19 (dev, after PR #3229)';

/** What Discord.Net cannot express (see ./README.md). */
export const LACKS: Lacks = {
  library: 'Discord.Net',
  kinds: ['entry-point-command'],
  places: [{ parent: 'modal', kinds: ['text-display'] }],
  fields: {
    'string-select': ['required'],
    'user-select': ['required'],
    'role-select': ['required'],
    'mentionable-select': ['required'],
    'channel-select': ['required'],
    embed: ['type', 'video', 'provider'],
    'chat-input-command': ['dm_permission'],
    'user-command': ['description', 'description_localizations', 'dm_permission'],
    'message-command': ['description', 'description_localizations', 'dm_permission'],
    message: [
      'nonce',
      'enforce_nonce',
      'message_reference',
      'sticker_ids',
      'username',
      'avatar_url',
      'thread_name',
      'applied_tags',
    ],
  },
};

const USINGS = [
  'using System;',
  'using System.Collections.Generic;',
  'using System.IO;',
  'using System.Linq;',
  'using System.Threading.Tasks;',
  'using Discord;',
  'using Discord.WebSocket;',
];

const declarations = (plan: Plan, out: Out): string[] =>
  plan.declarations.flatMap((n) => declare(n, out));

/** The fields of a message the send call takes (any other is said). */
const MESSAGE_KEYS = ['content', 'tts', 'allowed_mentions', 'flags', 'attachments'];

/** Says an attachment's keys FileAttachment has no place for (it takes a name and a description). */
function attachments(v: Json, path: string, out: Out): void {
  if (!Array.isArray(v)) return;
  v.forEach((a, i) =>
    out.unknownKeys(
      a,
      ['id', 'filename', 'description'],
      `${path}[${i}]`,
      "Discord.Net's FileAttachment",
    ),
  );
}

function allowedMentions(v: unknown): string | null {
  if (!isObj(v as never)) return null;
  const a = v as Record<string, unknown>;
  const PARSE: Record<string, string> = { users: 'Users', roles: 'Roles', everyone: 'Everyone' };
  const parsed = Array.isArray(a.parse)
    ? a.parse.flatMap((p) => (typeof p === 'string' && PARSE[p] ? [PARSE[p]] : []))
    : null;
  const types =
    parsed === null
      ? ''
      : parsed.length === 0
        ? 'AllowedMentionTypes.None'
        : parsed.map((p) => `AllowedMentionTypes.${p}`).join(' | ');
  const ids = (list: unknown) =>
    (Array.isArray(list) ? list : []).map((id) => snowflake(id as never)).filter((id) => id);
  const init: string[] = [];
  if (Array.isArray(a.users)) init.push(`UserIds = new List<ulong> { ${ids(a.users).join(', ')} }`);
  if (Array.isArray(a.roles)) init.push(`RoleIds = new List<ulong> { ${ids(a.roles).join(', ')} }`);
  if (typeof a.replied_user === 'boolean') init.push(`MentionRepliedUser = ${a.replied_user}`);
  return `new AllowedMentions(${types})${init.length ? ` { ${init.join(', ')} }` : ''}`;
}

function messageCode(plan: MessagePlan, out: Out): string[] {
  for (const f of plan.body)
    if (f.key === 'attachments') attachments(f.value, f.path, out);
    else if (!MESSAGE_KEYS.includes(f.key) && f.value !== null)
      out.note(f.path, `Discord.Net's send call has no \`${f.key}\`: left out (${shown(f.value)})`);
  const field = (key: string) => plan.body.find((f) => f.key === key)?.value;
  const args: string[] = [];
  const content = field('content');
  if (typeof content === 'string') args.push(`text: ${str(content)}`);
  if (field('tts') === true) args.push('isTTS: true');
  if (plan.embeds.length > 0)
    args.push(`embeds: new[] { ${plan.embeds.map((e) => local(e.name)).join(', ')} }`);
  const mentions = allowedMentions(field('allowed_mentions'));
  if (mentions) args.push(`allowedMentions: ${mentions}`);
  const body: string[] = [];
  if (plan.components.length > 0) {
    const names = plan.components.map((c) => local(c.name)).join(', ');
    const rows = !plan.v2 && plan.components.every((c) => c.kind === 'action-row');
    body.push(
      rows
        ? `var components = new ComponentBuilder()${plan.components.map((c) => `\n\t.AddRow(${local(c.name)})`).join('')}\n\t.Build();`
        : `var components = new ComponentBuilderV2()\n\t.AddComponents(${names})\n\t.Build();`,
    );
    args.push('components: components');
  }
  if (plan.flags.length > 0) {
    const flags = plan.flags.map((f) => (f.name && FLAG_NAMES[f.name]) || `(MessageFlags)${f.bit}`);
    args.push(`flags: ${flags.join(' | ')}`);
  }
  if (plan.poll) args.push(`poll: ${local(plan.poll.name)}`);
  if (plan.files.length > 0) {
    body.push('var files = new[]', '{');
    for (const f of plan.files) {
      const description = f.description !== undefined ? `, ${str(f.description)}` : '';
      body.push(
        `\tnew FileAttachment(File.OpenRead(${str(f.localPath)}), ${str(f.filename)}${description}),`,
      );
    }
    body.push('};');
  }
  const send =
    plan.files.length > 0
      ? `await channel.SendFilesAsync(files${args.length ? `, ${args.join(', ')}` : ''});`
      : `await channel.SendMessageAsync(${args.join(', ')});`;
  return [
    '// Builds the message and sends it to the channel.',
    'public static async Task SendAsync(IMessageChannel channel)',
    '{',
    ...indent([...declarations(plan, out), ...body, send]),
    '}',
    '',
    ...messageHandlers(plan.routes),
  ];
}

function modalCode(plan: ModalPlan, out: Out): string[] {
  for (const f of plan.body)
    if (f.value !== null)
      out.note(
        f.path,
        `Discord.Net's ModalBuilder has no \`${f.key}\`: left out (${shown(f.value)})`,
      );
  const adds = plan.components.map((c) => `modal.Components.Add(${local(c.name)});`);
  const head = ['var modal = new ModalBuilder()'];
  if (plan.title !== null) head.push(`\t.WithTitle(${str(plan.title)})`);
  if (plan.customId !== null) head.push(`\t.WithCustomId(${str(plan.customId)})`);
  head[head.length - 1] += ';';
  return [
    '// Builds the modal and shows it in answer to the interaction.',
    'public static async Task ShowAsync(SocketInteraction interaction)',
    '{',
    ...indent([
      ...declarations(plan, out),
      ...head,
      ...adds,
      'await interaction.RespondWithModalAsync(modal.Build());',
    ]),
    '}',
    '',
    ...modalHandlers(plan.customId, plan.submit),
  ];
}

function commandsCode(plan: CommandsPlan, out: Out): string[] {
  const list = plan.commands.map((c) => local(c.name));
  const guild = plan.guildId !== null ? snowflake(plan.guildId) : null;
  const single = plan.envelope === 'command';
  const register = guild
    ? single
      ? `await client.GetGuild(${guild}).CreateApplicationCommandAsync(${list[0] ?? 'null'});`
      : `await client.GetGuild(${guild}).BulkOverwriteApplicationCommandAsync(new ApplicationCommandProperties[] { ${list.join(', ')} });`
    : single
      ? `await client.CreateGlobalApplicationCommandAsync(${list[0] ?? 'null'});`
      : `await client.BulkOverwriteGlobalApplicationCommandsAsync(new ApplicationCommandProperties[] { ${list.join(', ')} });`;
  return [
    '// Registers the commands: call it once the client is ready.',
    'public static async Task RegisterAsync(DiscordSocketClient client)',
    '{',
    ...indent([...declarations(plan, out), register]),
    '}',
  ];
}

/** The Discord.Net source of a design: its header, then a class that builds, sends and answers it. */
export function printDiscordNet(doc: Doc, options: CodegenOptions): string {
  const plan = planDesign(doc, LACKS);
  const out = new Out();
  const code =
    plan.surface === 'message'
      ? messageCode(plan, out)
      : plan.surface === 'modal'
        ? modalCode(plan, out)
        : commandsCode(plan, out);
  const header = headerLines({
    library: `Discord.Net ${DISCORDNET_VERSION}`,
    options,
    leftOut: [...plan.leftOut, ...out.said],
  });
  return [
    commentLines(header),
    ...USINGS,
    '',
    'public static class Design',
    '{',
    ...indent(code),
    '}',
    '',
  ].join('\n');
}
