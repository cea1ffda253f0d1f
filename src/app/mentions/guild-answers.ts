// Discord's answers to the guild reads, in words that say what to do. The members list has its
// own 403: Discord refuses it (50001 Missing Access) to an app without the Server Members intent.
import type { Answer, Outcome } from '../discord/answers';
import { discordSays, explain, redact } from '../discord/answers';

export type GuildRead = 'channel' | 'roles' | 'channels' | 'members';

export const MEMBERS_INTENT =
  'Discord refused the members list (403, Missing Access): reading members needs the Server Members intent. Turn it on in the Developer Portal › your app › Bot › Privileged Gateway Intents, then load again. Roles and channels are loaded.';

/** What a guild read's answer means; `secrets` are hidden from every message. */
export function explainGuildAnswer(
  read: GuildRead,
  answer: Answer,
  secrets: readonly string[],
): Outcome {
  const { status, body } = answer;
  const said = discordSays(body, status);
  const detail = said.text ? `: ${said.text}` : '';
  const fail = (message: string): Outcome => ({
    kind: 'failed',
    message: redact(message, secrets),
  });
  if (status === 403 && read === 'members' && (said.code === 50001 || said.code === null))
    return fail(MEMBERS_INTENT);
  if (status === 403)
    return fail(
      read === 'channel'
        ? `Discord refused to show the Send panel's channel (403${detail}): the bot cannot see it. Enter the guild id instead.`
        : `Discord refused to read the guild (403${detail}): is the bot in this server?`,
    );
  if (status === 404 && said.code === 10004)
    return fail(
      'Discord does not know this guild (404, Unknown Guild): check the guild id, and that the bot is in it.',
    );
  if (status === 404 && said.code === 10003)
    return fail(
      "Discord does not know the Send panel's channel (404, Unknown Channel): check the channel id, or enter the guild id.",
    );
  // 401, network and server trouble read as they do for sending with a bot.
  return explain(answer, 'bot', secrets);
}
