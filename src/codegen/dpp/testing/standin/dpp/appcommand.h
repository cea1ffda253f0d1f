/*
 * Stand-in for the check. Mirrors D++ (github.com/brainboxdotcc/DPP), tag v10.1.5,
 * commit 59179f4ffc4f111411fb18d8da31258456768025:
 *   include/dpp/appcommand.h  (slashcommand, command_option, command_option_choice, interaction,
 *                              interaction_response, interaction_modal_response and their enums)
 *   src/dpp/slashcommand.cpp  (the setters' behaviour and to_json: what D++ sends to Discord)
 * Same names, parameter types and return types as the real header for what a bot registering
 * commands and showing modals uses. Left out: reading commands and interactions from Discord's
 * JSON (fill_from_json), resolved users/roles/attachments, entitlements, autocomplete choices.
 * Kept as the real library has them, on purpose: set_name() lower-cases while the type is still
 * ctxm_chat_input (so the (name, type, app id) constructor lower-cases a context menu's name);
 * a modal writes every non-text-display component inside a label made from component.label,
 * with no label description; a double choice value is written as a string.
 */
#pragma once
#include <algorithm>
#include <cctype>
#include <map>
#include <optional>
#include <string>
#include <variant>
#include <vector>
#include <dpp/channel.h>
#include <dpp/exception.h>
#include <dpp/integration.h>
#include <dpp/json.h>
#include <dpp/json_interface.h>
#include <dpp/managed.h>
#include <dpp/message.h>
#include <dpp/permissions.h>
#include <dpp/snowflake.h>
#include <dpp/user.h>
#include <dpp/utility.h>

namespace dpp {

enum command_option_type : uint8_t {
	co_sub_command = 1,
	co_sub_command_group = 2,
	co_string = 3,
	co_integer = 4,
	co_boolean = 5,
	co_user = 6,
	co_channel = 7,
	co_role = 8,
	co_mentionable = 9,
	co_number = 10,
	co_attachment = 11,
};

typedef std::variant<std::monostate, std::string, int64_t, bool, snowflake, double> command_value;

struct command_option_choice : public json_interface<command_option_choice> {
	std::string name;
	command_value value;
	std::map<std::string, std::string> name_localizations;

	command_option_choice() = default;
	virtual ~command_option_choice() = default;
	command_option_choice& add_localization(const std::string& language, const std::string& _name) {
		name_localizations[language] = _name;
		return *this;
	}
	command_option_choice(const std::string& n, command_value v) : name(n), value(v) {}
};

inline void to_json(json& j, const command_option_choice& choice) {
	j["name"] = choice.name;
	if (std::holds_alternative<int64_t>(choice.value)) {
		j["value"] = std::get<int64_t>(choice.value);
	} else if (std::holds_alternative<bool>(choice.value)) {
		j["value"] = std::get<bool>(choice.value);
	} else if (std::holds_alternative<snowflake>(choice.value)) {
		j["value"] = std::to_string(std::get<snowflake>(choice.value));
	} else if (std::holds_alternative<double>(choice.value)) {
		j["value"] = std::to_string(std::get<double>(choice.value));
	} else if (std::holds_alternative<std::string>(choice.value)) {
		j["value"] = std::get<std::string>(choice.value);
	} else {
		/* the real code calls std::get<std::string> here and throws std::bad_variant_access */
		throw std::bad_variant_access();
	}
	if (choice.name_localizations.size()) {
		j["name_localizations"] = json::object();
		for (auto& loc : choice.name_localizations) j["name_localizations"][loc.first] = loc.second;
	}
}

typedef std::variant<std::monostate, int64_t, double> command_option_range;

struct command_option : public json_interface<command_option> {
	command_option_type type;
	std::string name;
	std::string description;
	bool required;
	bool focused;
	command_value value;
	std::vector<command_option_choice> choices;
	bool autocomplete;
	std::vector<command_option> options;
	std::vector<channel_type> channel_types;
	command_option_range min_value;
	command_option_range max_value;
	std::map<std::string, std::string> name_localizations;
	std::map<std::string, std::string> description_localizations;

	command_option() = default;
	virtual ~command_option() = default;

	command_option& add_localization(const std::string& language, const std::string& _name,
	                                 const std::string& _description = "") {
		name_localizations[language] = _name;
		if (!_description.empty()) description_localizations[language] = _description;
		return *this;
	}
	command_option(command_option_type t, const std::string& name, const std::string& description, bool required = false)
	    : type(t), name(name), description(description), required(required), focused(false), autocomplete(false) {
		if (std::any_of(name.begin(), name.end(), [](unsigned char c) { return std::isupper(c); })) {
			throw dpp::logic_exception("Command options can not contain capital letters in the name of the option.");
		}
	}
	command_option& add_choice(const command_option_choice& o) {
		if (this->autocomplete) {
			throw dpp::logic_exception("Can't set autocomplete=true if choices exist in the command_option");
		}
		choices.emplace_back(o);
		return *this;
	}
	command_option& set_min_value(command_option_range min_v) {
		min_value = min_v;
		return *this;
	}
	command_option& set_max_value(command_option_range max_v) {
		max_value = max_v;
		return *this;
	}
	command_option& set_min_length(command_option_range min_v) {
		min_value = min_v;
		return *this;
	}
	command_option& set_max_length(command_option_range max_v) {
		max_value = max_v;
		return *this;
	}
	command_option& add_option(const command_option& o) {
		options.emplace_back(o);
		return *this;
	}
	command_option& add_channel_type(const channel_type ch) {
		this->channel_types.emplace_back(ch);
		return *this;
	}
	command_option& set_auto_complete(bool autocomp) {
		if (autocomp && !choices.empty()) {
			throw dpp::logic_exception("Can't set autocomplete=true if choices exist in the command_option");
		}
		this->autocomplete = autocomp;
		return *this;
	}
};

inline void to_json(json& j, const command_option& opt) {
	j["name"] = opt.name;
	j["description"] = opt.description;
	j["type"] = static_cast<unsigned int>(opt.type);
	j["autocomplete"] = opt.autocomplete;
	j["required"] = opt.required;
	if (opt.name_localizations.size()) {
		j["name_localizations"] = json::object();
		for (auto& loc : opt.name_localizations) j["name_localizations"][loc.first] = loc.second;
	}
	if (opt.description_localizations.size()) {
		j["description_localizations"] = json::object();
		for (auto& loc : opt.description_localizations) j["description_localizations"][loc.first] = loc.second;
	}
	/* min and max: lengths for strings, int64 bounds for integers, double bounds for numbers;
	 * a bound of the other alternative is silently not sent. */
	if (opt.type == co_string) {
		if (std::holds_alternative<int64_t>(opt.min_value)) j["min_length"] = std::get<int64_t>(opt.min_value);
		if (std::holds_alternative<int64_t>(opt.max_value)) j["max_length"] = std::get<int64_t>(opt.max_value);
	} else if (opt.type == co_integer) {
		if (std::holds_alternative<int64_t>(opt.min_value)) j["min_value"] = std::get<int64_t>(opt.min_value);
		if (std::holds_alternative<int64_t>(opt.max_value)) j["max_value"] = std::get<int64_t>(opt.max_value);
	} else if (opt.type == co_number) {
		if (std::holds_alternative<double>(opt.min_value)) j["min_value"] = std::get<double>(opt.min_value);
		if (std::holds_alternative<double>(opt.max_value)) j["max_value"] = std::get<double>(opt.max_value);
	}
	if (opt.options.size()) {
		j["options"] = json();
		for (const auto& o : opt.options) {
			json jo;
			to_json(jo, o);
			j["options"].push_back(jo);
		}
	}
	if (opt.choices.size()) {
		j["choices"] = json();
		for (const auto& c : opt.choices) {
			json jc;
			to_json(jc, c);
			j["choices"].push_back(jc);
		}
	}
	if (!opt.channel_types.empty()) {
		j["channel_types"] = json();
		for (const auto t : opt.channel_types) j["channel_types"].push_back(static_cast<unsigned int>(t));
	}
}

enum interaction_response_type {
	ir_pong = 1,
	ir_channel_message_with_source = 4,
	ir_deferred_channel_message_with_source = 5,
	ir_deferred_update_message = 6,
	ir_update_message = 7,
	ir_autocomplete_reply = 8,
	ir_modal_dialog = 9,
	ir_premium_required = 10,
};

struct interaction_response : public json_interface<interaction_response> {
protected:
	friend struct json_interface<interaction_response>;

	/** src/dpp/slashcommand.cpp, interaction_response::to_json_impl */
	virtual json to_json_impl(bool with_id = false) const {
		(void)with_id;
		json j;
		j["type"] = static_cast<int>(this->type);
		if (this->autocomplete_choices.empty()) {
			json msg_json = msg.to_json(false, true);
			msg_json.erase("channel_id");
			j["data"] = msg_json;
		} else {
			j["data"] = json::object();
			j["data"]["choices"] = json::array();
			for (auto& c : this->autocomplete_choices) {
				json opt;
				dpp::to_json(opt, c);
				j["data"]["choices"].push_back(opt);
			}
		}
		return j;
	}

public:
	interaction_response_type type{};
	message msg{};
	std::vector<command_option_choice> autocomplete_choices{};

	interaction_response() = default;
	interaction_response(interaction_response_type t) : interaction_response() { type = t; }
	interaction_response(interaction_response_type t, const message& m) : type{t}, msg{m} {}
	interaction_response(interaction_response_type t, message&& m) : type{t}, msg{m} {}
	interaction_response& add_autocomplete_choice(const command_option_choice& achoice) {
		if (autocomplete_choices.size() < 25) this->autocomplete_choices.emplace_back(achoice);
		return *this;
	}
	virtual ~interaction_response() = default;
};

struct interaction_modal_response : public interaction_response, public json_interface<interaction_modal_response> {
protected:
	friend struct json_interface<interaction_modal_response>;

	size_t current_row;

	/** src/dpp/slashcommand.cpp, interaction_modal_response::to_json_impl */
	virtual json to_json_impl(bool with_id = false) const override {
		(void)with_id;
		json j;
		j["type"] = static_cast<int>(this->type);
		j["data"] = json::object();
		j["data"]["custom_id"] = this->custom_id;
		j["data"]["title"] = this->title;
		j["data"]["components"] = json::array();
		for (auto& row : components) {
			for (auto& c : row) {
				json sn;
				if (c.type == cot_text_display) {
					dpp::to_json(sn, c);
					j["data"]["components"].push_back(sn);
					continue;
				}
				json label;
				label["type"] = static_cast<unsigned int>(cot_label);
				label["label"] = c.label;
				dpp::to_json(sn, c);
				sn.erase("label");
				label["component"] = sn;
				j["data"]["components"].push_back(label);
			}
		}
		return j;
	}

public:
	using json_interface<interaction_modal_response>::to_json;
	using json_interface<interaction_modal_response>::build_json;

	std::string custom_id;
	std::string title;
	std::vector<std::vector<component>> components;

	interaction_modal_response() : interaction_response(ir_modal_dialog), current_row(0) { components.push_back({}); }
	interaction_modal_response(const std::string& _custom_id, const std::string& _title,
	                           const std::vector<component> _components = {})
	    : interaction_response(ir_modal_dialog), current_row(0), custom_id(_custom_id),
	      title(utility::utf8substr(_title, 0, 45)) {
		components.push_back(_components);
	}
	interaction_modal_response(const interaction_modal_response& other) = default;
	interaction_modal_response& operator=(const interaction_modal_response& other) = default;
	interaction_modal_response(interaction_modal_response&& other) noexcept = default;
	interaction_modal_response& operator=(interaction_modal_response&& other) noexcept = default;

	interaction_modal_response& set_custom_id(const std::string& _custom_id) {
		custom_id = _custom_id;
		return *this;
	}
	interaction_modal_response& set_title(const std::string& _title) {
		title = _title;
		return *this;
	}
	interaction_modal_response& add_component(const component& c) {
		components[current_row].push_back(c);
		return *this;
	}
	interaction_modal_response& add_row() {
		if (components.size() < 5) {
			current_row++;
			components.push_back({});
		} else {
			throw dpp::logic_exception("A modal dialog can only have a maximum of five component rows");
		}
		return *this;
	}
	virtual ~interaction_modal_response() = default;
};

struct command_data_option {
	std::string name;
	command_option_type type;
	command_value value;
	std::vector<command_data_option> options;
	bool focused;
	bool empty() { return std::holds_alternative<std::monostate>(value) && options.empty(); }
	template <typename T> T& get_value(size_t index) { return std::get<T>(options.at(index).value); }
};

enum interaction_type {
	it_ping = 1,
	it_application_command = 2,
	it_component_button = 3,
	it_autocomplete = 4,
	it_modal_submit = 5,
};

enum interaction_context_type {
	itc_guild = 0,
	itc_bot_dm = 1,
	itc_private_channel = 2,
};

enum slashcommand_contextmenu_type {
	ctxm_none = 0,
	ctxm_chat_input = 1,
	ctxm_user = 2,
	ctxm_message = 3
};

struct command_interaction {
	snowflake id;
	std::string name;
	std::vector<command_data_option> options;
	slashcommand_contextmenu_type type;
	dpp::snowflake target_id;
	template <typename T> T& get_value(size_t index) { return std::get<T>(options.at(index).value); }
};

struct component_interaction {
	uint8_t component_type;
	std::string custom_id;
	std::vector<std::string> values;
};

struct autocomplete_interaction : public command_interaction {};

class interaction : public managed, public json_interface<interaction> {
public:
	std::optional<interaction_context_type> context;
	snowflake application_id;
	uint8_t type;
	std::variant<command_interaction, component_interaction, autocomplete_interaction> data;
	snowflake guild_id;
	snowflake channel_id;
	snowflake message_id;
	permission app_permissions;
	message msg;
	guild_member member;
	user usr;
	std::string token;
	uint8_t version;
	std::string locale;
	std::string guild_locale;

	interaction() : application_id(0), type(0), guild_id(0), channel_id(0), message_id(0), version(0) {}
	virtual ~interaction() = default;

	const dpp::user& get_issuing_user() const { return usr; }
	const dpp::message& get_context_message() const { return msg; }
	command_interaction get_command_interaction() const {
		if (std::holds_alternative<command_interaction>(data)) return std::get<command_interaction>(data);
		throw dpp::logic_exception("Interaction is not for a command");
	}
	component_interaction get_component_interaction() const {
		if (std::holds_alternative<component_interaction>(data)) return std::get<component_interaction>(data);
		throw dpp::logic_exception("Interaction is not for a component");
	}
	std::string get_command_name() const {
		try {
			return get_command_interaction().name;
		} catch (dpp::logic_exception&) {
			return std::string();
		}
	}
};

enum command_permission_type {
	cpt_role = 1,
	cpt_user = 2,
};

class command_permission : public json_interface<command_permission> {
public:
	snowflake id;
	command_permission_type type;
	bool permission;
	command_permission() = default;
	virtual ~command_permission() = default;
	command_permission(snowflake id, const command_permission_type t, bool permission)
	    : id(id), type(t), permission(permission) {}
};

inline void to_json(json& j, const command_permission& cp) {
	j["id"] = std::to_string(cp.id);
	j["type"] = static_cast<int>(cp.type);
	j["permission"] = cp.permission;
}

class slashcommand;
void to_json(json& j, const slashcommand& p);

class slashcommand : public managed, public json_interface<slashcommand> {
protected:
	friend struct json_interface<slashcommand>;
	json to_json_impl(bool with_id = false) const {
		json j;
		dpp::to_json(j, *this);
		if (with_id) j["id"] = std::to_string(id);
		return j;
	}

	static std::string lowercase(const std::string& s) {
		std::string r = s;
		std::transform(r.begin(), r.end(), r.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
		return r;
	}

public:
	snowflake application_id;
	slashcommand_contextmenu_type type;
	std::string name;
	std::string description;
	std::vector<command_option> options;
	bool default_permission;
	std::vector<command_permission> permissions;
	snowflake version;
	std::map<std::string, std::string> name_localizations;
	std::map<std::string, std::string> description_localizations;
	permission default_member_permissions;
	std::vector<application_integration_types> integration_types;
	std::vector<interaction_context_type> contexts;
	bool dm_permission;
	bool nsfw;

	slashcommand()
	    : managed(), application_id(0), type(ctxm_chat_input), default_permission(true), version(1),
	      default_member_permissions(p_use_application_commands), dm_permission(false), nsfw(false) {}
	slashcommand(const std::string& _name, const std::string& _description, const dpp::snowflake _application_id)
	    : slashcommand() {
		set_name(_name);
		set_description(_description);
		set_application_id(_application_id);
	}
	slashcommand(const std::string& _name, const slashcommand_contextmenu_type _type, const dpp::snowflake _application_id)
	    : slashcommand() {
		set_name(_name);
		set_type(_type);
		set_application_id(_application_id);
	}
	virtual ~slashcommand() = default;

	slashcommand& add_localization(const std::string& language, const std::string& _name,
	                               const std::string& _description = "") {
		name_localizations[language] = _name;
		if (!_description.empty()) description_localizations[language] = _description;
		return *this;
	}
	slashcommand& set_dm_permission(bool dm) {
		dm_permission = dm;
		return *this;
	}
	slashcommand& set_nsfw(bool is_nsfw) {
		nsfw = is_nsfw;
		return *this;
	}
	slashcommand& set_default_permissions(uint64_t defaults) {
		default_member_permissions = defaults;
		return *this;
	}
	slashcommand& add_option(const command_option& o) {
		options.emplace_back(o);
		return *this;
	}
	slashcommand& set_type(slashcommand_contextmenu_type t) {
		type = t;
		if (type == ctxm_chat_input) name = lowercase(name);
		return *this;
	}
	slashcommand& set_name(const std::string& n) {
		if (type == ctxm_chat_input) {
			name = lowercase(utility::utf8substr(n, 0, 32));
		} else {
			name = utility::utf8substr(n, 0, 32);
		}
		return *this;
	}
	slashcommand& set_description(const std::string& d) {
		description = utility::utf8substr(d, 0, 100);
		return *this;
	}
	slashcommand& set_application_id(snowflake i) {
		application_id = i;
		return *this;
	}
	slashcommand& set_interaction_contexts(std::vector<interaction_context_type> contexts) {
		this->contexts = std::move(contexts);
		return *this;
	}
	slashcommand& add_permission(const command_permission& p) {
		this->permissions.emplace_back(p);
		return *this;
	}
	slashcommand& disable_default_permissions() {
		this->default_permission = false;
		return *this;
	}
};

/** src/dpp/slashcommand.cpp, to_json(json&, const slashcommand&) */
inline void to_json(json& j, const slashcommand& p) {
	j["name"] = p.name;
	if (p.type != ctxm_user && p.type != ctxm_message) j["description"] = p.description;
	if (p.type != ctxm_none) j["type"] = static_cast<int>(p.type);
	j["default_member_permissions"] = std::to_string(static_cast<uint64_t>(p.default_member_permissions));
	j["dm_permission"] = p.dm_permission;
	j["nsfw"] = p.nsfw;
	if (p.name_localizations.size()) {
		j["name_localizations"] = json::object();
		for (auto& loc : p.name_localizations) j["name_localizations"][loc.first] = loc.second;
	}
	if (p.type != ctxm_user && p.type != ctxm_message) {
		if (p.description_localizations.size()) {
			j["description_localizations"] = json::object();
			for (auto& loc : p.description_localizations) j["description_localizations"][loc.first] = loc.second;
		}
		if (p.options.size()) {
			j["options"] = json();
			for (const auto& opt : p.options) {
				json jo;
				to_json(jo, opt);
				j["options"].push_back(jo);
			}
		}
	}
	if (p.permissions.size()) {
		j["permissions"] = json();
		for (const auto& perm : p.permissions) {
			json jp;
			to_json(jp, perm);
			j["permissions"].push_back(jp);
		}
	}
	if (p.integration_types.size()) {
		j["integration_types"] = json::array();
		for (auto t : p.integration_types) j["integration_types"].push_back(static_cast<unsigned int>(t));
	}
	if (p.contexts.size()) {
		j["contexts"] = json::array();
		for (auto c : p.contexts) j["contexts"].push_back(static_cast<int>(c));
	}
	j["application_id"] = std::to_string(p.application_id);
}

} // namespace dpp
