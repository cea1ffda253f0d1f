/*
 * Stand-in for the check. Mirrors D++ (github.com/brainboxdotcc/DPP), tag v10.1.5, commit 59179f4ffc4f111411fb18d8da31258456768025:
 * include/dpp/permissions.h (enum permissions with every bit, and class permission as a uint64_t).
 */
#pragma once
#include <cstdint>

namespace dpp {

enum permissions : uint64_t {
	p_create_instant_invite = 0x00000000001,
	p_kick_members = 0x00000000002,
	p_ban_members = 0x00000000004,
	p_administrator = 0x00000000008,
	p_manage_channels = 0x00000000010,
	p_manage_guild = 0x00000000020,
	p_add_reactions = 0x00000000040,
	p_view_audit_log = 0x00000000080,
	p_priority_speaker = 0x00000000100,
	p_stream = 0x00000000200,
	p_view_channel = 0x00000000400,
	p_send_messages = 0x00000000800,
	p_send_tts_messages = 0x00000001000,
	p_manage_messages = 0x00000002000,
	p_embed_links = 0x00000004000,
	p_attach_files = 0x00000008000,
	p_read_message_history = 0x00000010000,
	p_mention_everyone = 0x00000020000,
	p_use_external_emojis = 0x00000040000,
	p_view_guild_insights = 0x00000080000,
	p_connect = 0x00000100000,
	p_speak = 0x00000200000,
	p_mute_members = 0x00000400000,
	p_deafen_members = 0x00000800000,
	p_move_members = 0x00001000000,
	p_use_vad = 0x00002000000,
	p_change_nickname = 0x00004000000,
	p_manage_nicknames = 0x00008000000,
	p_manage_roles = 0x00010000000,
	p_manage_webhooks = 0x00020000000,
	p_manage_emojis_and_stickers = 0x00040000000,
	p_use_application_commands = 0x00080000000,
	p_request_to_speak = 0x00100000000,
	p_manage_events = 0x00200000000,
	p_manage_threads = 0x00400000000,
	p_create_public_threads = 0x00800000000,
	p_create_private_threads = 0x01000000000,
	p_use_external_stickers = 0x02000000000,
	p_send_messages_in_threads = 0x04000000000,
	p_use_embedded_activities = 0x08000000000,
	p_moderate_members = 0x10000000000,
	p_view_creator_monetization_analytics = 0x20000000000,
	p_use_soundboard = 0x40000000000,
	p_create_guild_expressions = 0x80000000000,
	p_create_events = 0x0000100000000000,
	p_use_external_sounds = 0x0000200000000000,
	p_send_voice_messages = 0x0000400000000000,
	p_use_clyde_ai = 0x0000800000000000,
	p_send_polls = 0x0002000000000000,
	p_use_external_apps = 0x0004000000000000,
	p_pin_messages = 0x0008000000000000,
	p_bypass_slowmode = 0x0010000000000000,
};

class permission {
protected:
	uint64_t value{0};

public:
	constexpr permission() = default;
	constexpr permission(uint64_t value) noexcept : value{value} {}
	constexpr operator uint64_t() const noexcept { return value; }
	constexpr operator uint64_t&() noexcept { return value; }
};

} // namespace dpp
