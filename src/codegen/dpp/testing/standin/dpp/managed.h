/*
 * Stand-in for the check. Mirrors D++ (github.com/brainboxdotcc/DPP), tag v10.1.5, commit 59179f4ffc4f111411fb18d8da31258456768025:
 * include/dpp/managed.h (dpp::managed: an object with a snowflake id).
 */
#pragma once
#include <dpp/snowflake.h>

namespace dpp {

class managed {
public:
	snowflake id = {};
	constexpr managed(const snowflake nid = 0) noexcept : id{nid} {}
	virtual ~managed() = default;
};

} // namespace dpp
