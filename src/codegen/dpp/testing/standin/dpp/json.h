/*
 * Stand-in for the check: a small JSON value under the names D++ uses for nlohmann::json.
 *
 * D++ (github.com/brainboxdotcc/DPP, tag v10.1.5, commit 59179f4ffc4f111411fb18d8da31258456768025)
 * bundles nlohmann::json (include/dpp/nlohmann/json.hpp) and aliases it as dpp::json in
 * include/dpp/json.h and include/dpp/json_fwd.h. This is NOT nlohmann::json: it only holds what the
 * stand-in's serialisers build and prints it. Code printed for D++ never names dpp::json for the
 * sample designs, so anything beyond this small surface fails to compile here on purpose.
 */
#pragma once
#include <cstdint>
#include <cstdio>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

namespace nlohmann {

class json {
public:
	enum class kind { null, boolean, integer, unsigned_integer, floating, string, array, object };

	json() = default;
	json(std::nullptr_t) {}
	json(bool b) : k(kind::boolean), b_(b) {}
	template <typename T, typename = std::enable_if_t<std::is_integral_v<T> && !std::is_same_v<T, bool>>>
	json(T v) {
		if constexpr (std::is_signed_v<T>) {
			k = kind::integer;
			i_ = static_cast<int64_t>(v);
		} else {
			k = kind::unsigned_integer;
			u_ = static_cast<uint64_t>(v);
		}
	}
	json(double d) : k(kind::floating), d_(d) {}
	json(const char* s) : k(kind::string), s_(s) {}
	json(std::string s) : k(kind::string), s_(std::move(s)) {}
	json(std::string_view s) : k(kind::string), s_(s) {}

	static json array() {
		json j;
		j.k = kind::array;
		return j;
	}
	static json object() {
		json j;
		j.k = kind::object;
		return j;
	}

	kind type() const { return k; }
	bool is_null() const { return k == kind::null; }
	bool is_object() const { return k == kind::object; }
	bool is_array() const { return k == kind::array; }
	bool is_string() const { return k == kind::string; }
	bool empty() const {
		if (k == kind::null) return true;
		if (k == kind::array) return a_.empty();
		if (k == kind::object) return o_.empty();
		return false;
	}

	/** Object member, created (and the value turned into an object) when missing, like nlohmann. */
	json& operator[](const std::string& key) {
		if (k == kind::null) k = kind::object;
		if (k != kind::object) throw std::logic_error("json: not an object");
		return o_[key];
	}
	const json& at(const std::string& key) const {
		if (k != kind::object) throw std::logic_error("json: not an object");
		auto it = o_.find(key);
		if (it == o_.end()) throw std::out_of_range("json: no key " + key);
		return it->second;
	}
	bool contains(const std::string& key) const { return k == kind::object && o_.count(key) > 0; }
	void erase(const std::string& key) {
		if (k == kind::object) o_.erase(key);
	}
	void push_back(json v) {
		if (k == kind::null) k = kind::array;
		if (k != kind::array) throw std::logic_error("json: not an array");
		a_.push_back(std::move(v));
	}
	json& emplace_back() {
		push_back(json());
		return a_.back();
	}
	const std::vector<json>& items() const { return a_; }
	const std::map<std::string, json>& members() const { return o_; }
	const std::string& str() const { return s_; }
	int64_t as_int() const {
		if (k == kind::unsigned_integer) return static_cast<int64_t>(u_);
		if (k == kind::floating) return static_cast<int64_t>(d_);
		return i_;
	}

	std::string dump() const {
		std::string out;
		write(out);
		return out;
	}

private:
	kind k = kind::null;
	bool b_ = false;
	int64_t i_ = 0;
	uint64_t u_ = 0;
	double d_ = 0;
	std::string s_;
	std::vector<json> a_;
	std::map<std::string, json> o_;

	static void write_string(std::string& out, const std::string& s) {
		out += '"';
		for (unsigned char c : s) {
			switch (c) {
				case '"': out += "\\\""; break;
				case '\\': out += "\\\\"; break;
				case '\n': out += "\\n"; break;
				case '\r': out += "\\r"; break;
				case '\t': out += "\\t"; break;
				case '\b': out += "\\b"; break;
				case '\f': out += "\\f"; break;
				default:
					if (c < 0x20) {
						char buf[8];
						std::snprintf(buf, sizeof buf, "\\u%04x", c);
						out += buf;
					} else {
						out += static_cast<char>(c);
					}
			}
		}
		out += '"';
	}

	void write(std::string& out) const {
		switch (k) {
			case kind::null: out += "null"; break;
			case kind::boolean: out += b_ ? "true" : "false"; break;
			case kind::integer: out += std::to_string(i_); break;
			case kind::unsigned_integer: out += std::to_string(u_); break;
			case kind::floating: {
				char buf[40];
				std::snprintf(buf, sizeof buf, "%.17g", d_);
				out += buf;
				break;
			}
			case kind::string: write_string(out, s_); break;
			case kind::array: {
				out += '[';
				bool first = true;
				for (const auto& v : a_) {
					if (!first) out += ',';
					first = false;
					v.write(out);
				}
				out += ']';
				break;
			}
			case kind::object: {
				out += '{';
				bool first = true;
				for (const auto& [key, v] : o_) {
					if (!first) out += ',';
					first = false;
					write_string(out, key);
					out += ':';
					v.write(out);
				}
				out += '}';
				break;
			}
		}
	}
};

} // namespace nlohmann

namespace dpp {
/** include/dpp/json_fwd.h: `using json = nlohmann::json;` */
using json = nlohmann::json;
} // namespace dpp
