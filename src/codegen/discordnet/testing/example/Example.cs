// The hand-written reference bot for the Discord.Net check: it builds the five sample designs with
// Discord.Net's public API the way its docs and samples do (ComponentBuilderV2 and ContainerBuilder
// for Components V2, ComponentBuilder for action rows, EmbedBuilder, PollProperties, ModalBuilder
// with LabelBuilder, SlashCommandBuilder and the context menu builders, the client's bulk overwrite)
// and routes every custom_id the way a bot on the raw gateway client does: ButtonExecuted,
// SelectMenuExecuted and ModalSubmitted, switching on the custom_id. The check runs it against the
// stand-in (../standin/); a printer's output replaces it.
using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text;
using System.Threading.Tasks;
using Discord;
using Discord.WebSocket;

public static class ReleaseMessage
{
    public static async Task SendAsync(IMessageChannel channel)
    {
        var components = new ComponentBuilderV2()
            .WithContainer(new ContainerBuilder()
                .WithAccentColor(new Color(5793266))
                .WithTextDisplay("# Release \"v2\"\nNotes with 'quotes', a \\ backslash and ünïcödé ✨")
                .WithSection(new SectionBuilder()
                    .AddComponent(new TextDisplayBuilder("Read the changelog"))
                    .WithAccessory(ButtonBuilder.CreateLinkButton("Open", "https://example.com/changes")))
                .WithSection(new SectionBuilder()
                    .AddComponent(new TextDisplayBuilder("Avatar"))
                    .WithAccessory(new ThumbnailBuilder(new UnfurledMediaItemProperties("https://example.com/a.png"), "An avatar")))
                .WithSeparator(new SeparatorBuilder(true, SeparatorSpacingSize.Large))
                .WithMediaGallery(new MediaGalleryBuilder()
                    .AddItem("https://example.com/1.png", "One")
                    .AddItem("attachment://two.png", isSpoiler: true))
                .WithFile(new FileComponentBuilder(new UnfurledMediaItemProperties("attachment://notes.txt")))
                .WithActionRow(new ActionRowBuilder()
                    .WithButton(new ButtonBuilder("Approve", "release:approve", ButtonStyle.Primary, emote: new Emoji("✅")))
                    .WithButton(new ButtonBuilder("Reject", "release:reject", ButtonStyle.Danger, isDisabled: true))))
            .WithActionRow(new ActionRowBuilder().WithSelectMenu(new SelectMenuBuilder()
                .WithCustomId("release:channel")
                .WithPlaceholder("Pick a channel")
                .WithMinValues(1)
                .WithMaxValues(2)
                .AddOption("General", "general", "Everyone", isDefault: true)
                .AddOption("Staff", "staff", emote: Emote.Parse("<:staff:123456789012345678>"))))
            .WithActionRow(new ActionRowBuilder().WithSelectMenu(new SelectMenuBuilder()
                .WithCustomId("release:users").WithType(ComponentType.UserSelect).WithMaxValues(3)))
            .WithActionRow(new ActionRowBuilder().WithSelectMenu(new SelectMenuBuilder()
                .WithCustomId("release:roles").WithType(ComponentType.RoleSelect)))
            .WithActionRow(new ActionRowBuilder().WithSelectMenu(new SelectMenuBuilder()
                .WithCustomId("release:mentionables").WithType(ComponentType.MentionableSelect)))
            .WithActionRow(new ActionRowBuilder().WithSelectMenu(new SelectMenuBuilder()
                .WithCustomId("release:channels").WithType(ComponentType.ChannelSelect)
                .WithChannelTypes(ChannelType.Text, ChannelType.News)))
            .Build();

        var files = new[]
        {
            new FileAttachment(new MemoryStream(Encoding.UTF8.GetBytes("png bytes")), "two.png"),
            new FileAttachment(new MemoryStream(Encoding.UTF8.GetBytes("some notes")), "notes.txt"),
        };
        await channel.SendFilesAsync(files, components: components, flags: MessageFlags.ComponentsV2);
    }
}

public static class ReportMessage
{
    public static async Task SendAsync(IMessageChannel channel)
    {
        var embed = new EmbedBuilder()
            .WithTitle("Weekly report")
            .WithDescription("All \"green\"\nsee below")
            .WithUrl("https://example.com/report")
            .WithColor(new Color(3066993))
            .WithTimestamp(new DateTimeOffset(2026, 11, 29, 12, 0, 0, TimeSpan.Zero))
            .WithAuthor("Report bot", "https://example.com/bot.png", "https://example.com")
            .WithFooter("Generated", "https://example.com/f.png")
            .WithThumbnailUrl("https://example.com/t.png")
            .WithImageUrl("attachment://chart.png")
            .AddField("Uptime", "99.9%", true)
            .AddField("Errors", "3", true)
            .AddField("Notes", "None")
            .Build();

        var poll = new PollProperties
        {
            Question = new PollMediaProperties { Text = "Ship it?" },
            Answers = new List<PollMediaProperties>
            {
                new PollMediaProperties { Text = "Yes", Emoji = new Emoji("👍") },
                // Discord.Net's Emote always has a name (it is made by Emote.Parse): "_" stands in.
                new PollMediaProperties { Text = "No", Emoji = Emote.Parse("<:_:123456789012345678>") },
            },
            Duration = 24,
            AllowMultiselect = false,
            LayoutType = PollLayout.Default,
        };

        var mentions = new AllowedMentions(AllowedMentionTypes.None) { UserIds = new List<ulong> { 123456789012345678UL } };

        var components = new ComponentBuilder()
            .WithButton("Details", "report:details", ButtonStyle.Primary)
            .WithButton("Mute", "report:mute", ButtonStyle.Secondary, new Emoji("🔕"))
            .WithButton("Dashboard", style: ButtonStyle.Link, url: "https://example.com/dash")
            .Build();

        var files = new[] { new FileAttachment(new MemoryStream(Encoding.UTF8.GetBytes("png bytes")), "chart.png", "A chart") };
        await channel.SendFilesAsync(files, "Hello <@123456789012345678>, the vote is open", embeds: new[] { embed },
            allowedMentions: mentions, components: components, flags: MessageFlags.SuppressNotification, poll: poll);
    }
}

public static class FeedbackModal
{
    public static async Task ShowAsync(SocketInteraction interaction)
    {
        // The text display "Tell us what you think." is left out: ModalComponentBuilder takes only labels and rows.
        var modal = new ModalBuilder()
            .WithTitle("Send \"feedback\"")
            .WithCustomId("feedback")
            .AddLabel(new LabelBuilder("Subject", new TextInputBuilder()
                .WithCustomId("subject").WithStyle(TextInputStyle.Short).WithMinLength(3).WithMaxLength(80)
                .WithRequired(true).WithPlaceholder("Short summary"), "One line"))
            .AddLabel("Details", new TextInputBuilder()
                .WithCustomId("details").WithStyle(TextInputStyle.Paragraph).WithRequired(false).WithValue("It's about…"))
            .AddLabel("Area", new SelectMenuBuilder().WithCustomId("area").AddOption("Editor", "editor").AddOption("Export", "export"))
            .AddLabel("Screenshot", new FileUploadComponentBuilder("shot", 0, 2, false))
            .Build();
        await interaction.RespondWithModalAsync(modal);
    }
}

public static class SurveyModal
{
    public static async Task ShowAsync(SocketInteraction interaction)
    {
        var modal = new ModalBuilder()
            .WithTitle("Survey")
            .WithCustomId("survey")
            .AddLabel("Plan", new RadioGroupBuilder("plan").AddOption("Free", "free", "No cost").AddOption("Pro", "pro", isDefault: true))
            .AddLabel("Topics", new CheckboxGroupBuilder("topics", minValues: 1, maxValues: 2)
                .AddOption("Bots", "bots").AddOption("Design", "design").AddOption("Docs", "docs"))
            .AddLabel("Subscribe", new CheckboxBuilder("subscribe", true))
            .AddLabel("Team", new SelectMenuBuilder().WithCustomId("team").WithType(ComponentType.RoleSelect))
            // Discord.Net's SelectMenuBuilder has no `required`: the design's required: false is left out.
            .AddLabel("Contact", new SelectMenuBuilder().WithCustomId("contact").WithType(ComponentType.MentionableSelect))
            .Build();
        await interaction.RespondWithModalAsync(modal);
    }
}

public static class Commands
{
    public static async Task RegisterAsync(DiscordSocketClient client)
    {
        var ticket = new SlashCommandBuilder()
            .WithName("ticket")
            .WithDescription("Manage tickets")
            .WithNameLocalizations(new Dictionary<string, string> { { "fr", "billet" }, { "de", "vorgang" } })
            .WithDescriptionLocalizations(new Dictionary<string, string> { { "fr", "Gérer les tickets" }, { "de", "Tickets verwalten" } })
            .WithDefaultMemberPermissions(GuildPermission.ManageMessages)
            .WithContextTypes(InteractionContextType.Guild)
            .WithIntegrationTypes(ApplicationIntegrationType.GuildInstall)
            .AddOption(new SlashCommandOptionBuilder()
                .WithName("open").WithDescription("Open a ticket").WithType(ApplicationCommandOptionType.SubCommand)
                .AddOption(new SlashCommandOptionBuilder()
                    .WithName("topic").WithDescription("What it is about").WithType(ApplicationCommandOptionType.String)
                    .WithRequired(true).WithMinLength(3).WithMaxLength(100))
                .AddOption(new SlashCommandOptionBuilder()
                    .WithName("priority").WithDescription("How urgent").WithType(ApplicationCommandOptionType.Integer)
                    .AddChoice("Low", 1, new Dictionary<string, string> { { "fr", "Basse" } })
                    .AddChoice("High", 3))
                .AddOption(new SlashCommandOptionBuilder()
                    .WithName("channel").WithDescription("Where").WithType(ApplicationCommandOptionType.Channel)
                    .AddChannelType(ChannelType.Text).AddChannelType(ChannelType.News))
                .AddOption(new SlashCommandOptionBuilder()
                    .WithName("file").WithDescription("A screenshot").WithType(ApplicationCommandOptionType.Attachment)))
            .AddOption(new SlashCommandOptionBuilder()
                .WithName("admin").WithDescription("Admin tools").WithType(ApplicationCommandOptionType.SubCommandGroup)
                .AddOption(new SlashCommandOptionBuilder()
                    .WithName("close").WithDescription("Close one").WithType(ApplicationCommandOptionType.SubCommand)
                    .AddOption(new SlashCommandOptionBuilder().WithName("user").WithDescription("Whose").WithType(ApplicationCommandOptionType.User).WithRequired(true))
                    .AddOption(new SlashCommandOptionBuilder().WithName("silent").WithDescription("Quietly").WithType(ApplicationCommandOptionType.Boolean))
                    .AddOption(new SlashCommandOptionBuilder().WithName("score").WithDescription("Rating").WithType(ApplicationCommandOptionType.Number).WithMinValue(0).WithMaxValue(5.5))
                    .AddOption(new SlashCommandOptionBuilder().WithName("role").WithDescription("Role").WithType(ApplicationCommandOptionType.Role))
                    .AddOption(new SlashCommandOptionBuilder().WithName("who").WithDescription("Mention").WithType(ApplicationCommandOptionType.Mentionable))
                    .AddOption(new SlashCommandOptionBuilder().WithName("reason").WithDescription("Why").WithType(ApplicationCommandOptionType.String).WithAutocomplete(true))))
            .Build();

        var report = new MessageCommandBuilder()
            .WithName("Report message")
            .WithContextTypes(InteractionContextType.Guild, InteractionContextType.BotDm, InteractionContextType.PrivateChannel)
            .WithIntegrationTypes(ApplicationIntegrationType.GuildInstall, ApplicationIntegrationType.UserInstall)
            .Build();

        var profile = new UserCommandBuilder().WithName("Profile").WithNsfw(false).Build();

        await client.BulkOverwriteGlobalApplicationCommandsAsync(new ApplicationCommandProperties[] { ticket, report, profile });
    }
}

public static class Handlers
{
    public static void Route(DiscordSocketClient client)
    {
        client.ButtonExecuted += async component =>
        {
            switch (component.Data.CustomId)
            {
                case "release:approve":
                case "release:reject":
                case "report:details":
                case "report:mute":
                    await component.DeferAsync();
                    break;
            }
        };

        client.SelectMenuExecuted += async component =>
        {
            switch (component.Data.CustomId)
            {
                case "release:channel":
                case "release:users":
                case "release:roles":
                case "release:mentionables":
                case "release:channels":
                    IReadOnlyCollection<string> chosen = component.Data.Values;
                    await component.DeferAsync();
                    break;
            }
        };

        client.ModalSubmitted += async modal =>
        {
            var fields = modal.Data.Components.ToList();
            switch (modal.Data.CustomId)
            {
                case "feedback":
                {
                    string subject = fields.First(x => x.CustomId == "subject").Value;
                    string details = fields.First(x => x.CustomId == "details").Value;
                    IReadOnlyCollection<string> area = fields.First(x => x.CustomId == "area").Values;
                    IReadOnlyCollection<string> shot = fields.First(x => x.CustomId == "shot").Values;
                    await modal.DeferAsync();
                    break;
                }
                case "survey":
                {
                    string plan = fields.First(x => x.CustomId == "plan").Value;
                    IReadOnlyCollection<string> topics = fields.First(x => x.CustomId == "topics").Values;
                    string subscribe = fields.First(x => x.CustomId == "subscribe").Value;
                    IReadOnlyCollection<string> team = fields.First(x => x.CustomId == "team").Values;
                    IReadOnlyCollection<string> contact = fields.First(x => x.CustomId == "contact").Values;
                    await modal.DeferAsync();
                    break;
                }
            }
        };
    }
}
