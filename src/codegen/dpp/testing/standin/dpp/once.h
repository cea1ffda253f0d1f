/*
 * Stand-in for the check. Mirrors D++ (github.com/brainboxdotcc/DPP), tag v10.1.5, commit 59179f4ffc4f111411fb18d8da31258456768025:
 * include/dpp/once.h (dpp::run_once).
 */
#pragma once
#include <utility>

namespace dpp {

template <typename T> auto run_once() {
	static auto called = false;
	return !std::exchange(called, true);
}

} // namespace dpp
