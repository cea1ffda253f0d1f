/*
 * Stand-in for the check. Mirrors D++ (github.com/brainboxdotcc/DPP), tag v10.1.5,
 * commit 59179f4ffc4f111411fb18d8da31258456768025:
 *   include/dpp/dispatcher.h  (event_dispatch_t, log_t, ready_t, interaction_create_t and the
 *                              interaction events a design's bot listens to; utility::cout_logger
 *                              and utility::log_error)
 *   src/dpp/dispatcher.cpp    (reply / dialog / edit_response / follow_up go through the cluster)
 * The coroutine forms (co_reply, co_dialog...) are left out: they need C++20 and the check
 * compiles as C++17, where the real header leaves them out too unless DPP_CORO is on.
 * The members are defined in cluster.h, after dpp::cluster, as the real ones live in a .cpp.
 */
#pragma once
#include <cstdint>
#include <functional>
#include <string>
#include <vector>
#include <dpp/appcommand.h>
#include <dpp/message.h>
#include <dpp/misc-enum.h>
#include <dpp/restresults.h>
#include <dpp/snowflake.h>
#include <dpp/user.h>

namespace dpp {

class cluster;

struct event_dispatch_t {
	std::string raw_event = {};
	uint32_t shard = 0;
	dpp::cluster* owner = nullptr;
	mutable bool cancelled = false;

	event_dispatch_t() = default;
	event_dispatch_t(const event_dispatch_t& rhs) = default;
	event_dispatch_t(event_dispatch_t&& rhs) = default;
	event_dispatch_t(dpp::cluster* creator, uint32_t shard_id, const std::string& raw)
	    : raw_event(raw), shard(shard_id), owner(creator) {}
	event_dispatch_t& operator=(const event_dispatch_t& rhs) = default;
	event_dispatch_t& operator=(event_dispatch_t&& rhs) = default;
	virtual ~event_dispatch_t() = default;

	const event_dispatch_t& cancel_event() const {
		cancelled = true;
		return *this;
	}
	bool is_cancelled() const { return cancelled; }
};

struct log_t : public event_dispatch_t {
	using event_dispatch_t::event_dispatch_t;
	using event_dispatch_t::operator=;
	loglevel severity = ll_info;
	std::string message = {};
};

namespace utility {
inline std::function<void(const dpp::log_t&)> cout_logger();
inline command_completion_event_t log_error();
} // namespace utility

struct ready_t : public event_dispatch_t {
	using event_dispatch_t::event_dispatch_t;
	using event_dispatch_t::operator=;
	std::string session_id = {};
	uint32_t shard_id = {};
	std::vector<snowflake> guilds{};
	uint32_t guild_count{0};
};

struct interaction_create_t : public event_dispatch_t {
	using event_dispatch_t::event_dispatch_t;
	using event_dispatch_t::operator=;

	bool from_webhook{false};

	void reply(command_completion_event_t callback = utility::log_error()) const;
	void reply(interaction_response_type t, const message& m, command_completion_event_t callback = utility::log_error()) const;
	void reply(interaction_response_type t, const std::string& mt, command_completion_event_t callback = utility::log_error()) const;
	void reply(const message& m, command_completion_event_t callback = utility::log_error()) const;
	void reply(const std::string& mt, command_completion_event_t callback = utility::log_error()) const;
	void follow_up(const message& m, command_completion_event_t callback = utility::log_error()) const;
	void follow_up(const std::string& mt, command_completion_event_t callback = utility::log_error()) const;
	void dialog(const interaction_modal_response& mr, command_completion_event_t callback = utility::log_error()) const;
	void edit_response(const message& m, command_completion_event_t callback = utility::log_error()) const;
	void edit_response(const std::string& mt, command_completion_event_t callback = utility::log_error()) const;
	void thinking(bool ephemeral = false, command_completion_event_t callback = utility::log_error()) const;

	interaction command = {};

	/** The value of the chat input option with this name; an empty variant when it is not there. */
	virtual command_value get_parameter(const std::string& name) const {
		const command_interaction ci = command.get_command_interaction();
		std::function<const command_data_option*(const std::vector<command_data_option>&)> find =
		    [&](const std::vector<command_data_option>& opts) -> const command_data_option* {
			for (const auto& o : opts) {
				if (o.name == name) return &o;
				if (const auto* inner = find(o.options)) return inner;
			}
			return nullptr;
		};
		const command_data_option* found = find(ci.options);
		return found ? found->value : command_value{};
	}
};

struct slashcommand_t : public interaction_create_t {
	using interaction_create_t::interaction_create_t;
	using interaction_create_t::operator=;
};

struct button_click_t : public interaction_create_t {
private:
	using interaction_create_t::get_parameter;

public:
	using interaction_create_t::interaction_create_t;
	using interaction_create_t::operator=;
	std::string custom_id = {};
	uint8_t component_type = {};
};

struct form_submit_t : public interaction_create_t {
private:
	using interaction_create_t::get_parameter;

public:
	using interaction_create_t::interaction_create_t;
	using interaction_create_t::operator=;
	std::string custom_id = {};
	std::vector<component> components = {};
};

struct context_menu_t : public interaction_create_t {
private:
	using interaction_create_t::get_parameter;

public:
	using interaction_create_t::interaction_create_t;
	using interaction_create_t::operator=;
};

struct message_context_menu_t : public context_menu_t {
public:
	using context_menu_t::context_menu_t;
	using context_menu_t::operator=;
	message ctx_message = {};
	const message& get_message() const { return ctx_message; }
	message_context_menu_t& set_message(const message& m) {
		ctx_message = m;
		return *this;
	}
};

struct user_context_menu_t : public context_menu_t {
public:
	using context_menu_t::context_menu_t;
	using context_menu_t::operator=;
	user ctx_user = {};
	const user& get_user() const { return ctx_user; }
	user_context_menu_t& set_user(const user& u) {
		ctx_user = u;
		return *this;
	}
};

struct select_click_t : public interaction_create_t {
private:
	using interaction_create_t::get_parameter;

public:
	using interaction_create_t::interaction_create_t;
	using interaction_create_t::operator=;
	std::string custom_id = {};
	std::vector<std::string> values = {};
	uint8_t component_type = {};
};

} // namespace dpp

#include <dpp/cluster.h>
