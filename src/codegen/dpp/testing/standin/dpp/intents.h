/*
 * Stand-in for the check. Mirrors D++ (github.com/brainboxdotcc/DPP), tag v10.1.5, commit 59179f4ffc4f111411fb18d8da31258456768025:
 * include/dpp/intents.h (enum intents; the bits a design's bot may pass to the cluster).
 */
#pragma once

namespace dpp {

enum intents {
	i_guilds = (1 << 0),
	i_guild_members = (1 << 1),
	i_guild_bans = (1 << 2),
	i_guild_emojis = (1 << 3),
	i_guild_integrations = (1 << 4),
	i_guild_webhooks = (1 << 5),
	i_guild_invites = (1 << 6),
	i_guild_voice_states = (1 << 7),
	i_guild_presences = (1 << 8),
	i_guild_messages = (1 << 9),
	i_guild_message_reactions = (1 << 10),
	i_guild_message_typing = (1 << 11),
	i_direct_messages = (1 << 12),
	i_direct_message_reactions = (1 << 13),
	i_direct_message_typing = (1 << 14),
	i_message_content = (1 << 15),
	i_guild_scheduled_events = (1 << 16),
	i_auto_moderation_configuration = (1 << 20),
	i_auto_moderation_execution = (1 << 21),
	i_guild_message_polls = (1 << 24),
	i_direct_message_polls = (1 << 25),
	/* every non-privileged intent */
	i_default_intents = i_guilds | i_guild_bans | i_guild_emojis | i_guild_integrations | i_guild_webhooks |
		i_guild_invites | i_guild_voice_states | i_guild_messages | i_guild_message_reactions |
		i_guild_message_typing | i_direct_messages | i_direct_message_typing | i_direct_message_reactions |
		i_guild_scheduled_events | i_auto_moderation_configuration | i_auto_moderation_execution |
		i_guild_message_polls | i_direct_message_polls,
	i_privileged_intents = i_guild_members | i_guild_presences | i_message_content,
	i_all_intents = i_default_intents | i_privileged_intents,
	i_unverified_default_intents = i_default_intents | i_message_content,
};

} // namespace dpp
