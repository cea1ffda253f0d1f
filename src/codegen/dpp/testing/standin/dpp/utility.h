/*
 * Stand-in for the check. Mirrors D++ (github.com/brainboxdotcc/DPP), tag v10.1.5, commit 59179f4ffc4f111411fb18d8da31258456768025:
 * include/dpp/utility.h (utf8len, utf8substr, rgb, callable_returns_v) and
 * include/dpp/discordevents.h (ts_to_string: "%FT%TZ" in UTC), reduced to what the builders use.
 */
#pragma once
#include <cstdint>
#include <ctime>
#include <iomanip>
#include <sstream>
#include <string>
#include <string_view>
#include <type_traits>

namespace dpp {
namespace utility {

/** Number of UTF-8 code points in str. */
inline size_t utf8len(std::string_view str) {
	size_t n = 0;
	for (unsigned char c : str) {
		if ((c & 0xC0) != 0x80) ++n;
	}
	return n;
}

/** Substring counted in UTF-8 code points, as the builders truncate their text. */
inline std::string utf8substr(std::string_view str, size_t start, size_t length) {
	size_t cp = 0, begin = str.size(), end = str.size();
	for (size_t i = 0; i <= str.size(); ++i) {
		bool boundary = i == str.size() || (static_cast<unsigned char>(str[i]) & 0xC0) != 0x80;
		if (!boundary) continue;
		if (cp == start && begin == str.size()) begin = i;
		if (cp == start + length) {
			end = i;
			break;
		}
		++cp;
	}
	if (begin > str.size()) begin = str.size();
	return std::string(str.substr(begin, end - begin));
}

inline uint32_t rgb(int red, int green, int blue) {
	return (static_cast<uint32_t>(red) << 16) | (static_cast<uint32_t>(green) << 8) | static_cast<uint32_t>(blue);
}

inline uint32_t rgb(double red, double green, double blue) {
	return rgb(static_cast<int>(red * 255), static_cast<int>(green * 255), static_cast<int>(blue * 255));
}

/** C++17 form (no concepts): F called with Args returns something convertible to R. */
template <typename F, typename R, typename... Args>
inline constexpr bool callable_returns_v = std::is_convertible_v<std::invoke_result_t<F, Args...>, R>;

} // namespace utility

inline std::string ts_to_string(time_t ts) {
	std::ostringstream ss;
	struct tm t;
	gmtime_r(&ts, &t);
	ss << std::put_time(&t, "%FT%TZ");
	return ss.str();
}

} // namespace dpp
