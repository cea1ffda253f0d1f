# A hand-written hikari 2.6.0 bot that builds the five sample designs with hikari's public API
# only: it registers the command set and sends both messages when it has started, shows the two
# modals in answer to the "ticket" and "Report message" commands, routes every interactive
# component of the messages by its custom_id from one InteractionCreateEvent listener, and reads
# each text input of a submitted modal. The check runs it against the stand-in (standin/hikari).
import datetime
import os

import hikari
from hikari.impl import (
    ContainerComponentBuilder,
    InteractiveButtonBuilder,
    LinkButtonBuilder,
    MediaGalleryItemBuilder,
    MessageActionRowBuilder,
    ModalActionRowBuilder,
    PollBuilder,
    SectionComponentBuilder,
    TextDisplayComponentBuilder,
    ThumbnailComponentBuilder,
)

CHANNEL_ID = 123456789012345678

bot = hikari.GatewayBot(token=os.environ.get("BOT_TOKEN", "token"))


def build_commands(rest: hikari.impl.RESTClientImpl) -> list:
    ticket = rest.slash_command_builder("ticket", "Manage tickets")
    ticket.set_name_localizations({hikari.Locale.FR: "billet", hikari.Locale.DE: "vorgang"})
    ticket.set_description_localizations({hikari.Locale.FR: "Gérer les tickets", hikari.Locale.DE: "Tickets verwalten"})
    ticket.set_default_member_permissions(hikari.Permissions.MANAGE_MESSAGES)
    ticket.set_context_types([hikari.ApplicationContextType.GUILD])
    ticket.set_integration_types([hikari.ApplicationIntegrationType.GUILD_INSTALL])
    ticket.add_option(
        hikari.CommandOption(
            type=hikari.OptionType.SUB_COMMAND,
            name="open",
            description="Open a ticket",
            options=[
                hikari.CommandOption(
                    type=hikari.OptionType.STRING,
                    name="topic",
                    description="What it is about",
                    is_required=True,
                    min_length=3,
                    max_length=100,
                ),
                hikari.CommandOption(
                    type=hikari.OptionType.INTEGER,
                    name="priority",
                    description="How urgent",
                    choices=[
                        hikari.CommandChoice(name="Low", value=1, name_localizations={hikari.Locale.FR: "Basse"}),
                        hikari.CommandChoice(name="High", value=3),
                    ],
                ),
                hikari.CommandOption(
                    type=hikari.OptionType.CHANNEL,
                    name="channel",
                    description="Where",
                    channel_types=[hikari.ChannelType.GUILD_TEXT, hikari.ChannelType.GUILD_NEWS],
                ),
                hikari.CommandOption(type=hikari.OptionType.ATTACHMENT, name="file", description="A screenshot"),
            ],
        )
    )
    ticket.add_option(
        hikari.CommandOption(
            type=hikari.OptionType.SUB_COMMAND_GROUP,
            name="admin",
            description="Admin tools",
            options=[
                hikari.CommandOption(
                    type=hikari.OptionType.SUB_COMMAND,
                    name="close",
                    description="Close one",
                    options=[
                        hikari.CommandOption(
                            type=hikari.OptionType.USER, name="user", description="Whose", is_required=True
                        ),
                        hikari.CommandOption(type=hikari.OptionType.BOOLEAN, name="silent", description="Quietly"),
                        hikari.CommandOption(
                            type=hikari.OptionType.FLOAT, name="score", description="Rating", min_value=0, max_value=5.5
                        ),
                        hikari.CommandOption(type=hikari.OptionType.ROLE, name="role", description="Role"),
                        hikari.CommandOption(type=hikari.OptionType.MENTIONABLE, name="who", description="Mention"),
                        hikari.CommandOption(
                            type=hikari.OptionType.STRING, name="reason", description="Why", autocomplete=True
                        ),
                    ],
                )
            ],
        )
    )
    report = rest.context_menu_command_builder(hikari.CommandType.MESSAGE, "Report message")
    report.set_context_types(
        [
            hikari.ApplicationContextType.GUILD,
            hikari.ApplicationContextType.BOT_DM,
            hikari.ApplicationContextType.PRIVATE_CHANNEL,
        ]
    )
    report.set_integration_types(
        [hikari.ApplicationIntegrationType.GUILD_INSTALL, hikari.ApplicationIntegrationType.USER_INSTALL]
    )
    profile = rest.context_menu_command_builder(hikari.CommandType.USER, "Profile")
    profile.set_is_nsfw(False)
    # Discord's null ("no default permissions") is hikari's 0, which it leaves out of the body.
    profile.set_default_member_permissions(0)
    return [ticket, report, profile]


def build_release_message() -> list:
    container = ContainerComponentBuilder(accent_color=hikari.Color(5793266))
    container.add_text_display("# Release \"v2\"\nNotes with 'quotes', a \\ backslash and ünïcödé ✨")
    container.add_component(
        SectionComponentBuilder(
            components=[TextDisplayComponentBuilder(content="Read the changelog")],
            accessory=LinkButtonBuilder(url="https://example.com/changes", label="Open"),
        )
    )
    container.add_component(
        SectionComponentBuilder(
            components=[TextDisplayComponentBuilder(content="Avatar")],
            accessory=ThumbnailComponentBuilder(media="https://example.com/a.png", description="An avatar"),
        )
    )
    container.add_separator(divider=True, spacing=hikari.SpacingType.LARGE)
    container.add_media_gallery(
        [
            MediaGalleryItemBuilder(media="https://example.com/1.png", description="One"),
            MediaGalleryItemBuilder(media=hikari.Bytes(b"png bytes", "two.png"), spoiler=True),
        ]
    )
    container.add_file(hikari.Bytes(b"release notes", "notes.txt"))
    container.add_action_row(
        [
            InteractiveButtonBuilder(
                style=hikari.ButtonStyle.PRIMARY, custom_id="release:approve", label="Approve", emoji="✅"
            ),
            InteractiveButtonBuilder(
                style=hikari.ButtonStyle.DANGER, custom_id="release:reject", label="Reject", is_disabled=True
            ),
        ]
    )
    channel_row = MessageActionRowBuilder()
    menu = channel_row.add_text_menu("release:channel", placeholder="Pick a channel", min_values=1, max_values=2)
    menu.add_option("General", "general", description="Everyone", is_default=True)
    menu.add_option("Staff", "staff", emoji=hikari.CustomEmoji(id=123456789012345678, name="staff", is_animated=False))
    return [
        container,
        channel_row,
        MessageActionRowBuilder().add_select_menu(
            hikari.ComponentType.USER_SELECT_MENU, "release:users", min_values=1, max_values=3
        ),
        MessageActionRowBuilder().add_select_menu(hikari.ComponentType.ROLE_SELECT_MENU, "release:roles", min_values=1),
        MessageActionRowBuilder().add_select_menu(
            hikari.ComponentType.MENTIONABLE_SELECT_MENU, "release:mentionables", min_values=1
        ),
        MessageActionRowBuilder().add_channel_menu(
            "release:channels",
            channel_types=[hikari.ChannelType.GUILD_TEXT, hikari.ChannelType.GUILD_NEWS],
            min_values=1,
        ),
    ]


def build_report_embed() -> hikari.Embed:
    embed = hikari.Embed(
        title="Weekly report",
        description='All "green"\nsee below',
        url="https://example.com/report",
        color=hikari.Color(3066993),
        timestamp=datetime.datetime(2026, 11, 29, 12, 0, tzinfo=datetime.timezone.utc),
    )
    embed.set_author(name="Report bot", url="https://example.com", icon="https://example.com/bot.png")
    embed.set_footer("Generated", icon="https://example.com/f.png")
    embed.set_thumbnail("https://example.com/t.png")
    embed.set_image(hikari.Bytes(b"png bytes", "chart.png"))
    embed.add_field("Uptime", "99.9%", inline=True)
    embed.add_field("Errors", "3", inline=True)
    embed.add_field("Notes", "None")
    return embed


def build_report_poll() -> PollBuilder:
    poll = PollBuilder(
        question_text="Ship it?", allow_multiselect=False, duration=24, layout_type=hikari.PollLayoutType.DEFAULT
    )
    poll.add_answer(text="Yes", emoji=hikari.UnicodeEmoji("👍"))
    poll.add_answer(text="No", emoji=hikari.CustomEmoji(id=123456789012345678, name="no", is_animated=False))
    return poll


def build_report_row() -> MessageActionRowBuilder:
    row = MessageActionRowBuilder()
    row.add_interactive_button(hikari.ButtonStyle.PRIMARY, "report:details", label="Details")
    row.add_interactive_button(hikari.ButtonStyle.SECONDARY, "report:mute", label="Mute", emoji="🔕")
    row.add_link_button("https://example.com/dash", label="Dashboard")
    return row


@bot.listen()
async def on_started(event: hikari.StartedEvent) -> None:
    application = await bot.rest.fetch_application()
    await bot.rest.set_application_commands(application, build_commands(bot.rest))
    # The design leaves allowed_mentions out (Discord's default: every kind); hikari always sends
    # allowed_mentions, so the default is spelt out.
    await bot.rest.create_message(
        CHANNEL_ID,
        components=build_release_message(),
        mentions_everyone=True,
        user_mentions=True,
        role_mentions=True,
    )
    await bot.rest.create_message(
        CHANNEL_ID,
        "Hello <@123456789012345678>, the vote is open",
        tts=False,
        flags=hikari.MessageFlag.SUPPRESS_NOTIFICATIONS,
        user_mentions=[123456789012345678],
        embed=build_report_embed(),
        poll=build_report_poll(),
        component=build_report_row(),
    )


async def show_feedback_modal(interaction: hikari.CommandInteraction) -> None:
    await interaction.create_modal_response(
        'Send "feedback"',
        "feedback",
        components=[
            TextDisplayComponentBuilder(content="Tell us what you think."),
            ModalActionRowBuilder().add_text_input(
                "subject", "Subject", min_length=3, max_length=80, placeholder="Short summary"
            ),
            ModalActionRowBuilder().add_text_input(
                "details", "Details", style=hikari.TextInputStyle.PARAGRAPH, required=False, value="It's about…"
            ),
        ],
    )


@bot.listen()
async def on_interaction(event: hikari.InteractionCreateEvent) -> None:
    interaction = event.interaction
    if isinstance(interaction, hikari.CommandInteraction):
        if interaction.command_name == "ticket":
            await show_feedback_modal(interaction)
        # modal-choices.json ("survey") has only kinds hikari 2.6.0 cannot build: it is not shown.
    elif isinstance(interaction, hikari.ComponentInteraction):
        if interaction.custom_id in (
            "release:approve",
            "release:reject",
            "release:channel",
            "release:users",
            "release:roles",
            "release:mentionables",
            "release:channels",
            "report:details",
            "report:mute",
        ):
            selected: list[str] = list(interaction.values)
            del selected  # your code here
            await interaction.create_initial_response(hikari.ResponseType.DEFERRED_MESSAGE_UPDATE)
    elif isinstance(interaction, hikari.ModalInteraction):
        values = {c.custom_id: c.value for row in interaction.components for c in row.components}
        if interaction.custom_id == "feedback":
            subject: str = values["subject"]
            details: str = values["details"]
            del subject, details  # your code here
            await interaction.create_initial_response(hikari.ResponseType.DEFERRED_MESSAGE_UPDATE)


bot.run()
