/*
 * Stand-in for the check. Mirrors D++ (github.com/brainboxdotcc/DPP), tag v10.1.5, commit 59179f4ffc4f111411fb18d8da31258456768025:
 * include/dpp/channel.h (only enum channel_type, and an empty dpp::channel).
 */
#pragma once
#include <cstdint>
#include <dpp/managed.h>

namespace dpp {

enum channel_type : uint8_t {
	CHANNEL_TEXT = 0,
	DM = 1,
	CHANNEL_VOICE = 2,
	GROUP_DM = 3,
	CHANNEL_CATEGORY = 4,
	CHANNEL_ANNOUNCEMENT = 5,
	CHANNEL_STORE = 6,
	CHANNEL_ANNOUNCEMENT_THREAD = 10,
	CHANNEL_PUBLIC_THREAD = 11,
	CHANNEL_PRIVATE_THREAD = 12,
	CHANNEL_STAGE = 13,
	CHANNEL_DIRECTORY = 14,
	CHANNEL_FORUM = 15,
	CHANNEL_MEDIA = 16,
};

class channel : public managed {
public:
	std::string name;
	channel_type get_type() const { return CHANNEL_TEXT; }
};

} // namespace dpp
