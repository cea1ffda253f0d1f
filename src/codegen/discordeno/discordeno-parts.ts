// discordeno code for the three surfaces: `sendMessage(bot, channelId)` with the message's body
// (flags by MessageFlags member, allowed mentions with bigint ids, attachments and the files read
// from the bot's folder), `showModal(interaction)` (a response with a title is a modal), and the
// command set with `registerCommands(bot)`.
import type { CommandsPlan, MessagePlan, ModalPlan, PlanField } from '../../model';
import { jsString, list, objectKey } from '../common/source';
import { node } from './discordeno-nodes';
import type { Ctx } from './discordeno-values';
import { bigint, entries, plain, value } from './discordeno-values';

const MESSAGE_BODY = plain('content', 'nonce', 'tts', 'message_reference', 'sticker_ids');
const FLAG_NAMES: Readonly<Record<string, string>> = {
  CROSSPOSTED: 'Crossposted',
  IS_CROSSPOST: 'IsCrosspost',
  SUPPRESS_EMBEDS: 'SuppressEmbeds',
  SOURCE_MESSAGE_DELETED: 'SourceMessageDeleted',
  URGENT: 'Urgent',
  HAS_THREAD: 'HasThread',
  EPHEMERAL: 'Ephemeral',
  LOADING: 'Loading',
  FAILED_TO_MENTION_SOME_ROLES_IN_THREAD: 'FailedToMentionSomeRolesInThread',
  SUPPRESS_NOTIFICATIONS: 'SuppressNotifications',
  IS_VOICE_MESSAGE: 'IsVoiceMessage',
  HAS_SNAPSHOT: 'HasSnapshot',
  IS_COMPONENTS_V2: 'IsComponentsV2',
};

function flags(ctx: Ctx, plan: MessagePlan, field: PlanField): string {
  if (typeof field.value !== 'number' || plan.flags.length === 0) return value(field.value);
  return plan.flags
    .map((f) => {
      const name = f.name !== null ? FLAG_NAMES[f.name] : undefined;
      return name ? ctx.use(`MessageFlags.${name}`) : String(f.bit);
    })
    .join(' | ');
}

/** `allowedMentions`: discordeno types its ids as bigints. */
function allowedMentions(field: PlanField): string {
  const v = field.value;
  if (!v || typeof v !== 'object' || Array.isArray(v)) return value(v);
  const items = Object.entries(v).map(([k, x]) =>
    (k === 'users' || k === 'roles') && Array.isArray(x)
      ? `${k}: ${list('[', x.map(bigint), ']', 'js')}`
      : k === 'replied_user'
        ? `repliedUser: ${value(x)}`
        : k === 'parse'
          ? `parse: ${value(x)}`
          : `...asWritten({ ${objectKey(k, 'js')}: ${value(x, false)} })`,
  );
  return list('{', items, '}', 'js', ' ');
}

/** `attachments`: discordeno types an attachment's id as a string. */
function attachments(field: PlanField): string {
  if (!Array.isArray(field.value)) return value(field.value);
  return list(
    '[',
    field.value.map((a) => {
      if (!a || typeof a !== 'object' || Array.isArray(a)) return value(a);
      const items = Object.entries(a).map(([k, x]) =>
        k === 'id' ? `id: ${jsString(String(x))}` : `${objectKey(k, 'js')}: ${value(x, false)}`,
      );
      return list('{', items, '}', 'js', ' ');
    }),
    ']',
    'js',
  );
}

/** The object sendMessage sends. */
function messageOptions(plan: MessagePlan, ctx: Ctx): string {
  const items: string[] = [];
  for (const f of plan.body) {
    if (f.key === 'flags') items.push(`flags: ${flags(ctx, plan, f)}`);
    else if (f.key === 'allowed_mentions') {
      const printed = allowedMentions(f);
      if (printed.includes('...asWritten(')) ctx.asWritten = true;
      items.push(`allowedMentions: ${printed}`);
    } else if (f.key === 'attachments') items.push(`attachments: ${attachments(f)}`);
    else items.push(...entries(ctx, [f], MESSAGE_BODY));
  }
  if (plan.embeds.length > 0)
    items.push(
      `embeds: ${list(
        '[',
        plan.embeds.map((e) => node(ctx, e)),
        ']',
        'js',
      )}`,
    );
  if (plan.poll) {
    // discordeno's CreatePoll demands duration and allowMultiselect, which Discord defaults.
    const whole = ['duration', 'allow_multiselect'].every((k) =>
      plan.poll!.fields.some((f) => f.key === k),
    );
    const poll = node(ctx, plan.poll);
    items.push(`poll: ${whole ? poll : `${poll} as ${ctx.type('CreatePoll')}`}`);
  }
  if (plan.components.length > 0)
    items.push(
      `components: ${list(
        '[',
        plan.components.map((c) => node(ctx, c)),
        ']',
        'js',
      )}`,
    );
  if (plan.files.length > 0) {
    ctx.files = true;
    const files = plan.files.map(
      (f) => `{ name: ${jsString(f.filename)}, blob: await openAsBlob(${jsString(f.localPath)}) }`,
    );
    items.push(`files: ${list('[', files, ']', 'js')}`);
  }
  return list('{', items, '}', 'js', ' ');
}

export function messagePart(plan: MessagePlan, ctx: Ctx): string {
  const files =
    plan.files.length > 0
      ? '\n// Each file is read from the folder the bot runs in (see the paths): put them there.\n'
      : '\n';
  return `/** Sends the message to a channel. */${files}export async function sendMessage(bot: StudioBot, channelId: BigString) {
  await bot.helpers.sendMessage(channelId, ${indent(messageOptions(plan, ctx))});
}`;
}

export function modalPart(plan: ModalPlan, ctx: Ctx): string {
  const items = [
    ...(plan.customId !== null ? [`customId: ${jsString(plan.customId)}`] : []),
    ...(plan.title !== null ? [`title: ${jsString(plan.title)}`] : []),
    ...entries(ctx, plan.body, {}),
    `components: ${list(
      '[',
      plan.components.map((c) => node(ctx, c)),
      ']',
      'js',
    )}`,
  ];
  return `/** Shows the modal in answer to a command, a button or a select. */
export async function showModal(interaction: StudioInteraction) {
  await interaction.respond(${indent(list('{', items, '}', 'js', ' '))});
}`;
}

export function commandsPart(plan: CommandsPlan, ctx: Ctx): string {
  const commands = list(
    '[',
    plan.commands.map((c) => node(ctx, c)),
    ']',
    'js',
  );
  const call =
    plan.guildId !== null
      ? `bot.helpers.upsertGuildApplicationCommands(${jsString(plan.guildId)}, COMMANDS)`
      : 'bot.helpers.upsertGlobalApplicationCommands(COMMANDS)';
  return `const COMMANDS: ${ctx.type('CreateApplicationCommand')}[] = ${commands};

/** Registers the commands (replacing the application's${plan.guildId !== null ? ' in the guild' : ''}). */
export async function registerCommands(bot: StudioBot) {
  await ${call};
}`;
}

/** Text set one indent deeper (the lines after the first). */
export const indent = (text: string, by = '  ') => text.replaceAll('\n', `\n${by}`);
