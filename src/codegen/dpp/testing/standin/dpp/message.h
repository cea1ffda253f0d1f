/*
 * Stand-in for the check. Mirrors D++ (github.com/brainboxdotcc/DPP), tag v10.1.5,
 * commit 59179f4ffc4f111411fb18d8da31258456768025:
 *   include/dpp/message.h   (component, select_option, embed, attachment, poll, message, their enums)
 *   src/dpp/message.cpp     (the setters' behaviour and to_json: what D++ sends to Discord)
 * Same class, member and method names, parameter types and return types as the real header for
 * everything a bot building a design uses. Left out: reading messages from Discord
 * (fill_from_json), stickers, reactions, message references/snapshots, dpp::emoji overloads.
 * Kept as the real library has them, on purpose: a component serialises only the fields its type
 * uses (see to_json(component)); cot_label and cot_file_upload have no fields of their own; a
 * cot_file component writes its attachment under "media" (Discord reads "file").
 */
#pragma once
#include <cstdint>
#include <ctime>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>
#include <dpp/exception.h>
#include <dpp/json.h>
#include <dpp/json_interface.h>
#include <dpp/managed.h>
#include <dpp/snowflake.h>
#include <dpp/user.h>
#include <dpp/utility.h>

namespace dpp {

class cluster;

enum component_type : uint8_t {
	cot_action_row = 1,
	cot_button = 2,
	cot_selectmenu = 3,
	cot_text = 4,
	cot_user_selectmenu = 5,
	cot_role_selectmenu = 6,
	cot_mentionable_selectmenu = 7,
	cot_channel_selectmenu = 8,
	cot_section = 9,
	cot_text_display = 10,
	cot_thumbnail = 11,
	cot_media_gallery = 12,
	cot_file = 13,
	cot_separator = 14,
	cot_content_inventory_entry = 16,
	cot_container = 17,
	cot_label = 18,
	cot_file_upload = 19
};

struct partial_emoji {
	std::string name{};
	dpp::snowflake id{0};
	bool animated{false};
};

using component_emoji = partial_emoji;

struct message_file_data {
	std::string name{};
	std::string content{};
	std::string mimetype{};
};

enum text_style_type : uint8_t {
	text_short = 1,
	text_paragraph = 2,
};

enum component_style : uint8_t {
	cos_primary = 1,
	cos_secondary,
	cos_success,
	cos_danger,
	cos_link,
	cos_premium,
};

enum component_default_value_type : uint8_t {
	cdt_user = 0,
	cdt_role = 1,
	cdt_channel = 2,
};

struct component_default_value {
	component_default_value_type type;
	dpp::snowflake id;
};

struct select_option : public json_interface<select_option> {
	std::string label;
	std::string value;
	std::string description;
	bool is_default;
	partial_emoji emoji;

	select_option() : is_default(false) {}
	virtual ~select_option() = default;
	select_option(std::string_view label, std::string_view value, std::string_view description = "")
	    : label(label), value(value), description(description), is_default(false) {}

	select_option& set_label(std::string_view l) {
		label = utility::utf8substr(l, 0, 100);
		return *this;
	}
	select_option& set_value(std::string_view v) {
		value = utility::utf8substr(v, 0, 100);
		return *this;
	}
	select_option& set_description(std::string_view d) {
		description = utility::utf8substr(d, 0, 100);
		return *this;
	}
	select_option& set_emoji(std::string_view n, dpp::snowflake id = 0, bool animated = false) {
		emoji.name = n;
		emoji.id = id;
		emoji.animated = animated;
		return *this;
	}
	select_option& set_default(bool def) {
		is_default = def;
		return *this;
	}
	select_option& set_animated(bool anim) {
		emoji.animated = anim;
		return *this;
	}
};

enum media_loading_state : uint8_t {
	ls_unknown = 0,
	ls_loading = 1,
	ls_loaded_success = 2,
	ls_not_found = 3,
};

struct embed_image {
	std::string url;
	std::string proxy_url;
	uint32_t height{0};
	uint32_t width{0};
	media_loading_state loading_state{ls_unknown};
	std::string placeholder;
	uint8_t placeholder_version{1};
	std::string content_type;
	uint32_t flags{0};
};

enum separator_spacing : uint8_t {
	sep_small = 1,
	sep_large = 2,
};

class component : public json_interface<component> {
public:
	component_type type;
	std::vector<component> components;
	std::string label;
	component_style style;
	/* Not initialised by the real constructor either: a text input needs set_text_style(). The
	 * stand-in starts it at 0 so that forgetting it shows as "style":0 instead of garbage. */
	text_style_type text_style{};
	std::string custom_id;
	std::string url;
	dpp::snowflake sku_id;
	std::string placeholder;
	int32_t min_values;
	int32_t max_values;
	int32_t min_length;
	int32_t max_length;
	std::vector<select_option> options;
	std::vector<uint8_t> channel_types;
	std::vector<component_default_value> default_values;
	bool disabled;
	bool required;
	std::variant<std::monostate, std::string, int64_t, double> value;
	partial_emoji emoji;
	std::string content;
	std::shared_ptr<component> accessory;
	std::string description;
	bool spoiler;
	bool is_divider;
	separator_spacing spacing;
	std::optional<embed_image> thumbnail;
	std::optional<embed_image> file;
	std::vector<std::shared_ptr<component>> media_gallery_items;
	std::optional<uint32_t> accent;

	component()
	    : type(cot_action_row), label(""), style(cos_primary), custom_id(""), min_values(-1), max_values(-1),
	      min_length(0), max_length(0), disabled(false), required(false), spoiler(false), is_divider(false),
	      spacing(sep_small) {}
	virtual ~component() = default;

	component& add_channel_type(uint8_t ct) {
		if (type == cot_action_row) set_type(cot_channel_selectmenu);
		channel_types.push_back(ct);
		return *this;
	}
	component& set_content(const std::string& text) {
		content = text;
		return *this;
	}
	component& set_divider(bool divider) {
		is_divider = divider;
		return *this;
	}
	component& set_accent(uint32_t accent_colour) {
		accent = accent_colour;
		return *this;
	}
	component& set_spacing(separator_spacing sep_spacing) {
		spacing = sep_spacing;
		return *this;
	}
	component& set_file(std::string_view attachment_url) {
		embed_image t;
		t.url = attachment_url;
		file = t;
		return *this;
	}
	component& add_media_gallery_item(const component& media_gallery_item) {
		media_gallery_items.emplace_back(std::make_shared<component>(media_gallery_item));
		return *this;
	}
	component& set_description(const std::string& text) {
		description = text;
		return *this;
	}
	component& set_spoiler(bool spoiler_enable) {
		spoiler = spoiler_enable;
		return *this;
	}
	component& set_thumbnail(std::string_view url) {
		embed_image t;
		t.url = url;
		thumbnail = t;
		return *this;
	}
	component& set_accessory(const component& accessory_component) {
		if (accessory_component.type != cot_thumbnail && accessory_component.type != cot_button) {
			throw logic_exception("Accessories can only be buttons or thumbnails");
		}
		accessory = std::make_shared<component>(accessory_component);
		return *this;
	}
	component& set_type(component_type ct) {
		type = ct;
		if (type == cot_text || type == cot_button) {
			label = utility::utf8substr(label, 0, 80);
		} else if (type == cot_selectmenu) {
			label = utility::utf8substr(label, 0, 100);
		}
		if (type == cot_text) {
			placeholder = utility::utf8substr(placeholder, 0, 100);
		} else if (type == cot_selectmenu || type == cot_user_selectmenu || type == cot_role_selectmenu ||
		           type == cot_mentionable_selectmenu || type == cot_channel_selectmenu) {
			placeholder = utility::utf8substr(placeholder, 0, 150);
		}
		return *this;
	}
	component& set_sku_id(dpp::snowflake sku) {
		sku_id = sku;
		return *this;
	}
	component& set_text_style(text_style_type ts) {
		set_type(cot_text);
		text_style = ts;
		return *this;
	}
	component& set_label(std::string_view l) {
		if (type == cot_action_row) set_type(cot_button);
		if (type == cot_text || type == cot_button) {
			label = utility::utf8substr(l, 0, 80);
		} else if (type == cot_selectmenu) {
			label = utility::utf8substr(l, 0, 100);
		} else {
			label = l;
		}
		return *this;
	}
	component& set_default_value(std::string_view val) {
		if (type == cot_action_row) set_type(cot_text);
		value = utility::utf8substr(val, 0, 4000);
		return *this;
	}
	component& set_url(std::string_view u) {
		set_type(cot_button);
		set_style(cos_link);
		url = utility::utf8substr(u, 0, 512);
		return *this;
	}
	component& set_style(component_style cs) {
		set_type(cot_button);
		style = cs;
		return *this;
	}
	component& set_id(std::string_view id) {
		if (type == cot_action_row) set_type(cot_button);
		custom_id = utility::utf8substr(id, 0, 100);
		return *this;
	}
	component& set_disabled(bool disable) {
		if (type == cot_action_row) set_type(cot_button);
		disabled = disable;
		return *this;
	}
	component& set_required(bool require) {
		if (type == cot_action_row) set_type(cot_button);
		required = require;
		return *this;
	}
	component& set_placeholder(std::string_view _placeholder) {
		if (type == cot_text) {
			placeholder = utility::utf8substr(_placeholder, 0, 100);
		} else if (type == cot_selectmenu || type == cot_user_selectmenu || type == cot_role_selectmenu ||
		           type == cot_mentionable_selectmenu || type == cot_channel_selectmenu) {
			placeholder = utility::utf8substr(_placeholder, 0, 150);
		} else {
			placeholder = _placeholder;
		}
		return *this;
	}
	component& set_min_values(uint32_t _min_values) {
		min_values = static_cast<int32_t>(_min_values);
		return *this;
	}
	component& set_max_values(uint32_t _max_values) {
		max_values = static_cast<int32_t>(_max_values);
		return *this;
	}
	component& set_min_length(uint32_t min_l) {
		min_length = static_cast<int32_t>(min_l);
		return *this;
	}
	component& set_max_length(uint32_t max_l) {
		max_length = static_cast<int32_t>(max_l);
		return *this;
	}
	component& add_select_option(const select_option& option) {
		if (options.size() <= 25) options.emplace_back(option);
		return *this;
	}
	component& add_component(const component& c) {
		set_type(cot_action_row);
		components.emplace_back(c);
		return *this;
	}
	component& add_component_v2(const component& c) {
		components.emplace_back(c);
		return *this;
	}
	component& add_default_value(const snowflake id, const component_default_value_type type) {
		component_default_value default_value;
		default_value.id = id;
		default_value.type = type;
		this->default_values.push_back(default_value);
		return *this;
	}
	component& set_emoji(std::string_view name, dpp::snowflake id = 0, bool animated = false) {
		if (type == cot_action_row) set_type(cot_button);
		this->emoji.id = id;
		this->emoji.name = name;
		this->emoji.animated = animated;
		return *this;
	}
};

/** src/dpp/message.cpp, to_json(json&, const component&): one component without its children. */
inline void to_json(json& j, const component& cp) {
	j["type"] = static_cast<unsigned int>(cp.type);
	if (cp.accessory) {
		json a;
		to_json(a, *cp.accessory);
		j["accessory"] = a;
	}
	if (!cp.content.empty() && cp.type == cot_text_display) j["content"] = cp.content;
	if (cp.type == cot_thumbnail) {
		if (!cp.description.empty()) j["description"] = cp.description;
		j["spoiler"] = cp.spoiler;
		if (cp.thumbnail.has_value()) {
			j["media"] = json::object();
			j["media"]["url"] = cp.thumbnail->url;
		}
	}
	if (cp.type == cot_container) {
		j["spoiler"] = cp.spoiler;
		if (cp.accent.has_value()) j["accent_color"] = cp.accent.value();
	}
	if (cp.type == cot_separator) {
		j["divider"] = cp.is_divider;
		j["spacing"] = static_cast<unsigned int>(cp.spacing);
	}
	if (cp.type == cot_file) {
		if (cp.file.has_value()) {
			j["media"] = json::object();
			j["media"]["url"] = cp.file->url;
		}
		j["spoiler"] = cp.spoiler;
	}
	if (cp.type == cot_media_gallery) {
		j["items"] = json::array();
		for (auto& item : cp.media_gallery_items) {
			json i;
			to_json(i, *item);
			j["items"].push_back(i);
		}
	}
	if (cp.type == cot_text) {
		j["label"] = cp.label;
		j["required"] = cp.required;
		j["style"] = static_cast<int>(cp.text_style);
		if (std::holds_alternative<std::string>(cp.value) && !std::get<std::string>(cp.value).empty()) {
			j["value"] = std::get<std::string>(cp.value);
		}
		if (!cp.custom_id.empty()) j["custom_id"] = cp.custom_id;
		if (!cp.placeholder.empty()) j["placeholder"] = cp.placeholder;
		if (cp.min_length > 0) j["min_length"] = cp.min_length;
		if (cp.max_length > 0) j["max_length"] = cp.max_length;
	}
	auto default_values = [&]() {
		if (cp.default_values.empty()) return;
		j["default_values"] = json::array();
		for (auto const& v : cp.default_values) {
			json o;
			o["id"] = v.id.str();
			if (v.type == cdt_role) {
				o["type"] = "role";
			} else if (v.type == cdt_channel) {
				o["type"] = "channel";
			} else if (v.type == cdt_user) {
				o["type"] = "user";
			}
			j["default_values"].push_back(o);
		}
	};
	if (cp.type == cot_button) {
		if (!cp.label.empty()) j["label"] = cp.label;
		j["style"] = static_cast<int>(cp.style);
		if (cp.style != cos_link && cp.style != cos_premium && !cp.custom_id.empty()) j["custom_id"] = cp.custom_id;
		if (cp.style == cos_link && !cp.url.empty()) j["url"] = cp.url;
		if (cp.style == cos_premium && !cp.sku_id.empty()) j["sku_id"] = cp.sku_id.str();
		j["disabled"] = cp.disabled;
		if (cp.emoji.id || !cp.emoji.name.empty()) {
			j["emoji"] = json::object();
			j["emoji"]["animated"] = cp.emoji.animated;
		}
		if (cp.emoji.id) j["emoji"]["id"] = std::to_string(cp.emoji.id);
		if (!cp.emoji.name.empty()) j["emoji"]["name"] = cp.emoji.name;
	} else if (cp.type == cot_selectmenu) {
		j["custom_id"] = cp.custom_id;
		j["disabled"] = cp.disabled;
		if (!cp.placeholder.empty()) j["placeholder"] = cp.placeholder;
		if (cp.min_values >= 0) j["min_values"] = cp.min_values;
		if (cp.max_values >= 0) j["max_values"] = cp.max_values;
		j["options"] = json::array();
		for (const auto& opt : cp.options) {
			json o = json::object();
			if (!opt.description.empty()) o["description"] = opt.description;
			if (!opt.label.empty()) o["label"] = opt.label;
			if (!opt.value.empty()) o["value"] = opt.value;
			if (opt.is_default) o["default"] = true;
			if (!opt.emoji.name.empty()) {
				o["emoji"] = json::object();
				o["emoji"]["name"] = opt.emoji.name;
				if (opt.emoji.id) o["emoji"]["id"] = std::to_string(opt.emoji.id);
				if (opt.emoji.animated) o["emoji"]["animated"] = true;
			}
			j["options"].push_back(o);
		}
	} else if (cp.type == cot_user_selectmenu || cp.type == cot_role_selectmenu || cp.type == cot_mentionable_selectmenu) {
		j["custom_id"] = cp.custom_id;
		j["disabled"] = cp.disabled;
		if (!cp.placeholder.empty()) j["placeholder"] = cp.placeholder;
		if (cp.min_values >= 0) j["min_values"] = cp.min_values;
		if (cp.max_values >= 0) j["max_values"] = cp.max_values;
		default_values();
	} else if (cp.type == cot_channel_selectmenu) {
		j["custom_id"] = cp.custom_id;
		j["disabled"] = cp.disabled;
		if (!cp.placeholder.empty()) j["placeholder"] = cp.placeholder;
		if (cp.min_values >= 0) j["min_values"] = cp.min_values;
		if (cp.max_values >= 0) j["max_values"] = cp.max_values;
		if (!cp.channel_types.empty()) {
			j["channel_types"] = json::array();
			for (auto& t : cp.channel_types) j["channel_types"].push_back(static_cast<unsigned int>(t));
		}
		default_values();
	}
}

struct embed_footer {
	std::string text;
	std::string icon_url;
	std::string proxy_url;

	embed_footer& set_text(std::string_view t) {
		text = utility::utf8substr(t, 0, 2048);
		return *this;
	}
	embed_footer& set_icon(std::string_view i) {
		icon_url = i;
		return *this;
	}
	embed_footer& set_proxy(std::string_view p) {
		proxy_url = p;
		return *this;
	}
};

struct embed_provider {
	std::string name;
	std::string url;
};

struct embed_author {
	std::string name;
	std::string url;
	std::string icon_url;
	std::string proxy_icon_url;
};

struct embed_field {
	std::string name;
	std::string value;
	bool is_inline;
};

struct embed {
	std::string title;
	std::string type;
	std::string description;
	std::string url;
	time_t timestamp;
	std::optional<uint32_t> color;
	std::optional<embed_footer> footer;
	std::optional<embed_image> image;
	std::optional<embed_image> thumbnail;
	std::optional<embed_image> video;
	std::optional<embed_provider> provider;
	std::optional<embed_author> author;
	std::vector<embed_field> fields;

	embed() : timestamp(0) {}
	~embed() = default;

	embed& set_title(std::string_view text) {
		title = utility::utf8substr(text, 0, 256);
		return *this;
	}
	embed& set_description(std::string_view text) {
		description = utility::utf8substr(text, 0, 4096);
		return *this;
	}
	embed& set_footer(const embed_footer& f) {
		footer = f;
		return *this;
	}
	embed& set_footer(std::string_view text, std::string_view icon_url) {
		embed_footer f;
		f.set_text(text);
		f.set_icon(icon_url);
		footer = f;
		return *this;
	}
	embed& set_color(uint32_t col) {
		color = col & 0x00FFFFFF;
		return *this;
	}
	embed& set_colour(uint32_t col) { return this->set_color(col); }
	embed& set_timestamp(time_t tstamp) {
		timestamp = tstamp;
		return *this;
	}
	embed& set_url(std::string_view u) {
		url = u;
		return *this;
	}
	embed& add_field(std::string_view name, std::string_view value, bool is_inline = false) {
		if (fields.size() < 25) {
			embed_field f;
			f.name = utility::utf8substr(name, 0, 256);
			f.value = utility::utf8substr(value, 0, 1024);
			f.is_inline = is_inline;
			fields.push_back(f);
		}
		return *this;
	}
	embed& set_author(const dpp::embed_author& a) {
		author = a;
		return *this;
	}
	embed& set_author(std::string_view name, std::string_view url, std::string_view icon_url) {
		embed_author a;
		a.name = utility::utf8substr(name, 0, 256);
		a.url = url;
		a.icon_url = icon_url;
		author = a;
		return *this;
	}
	embed& set_provider(std::string_view name, std::string_view url) {
		embed_provider p;
		p.name = utility::utf8substr(name, 0, 256);
		p.url = url;
		provider = p;
		return *this;
	}
	embed& set_image(std::string_view url) {
		embed_image i;
		i.url = url;
		image = i;
		return *this;
	}
	embed& set_video(std::string_view url) {
		embed_image v;
		v.url = url;
		video = v;
		return *this;
	}
	embed& set_thumbnail(std::string_view url) {
		embed_image t;
		t.url = url;
		thumbnail = t;
		return *this;
	}
};

enum attachment_flags : uint8_t {
	a_is_remix = 1 << 2,
};

struct message;

struct attachment {
	snowflake id;
	uint32_t size;
	std::string filename;
	std::string description;
	std::string url;
	std::string proxy_url;
	uint32_t width;
	uint32_t height;
	std::string content_type;
	bool ephemeral;
	double duration_secs;
	std::string waveform;
	uint8_t flags;
	struct message* owner;

	attachment(struct message* o)
	    : id(0), size(0), width(0), height(0), ephemeral(false), duration_secs(0), flags(0), owner(o) {}
	~attachment() = default;
};

/** src/dpp/message.cpp, to_json(json&, const attachment&): no description is ever written. */
inline void to_json(json& j, const attachment& a) {
	j = json::object();
	if (a.id) j["id"] = a.id.str();
	if (a.size) j["size"] = a.size;
	if (!a.filename.empty()) j["filename"] = a.filename;
	if (!a.url.empty()) j["url"] = a.url;
	j["ephemeral"] = a.ephemeral;
}

enum poll_layout_type {
	pl_default = 1
};

struct poll_media {
	std::string text{};
	partial_emoji emoji{};
};

struct poll_answer {
	uint32_t id{0};
	poll_media media{};
};

struct poll {
	poll_media question{};
	std::map<uint32_t, poll_answer> answers{};
	double expiry{24.0};
	bool allow_multiselect{false};
	poll_layout_type layout_type{pl_default};

	poll& set_question(std::string_view text) {
		question.text = text;
		return *this;
	}
	poll& set_duration(uint32_t hours) noexcept {
		expiry = static_cast<double>(hours);
		return *this;
	}
	poll& set_allow_multiselect(bool allow) noexcept {
		allow_multiselect = allow;
		return *this;
	}
	poll& add_answer(const poll_media& media) {
		uint32_t max = 0;
		for (const auto& pair : answers) {
			if (pair.first > max) max = pair.first;
		}
		answers.emplace(max + 1, poll_answer{max + 1, media});
		return *this;
	}
	poll& add_answer(std::string_view text, snowflake emoji_id = 0, bool is_animated = false) {
		poll_media pm;
		pm.emoji = partial_emoji{{}, emoji_id, is_animated};
		pm.text = text;
		return add_answer(pm);
	}
	poll& add_answer(std::string_view text, std::string_view emoji) {
		poll_media pm;
		pm.text = text;
		partial_emoji pe;
		pe.name = emoji;
		pm.emoji = pe;
		return add_answer(pm);
	}
	[[nodiscard]] const std::string& get_question_text() const noexcept { return question.text; }
};

/** src/dpp/message.cpp, to_json(json&, const poll&) and make_json(const poll_media&). */
inline void to_json(json& j, const poll& p) {
	auto media = [](const poll_media& m) {
		json r = json::object();
		if (m.emoji.id != 0) {
			r["emoji"]["id"] = m.emoji.id.str();
			r["emoji"]["animated"] = m.emoji.animated;
		} else if (!m.emoji.name.empty()) {
			r["emoji"]["name"] = m.emoji.name;
			r["emoji"]["animated"] = m.emoji.animated;
		}
		r["text"] = m.text;
		return r;
	};
	j["question"] = media(p.question);
	j["answers"] = json::array();
	for (const auto& [_, answer] : p.answers) j["answers"].emplace_back()["poll_media"] = media(answer.media);
	j["duration"] = (p.expiry < 0.0 ? uint32_t{0} : static_cast<uint32_t>(p.expiry + 0.5));
	j["allow_multiselect"] = p.allow_multiselect;
	j["layout_type"] = static_cast<uint32_t>(p.layout_type);
}

enum message_flags : uint16_t {
	m_crossposted = 1 << 0,
	m_is_crosspost = 1 << 1,
	m_suppress_embeds = 1 << 2,
	m_source_message_deleted = 1 << 3,
	m_urgent = 1 << 4,
	m_has_thread = 1 << 5,
	m_ephemeral = 1 << 6,
	m_loading = 1 << 7,
	m_thread_mention_failed = 1 << 8,
	m_suppress_notifications = 1 << 12,
	m_is_voice_message = 1 << 13,
	m_has_snapshot = 1 << 14,
	m_using_components_v2 = 1 << 15,
};

enum message_type : uint8_t {
	mt_default = 0,
	mt_reply = 19,
	mt_application_command = 20,
	mt_context_menu_command = 23,
};

enum cache_policy_setting_t {
	cp_aggressive = 0,
	cp_lazy = 1,
	cp_none = 2
};

struct cache_policy_t {
	cache_policy_setting_t user_policy = cp_aggressive;
	cache_policy_setting_t emoji_policy = cp_aggressive;
	cache_policy_setting_t role_policy = cp_aggressive;
	cache_policy_setting_t channel_policy = cp_aggressive;
	cache_policy_setting_t guild_policy = cp_aggressive;
};

namespace cache_policy {
inline constexpr cache_policy_t cpol_default = {cp_aggressive, cp_aggressive, cp_aggressive, cp_aggressive, cp_aggressive};
inline constexpr cache_policy_t cpol_balanced = {cp_lazy, cp_lazy, cp_lazy, cp_aggressive, cp_aggressive};
inline constexpr cache_policy_t cpol_none = {cp_none, cp_none, cp_none, cp_none, cp_none};
} // namespace cache_policy

struct message : public managed, json_interface<message> {
protected:
	friend struct json_interface<message>;
	inline json to_json_impl(bool with_id = false) const { return to_json(with_id, false); }

public:
	snowflake channel_id;
	snowflake guild_id;
	user author;
	std::string content;
	std::vector<dpp::component> components;
	json components_json;
	time_t sent;
	time_t edited;
	std::vector<attachment> attachments;
	std::vector<embed> embeds;
	std::string nonce;
	snowflake webhook_id;
	std::vector<message_file_data> file_data;

	struct allowed_ref {
		bool parse_users;
		bool parse_everyone;
		bool parse_roles;
		bool replied_user;
		std::vector<snowflake> users;
		std::vector<snowflake> roles;
	} allowed_mentions;

	class cluster* owner;
	message_type type;
	uint16_t flags;
	bool pinned;
	bool tts;
	bool mention_everyone;
	std::optional<poll> attached_poll;

	message()
	    : managed(0), channel_id(0), guild_id(0), sent(0), edited(0), webhook_id(0), owner(nullptr), type(mt_default),
	      flags(0), pinned(false), tts(false), mention_everyone(false) {
		allowed_mentions.parse_users = false;
		allowed_mentions.parse_everyone = false;
		allowed_mentions.parse_roles = false;
		allowed_mentions.replied_user = false;
	}
	message(const message& m) = default;
	message(message&& m) = default;
	message(class cluster* o) : message() { owner = o; }
	message(snowflake channel_id, std::string_view content, message_type type = mt_default) : message() {
		this->channel_id = channel_id;
		this->content = utility::utf8substr(content, 0, 4000);
		this->type = type;
	}
	message(const embed& _embed) : message() {
		if ((flags & m_using_components_v2) == 0) embeds.emplace_back(_embed);
	}
	message(snowflake channel_id, const embed& _embed) : message(_embed) { this->channel_id = channel_id; }
	message(std::string_view content, message_type type = mt_default) : message() {
		this->content = utility::utf8substr(content, 0, 4000);
		this->type = type;
	}
	~message() override = default;
	message& operator=(const message& m) = default;
	message& operator=(message&& m) = default;

	message& set_allowed_mentions(bool _parse_users = false, bool _parse_roles = false, bool _parse_everyone = false,
	                              bool _replied_user = false, const std::vector<snowflake>& users = {},
	                              const std::vector<snowflake>& roles = {}) {
		allowed_mentions.parse_users = _parse_users;
		allowed_mentions.parse_everyone = _parse_everyone;
		allowed_mentions.parse_roles = _parse_roles;
		allowed_mentions.replied_user = _replied_user;
		allowed_mentions.users = users;
		allowed_mentions.roles = roles;
		return *this;
	}

	using json_interface<message>::to_json;

	/** src/dpp/message.cpp, message::to_json: the body of POST /channels/{id}/messages. */
	virtual json to_json(bool with_id, bool is_interaction_response) const {
		(void)is_interaction_response;
		json j = json::object();
		j["channel_id"] = channel_id.str();
		j["tts"] = tts;
		j["nonce"] = nonce;
		j["flags"] = flags;
		j["type"] = static_cast<unsigned int>(type);
		if ((flags & m_using_components_v2) == 0) j["content"] = content;
		if (with_id) j["id"] = std::to_string(id);
		if (!author.username.empty()) j["username"] = author.username;

		j["allowed_mentions"] = json::object();
		j["allowed_mentions"]["parse"] = json::array();
		if (allowed_mentions.parse_everyone || allowed_mentions.parse_roles || allowed_mentions.parse_users ||
		    allowed_mentions.replied_user || allowed_mentions.users.size() || allowed_mentions.roles.size()) {
			if (allowed_mentions.parse_everyone) j["allowed_mentions"]["parse"].push_back("everyone");
			if (allowed_mentions.parse_roles) j["allowed_mentions"]["parse"].push_back("roles");
			if (allowed_mentions.parse_users) j["allowed_mentions"]["parse"].push_back("users");
			j["allowed_mentions"]["replied_user"] = allowed_mentions.replied_user;
			if (allowed_mentions.users.size()) {
				j["allowed_mentions"]["users"] = json::array();
				for (auto& u : allowed_mentions.users) j["allowed_mentions"]["users"].push_back(std::to_string(u));
			}
			if (allowed_mentions.roles.size()) {
				j["allowed_mentions"]["roles"] = json::array();
				for (auto& r : allowed_mentions.roles) j["allowed_mentions"]["roles"].push_back(std::to_string(r));
			}
		}

		if (!components_json.empty()) {
			j["components"] = components_json;
		} else if ((flags & m_using_components_v2) == 0) {
			/* Components v1: every top-level component is written as an action row of its children. */
			j["components"] = json::array();
			for (auto& c : components) {
				json n;
				n["type"] = static_cast<unsigned int>(cot_action_row);
				n["components"] = json();
				for (auto& sub : c.components) {
					json sn;
					dpp::to_json(sn, sub);
					n["components"].push_back(sn);
				}
				j["components"].push_back(n);
			}
		} else {
			recurse_components(j, components);
		}

		j["attachments"] = json::array();
		for (auto& a : attachments) {
			json aj;
			dpp::to_json(aj, a);
			j["attachments"].push_back(aj);
		}

		if ((flags & m_using_components_v2) == 0) {
			j["embeds"] = json::array();
			for (auto& e : embeds) {
				json ej = json::object();
				if (!e.description.empty()) ej["description"] = e.description;
				if (!e.title.empty()) ej["title"] = e.title;
				if (!e.url.empty()) ej["url"] = e.url;
				if (e.color.has_value()) ej["color"] = e.color.value();
				if (e.footer.has_value()) {
					ej["footer"]["text"] = e.footer->text;
					ej["footer"]["icon_url"] = e.footer->icon_url;
				}
				if (e.image.has_value()) ej["image"]["url"] = e.image->url;
				if (e.thumbnail.has_value()) ej["thumbnail"]["url"] = e.thumbnail->url;
				if (e.author.has_value()) {
					ej["author"]["name"] = e.author->name;
					ej["author"]["url"] = e.author->url;
					ej["author"]["icon_url"] = e.author->icon_url;
				}
				if (e.fields.size()) {
					ej["fields"] = json();
					for (auto& f : e.fields) {
						json fj = json::object();
						fj["name"] = f.name;
						fj["value"] = f.value;
						fj["inline"] = f.is_inline;
						ej["fields"].push_back(fj);
					}
				}
				if (e.timestamp) ej["timestamp"] = ts_to_string(e.timestamp);
				j["embeds"].push_back(ej);
			}
		}

		if (attached_poll.has_value()) dpp::to_json(j["poll"], *attached_poll);
		return j;
	}

	bool is_using_components_v2() const { return flags & m_using_components_v2; }
	bool suppress_notifications() const { return flags & m_suppress_notifications; }
	bool is_ephemeral() const { return flags & m_ephemeral; }

	message& add_component(const component& c) {
		switch (c.type) {
			case cot_section:
			case cot_text_display:
			case cot_thumbnail:
			case cot_media_gallery:
			case cot_file:
			case cot_separator:
			case cot_container: set_flags(flags | m_using_components_v2); break;
			default: break;
		}
		components.emplace_back(c);
		return *this;
	}
	/* add_json_components(const std::string&) is left out: it needs a JSON parser, and a printer
	 * that pasted Discord's JSON would not be using the library's builders. */
	message& add_component_v2(const component& c) { return add_component(c); }
	message& add_embed(const embed& e) {
		if ((flags & m_using_components_v2) == 0) embeds.emplace_back(e);
		return *this;
	}
	message& set_flags(uint16_t f) {
		flags = f;
		return *this;
	}
	message& set_type(message_type t) {
		type = t;
		return *this;
	}
	message& add_file(std::string_view filename, std::string_view filecontent, std::string_view filemimetype = "") {
		message_file_data data;
		data.name = filename;
		data.content = filecontent;
		data.mimetype = filemimetype;
		file_data.push_back(data);
		return *this;
	}
	message& set_content(std::string_view c) {
		content = utility::utf8substr(c, 0, 4000);
		return *this;
	}
	message& set_channel_id(snowflake _channel_id) {
		channel_id = _channel_id;
		return *this;
	}
	message& set_guild_id(snowflake _guild_id) {
		guild_id = _guild_id;
		return *this;
	}
	message& set_poll(const poll& p) {
		attached_poll = p;
		return *this;
	}
	[[nodiscard]] const poll& get_poll() const { return attached_poll.value(); }
	[[nodiscard]] bool has_poll() const noexcept { return attached_poll.has_value(); }

private:
	static void recurse_components(json& j, const std::vector<component>& list) {
		if (list.empty()) return;
		j["components"] = json::array();
		for (auto& c : list) {
			json n;
			dpp::to_json(n, c);
			if (!c.components.empty()) recurse_components(n, c.components);
			j["components"].push_back(n);
		}
	}
};

} // namespace dpp
