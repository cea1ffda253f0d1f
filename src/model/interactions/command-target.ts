// What a user or message command is used on: a member of the guild (right-click on a user), or a
// message in the channel (right-click on a message). A design holds no messages of other people,
// so the message is a fixed sample one, written by a member of the sample guild a minute earlier.
import type { ResolvedContext, ResolvedData } from './context';
import { addResolved, snowflakeTime } from './context';

/** The author of the sample message: the first member of the guild who is not the invoker. */
function author(ctx: ResolvedContext) {
  const members = ctx.guild.users.filter((u) => ctx.guild.members[u.id] && !u.bot);
  return members.find((u) => u.id !== ctx.user.id) ?? ctx.user;
}

/** The message a message command is used on, as `resolved.messages` carries it. */
export function targetMessage(ctx: ResolvedContext, id: string = ctx.messageId) {
  return {
    type: 0,
    content: 'Has anyone else seen the nightly build fail on Windows? The log is in #bug-reports.',
    mentions: [] as never[],
    mention_roles: [] as string[],
    attachments: [] as never[],
    embeds: [] as never[],
    timestamp: snowflakeTime(id),
    edited_timestamp: null,
    flags: 0,
    components: [] as never[],
    id,
    channel_id: ctx.channel.id,
    author: author(ctx),
    pinned: false,
    mention_everyone: false,
    tts: false,
  };
}

export type TargetMessage = ReturnType<typeof targetMessage>;

const SNOWFLAKE = /^\d{17,20}$/;

export type Target =
  | {
      ok: true;
      targetId: string;
      resolved: ResolvedData & { messages?: Record<string, TargetMessage> };
    }
  | { ok: false; message: string };

/** The `target_id` and `resolved` of a user command used on `targetId`. */
export function userTarget(ctx: ResolvedContext, targetId: string | undefined): Target {
  if (targetId === undefined || targetId.trim() === '')
    return { ok: false, message: 'A user command is used on a user; choose one.' };
  const id = targetId.trim();
  if (!ctx.guild.users.some((u) => u.id === id))
    return { ok: false, message: `${JSON.stringify(id)} is not a user in the guild.` };
  const resolved: ResolvedData = {};
  addResolved(ctx, [id], resolved);
  return { ok: true, targetId: id, resolved };
}

/** The `target_id` and `resolved` of a message command used on the sample message (or `targetId`). */
export function messageTarget(ctx: ResolvedContext, targetId: string | undefined): Target {
  const id = targetId?.trim() || ctx.messageId;
  if (!SNOWFLAKE.test(id))
    return { ok: false, message: `${JSON.stringify(id)} is not a message id (a snowflake).` };
  return { ok: true, targetId: id, resolved: { messages: { [id]: targetMessage(ctx, id) } } };
}
