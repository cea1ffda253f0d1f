// Loading a guild for the mention helper: the guild id typed, or read off the send panel's
// channel, then its roles, channels and first members, one call at a time through the call runner
// (src/app/discord), which waits out a rate limit; the helper's signal cancels it. Roles and
// channels must load; members may be refused (no Server Members intent), which is said beside the
// rest.
import type { GuildLoad } from '../../editor/inspector/text-tools/mention/sources';
import { isPlainObject } from '../../model';
import type { Outcome } from '../discord/answers';
import type { CallDeps } from '../discord/call-runner';
import { CallRunner } from '../discord/call-runner';
import type { RelayRequest } from '../discord/requests';
import { botToken, snowflake } from '../discord/requests';
import type { GuildRead } from './guild-answers';
import { MEMBERS_INTENT, explainGuildAnswer } from './guild-answers';
import { guildDirectory } from './guild-directory';
import { channelRequest, channelsRequest, membersRequest, rolesRequest } from './guild-requests';

export interface GuildForm {
  token: string;
  channelId: string;
}

const failed = (message: string): GuildLoad => ({ ok: false, message });

/** Loads the guild `typedGuildId` ('' for the guild of the form's channel). Never rejects. */
export async function loadGuild(
  deps: CallDeps,
  form: GuildForm,
  typedGuildId: string,
  signal: AbortSignal,
): Promise<GuildLoad> {
  const token = botToken(form.token);
  if (!token.ok)
    return failed(
      form.token.trim() === ''
        ? 'Enter a bot token in the Send panel (Bot) first: the helper loads with it.'
        : token.reason,
    );
  const secrets = [token.value];
  // The helper shows its own progress: the runner's state is not shown.
  const runner = new CallRunner<GuildRead>(deps);
  const run = (read: GuildRead, request: RelayRequest): Promise<Outcome> =>
    runner.run({
      busy: read,
      request,
      secrets,
      signal,
      explain: (answer) => explainGuildAnswer(read, answer, secrets),
    });

  let guildId = typedGuildId.trim();
  if (guildId === '') {
    const channelId = form.channelId.trim();
    if (channelId === '')
      return failed('Enter the guild id, or a channel id in the Send panel to read its guild.');
    const bad = snowflake(
      channelId,
      "Send panel's channel id",
      'right-click the channel › Copy Channel ID',
    );
    if (bad) return failed(bad);
    const channel = await run('channel', channelRequest(token.value, channelId));
    if (channel.kind !== 'ok') return failedOutcome(channel);
    const read = isPlainObject(channel.body) ? channel.body.guild_id : undefined;
    if (typeof read !== 'string' || snowflake(read, 'id', '') !== null)
      return failed(
        `Channel ${channelId} is not in a guild (a direct message?): enter the guild id.`,
      );
    guildId = read;
  } else {
    const bad = snowflake(guildId, 'guild id', 'right-click the server › Copy Server ID');
    if (bad) return failed(bad);
  }

  const roles = await run('roles', rolesRequest(token.value, guildId));
  if (roles.kind !== 'ok') return failedOutcome(roles);
  const channels = await run('channels', channelsRequest(token.value, guildId));
  if (channels.kind !== 'ok') return failedOutcome(channels);
  const members = await run('members', membersRequest(token.value, guildId));
  if (members.kind === 'cancelled') return failedOutcome(members);
  const notes =
    members.kind === 'ok'
      ? []
      : [
          members.kind === 'failed' && members.message === MEMBERS_INTENT
            ? MEMBERS_INTENT
            : `Members were not loaded: ${messageOf(members)}`,
        ];
  return {
    ok: true,
    directory: guildDirectory(
      guildId,
      {
        roles: roles.body,
        channels: channels.body,
        members: members.kind === 'ok' ? members.body : null,
      },
      notes,
    ),
  };
}

function messageOf(outcome: Exclude<Outcome, { kind: 'ok' }>): string {
  return outcome.kind === 'cancelled' ? 'Cancelled.' : outcome.message;
}

function failedOutcome(outcome: Exclude<Outcome, { kind: 'ok' }>): GuildLoad {
  return failed(messageOf(outcome));
}
