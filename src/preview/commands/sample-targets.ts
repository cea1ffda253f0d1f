// Who the Apps menus are opened on: a member of the sample guild other than the person using the
// command, and the sample message the model's message commands are used on (its author and text
// come from the model, so that the card and the payload's `resolved.messages` agree).
import type { InteractionContext } from '../../model';
import { resolveContext } from '../../model/interactions/context';
// The model's own sample message, so that the card shows what resolved.messages carries.
import { targetMessage } from '../../model/interactions/command-target';
import { userAvatarUrl } from '../media/Avatar';
import type { SampleTargets } from './AppsMenus';

/** The user and the message of the Apps menus for `context`; null when the context is unusable. */
export function sampleTargets(context: InteractionContext): SampleTargets | null {
  const ctx = resolveContext(context);
  if ('error' in ctx) return null;
  const message = targetMessage(ctx);
  const others = ctx.guild.users.filter(
    (u) => ctx.guild.members[u.id] && !u.bot && u.id !== ctx.user.id,
  );
  // Someone other than the message's author, so that the two targets are two people.
  const user = others.find((u) => u.id !== message.author.id) ?? others[0] ?? ctx.user;
  const nameOf = (u: typeof user) => ctx.guild.members[u.id]?.nick ?? u.global_name ?? u.username;
  return {
    user: { id: user.id, name: nameOf(user), avatarUrl: userAvatarUrl(user) },
    message: {
      authorId: message.author.id,
      author: nameOf(message.author),
      content: message.content,
    },
  };
}
