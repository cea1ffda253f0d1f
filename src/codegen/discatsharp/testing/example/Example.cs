// Hand-written reference bot for DisCatSharp 10.7.1: builds the five sample designs with the
// library's public API (two messages sent to a channel, two modals shown as interaction responses,
// the command set registered with one bulk overwrite) and subscribes one handler per interactive
// component and per modal submit, routed by custom_id. A printer's output replaces this file.
using System;
using System.Collections.Generic;
using System.IO;
using System.Text;
using System.Threading.Tasks;
using DisCatSharp;
using DisCatSharp.Entities;
using DisCatSharp.Enums;
using DisCatSharp.EventArgs;

public static class MessageV2
{
    public static Task SendAsync(DiscordChannel channel)
    {
        var builder = new DiscordMessageBuilder().WithV2Components();
        builder.AddComponents(
            new DiscordContainerComponent(new DiscordComponent[]
            {
                new DiscordTextDisplayComponent("# Release \"v2\"\nNotes with 'quotes', a \\ backslash and ünïcödé ✨"),
                new DiscordSectionComponent(new[] { new DiscordTextDisplayComponent("Read the changelog") })
                    .WithButtonComponent(new DiscordLinkButtonComponent("https://example.com/changes", "Open")),
                new DiscordSectionComponent(new[] { new DiscordTextDisplayComponent("Avatar") })
                    .WithThumbnailComponent("https://example.com/a.png", "An avatar"),
                new DiscordSeparatorComponent(true, SeparatorSpacingSize.Large),
                new DiscordMediaGalleryComponent(new[]
                {
                    new DiscordMediaGalleryItem("https://example.com/1.png", "One"),
                    new DiscordMediaGalleryItem("attachment://two.png", spoiler: true),
                }),
                new DiscordFileDisplayComponent("attachment://notes.txt", null),
                new DiscordActionRowComponent(new DiscordComponent[]
                {
                    new DiscordButtonComponent(ButtonStyle.Primary, "release:approve", "Approve", emoji: new DiscordComponentEmoji("✅")),
                    new DiscordButtonComponent(ButtonStyle.Danger, "release:reject", "Reject", disabled: true),
                }),
            }, accentColor: new DiscordColor(5793266)),
            new DiscordActionRowComponent(new DiscordComponent[]
            {
                new DiscordStringSelectComponent("Pick a channel", new[]
                {
                    new DiscordStringSelectComponentOption("General", "general", "Everyone", isDefault: true),
                    new DiscordStringSelectComponentOption("Staff", "staff", emoji: new DiscordComponentEmoji { Id = 123456789012345678UL, Name = "staff" }),
                }, "release:channel", minOptions: 1, maxOptions: 2),
            }),
            new DiscordActionRowComponent(new DiscordComponent[] { new DiscordUserSelectComponent(null, "release:users", maxOptions: 3) }),
            new DiscordActionRowComponent(new DiscordComponent[] { new DiscordRoleSelectComponent(null, "release:roles") }),
            new DiscordActionRowComponent(new DiscordComponent[] { new DiscordMentionableSelectComponent(null, "release:mentionables") }),
            new DiscordActionRowComponent(new DiscordComponent[] { new DiscordChannelSelectComponent(null, new[] { ChannelType.Text, ChannelType.News }, "release:channels") }));
        builder.AddFile("two.png", new MemoryStream(new byte[] { 1 }));
        builder.AddFile("notes.txt", new MemoryStream(Encoding.UTF8.GetBytes("notes")));
        return channel.SendMessageAsync(builder);
    }

    public static void Route(DiscordClient client)
    {
        client.ComponentInteractionCreated += async (sender, e) =>
        {
            switch (e.Id)
            {
                case "release:approve":
                case "release:reject":
                    await e.Interaction.CreateResponseAsync(InteractionResponseType.DeferredMessageUpdate);
                    break;
                case "release:channel":
                case "release:users":
                case "release:roles":
                case "release:mentionables":
                case "release:channels":
                    string[] picked = e.Values;
                    await e.Interaction.CreateResponseAsync(InteractionResponseType.DeferredMessageUpdate);
                    break;
            }
        };
    }
}

public static class MessageLegacy
{
    public static Task SendAsync(DiscordChannel channel)
    {
        var embed = new DiscordEmbedBuilder()
            .WithTitle("Weekly report")
            .WithDescription("All \"green\"\nsee below")
            .WithUrl("https://example.com/report")
            .WithColor(new DiscordColor(3066993))
            .WithTimestamp(new DateTimeOffset(2026, 11, 29, 12, 0, 0, TimeSpan.Zero))
            .WithAuthor("Report bot", "https://example.com", "https://example.com/bot.png")
            .WithFooter("Generated", "https://example.com/f.png")
            .WithThumbnail("https://example.com/t.png")
            .WithImageUrl("attachment://chart.png")
            .AddField(new DiscordEmbedField("Uptime", "99.9%", true))
            .AddField(new DiscordEmbedField("Errors", "3", true))
            .AddField(new DiscordEmbedField("Notes", "None"));
        var poll = new DiscordPollBuilder()
            .WithQuestion("Ship it?")
            .AddAnswers(new DiscordPollAnswer("Yes", new PartialEmoji("👍")), new DiscordPollAnswer("No", new PartialEmoji(123456789012345678UL)))
            .SetDuration(24)
            .WithAllowMultiselect(false);
        var builder = new DiscordMessageBuilder()
            .WithContent("Hello <@123456789012345678>, the vote is open")
            .HasTts(false)
            .AsSilentMessage()
            .WithAllowedMention(new UserMention(123456789012345678UL))
            .AddEmbed(embed)
            .WithPoll(poll)
            .AddComponents(new DiscordComponent[]
            {
                new DiscordButtonComponent(ButtonStyle.Primary, "report:details", "Details"),
                new DiscordButtonComponent(ButtonStyle.Secondary, "report:mute", "Mute", emoji: new DiscordComponentEmoji("🔕")),
                new DiscordLinkButtonComponent("https://example.com/dash", "Dashboard"),
            })
            .AddFile("chart.png", new MemoryStream(new byte[] { 1 }), description: "A chart");
        return channel.SendMessageAsync(builder);
    }

    public static void Route(DiscordClient client)
    {
        client.ComponentInteractionCreated += async (sender, e) =>
        {
            if (e.Id == "report:details" || e.Id == "report:mute")
                await e.Interaction.CreateResponseAsync(InteractionResponseType.DeferredMessageUpdate);
        };
    }
}

public static class FeedbackModal
{
    public static Task ShowAsync(DiscordInteraction interaction)
    {
        var modal = new DiscordInteractionModalBuilder("Send \"feedback\"", "feedback")
            .AddTextDisplayComponent(new DiscordTextDisplayComponent("Tell us what you think."))
            .AddLabelComponent(new DiscordLabelComponent("Subject", "One line")
                .WithTextComponent(new DiscordTextInputComponent(TextComponentStyle.Small, customId: "subject", placeholder: "Short summary", minLength: 3, maxLength: 80, required: true)))
            .AddLabelComponent(new DiscordLabelComponent("Details")
                .WithTextComponent(new DiscordTextInputComponent(TextComponentStyle.Paragraph, customId: "details", required: false, defaultValue: "It's about…")))
            .AddLabelComponent(new DiscordLabelComponent("Area")
                .WithSelectComponent(new DiscordStringSelectComponent(null, new[]
                {
                    new DiscordStringSelectComponentOption("Editor", "editor"),
                    new DiscordStringSelectComponentOption("Export", "export"),
                }, "area", minOptions: 1)))
            .AddLabelComponent(new DiscordLabelComponent("Screenshot")
                .WithFileUploadComponent(new DiscordFileUploadComponent("shot", 0, 2, false)));
        return interaction.CreateInteractionModalResponseAsync(modal);
    }

    public static void Route(DiscordClient client)
    {
        client.ComponentInteractionCreated += async (sender, e) =>
        {
            if (e.Interaction.Type != InteractionType.ModalSubmit || e.Id != "feedback") return;
            string subject = null, details = null;
            string[] area = null, shot = null;
            foreach (var label in e.Interaction.Data.ModalComponents)
            {
                var field = (label as DiscordLabelComponent)?.Component;
                var text = field as DiscordTextInputComponent;
                if (text != null && text.CustomId == "subject") subject = text.Value;
                if (text != null && text.CustomId == "details") details = text.Value;
                var select = field as DiscordStringSelectComponent;
                if (select != null && select.CustomId == "area") area = select.SelectedValues;
                var upload = field as DiscordFileUploadComponent;
                if (upload != null && upload.CustomId == "shot") shot = upload.Values;
            }
            await e.Interaction.CreateResponseAsync(InteractionResponseType.DeferredMessageUpdate);
        };
    }
}

public static class SurveyModal
{
    public static Task ShowAsync(DiscordInteraction interaction)
    {
        var modal = new DiscordInteractionModalBuilder("Survey", "survey")
            .AddLabelComponent(new DiscordLabelComponent("Plan").WithRadioGroupComponent(new DiscordRadioGroupComponent(new[]
            {
                new DiscordRadioGroupComponentOption("Free", "free", "No cost"),
                new DiscordRadioGroupComponentOption("Pro", "pro", isDefault: true),
            }, "plan")))
            .AddLabelComponent(new DiscordLabelComponent("Topics").WithCheckboxGroupComponent(new DiscordCheckboxGroupComponent(new[]
            {
                new DiscordCheckboxGroupComponentOption("Bots", "bots"),
                new DiscordCheckboxGroupComponentOption("Design", "design"),
                new DiscordCheckboxGroupComponentOption("Docs", "docs"),
            }, "topics", 1, 2)))
            .AddLabelComponent(new DiscordLabelComponent("Subscribe").WithCheckboxComponent(new DiscordCheckboxComponent("subscribe", true)))
            .AddLabelComponent(new DiscordLabelComponent("Team").WithSelectComponent(new DiscordRoleSelectComponent(null, "team")))
            .AddLabelComponent(new DiscordLabelComponent("Contact").WithSelectComponent(new DiscordMentionableSelectComponent(null, "contact", required: false)));
        return interaction.CreateInteractionModalResponseAsync(modal);
    }

    public static void Route(DiscordClient client)
    {
        client.ComponentInteractionCreated += async (sender, e) =>
        {
            if (e.Interaction.Type != InteractionType.ModalSubmit || e.Id != "survey") return;
            string plan = null;
            string[] topics = null, team = null, contact = null;
            bool? subscribe = null;
            foreach (var label in e.Interaction.Data.ModalComponents)
            {
                var field = (label as DiscordLabelComponent)?.Component;
                var radio = field as DiscordRadioGroupComponent;
                if (radio != null && radio.CustomId == "plan") plan = radio.SelectedValue;
                var boxes = field as DiscordCheckboxGroupComponent;
                if (boxes != null && boxes.CustomId == "topics") topics = boxes.SelectedValues;
                var box = field as DiscordCheckboxComponent;
                if (box != null && box.CustomId == "subscribe") subscribe = box.Value;
                var select = field as DiscordBaseSelectComponent;
                if (select != null && select.CustomId == "team") team = select.SelectedValues;
                if (select != null && select.CustomId == "contact") contact = select.SelectedValues;
            }
            await e.Interaction.CreateResponseAsync(InteractionResponseType.DeferredMessageUpdate);
        };
    }
}

public static class Commands
{
    public static Task RegisterAsync(DiscordClient client)
    {
        var ticket = new DiscordApplicationCommand("ticket", "Manage tickets", new[]
            {
                new DiscordApplicationCommandOption("open", "Open a ticket", ApplicationCommandOptionType.SubCommand, options: new[]
                {
                    new DiscordApplicationCommandOption("topic", "What it is about", ApplicationCommandOptionType.String, true, minimumLength: 3, maximumLength: 100),
                    new DiscordApplicationCommandOption("priority", "How urgent", ApplicationCommandOptionType.Integer, choices: new[]
                    {
                        new DiscordApplicationCommandOptionChoice("Low", 1, new DiscordApplicationCommandLocalization(new Dictionary<string, string> { { "fr", "Basse" } })),
                        new DiscordApplicationCommandOptionChoice("High", 3),
                    }),
                    new DiscordApplicationCommandOption("channel", "Where", ApplicationCommandOptionType.Channel, channelTypes: new[] { ChannelType.Text, ChannelType.News }),
                    new DiscordApplicationCommandOption("file", "A screenshot", ApplicationCommandOptionType.Attachment),
                }),
                new DiscordApplicationCommandOption("admin", "Admin tools", ApplicationCommandOptionType.SubCommandGroup, options: new[]
                {
                    new DiscordApplicationCommandOption("close", "Close one", ApplicationCommandOptionType.SubCommand, options: new[]
                    {
                        new DiscordApplicationCommandOption("user", "Whose", ApplicationCommandOptionType.User, true),
                        new DiscordApplicationCommandOption("silent", "Quietly", ApplicationCommandOptionType.Boolean),
                        new DiscordApplicationCommandOption("score", "Rating", ApplicationCommandOptionType.Number, minimumValue: 0, maximumValue: 5.5),
                        new DiscordApplicationCommandOption("role", "Role", ApplicationCommandOptionType.Role),
                        new DiscordApplicationCommandOption("who", "Mention", ApplicationCommandOptionType.Mentionable),
                        new DiscordApplicationCommandOption("reason", "Why", ApplicationCommandOptionType.String, autocomplete: true),
                    }),
                }),
            },
            nameLocalizations: new DiscordApplicationCommandLocalization(new Dictionary<string, string> { { "fr", "billet" }, { "de", "vorgang" } }),
            descriptionLocalizations: new DiscordApplicationCommandLocalization(new Dictionary<string, string> { { "fr", "Gérer les tickets" }, { "de", "Tickets verwalten" } }),
            defaultMemberPermissions: Permissions.ManageMessages,
            allowedContexts: new List<InteractionContextType> { InteractionContextType.Guild },
            integrationTypes: new List<ApplicationCommandIntegrationTypes> { ApplicationCommandIntegrationTypes.GuildInstall });
        var report = new DiscordApplicationCommand("Report message", null, type: ApplicationCommandType.Message,
            allowedContexts: new List<InteractionContextType> { InteractionContextType.Guild, InteractionContextType.BotDm, InteractionContextType.PrivateChannel },
            integrationTypes: new List<ApplicationCommandIntegrationTypes> { ApplicationCommandIntegrationTypes.GuildInstall, ApplicationCommandIntegrationTypes.UserInstall });
        var profile = new DiscordApplicationCommand("Profile", null, type: ApplicationCommandType.User, isNsfw: false);
        return client.BulkOverwriteGlobalApplicationCommandsAsync(new[] { ticket, report, profile });
    }
}
