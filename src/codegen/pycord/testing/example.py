# A hand-written py-cord 2.8.1 bot that builds the five sample designs with py-cord's public API
# only, the way its docs and examples do: it registers the command set (py-cord syncs the pending
# commands when it connects), sends both messages when it is ready, shows the two modals in answer
# to the "ticket open" and "Report message" commands, routes every interactive component of the
# messages by its custom_id through persistent views (bot.add_view), and reads each field of a
# submitted modal with its type. The check runs it against the stand-in (standin/discord).
import datetime
import io

import discord

CHANNEL_ID = 123456789012345678

bot = discord.Bot(intents=discord.Intents.default())


# The command set (commands.json).

ticket = bot.create_group(
    "ticket",
    "Manage tickets",
    name_localizations={"fr": "billet", "de": "vorgang"},
    description_localizations={"fr": "Gérer les tickets", "de": "Tickets verwalten"},
    default_member_permissions=discord.Permissions(manage_messages=True),
    contexts={discord.InteractionContextType.guild},
    integration_types={discord.IntegrationType.guild_install},
)


@ticket.command(name="open", description="Open a ticket")
async def ticket_open(
    ctx: discord.ApplicationContext,
    topic: discord.Option(str, "What it is about", min_length=3, max_length=100),
    priority: discord.Option(
        int,
        "How urgent",
        choices=[
            discord.OptionChoice("Low", 1, name_localizations={"fr": "Basse"}),
            discord.OptionChoice("High", 3),
        ],
        required=False,
    ),
    channel: discord.Option(
        discord.abc.GuildChannel,
        "Where",
        channel_types=[discord.ChannelType.text, discord.ChannelType.news],
        required=False,
    ),
    file: discord.Option(discord.Attachment, "A screenshot", required=False),
):
    await ctx.send_modal(FeedbackModal())


admin = ticket.create_subgroup("admin", "Admin tools")


async def reason_autocomplete(ctx: discord.AutocompleteContext):
    return ["Resolved", "Duplicate"]


@admin.command(name="close", description="Close one")
async def ticket_admin_close(
    ctx: discord.ApplicationContext,
    user: discord.Option(discord.Member, "Whose"),
    silent: discord.Option(bool, "Quietly", required=False),
    score: discord.Option(float, "Rating", min_value=0, max_value=5.5, required=False),
    role: discord.Option(discord.Role, "Role", required=False),
    who: discord.Option(discord.abc.Mentionable, "Mention", required=False),
    reason: discord.Option(str, "Why", autocomplete=reason_autocomplete, required=False),
):
    await ctx.respond(f"Closed the ticket of {user.mention}", ephemeral=True)


@bot.message_command(
    name="Report message",
    contexts={
        discord.InteractionContextType.guild,
        discord.InteractionContextType.bot_dm,
        discord.InteractionContextType.private_channel,
    },
    integration_types={discord.IntegrationType.guild_install, discord.IntegrationType.user_install},
)
async def report_message(ctx: discord.ApplicationContext, message: discord.Message):
    await ctx.send_modal(SurveyModal())


# Discord's defaults for what Profile leaves out: py-cord always sends contexts and
# integration_types, so they are spelt out.
@bot.user_command(
    name="Profile",
    nsfw=False,
    contexts={
        discord.InteractionContextType.guild,
        discord.InteractionContextType.bot_dm,
        discord.InteractionContextType.private_channel,
    },
    integration_types={discord.IntegrationType.guild_install},
)
async def profile(ctx: discord.ApplicationContext, member: discord.Member):
    await ctx.respond(f"Profile of {member.display_name}", ephemeral=True)


# The components v2 message (message-v2.json): a DesignerView, its buttons and selects in ActionRows.


class ReleaseButtons(discord.ui.ActionRow):
    @discord.ui.button(label="Approve", style=discord.ButtonStyle.primary, custom_id="release:approve", emoji="✅")
    async def approve(self, button: discord.ui.Button, interaction: discord.Interaction):
        await interaction.response.defer()

    @discord.ui.button(label="Reject", style=discord.ButtonStyle.danger, custom_id="release:reject", disabled=True)
    async def reject(self, button: discord.ui.Button, interaction: discord.Interaction):
        await interaction.response.defer()


class ReleaseChannelRow(discord.ui.ActionRow):
    @discord.ui.string_select(
        custom_id="release:channel",
        placeholder="Pick a channel",
        min_values=1,
        max_values=2,
        options=[
            discord.SelectOption(label="General", value="general", description="Everyone", default=True),
            discord.SelectOption(
                label="Staff", value="staff", emoji=discord.PartialEmoji(name="staff", id=123456789012345678)
            ),
        ],
    )
    async def pick_channel(self, select: discord.ui.Select, interaction: discord.Interaction):
        picked: list[str] = select.values
        del picked  # your code here
        await interaction.response.defer()


class ReleaseUsersRow(discord.ui.ActionRow):
    @discord.ui.user_select(custom_id="release:users", max_values=3)
    async def pick_users(self, select: discord.ui.Select, interaction: discord.Interaction):
        await interaction.response.defer()


class ReleaseRolesRow(discord.ui.ActionRow):
    @discord.ui.role_select(custom_id="release:roles")
    async def pick_roles(self, select: discord.ui.Select, interaction: discord.Interaction):
        await interaction.response.defer()


class ReleaseMentionablesRow(discord.ui.ActionRow):
    @discord.ui.mentionable_select(custom_id="release:mentionables")
    async def pick_mentionables(self, select: discord.ui.Select, interaction: discord.Interaction):
        await interaction.response.defer()


class ReleaseChannelsRow(discord.ui.ActionRow):
    @discord.ui.channel_select(
        custom_id="release:channels", channel_types=[discord.ChannelType.text, discord.ChannelType.news]
    )
    async def pick_channels(self, select: discord.ui.Select, interaction: discord.Interaction):
        await interaction.response.defer()


class ReleaseView(discord.ui.DesignerView):
    def __init__(self):
        super().__init__(timeout=None)
        container = discord.ui.Container(color=5793266)
        container.add_text("# Release \"v2\"\nNotes with 'quotes', a \\ backslash and ünïcödé ✨")
        container.add_section(
            discord.ui.TextDisplay("Read the changelog"),
            accessory=discord.ui.Button(label="Open", url="https://example.com/changes"),
        )
        container.add_section(
            discord.ui.TextDisplay("Avatar"),
            accessory=discord.ui.Thumbnail("https://example.com/a.png", description="An avatar"),
        )
        container.add_separator(divider=True, spacing=discord.SeparatorSpacingSize.large)
        container.add_gallery(
            discord.MediaGalleryItem("https://example.com/1.png", description="One"),
            discord.MediaGalleryItem("attachment://two.png", spoiler=True),
        )
        container.add_file("attachment://notes.txt")
        container.add_item(ReleaseButtons())
        self.add_item(container)
        self.add_item(ReleaseChannelRow())
        self.add_item(ReleaseUsersRow())
        self.add_item(ReleaseRolesRow())
        self.add_item(ReleaseMentionablesRow())
        self.add_item(ReleaseChannelsRow())


# The legacy message (message-legacy.json): a View of buttons, an embed, a poll and a file.


class ReportView(discord.ui.View):
    def __init__(self):
        super().__init__(timeout=None)
        self.add_item(discord.ui.Button(label="Dashboard", url="https://example.com/dash"))

    @discord.ui.button(label="Details", style=discord.ButtonStyle.primary, custom_id="report:details")
    async def details(self, button: discord.ui.Button, interaction: discord.Interaction):
        await interaction.response.defer()

    @discord.ui.button(label="Mute", style=discord.ButtonStyle.secondary, custom_id="report:mute", emoji="🔕")
    async def mute(self, button: discord.ui.Button, interaction: discord.Interaction):
        await interaction.response.defer()


def build_report_embed() -> discord.Embed:
    embed = discord.Embed(
        title="Weekly report",
        description='All "green"\nsee below',
        url="https://example.com/report",
        color=3066993,
        timestamp=datetime.datetime(2026, 11, 29, 12, 0, tzinfo=datetime.timezone.utc),
    )
    embed.set_author(name="Report bot", url="https://example.com", icon_url="https://example.com/bot.png")
    embed.set_footer(text="Generated", icon_url="https://example.com/f.png")
    embed.set_thumbnail(url="https://example.com/t.png")
    embed.set_image(url="attachment://chart.png")
    embed.add_field(name="Uptime", value="99.9%", inline=True)
    embed.add_field(name="Errors", value="3", inline=True)
    embed.add_field(name="Notes", value="None", inline=False)
    return embed


def build_report_poll() -> discord.Poll:
    poll = discord.Poll("Ship it?", duration=24, allow_multiselect=False, layout_type=discord.PollLayoutType.default)
    poll.add_answer("Yes", emoji="👍")
    poll.add_answer("No", emoji=discord.PartialEmoji(name="no", id=123456789012345678))
    return poll


@bot.event
async def on_ready():
    # Persistent views: their callbacks answer the custom_ids after a restart too.
    bot.add_view(ReleaseView())
    bot.add_view(ReportView())
    channel = bot.get_partial_messageable(CHANNEL_ID)
    await channel.send(
        view=ReleaseView(),
        files=[
            discord.File(io.BytesIO(b"png bytes"), filename="two.png"),
            discord.File(io.BytesIO(b"release notes"), filename="notes.txt"),
        ],
    )
    await channel.send(
        "Hello <@123456789012345678>, the vote is open",
        tts=False,
        silent=True,
        allowed_mentions=discord.AllowedMentions(
            everyone=False, users=[discord.Object(id=123456789012345678)], roles=False, replied_user=False
        ),
        embed=build_report_embed(),
        poll=build_report_poll(),
        view=ReportView(),
        file=discord.File(io.BytesIO(b"png bytes"), filename="chart.png", description="A chart"),
    )


# The modals (modal.json, modal-choices.json) and their submit handlers.


class FeedbackModal(discord.ui.DesignerModal):
    def __init__(self):
        super().__init__(
            discord.ui.TextDisplay("Tell us what you think."),
            discord.ui.Label(
                "Subject",
                discord.ui.InputText(
                    custom_id="subject",
                    style=discord.InputTextStyle.short,
                    min_length=3,
                    max_length=80,
                    required=True,
                    placeholder="Short summary",
                ),
                description="One line",
            ),
            discord.ui.Label(
                "Details",
                discord.ui.InputText(
                    custom_id="details", style=discord.InputTextStyle.paragraph, required=False, value="It's about…"
                ),
            ),
            discord.ui.Label(
                "Area",
                discord.ui.Select(
                    custom_id="area",
                    options=[
                        discord.SelectOption(label="Editor", value="editor"),
                        discord.SelectOption(label="Export", value="export"),
                    ],
                ),
            ),
            discord.ui.Label(
                "Screenshot", discord.ui.FileUpload(custom_id="shot", min_values=0, max_values=2, required=False)
            ),
            title='Send "feedback"',
            custom_id="feedback",
        )

    async def callback(self, interaction: discord.Interaction):
        subject: str = self.children[1].item.value
        details: str = self.children[2].item.value
        area: list[str] = self.children[3].item.values
        shot: list[discord.Attachment] = self.children[4].item.values
        del subject, details, area, shot  # your code here
        await interaction.response.defer()


class SurveyModal(discord.ui.DesignerModal):
    def __init__(self):
        super().__init__(
            discord.ui.Label(
                "Plan",
                discord.ui.RadioGroup(
                    custom_id="plan",
                    options=[
                        discord.RadioGroupOption(label="Free", value="free", description="No cost"),
                        discord.RadioGroupOption(label="Pro", value="pro", default=True),
                    ],
                ),
            ),
            discord.ui.Label(
                "Topics",
                discord.ui.CheckboxGroup(
                    custom_id="topics",
                    min_values=1,
                    max_values=2,
                    options=[
                        discord.CheckboxGroupOption(label="Bots", value="bots"),
                        discord.CheckboxGroupOption(label="Design", value="design"),
                        discord.CheckboxGroupOption(label="Docs", value="docs"),
                    ],
                ),
            ),
            discord.ui.Label("Subscribe", discord.ui.Checkbox(custom_id="subscribe", default=True)),
            discord.ui.Label("Team", discord.ui.Select(discord.ComponentType.role_select, custom_id="team")),
            discord.ui.Label(
                "Contact",
                discord.ui.Select(discord.ComponentType.mentionable_select, custom_id="contact", required=False),
            ),
            title="Survey",
            custom_id="survey",
        )

    async def callback(self, interaction: discord.Interaction):
        plan: str = self.children[0].item.value
        topics: list[str] = self.children[1].item.values
        subscribe: bool = self.children[2].item.value
        team: list[discord.Role] = self.children[3].item.values
        contact: list[discord.Member | discord.User | discord.Role] = self.children[4].item.values
        del plan, topics, subscribe, team, contact  # your code here
        await interaction.response.defer()


bot.run("TOKEN")
