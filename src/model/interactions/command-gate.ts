// Whether a person can use a command where they are: the guild a set is registered in, the
// command's contexts, `default_member_permissions`, age restriction and the permissions Discord
// asks of the invoking member. A command that fails one of these is hidden from the picker (or
// refused), so no interaction reaches the app.
import type { CommandsDoc, Node } from '../document/document';
import { bitNumbers, parsePermissions, permissionByBit } from '../commands/permission-bits';
import type { DirectoryUser, GuildDirectory } from './sample-guild';
import { PERMISSION, SAMPLE_GUILD } from './sample-guild';
import type { InteractionContext, ResolvedContext } from './context';
import { permissionsIn } from './context';
import type { IntegrationOwners } from './envelope';

/** The guild as another guild id would have it: @everyone and every guild_id follow the id. */
export function guildWithId(guild: GuildDirectory, id: string): GuildDirectory {
  const swap = (value: string) => (value === guild.id ? id : value);
  return {
    ...guild,
    id,
    roles: guild.roles.map((role) => ({ ...role, id: swap(role.id) })),
    channels: guild.channels.map((channel) => ({
      ...channel,
      guild_id: id,
      ...(channel.permission_overwrites
        ? {
            permission_overwrites: channel.permission_overwrites.map((o) => ({
              ...o,
              id: swap(o.id),
            })),
          }
        : {}),
    })),
  };
}

/**
 * The context a set's commands are used in: a guild set is used in its own guild, so the sample
 * guild takes the set's id; a guild of the caller's that is another one is an error.
 */
export function contextForSet(
  doc: CommandsDoc,
  context: InteractionContext,
): InteractionContext | { error: string } {
  if (doc.guildId === null) return context;
  if (context.guild) {
    return context.guild.id === doc.guildId
      ? context
      : {
          error: `These commands are registered in guild ${doc.guildId}, so they cannot be used in ${context.guild.name} (${context.guild.id}).`,
        };
  }
  if (doc.guildId === SAMPLE_GUILD.id) return context;
  return { ...context, guild: guildWithId(SAMPLE_GUILD, doc.guildId) };
}

/** How a member is called in sentences: nickname, display name, or username. */
export function displayName(ctx: ResolvedContext, user: DirectoryUser): string {
  return ctx.guild.members[user.id]?.nick ?? user.global_name ?? user.username;
}

const labels = (bits: bigint): string =>
  bitNumbers(bits)
    .map((b) => permissionByBit(b)?.label ?? `bit ${b}`)
    .join(', ');

/** Sentences for why the invoking member cannot use `command` in the context's channel. */
export function refusalsFor(command: Node, ctx: ResolvedContext): string[] {
  const who = displayName(ctx, ctx.user);
  const where = `#${ctx.channel.name}`;
  const perms = BigInt(permissionsIn(ctx.guild, ctx.user.id, ctx.channel));
  const admin = (perms & PERMISSION.ADMINISTRATOR) !== 0n;
  const out: string[] = [];
  const { contexts, default_member_permissions: required, nsfw } = command.props;
  if (Array.isArray(contexts) && !contexts.includes(0))
    out.push('This command is not offered in servers: its contexts leave out 0 (GUILD).');
  if ((perms & PERMISSION.USE_APPLICATION_COMMANDS) === 0n)
    out.push(`${who} may not use application commands in ${where}.`);
  const parsed = typeof required === 'string' ? parsePermissions(required) : null;
  if (parsed?.ok && !admin) {
    const missing = parsed.bits & ~perms;
    if (parsed.bits === 0n)
      out.push(
        `${who} cannot see this command: its default_member_permissions "0" keeps it for administrators.`,
      );
    else if (missing !== 0n)
      out.push(
        `${who} cannot see this command: it needs ${labels(parsed.bits)} (default_member_permissions), and ${who} lacks ${labels(missing)} in ${where}.`,
      );
  }
  if (nsfw === true && ctx.channel.nsfw !== true)
    out.push(
      `This command is age-restricted (nsfw), and ${where} is not an age-restricted channel.`,
    );
  if (command.kind === 'user-command' && (perms & PERMISSION.SEND_MESSAGES) === 0n)
    out.push(
      `${who} cannot send messages in ${where}, and Discord refuses a user command there with "permission denied".`,
    );
  return out;
}

/**
 * Who authorized the app for this use: the guild when the command is installed to servers (or
 * says nothing), else the invoking user's own install (integration type 1).
 */
export function integrationOwners(command: Node, ctx: ResolvedContext): IntegrationOwners {
  const types = command.props.integration_types;
  const userOnly = Array.isArray(types) && types.includes(1) && !types.includes(0);
  return userOnly ? { '1': ctx.user.id } : { '0': ctx.guild.id };
}
