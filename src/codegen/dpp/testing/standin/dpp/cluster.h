/*
 * Stand-in for the check. Mirrors D++ (github.com/brainboxdotcc/DPP), tag v10.1.5,
 * commit 59179f4ffc4f111411fb18d8da31258456768025:
 *   include/dpp/cluster.h            (constructor, start, the event routers a design's bot uses,
 *                                     message_create, interaction_response_create and friends,
 *                                     global/guild command registration)
 *   src/dpp/cluster/message.cpp      (message_create sends m.build_json() plus m.file_data)
 *   src/dpp/cluster/appcommand.cpp   (bulk registration sends [s.to_json(false), ...])
 *   src/dpp/httpsclient.cpp          (files go as multipart "file" (one) or "files[i]" (several))
 *   src/dpp/events/interaction_create.cpp (which event an interaction is routed to)
 *
 * Nothing here talks to Discord. Each call that would send prints one JSON line on stdout:
 *   {"kind":"message","channel_id":"..","body":{..},"files":[{"field":"file","name":"..",..}]}
 *   {"kind":"modal","interaction_id":"..","body":{..the data of the type 9 response..}}
 *   {"kind":"interaction_response","type":4,"body":{..}}   (any other response type)
 *   {"kind":"commands","scope":"global","body":[..]}        (and "guild", with guild_id)
 *   {"kind":"route","event":"button_click","custom_id":".."} when a listener answers an interaction
 *   {"kind":"unanswered","event":"..","custom_id":".."}     when no listener answered it
 * start() does not connect: it fires on_ready, then plays, one by one, an interaction for every
 * registered command, every button and select of every message sent, and a submit of every
 * modal shown, to the listeners (on_slashcommand, on_user_context_menu, on_message_context_menu,
 * on_button_click, on_select_click, on_form_submit), and returns. Submitted values are strings,
 * as D++ exposes them in component::value: a text input's own value (or "sample <custom_id>"),
 * a string select's first option value, otherwise the snowflake "123456789012345678".
 */
#pragma once
#include <cstdint>
#include <deque>
#include <iostream>
#include <map>
#include <set>
#include <string>
#include <thread>
#include <vector>
#include <dpp/appcommand.h>
#include <dpp/dispatcher.h>
#include <dpp/event_router.h>
#include <dpp/intents.h>
#include <dpp/json.h>
#include <dpp/message.h>
#include <dpp/misc-enum.h>
#include <dpp/restresults.h>
#include <dpp/snowflake.h>
#include <dpp/user.h>

namespace dpp {

enum start_type : bool {
	st_wait = false,
	st_return = true,
};

namespace standin_detail {
/* Not part of D++: the stand-in's recording and its replay of interactions. */
inline void emit(const json& record) { std::cout << record.dump() << '\n' << std::flush; }

struct pending_interaction {
	std::string event;
	std::string key; /* the custom_id, or the command name */
	bool answered = false;
};

struct to_play {
	std::string event;
	std::string key;
	uint8_t component_type = 0;
	std::vector<std::string> values;
	std::vector<component> submitted;
	slashcommand_contextmenu_type command_type = ctxm_chat_input;
};

constexpr const char* sample_snowflake = "123456789012345678";
} // namespace standin_detail

class cluster {
	std::string token;
	uint32_t intents;
	std::map<std::string, standin_detail::pending_interaction> pending;
	std::deque<standin_detail::to_play> queue;
	std::set<std::string> played;
	uint64_t next_interaction = 1;

	void enqueue(standin_detail::to_play p) {
		std::string k = p.event + "\n" + p.key;
		if (played.count(k)) return;
		played.insert(k);
		queue.push_back(std::move(p));
	}

	void enqueue_components(const json& list) {
		if (!list.is_array()) return;
		for (const auto& c : list.items()) {
			if (!c.is_object() || !c.contains("type")) continue;
			int64_t t = c.at("type").as_int();
			if (c.contains("accessory")) enqueue_components(arr_of(c.at("accessory")));
			if (c.contains("components")) enqueue_components(c.at("components"));
			if (!c.contains("custom_id")) continue;
			standin_detail::to_play p;
			p.key = c.at("custom_id").str();
			p.component_type = static_cast<uint8_t>(t);
			if (t == cot_button) {
				p.event = "button_click";
			} else if (t == cot_selectmenu || t == cot_user_selectmenu || t == cot_role_selectmenu ||
			           t == cot_mentionable_selectmenu || t == cot_channel_selectmenu) {
				p.event = "select_click";
				p.values.push_back(first_value(c));
			} else {
				continue;
			}
			enqueue(std::move(p));
		}
	}

	static json arr_of(const json& one) {
		json a = json::array();
		a.push_back(one);
		return a;
	}

	static std::string first_value(const json& c) {
		if (c.at("type").as_int() == cot_selectmenu && c.contains("options") && !c.at("options").items().empty()) {
			const json& o = c.at("options").items().front();
			if (o.contains("value")) return o.at("value").str();
		}
		return standin_detail::sample_snowflake;
	}

	void enqueue_modal(const json& data) {
		standin_detail::to_play p;
		p.event = "form_submit";
		p.key = data.at("custom_id").str();
		for (const auto& row : data.at("components").items()) {
			if (!row.contains("component")) continue;
			const json& c = row.at("component");
			if (!c.contains("custom_id")) continue;
			component s;
			s.type = static_cast<component_type>(c.at("type").as_int());
			s.custom_id = c.at("custom_id").str();
			if (s.type == cot_text) {
				s.value = c.contains("value") ? c.at("value").str() : "sample " + s.custom_id;
			} else {
				s.value = first_value(c);
			}
			p.submitted.push_back(s);
		}
		enqueue(std::move(p));
	}

	template <typename E> E make_event(const standin_detail::to_play& p, uint8_t itype) {
		E e(this, 0, "{}");
		uint64_t n = next_interaction++;
		e.command.id = snowflake(1000000000000000000ull + n);
		e.command.token = "standin-token-" + std::to_string(n);
		e.command.type = itype;
		e.command.application_id = me.id;
		e.command.channel_id = snowflake(200000000000000001ull);
		e.command.guild_id = snowflake(300000000000000001ull);
		e.command.usr.id = snowflake(standin_detail::sample_snowflake);
		e.command.usr.username = "standin-user";
		pending[e.command.token] = {p.event, p.key, false};
		return e;
	}

	void play(const standin_detail::to_play& p) {
		std::string token_used;
		if (p.event == "button_click") {
			auto e = make_event<button_click_t>(p, it_component_button);
			e.custom_id = p.key;
			e.component_type = p.component_type;
			e.command.data = component_interaction{p.component_type, p.key, {}};
			token_used = e.command.token;
			on_button_click.call(e);
		} else if (p.event == "select_click") {
			auto e = make_event<select_click_t>(p, it_component_button);
			e.custom_id = p.key;
			e.component_type = p.component_type;
			e.values = p.values;
			e.command.data = component_interaction{p.component_type, p.key, p.values};
			token_used = e.command.token;
			on_select_click.call(e);
		} else if (p.event == "form_submit") {
			auto e = make_event<form_submit_t>(p, it_modal_submit);
			e.custom_id = p.key;
			e.components = p.submitted;
			token_used = e.command.token;
			on_form_submit.call(e);
		} else {
			command_interaction ci;
			ci.id = snowflake(400000000000000001ull);
			ci.name = p.key;
			ci.type = p.command_type;
			if (p.event == "slashcommand") {
				auto e = make_event<slashcommand_t>(p, it_application_command);
				e.command.data = ci;
				token_used = e.command.token;
				on_slashcommand.call(e);
				on_interaction_create.call(e);
			} else if (p.event == "user_context_menu") {
				ci.target_id = snowflake(standin_detail::sample_snowflake);
				auto e = make_event<user_context_menu_t>(p, it_application_command);
				e.command.data = ci;
				e.ctx_user.id = ci.target_id;
				token_used = e.command.token;
				on_user_context_menu.call(e);
				on_interaction_create.call(e);
			} else {
				ci.target_id = snowflake(standin_detail::sample_snowflake);
				auto e = make_event<message_context_menu_t>(p, it_application_command);
				e.command.data = ci;
				e.ctx_message.id = ci.target_id;
				token_used = e.command.token;
				on_message_context_menu.call(e);
				on_interaction_create.call(e);
			}
		}
		const auto& pi = pending[token_used];
		if (!pi.answered) {
			json r;
			r["kind"] = "unanswered";
			r["event"] = pi.event;
			r[pi.event == "slashcommand" || pi.event.find("context_menu") != std::string::npos ? "command" : "custom_id"] = pi.key;
			standin_detail::emit(r);
		}
	}

	void answer(const std::string& token, const std::string& how) {
		auto it = pending.find(token);
		if (it == pending.end()) {
			json r;
			r["kind"] = "error";
			r["message"] = how + " for an interaction the stand-in never sent (token \"" + token + "\")";
			standin_detail::emit(r);
			return;
		}
		if (it->second.answered && how == "response") {
			json r;
			r["kind"] = "error";
			r["message"] = "a second response to the same interaction (" + it->second.event + " " + it->second.key +
			               "); Discord answers 400: use edit_response or follow_up";
			standin_detail::emit(r);
			return;
		}
		if (!it->second.answered) {
			it->second.answered = true;
			json r;
			r["kind"] = "route";
			r["event"] = it->second.event;
			bool is_command = it->second.event == "slashcommand" || it->second.event.find("context_menu") != std::string::npos;
			r[is_command ? "command" : "custom_id"] = it->second.key;
			standin_detail::emit(r);
		}
	}

	void record_message(const std::string& kind, const message& m, json extra) {
		json r = std::move(extra);
		r["kind"] = kind;
		json body = m.to_json(false, kind != "message");
		if (kind != "message") body.erase("channel_id");
		r["body"] = body;
		json files = json::array();
		for (size_t i = 0; i < m.file_data.size(); ++i) {
			json f;
			f["field"] = m.file_data.size() == 1 ? std::string("file") : "files[" + std::to_string(i) + "]";
			f["name"] = m.file_data[i].name;
			f["mimetype"] = m.file_data[i].mimetype.empty() ? std::string("application/octet-stream") : m.file_data[i].mimetype;
			f["size"] = static_cast<uint64_t>(m.file_data[i].content.size());
			files.push_back(f);
		}
		r["files"] = files;
		standin_detail::emit(r);
		if (body.contains("components")) enqueue_components(body.at("components"));
	}

	void record_commands(const std::vector<slashcommand>& commands, json r) {
		json body = json::array();
		for (const auto& s : commands) {
			body.push_back(s.to_json(false));
			standin_detail::to_play p;
			p.key = s.name;
			p.command_type = s.type;
			p.event = s.type == ctxm_user      ? "user_context_menu"
			          : s.type == ctxm_message ? "message_context_menu"
			                                   : "slashcommand";
			enqueue(std::move(p));
		}
		r["body"] = body;
		standin_detail::emit(r);
	}

	static void done(const command_completion_event_t& callback, cluster* self) {
		if (callback) callback(confirmation_callback_t(self));
	}

public:
	dpp::user me;
	cache_policy_t cache_policy;

	explicit cluster(uint32_t pool_threads = std::thread::hardware_concurrency() / 2) : cluster("", i_default_intents) {
		(void)pool_threads;
	}
	cluster(const std::string& token, uint32_t intents = i_default_intents, uint32_t shards = 0, uint32_t cluster_id = 0,
	        uint32_t maxclusters = 1, bool compressed = true, cache_policy_t policy = cache_policy::cpol_default,
	        uint32_t pool_threads = std::thread::hardware_concurrency() / 2)
	    : token(token), intents(intents), cache_policy(policy) {
		(void)shards, (void)cluster_id, (void)maxclusters, (void)compressed, (void)pool_threads;
		/* the real one learns its own user on READY; the stand-in's application is this id */
		me.id = snowflake(100000000000000001ull);
		me.username = "standin-bot";
	}
	cluster(const cluster&) = delete;
	cluster(const cluster&&) = delete;
	virtual ~cluster() = default;

	event_router_t<log_t> on_log;
	event_router_t<ready_t> on_ready;
	event_router_t<interaction_create_t> on_interaction_create;
	event_router_t<slashcommand_t> on_slashcommand;
	event_router_t<button_click_t> on_button_click;
	event_router_t<select_click_t> on_select_click;
	event_router_t<message_context_menu_t> on_message_context_menu;
	event_router_t<user_context_menu_t> on_user_context_menu;
	event_router_t<form_submit_t> on_form_submit;

	void log(dpp::loglevel severity, const std::string& msg) const {
		log_t l(const_cast<cluster*>(this), 0, "");
		l.severity = severity;
		l.message = msg;
		on_log.call(l);
	}

	void start(start_type return_after = st_wait) {
		(void)return_after;
		ready_t r(this, 0, "{}");
		r.session_id = "standin-session";
		on_ready.call(r);
		for (size_t n = 0; !queue.empty() && n < 1000; ++n) {
			standin_detail::to_play p = queue.front();
			queue.pop_front();
			play(p);
		}
	}

	void message_create(const struct message& m, command_completion_event_t callback = utility::log_error()) {
		json extra;
		extra["channel_id"] = m.channel_id.str();
		record_message("message", m, extra);
		done(callback, this);
	}

	void interaction_response_create(snowflake interaction_id, const std::string& token, const interaction_response& r,
	                                 command_completion_event_t callback = utility::log_error()) {
		answer(token, "response");
		json sent = r.to_json();
		json rec;
		rec["interaction_id"] = interaction_id.str();
		if (r.type == ir_modal_dialog) {
			rec["kind"] = "modal";
			rec["body"] = sent.at("data");
			standin_detail::emit(rec);
			enqueue_modal(sent.at("data"));
		} else {
			rec["type"] = static_cast<int>(r.type);
			record_message("interaction_response", r.msg, rec);
		}
		done(callback, this);
	}

	void interaction_response_edit(const std::string& token, const message& m,
	                               command_completion_event_t callback = utility::log_error()) {
		answer(token, "edit");
		record_message("response_edit", m, json::object());
		done(callback, this);
	}

	void interaction_followup_create(const std::string& token, const message& m,
	                                 command_completion_event_t callback = utility::log_error()) {
		answer(token, "follow-up");
		record_message("follow_up", m, json::object());
		done(callback, this);
	}

	void global_command_create(const slashcommand& s, command_completion_event_t callback = utility::log_error()) {
		json r;
		r["kind"] = "command";
		r["scope"] = "global";
		record_commands({s}, r);
		done(callback, this);
	}

	void global_bulk_command_create(const std::vector<slashcommand>& commands,
	                                command_completion_event_t callback = utility::log_error()) {
		json r;
		r["kind"] = "commands";
		r["scope"] = "global";
		r["application_id"] = std::to_string(commands.size() > 0 && commands[0].application_id ? commands[0].application_id : me.id);
		record_commands(commands, r);
		done(callback, this);
	}

	void guild_bulk_command_create(const std::vector<slashcommand>& commands, snowflake guild_id,
	                               command_completion_event_t callback = utility::log_error()) {
		json r;
		r["kind"] = "commands";
		r["scope"] = "guild";
		r["guild_id"] = guild_id.str();
		record_commands(commands, r);
		done(callback, this);
	}
};

/* ---- src/dpp/dispatcher.cpp ---- */

namespace utility {
inline std::function<void(const dpp::log_t&)> cout_logger() {
	return [](const dpp::log_t& event) {
		if (event.severity > dpp::ll_trace) std::cerr << "[log] " << event.message << "\n";
	};
}
inline command_completion_event_t log_error() {
	return [](const dpp::confirmation_callback_t&) {};
}
} // namespace utility

inline void interaction_create_t::reply(interaction_response_type t, const message& m, command_completion_event_t callback) const {
	owner->interaction_response_create(this->command.id, this->command.token, dpp::interaction_response(t, m), std::move(callback));
}
inline void interaction_create_t::reply(const message& m, command_completion_event_t callback) const {
	owner->interaction_response_create(this->command.id, this->command.token,
	                                   dpp::interaction_response(ir_channel_message_with_source, m), std::move(callback));
}
inline void interaction_create_t::thinking(bool ephemeral, command_completion_event_t callback) const {
	message msg{this->command.channel_id, std::string{"*"}};
	msg.guild_id = this->command.guild_id;
	if (ephemeral) msg.set_flags(dpp::m_ephemeral);
	this->reply(ir_deferred_channel_message_with_source, std::move(msg), std::move(callback));
}
inline void interaction_create_t::reply(command_completion_event_t callback) const {
	this->reply(ir_deferred_update_message, message{}, std::move(callback));
}
inline void interaction_create_t::dialog(const interaction_modal_response& mr, command_completion_event_t callback) const {
	owner->interaction_response_create(this->command.id, this->command.token, mr, std::move(callback));
}
inline void interaction_create_t::reply(interaction_response_type t, const std::string& mt, command_completion_event_t callback) const {
	this->reply(t, dpp::message(this->command.channel_id, mt, mt_application_command), std::move(callback));
}
inline void interaction_create_t::reply(const std::string& mt, command_completion_event_t callback) const {
	this->reply(ir_channel_message_with_source, dpp::message(this->command.channel_id, mt, mt_application_command), callback);
}
inline void interaction_create_t::follow_up(const message& m, command_completion_event_t callback) const {
	owner->interaction_followup_create(this->command.token, m, std::move(callback));
}
inline void interaction_create_t::follow_up(const std::string& mt, command_completion_event_t callback) const {
	owner->interaction_followup_create(this->command.token, dpp::message(this->command.channel_id, mt, mt_application_command),
	                                   std::move(callback));
}
inline void interaction_create_t::edit_response(const message& m, command_completion_event_t callback) const {
	owner->interaction_response_edit(this->command.token, m, std::move(callback));
}
inline void interaction_create_t::edit_response(const std::string& mt, command_completion_event_t callback) const {
	this->edit_response(dpp::message(this->command.channel_id, mt, mt_application_command), std::move(callback));
}

} // namespace dpp
