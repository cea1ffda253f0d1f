// The fields every interaction the app receives carries around its `data`: who, where, the token
// and the permissions, as Discord sends them for an action in a guild. Shared by the message,
// modal and command interactions so that they can never disagree.
import type { ResolvedContext } from './context';
import { channelPayload, interactionToken, invokingMember, permissionsIn } from './context';

/** Who installed the app for this interaction: the guild (0, GUILD_INSTALL) or a user (1). */
export type IntegrationOwners = { '0': string } | { '1': string };

/** The interaction of `type` around `data`, used in the context's guild (context 0). */
export function envelope<Type extends number, Data>(
  ctx: ResolvedContext,
  type: Type,
  data: Data,
  owners: IntegrationOwners = { '0': ctx.guild.id },
) {
  const { guild, channel, bot } = ctx;
  return {
    id: ctx.interactionId,
    application_id: ctx.applicationId,
    type,
    data,
    guild: { features: guild.features, id: guild.id, locale: ctx.guildLocale },
    guild_id: guild.id,
    channel_id: channel.id,
    channel: channelPayload(ctx, channel),
    member: invokingMember(ctx),
    token: interactionToken(ctx.interactionId),
    version: 1 as const,
    app_permissions: permissionsIn(guild, bot.id, channel),
    locale: ctx.locale,
    guild_locale: ctx.guildLocale,
    entitlements: [] as never[],
    authorizing_integration_owners: owners,
    // Used in a guild: interaction context 0 (GUILD).
    context: 0 as const,
    attachment_size_limit: ctx.attachmentSizeLimit,
  };
}

/** The common fields of every interaction payload this model builds. */
export type Envelope = ReturnType<typeof envelope>;
