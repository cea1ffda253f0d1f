/*
 * Stand-in for the check. Mirrors D++ (github.com/brainboxdotcc/DPP), tag v10.1.5, commit 59179f4ffc4f111411fb18d8da31258456768025:
 * include/dpp/misc-enum.h (enum loglevel).
 */
#pragma once

namespace dpp {

enum loglevel {
	ll_trace = 0,
	ll_debug,
	ll_info,
	ll_warning,
	ll_error,
	ll_critical
};

} // namespace dpp
