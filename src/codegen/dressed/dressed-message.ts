// The dressed printer's message files: the module that sends the message (createMessage for a
// channel, executeWebhook for a webhook, interaction.reply / update for a response), with its
// body, embeds, poll and files, and one handler file per interactive component, routed by a
// RegExp of its whole custom_id (src/components/buttons or selects).
import type { MessagePlan, Route } from '../../model';
import { MESSAGE_FLAGS } from '../common/shared';
import { jsString, list } from '../common/source';
import { routePattern, type PrintedFile, camel, fileWords } from './dressed-names';
import { Imports, component, embed, lit, objectOf, poll } from './dressed-values';

/** What discord-api-types' message body types know; any other key is spread from a cast. */
const KNOWN_BODY = new Set([
  'content',
  'nonce',
  'tts',
  'allowed_mentions',
  'message_reference',
  'sticker_ids',
  'attachments',
  'flags',
  'enforce_nonce',
  'username',
  'avatar_url',
  'thread_name',
  'applied_tags',
  'with_components',
]);

/** The flags as `MessageFlags.A | MessageFlags.B`, a number for a bit without a name. */
function flagsOf(plan: MessagePlan, imports: Imports): string {
  if (plan.flags.length === 0) return '0';
  return plan.flags
    .map(({ bit }) => {
      const name = MESSAGE_FLAGS.find((f) => f.bit === bit)?.js;
      if (!name) return String(bit);
      imports.add('discord-api-types/v10', 'MessageFlags');
      return `MessageFlags.${name}`;
    })
    .join(' | ');
}

/** The object the send call takes: body fields in the design's order, then files. */
function bodyObject(plan: MessagePlan, imports: Imports, uses: { pollEmoji: boolean }): string {
  const entries: [string, string][] = [];
  const extra = plan.body.filter((f) => !KNOWN_BODY.has(f.key) && f.key !== 'components');
  for (const f of plan.body) {
    if (!KNOWN_BODY.has(f.key)) continue;
    entries.push([f.key, f.key === 'flags' ? flagsOf(plan, imports) : lit(f.value)]);
  }
  if (plan.embeds.length > 0)
    entries.push(['embeds', list('[', plan.embeds.map(embed), ']', 'js')]);
  if (plan.poll) entries.push(['poll', poll(plan.poll, uses)]);
  if (plan.components.length > 0)
    entries.push([
      'components',
      list(
        '[',
        plan.components.map((c) => component(c, imports)),
        ']',
        'js',
      ),
    ]);
  if (plan.files.length > 0) {
    imports.add('node:fs/promises', 'readFile');
    const files = plan.files.map((f) =>
      objectOf([
        ['name', jsString(f.filename)],
        ['data', `await readFile(${jsString(f.localPath)})`],
      ]),
    );
    entries.push(['files', list('[', files, ']', 'js')]);
  }
  return objectOf(entries, extra);
}

/** The send function: its signature and call for the plan's envelope. */
function sendFunction(plan: MessagePlan, imports: Imports, body: string): string[] {
  switch (plan.envelope) {
    case 'webhook':
      imports.add('dressed', 'executeWebhook');
      return [
        'export async function sendMessage(webhookId: string, webhookToken: string) {',
        `  await executeWebhook(webhookId, webhookToken, ${body.replaceAll('\n', '\n  ')});`,
        '}',
      ];
    case 'response-4':
    case 'response-7': {
      const update = plan.envelope === 'response-7';
      imports.add('dressed', 'type MessageComponentInteraction');
      if (!update) imports.add('dressed', 'type CommandInteraction');
      const type = update
        ? 'MessageComponentInteraction'
        : 'CommandInteraction | MessageComponentInteraction';
      return [
        `export async function ${update ? 'updateWithMessage' : 'replyWithMessage'}(interaction: ${type}) {`,
        `  await interaction.${update ? 'update' : 'reply'}(${body.replaceAll('\n', '\n  ')});`,
        '}',
      ];
    }
    default:
      imports.add('dressed', 'createMessage');
      return [
        'export async function sendMessage(channelId: string) {',
        `  await createMessage(channelId, ${body.replaceAll('\n', '\n  ')});`,
        '}',
      ];
  }
}

const SELECT_VALUES: Record<string, [string, string]> = {
  'string-select': ['StringSelect', 'interaction.getValues()'],
  'user-select': ['UserSelect', 'interaction.getValues().map((user) => user.id)'],
  'role-select': ['RoleSelect', 'interaction.getValues().map((role) => role.id)'],
  // dressed types a mentionable as a member or a user (it hands over a user or a role).
  'mentionable-select': ['MentionableSelect', 'interaction.getValues().length'],
  'channel-select': ['ChannelSelect', 'interaction.getValues().map((channel) => channel.id)'],
};

/** One component's handler file. */
function handlerFile(route: Route, head: string): PrintedFile {
  const imports = new Imports();
  imports.add('dressed', 'type MessageComponentInteraction');
  const name = camel(route.name);
  const select = SELECT_VALUES[route.kind];
  const body = select
    ? [
        `  const values = ${select[1]};`,
        `  await interaction.reply({ content: JSON.stringify(values), ephemeral: true }); // TODO: answer`,
      ]
    : ['  await interaction.deferUpdate(); // TODO: what the button does'];
  const folder = route.kind === 'button' ? 'buttons' : 'selects';
  return {
    path: `src/components/${folder}/${fileWords(route.name)}.ts`,
    text: [
      head,
      ...imports.lines(),
      '',
      `/** The whole custom_id ${jsString(route.customId)}: a string pattern would be read as dressed's pattern syntax. */`,
      `export const pattern = ${routePattern(route.customId)};`,
      '',
      `export default async function ${name}(interaction: MessageComponentInteraction<${jsString(select ? select[0] : 'Button')}>) {`,
      ...body,
      '}',
      '',
    ].join('\n'),
  };
}

/** The message's files: the module that sends it, then one handler file per component. */
export function messageFiles(plan: MessagePlan, head: string): PrintedFile[] {
  const imports = new Imports();
  const uses = { pollEmoji: false };
  const body = bodyObject(plan, imports, uses);
  const send = sendFunction(plan, imports, body);
  if (uses.pollEmoji) imports.add('discord-api-types/v10', 'type APIPartialEmoji');
  const helper = uses.pollEmoji
    ? [
        "/** A poll answer's emoji: Discord takes { name } or { id }, the type asks for both. */",
        'const pollEmoji = (emoji: { id?: string; name?: string }) => emoji as APIPartialEmoji;',
        '',
      ]
    : [];
  const main: PrintedFile = {
    path: 'src/messages/message.ts',
    text: [head, ...imports.lines(), '', ...helper, ...send, ''].join('\n'),
  };
  return [main, ...plan.routes.map((r) => handlerFile(r, HANDLER_HEAD))];
}

const HANDLER_HEAD =
  '// A handler skeleton from Component Studio: dressed routes by the pattern below.';
