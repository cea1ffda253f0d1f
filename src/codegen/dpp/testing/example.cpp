// The hand-written reference bot for the D++ check: it builds the five sample designs
// (src/codegen/testing/designs/) with D++ 10.1.5's public API the way its docs and examples do,
// sends both messages, shows both modals, registers the command set, and answers every button,
// select and modal submit by custom_id. What D++ cannot express is left out with a comment; the
// list is in ../README.md. The future printer's output replaces this file in the check.
#include <dpp/dpp.h>

#include <string>
#include <variant>

namespace {

const dpp::snowflake channel_id = 1234567890123456789ULL;

// message-v2.json
dpp::message release_message() {
	dpp::message m(channel_id, "");
	m.set_flags(dpp::m_using_components_v2);
	// Discord parses every mention when allowed_mentions is absent; D++ always sends it, so ask for all three.
	m.set_allowed_mentions(true, true, true);
	m.add_file("two.png", "png bytes", "image/png");
	m.add_file("notes.txt", "some notes", "text/plain");
	m.add_component_v2(
	    dpp::component()
	        .set_type(dpp::cot_container)
	        .set_accent(0x5865F2)
	        .add_component_v2(dpp::component()
	                              .set_type(dpp::cot_text_display)
	                              .set_content("# Release \"v2\"\nNotes with 'quotes', a \\ backslash and ünïcödé ✨"))
	        .add_component_v2(dpp::component()
	                              .set_type(dpp::cot_section)
	                              .add_component_v2(dpp::component().set_type(dpp::cot_text_display).set_content("Read the changelog"))
	                              .set_accessory(dpp::component()
	                                                 .set_type(dpp::cot_button)
	                                                 .set_label("Open")
	                                                 .set_url("https://example.com/changes")))
	        .add_component_v2(dpp::component()
	                              .set_type(dpp::cot_section)
	                              .add_component_v2(dpp::component().set_type(dpp::cot_text_display).set_content("Avatar"))
	                              .set_accessory(dpp::component()
	                                                 .set_type(dpp::cot_thumbnail)
	                                                 .set_thumbnail("https://example.com/a.png")
	                                                 .set_description("An avatar")))
	        .add_component_v2(dpp::component().set_type(dpp::cot_separator).set_divider(true).set_spacing(dpp::sep_large))
	        .add_component_v2(dpp::component()
	                              .set_type(dpp::cot_media_gallery)
	                              .add_media_gallery_item(dpp::component()
	                                                          .set_type(dpp::cot_thumbnail)
	                                                          .set_thumbnail("https://example.com/1.png")
	                                                          .set_description("One"))
	                              .add_media_gallery_item(dpp::component()
	                                                          .set_type(dpp::cot_thumbnail)
	                                                          .set_thumbnail("attachment://two.png")
	                                                          .set_spoiler(true)))
	        // D++ 10.1.5 writes a file component's attachment under "media"; Discord reads "file".
	        .add_component_v2(dpp::component().set_type(dpp::cot_file).set_file("attachment://notes.txt"))
	        .add_component_v2(dpp::component()
	                              .set_type(dpp::cot_action_row)
	                              .add_component_v2(dpp::component()
	                                                    .set_type(dpp::cot_button)
	                                                    .set_style(dpp::cos_primary)
	                                                    .set_label("Approve")
	                                                    .set_id("release:approve")
	                                                    .set_emoji("✅"))
	                              .add_component_v2(dpp::component()
	                                                    .set_type(dpp::cot_button)
	                                                    .set_style(dpp::cos_danger)
	                                                    .set_label("Reject")
	                                                    .set_id("release:reject")
	                                                    .set_disabled(true))));
	m.add_component_v2(dpp::component().add_component(
	    dpp::component()
	        .set_type(dpp::cot_selectmenu)
	        .set_id("release:channel")
	        .set_placeholder("Pick a channel")
	        .set_min_values(1)
	        .set_max_values(2)
	        .add_select_option(dpp::select_option("General", "general", "Everyone").set_default(true))
	        .add_select_option(dpp::select_option("Staff", "staff").set_emoji("staff", 123456789012345678ULL))));
	m.add_component_v2(dpp::component().add_component(
	    dpp::component().set_type(dpp::cot_user_selectmenu).set_id("release:users").set_max_values(3)));
	m.add_component_v2(dpp::component().add_component(dpp::component().set_type(dpp::cot_role_selectmenu).set_id("release:roles")));
	m.add_component_v2(
	    dpp::component().add_component(dpp::component().set_type(dpp::cot_mentionable_selectmenu).set_id("release:mentionables")));
	m.add_component_v2(dpp::component().add_component(dpp::component()
	                                                      .set_type(dpp::cot_channel_selectmenu)
	                                                      .set_id("release:channels")
	                                                      .add_channel_type(dpp::CHANNEL_TEXT)
	                                                      .add_channel_type(dpp::CHANNEL_ANNOUNCEMENT)));
	return m;
}

// message-legacy.json
dpp::message report_message() {
	dpp::message m(channel_id, "Hello <@123456789012345678>, the vote is open");
	m.set_flags(dpp::m_suppress_notifications);
	m.set_allowed_mentions(false, false, false, false, {dpp::snowflake(123456789012345678ULL)});
	// D++ sends no attachment description: "A chart" is lost.
	m.add_file("chart.png", "png bytes", "image/png");
	m.add_embed(dpp::embed()
	                .set_title("Weekly report")
	                .set_description("All \"green\"\nsee below")
	                .set_url("https://example.com/report")
	                .set_color(0x2ECC71)
	                .set_timestamp(1795953600) // 2026-11-29T12:00:00Z
	                .set_author("Report bot", "https://example.com", "https://example.com/bot.png")
	                .set_footer(dpp::embed_footer().set_text("Generated").set_icon("https://example.com/f.png"))
	                .set_thumbnail("https://example.com/t.png")
	                .set_image("attachment://chart.png")
	                .add_field("Uptime", "99.9%", true)
	                .add_field("Errors", "3", true)
	                .add_field("Notes", "None"));
	m.set_poll(dpp::poll()
	               .set_question("Ship it?")
	               .add_answer("Yes", "👍")
	               .add_answer("No", dpp::snowflake(123456789012345678ULL))
	               .set_duration(24)
	               .set_allow_multiselect(false));
	m.add_component(dpp::component()
	                    .add_component(dpp::component().set_label("Details").set_style(dpp::cos_primary).set_id("report:details"))
	                    .add_component(
	                        dpp::component().set_label("Mute").set_style(dpp::cos_secondary).set_id("report:mute").set_emoji("🔕"))
	                    .add_component(dpp::component().set_label("Dashboard").set_url("https://example.com/dash")));
	return m;
}

// modal.json
dpp::interaction_modal_response feedback_modal() {
	dpp::interaction_modal_response modal("feedback", "Send \"feedback\"");
	modal.add_component(dpp::component().set_type(dpp::cot_text_display).set_content("Tell us what you think."));
	// The label's description ("One line") cannot be sent: D++ builds the label from component.label only.
	modal.add_component(dpp::component()
	                        .set_label("Subject")
	                        .set_id("subject")
	                        .set_type(dpp::cot_text)
	                        .set_text_style(dpp::text_short)
	                        .set_min_length(3)
	                        .set_max_length(80)
	                        .set_required(true)
	                        .set_placeholder("Short summary"));
	modal.add_component(dpp::component()
	                        .set_label("Details")
	                        .set_id("details")
	                        .set_type(dpp::cot_text)
	                        .set_text_style(dpp::text_paragraph)
	                        .set_required(false)
	                        .set_default_value("It's about…"));
	modal.add_component(dpp::component()
	                        .set_type(dpp::cot_selectmenu)
	                        .set_label("Area")
	                        .set_id("area")
	                        .add_select_option(dpp::select_option("Editor", "editor"))
	                        .add_select_option(dpp::select_option("Export", "export")));
	// "Screenshot" (file upload, custom_id "shot") is left out: D++ 10.1.5 writes a cot_file_upload
	// component as {"type":19} only, without its custom_id, min/max values or required.
	return modal;
}

// modal-choices.json
dpp::interaction_modal_response survey_modal() {
	dpp::interaction_modal_response modal("survey", "Survey");
	// "Plan" (radio group, type 21), "Topics" (checkbox group, 22) and "Subscribe" (checkbox, 23)
	// are left out: D++ 10.1.5 has no such component types.
	modal.add_component(dpp::component().set_type(dpp::cot_role_selectmenu).set_label("Team").set_id("team"));
	// "required": false cannot be sent for a select: D++ writes "required" for text inputs only.
	modal.add_component(dpp::component().set_type(dpp::cot_mentionable_selectmenu).set_label("Contact").set_id("contact"));
	return modal;
}

// commands.json
std::vector<dpp::slashcommand> command_set(dpp::snowflake app_id) {
	dpp::slashcommand ticket("ticket", "Manage tickets", app_id);
	ticket.add_localization("fr", "billet", "Gérer les tickets")
	    .add_localization("de", "vorgang", "Tickets verwalten")
	    .set_default_permissions(dpp::p_manage_messages)
	    .set_interaction_contexts({dpp::itc_guild});
	ticket.integration_types = {dpp::ait_guild_install};
	ticket.add_option(
	    dpp::command_option(dpp::co_sub_command, "open", "Open a ticket")
	        .add_option(dpp::command_option(dpp::co_string, "topic", "What it is about", true).set_min_length(3).set_max_length(100))
	        .add_option(dpp::command_option(dpp::co_integer, "priority", "How urgent")
	                        .add_choice(dpp::command_option_choice("Low", int64_t{1}).add_localization("fr", "Basse"))
	                        .add_choice(dpp::command_option_choice("High", int64_t{3})))
	        .add_option(dpp::command_option(dpp::co_channel, "channel", "Where")
	                        .add_channel_type(dpp::CHANNEL_TEXT)
	                        .add_channel_type(dpp::CHANNEL_ANNOUNCEMENT))
	        .add_option(dpp::command_option(dpp::co_attachment, "file", "A screenshot")));
	ticket.add_option(dpp::command_option(dpp::co_sub_command_group, "admin", "Admin tools")
	                      .add_option(dpp::command_option(dpp::co_sub_command, "close", "Close one")
	                                      .add_option(dpp::command_option(dpp::co_user, "user", "Whose", true))
	                                      .add_option(dpp::command_option(dpp::co_boolean, "silent", "Quietly"))
	                                      .add_option(dpp::command_option(dpp::co_number, "score", "Rating")
	                                                      .set_min_value(0.0)
	                                                      .set_max_value(5.5))
	                                      .add_option(dpp::command_option(dpp::co_role, "role", "Role"))
	                                      .add_option(dpp::command_option(dpp::co_mentionable, "who", "Mention"))
	                                      .add_option(dpp::command_option(dpp::co_string, "reason", "Why").set_auto_complete(true))));
	// D++ defaults dm_permission to false; true is Discord's default (contexts decide where it shows).
	ticket.set_dm_permission(true);

	// set_type before set_name: set_name lower-cases while the type is still chat input.
	dpp::slashcommand report;
	report.set_type(dpp::ctxm_message).set_name("Report message").set_application_id(app_id);
	report.set_interaction_contexts({dpp::itc_guild, dpp::itc_bot_dm, dpp::itc_private_channel}).set_dm_permission(true);
	report.integration_types = {dpp::ait_guild_install, dpp::ait_user_install};

	dpp::slashcommand profile;
	profile.set_type(dpp::ctxm_user).set_name("Profile").set_application_id(app_id).set_nsfw(false).set_dm_permission(true);
	// default_member_permissions null: D++ cannot send null and keeps its default, USE_APPLICATION_COMMANDS.

	return {ticket, report, profile};
}

std::string value_of(const dpp::form_submit_t& event, const std::string& custom_id) {
	for (const auto& c : event.components) {
		if (c.custom_id == custom_id) return std::get<std::string>(c.value);
	}
	return "";
}

} // namespace

int main() {
	dpp::cluster bot("token");

	bot.on_ready([&bot](const dpp::ready_t&) {
		if (dpp::run_once<struct register_bot_commands>()) {
			bot.global_bulk_command_create(command_set(bot.me.id));
		}
		bot.message_create(release_message());
		bot.message_create(report_message());
	});

	bot.on_slashcommand([](const dpp::slashcommand_t& event) {
		if (event.command.get_command_name() == "ticket") event.dialog(feedback_modal());
	});
	bot.on_message_context_menu([](const dpp::message_context_menu_t& event) {
		if (event.command.get_command_name() == "Report message") event.dialog(survey_modal());
	});
	bot.on_user_context_menu([](const dpp::user_context_menu_t& event) {
		if (event.command.get_command_name() == "Profile") event.reply("Profile of " + event.get_user().get_mention());
	});

	bot.on_button_click([](const dpp::button_click_t& event) {
		if (event.custom_id == "release:approve") {
			event.reply(dpp::message("Approved").set_flags(dpp::m_ephemeral));
		} else if (event.custom_id == "release:reject") {
			event.reply(dpp::message("Rejected").set_flags(dpp::m_ephemeral));
		} else if (event.custom_id == "report:details") {
			event.reply(dpp::message("Details").set_flags(dpp::m_ephemeral));
		} else if (event.custom_id == "report:mute") {
			event.reply(dpp::message("Muted").set_flags(dpp::m_ephemeral));
		}
	});

	bot.on_select_click([](const dpp::select_click_t& event) {
		const std::string picked = event.values.empty() ? "" : event.values.front();
		if (event.custom_id == "release:channel") {
			event.reply(dpp::message("Channel: " + picked).set_flags(dpp::m_ephemeral));
		} else if (event.custom_id == "release:users") {
			event.reply(dpp::message("Users: <@" + picked + ">").set_flags(dpp::m_ephemeral));
		} else if (event.custom_id == "release:roles") {
			event.reply(dpp::message("Roles: <@&" + picked + ">").set_flags(dpp::m_ephemeral));
		} else if (event.custom_id == "release:mentionables") {
			event.reply(dpp::message("Mentionables: " + picked).set_flags(dpp::m_ephemeral));
		} else if (event.custom_id == "release:channels") {
			event.reply(dpp::message("Channels: <#" + picked + ">").set_flags(dpp::m_ephemeral));
		}
	});

	bot.on_form_submit([](const dpp::form_submit_t& event) {
		if (event.custom_id == "feedback") {
			const std::string subject = value_of(event, "subject");  // text input: the text
			const std::string details = value_of(event, "details");  // text input: the text
			const std::string area = value_of(event, "area");        // string select: the first chosen value
			event.reply(dpp::message("subject=" + subject + " details=" + details + " area=" + area).set_flags(dpp::m_ephemeral));
		} else if (event.custom_id == "survey") {
			const dpp::snowflake team = value_of(event, "team");       // role select: the first role's id
			const dpp::snowflake contact = value_of(event, "contact"); // mentionable select: the first id
			event.reply(dpp::message("team=" + team.str() + " contact=" + contact.str()).set_flags(dpp::m_ephemeral));
		}
	});

	bot.start(dpp::st_wait);
	return 0;
}
