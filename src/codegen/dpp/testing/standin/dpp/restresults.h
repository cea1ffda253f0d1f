/*
 * Stand-in for the check. Mirrors D++ (github.com/brainboxdotcc/DPP), tag v10.1.5, commit 59179f4ffc4f111411fb18d8da31258456768025:
 * include/dpp/restresults.h (confirmation_callback_t, command_completion_event_t), reduced:
 * the stand-in never talks to Discord, so every call's callback is told it succeeded.
 */
#pragma once
#include <functional>
#include <string>
#include <variant>

namespace dpp {

class cluster;

struct confirmation {
	bool success = true;
};

struct error_info {
	uint32_t code = 0;
	std::string message;
};

struct confirmation_callback_t {
	cluster* bot = nullptr;
	std::variant<confirmation> value = confirmation{};
	std::string http_info_body;
	confirmation_callback_t() = default;
	explicit confirmation_callback_t(cluster* creator) : bot(creator) {}
	bool is_error() const { return false; }
	error_info get_error() const { return {}; }
};

typedef std::function<void(const confirmation_callback_t&)> command_completion_event_t;

} // namespace dpp
