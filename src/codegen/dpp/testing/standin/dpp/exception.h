/*
 * Stand-in for the check. Mirrors D++ (github.com/brainboxdotcc/DPP), tag v10.1.5, commit 59179f4ffc4f111411fb18d8da31258456768025:
 * include/dpp/exception.h (dpp::exception, dpp::logic_exception; only what the stand-in throws).
 */
#pragma once
#include <stdexcept>
#include <string>

namespace dpp {

class exception : public std::exception {
protected:
	std::string msg;

public:
	exception() = default;
	explicit exception(const char* what) : msg(what) {}
	explicit exception(const std::string& what) : msg(what) {}
	const char* what() const noexcept override { return msg.c_str(); }
};

class logic_exception : public exception {
public:
	using exception::exception;
};

} // namespace dpp
