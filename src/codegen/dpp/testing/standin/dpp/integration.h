/*
 * Stand-in for the check. Mirrors D++ (github.com/brainboxdotcc/DPP), tag v10.1.5, commit 59179f4ffc4f111411fb18d8da31258456768025:
 * include/dpp/integration.h (only enum application_integration_types).
 */
#pragma once
#include <cstdint>

namespace dpp {

enum application_integration_types : uint8_t {
	ait_guild_install = 0,
	ait_user_install = 1,
};

} // namespace dpp
