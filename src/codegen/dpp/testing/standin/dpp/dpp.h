/*
 * Stand-in for the check. Mirrors D++ (github.com/brainboxdotcc/DPP), tag v10.1.5,
 * commit 59179f4ffc4f111411fb18d8da31258456768025: include/dpp/dpp.h, the one header a bot includes.
 * Only the headers this stand-in has are included (see ../README.md for what is left out).
 */
#pragma once
#include <dpp/json.h>
#include <dpp/exception.h>
#include <dpp/snowflake.h>
#include <dpp/managed.h>
#include <dpp/json_interface.h>
#include <dpp/utility.h>
#include <dpp/once.h>
#include <dpp/misc-enum.h>
#include <dpp/intents.h>
#include <dpp/permissions.h>
#include <dpp/integration.h>
#include <dpp/channel.h>
#include <dpp/user.h>
#include <dpp/restresults.h>
#include <dpp/message.h>
#include <dpp/appcommand.h>
#include <dpp/event_router.h>
#include <dpp/dispatcher.h>
#include <dpp/cluster.h>
