/*
 * Stand-in for the check. Mirrors D++ (github.com/brainboxdotcc/DPP), tag v10.1.5, commit 59179f4ffc4f111411fb18d8da31258456768025:
 * include/dpp/user.h and include/dpp/guild.h, reduced to the members a design's bot reads
 * (dpp::user id / username / global_name, dpp::guild_member user_id / guild_id).
 */
#pragma once
#include <string>
#include <dpp/managed.h>

namespace dpp {

class user : public managed {
public:
	std::string username;
	std::string global_name;
	uint16_t discriminator = 0;
	std::string get_mention() const { return "<@" + std::to_string(static_cast<uint64_t>(id)) + ">"; }
};

class guild_member {
public:
	snowflake guild_id = {};
	snowflake user_id = {};
	std::string nickname;
};

} // namespace dpp
