/*
 * Stand-in for the check. Mirrors D++ (github.com/brainboxdotcc/DPP), tag v10.1.5, commit 59179f4ffc4f111411fb18d8da31258456768025:
 * include/dpp/event_router.h, the C++17 (no coroutine) form of event_router_t: attach a listener
 * with operator() or attach(), which must be callable with `const T&` and return void; call()
 * runs every listener. The stand-in calls listeners on the calling thread, one after another.
 */
#pragma once
#include <cstddef>
#include <functional>
#include <map>
#include <type_traits>
#include <utility>
#include <dpp/utility.h>

namespace dpp {

typedef size_t event_handle;

template <class T> class event_router_t {
	std::map<event_handle, std::function<void(const T&)>> dispatch_container;
	event_handle next_handle = 1;

public:
	event_router_t() = default;
	event_router_t(const event_router_t&) = delete;

	void call(const T& event) const {
		for (const auto& [_, listener] : dispatch_container) listener(event);
	}

	[[nodiscard]] bool empty() const { return dispatch_container.empty(); }
	operator bool() const { return !empty(); }

	template <typename F>
	[[maybe_unused]] std::enable_if_t<utility::callable_returns_v<F, void, const T&>, event_handle> operator()(F&& fun) {
		return this->attach(std::forward<F>(fun));
	}

	template <typename F>
	[[maybe_unused]] std::enable_if_t<utility::callable_returns_v<F, void, const T&>, event_handle> attach(F&& fun) {
		event_handle h = next_handle++;
		dispatch_container.emplace(h, std::function<void(const T&)>(std::forward<F>(fun)));
		return h;
	}

	[[maybe_unused]] bool detach(const event_handle& handle) { return dispatch_container.erase(handle) > 0; }
};

} // namespace dpp
