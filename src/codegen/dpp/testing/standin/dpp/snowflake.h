/*
 * Stand-in for the check. Mirrors D++ (github.com/brainboxdotcc/DPP), tag v10.1.5, commit 59179f4ffc4f111411fb18d8da31258456768025:
 * include/dpp/snowflake.h and src/dpp/snowflake.cpp (dpp::snowflake; serialised as a string).
 */
#pragma once
#include <charconv>
#include <cstdint>
#include <string>
#include <string_view>
#include <type_traits>
#include <dpp/exception.h>
#include <dpp/json.h>

namespace dpp {

class snowflake {
	uint64_t value = 0;

public:
	constexpr snowflake() noexcept = default;
	constexpr snowflake(const snowflake& rhs) noexcept = default;
	constexpr snowflake(snowflake&& rhs) noexcept = default;

	template <typename T, typename = std::enable_if_t<std::is_integral_v<T> && !std::is_same_v<T, bool>>>
	constexpr snowflake(T snowflake_val) noexcept(std::is_unsigned_v<T>) : value(static_cast<std::make_unsigned_t<T>>(snowflake_val)) {
		if constexpr (!std::is_unsigned_v<T>) {
			if (snowflake_val < 0) {
				value = 0;
				throw dpp::logic_exception{"cannot assign a negative value to dpp::snowflake"};
			}
		}
	}

	snowflake(std::string_view string_value) noexcept {
		auto [_, err] = std::from_chars(string_value.data(), string_value.data() + string_value.size(), value);
		if (err != std::errc{}) value = 0;
	}

	template <typename T, typename = std::enable_if_t<std::is_same_v<T, std::string>>>
	snowflake(const T& string_value) noexcept : snowflake(std::string_view{string_value}) {}

	constexpr dpp::snowflake& operator=(const dpp::snowflake& rhs) noexcept = default;
	constexpr dpp::snowflake& operator=(dpp::snowflake&& rhs) noexcept = default;

	template <typename T, typename = std::enable_if_t<std::is_integral_v<T>>>
	constexpr dpp::snowflake& operator=(T snowflake_val) noexcept(std::is_unsigned_v<T>) {
		return *this = dpp::snowflake{snowflake_val};
	}

	constexpr bool empty() const noexcept { return value == 0; }
	inline std::string str() const { return std::to_string(value); }

	constexpr bool operator==(dpp::snowflake snowflake_val) const noexcept { return value == snowflake_val.value; }
	template <typename T, typename = std::enable_if_t<std::is_integral_v<T>>>
	constexpr bool operator==(T snowflake_val) const noexcept {
		return *this == dpp::snowflake{snowflake_val};
	}

	constexpr operator uint64_t() const noexcept { return value; }
	constexpr operator uint64_t&() noexcept { return value; }

	/** src/dpp/snowflake.cpp: "Discord transfers snowflakes as strings" */
	operator json() const { return json(std::to_string(value)); }
};

} // namespace dpp
