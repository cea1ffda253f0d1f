/*
 * Stand-in for the check. Mirrors D++ (github.com/brainboxdotcc/DPP), tag v10.1.5, commit 59179f4ffc4f111411fb18d8da31258456768025:
 * include/dpp/json_interface.h (to_json / build_json through the class's to_json_impl).
 * fill_from_json is left out: a bot built from a design never parses Discord's JSON itself.
 */
#pragma once
#include <string>
#include <utility>
#include <dpp/json.h>

namespace dpp {

template <typename T>
struct json_interface {
	template <typename U = T, typename = decltype(std::declval<U&>().to_json_impl(bool{}))>
	auto to_json(bool with_id = false) const {
		return static_cast<const T*>(this)->to_json_impl(with_id);
	}

	template <typename U = T, typename = decltype(std::declval<U&>().to_json_impl(bool{}))>
	std::string build_json(bool with_id = false) const {
		return to_json(with_id).dump();
	}
};

} // namespace dpp
