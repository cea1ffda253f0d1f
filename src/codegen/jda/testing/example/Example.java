// The hand-written reference bot for the JDA check: it builds the five sample designs with JDA 6.4.2's
// public API (two messages sent to a channel, two modals shown from slash commands, the command set
// registered in bulk) and routes every button, select menu and modal submit by its custom id.
import net.dv8tion.jda.api.EmbedBuilder;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.JDABuilder;
import net.dv8tion.jda.api.Permission;
import net.dv8tion.jda.api.components.actionrow.ActionRow;
import net.dv8tion.jda.api.components.attachmentupload.AttachmentUpload;
import net.dv8tion.jda.api.components.buttons.Button;
import net.dv8tion.jda.api.components.checkbox.Checkbox;
import net.dv8tion.jda.api.components.checkboxgroup.CheckboxGroup;
import net.dv8tion.jda.api.components.container.Container;
import net.dv8tion.jda.api.components.filedisplay.FileDisplay;
import net.dv8tion.jda.api.components.label.Label;
import net.dv8tion.jda.api.components.mediagallery.MediaGallery;
import net.dv8tion.jda.api.components.mediagallery.MediaGalleryItem;
import net.dv8tion.jda.api.components.radiogroup.RadioGroup;
import net.dv8tion.jda.api.components.section.Section;
import net.dv8tion.jda.api.components.selections.EntitySelectMenu;
import net.dv8tion.jda.api.components.selections.EntitySelectMenu.SelectTarget;
import net.dv8tion.jda.api.components.selections.SelectOption;
import net.dv8tion.jda.api.components.selections.StringSelectMenu;
import net.dv8tion.jda.api.components.separator.Separator;
import net.dv8tion.jda.api.components.textdisplay.TextDisplay;
import net.dv8tion.jda.api.components.textinput.TextInput;
import net.dv8tion.jda.api.components.textinput.TextInputStyle;
import net.dv8tion.jda.api.components.thumbnail.Thumbnail;
import net.dv8tion.jda.api.entities.Mentions;
import net.dv8tion.jda.api.entities.Message;
import net.dv8tion.jda.api.entities.channel.ChannelType;
import net.dv8tion.jda.api.entities.channel.concrete.TextChannel;
import net.dv8tion.jda.api.entities.emoji.Emoji;
import net.dv8tion.jda.api.entities.messages.MessagePoll;
import net.dv8tion.jda.api.events.interaction.ModalInteractionEvent;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.events.interaction.component.ButtonInteractionEvent;
import net.dv8tion.jda.api.events.interaction.component.EntitySelectInteractionEvent;
import net.dv8tion.jda.api.events.interaction.component.StringSelectInteractionEvent;
import net.dv8tion.jda.api.hooks.ListenerAdapter;
import net.dv8tion.jda.api.interactions.DiscordLocale;
import net.dv8tion.jda.api.interactions.IntegrationType;
import net.dv8tion.jda.api.interactions.InteractionContextType;
import net.dv8tion.jda.api.interactions.commands.Command;
import net.dv8tion.jda.api.interactions.commands.DefaultMemberPermissions;
import net.dv8tion.jda.api.interactions.commands.OptionType;
import net.dv8tion.jda.api.interactions.commands.build.CommandData;
import net.dv8tion.jda.api.interactions.commands.build.Commands;
import net.dv8tion.jda.api.interactions.commands.build.OptionData;
import net.dv8tion.jda.api.interactions.commands.build.SubcommandData;
import net.dv8tion.jda.api.interactions.commands.build.SubcommandGroupData;
import net.dv8tion.jda.api.modals.Modal;
import net.dv8tion.jda.api.utils.FileUpload;
import net.dv8tion.jda.api.utils.messages.MessageCreateBuilder;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;
import net.dv8tion.jda.api.utils.messages.MessagePollData;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.Collections;
import java.util.List;

public class Example extends ListenerAdapter {
    static final long CHANNEL_ID = 123456789012345678L;

    public static void main(String[] args) throws InterruptedException {
        JDA jda = JDABuilder.createLight(System.getenv("DISCORD_TOKEN"))
                .addEventListeners(new Example())
                .build()
                .awaitReady();

        jda.updateCommands().addCommands(commands()).queue();

        TextChannel channel = jda.getTextChannelById(CHANNEL_ID);
        channel.sendMessage(messageV2()).queue();
        channel.sendMessage(messageLegacy()).queue();
    }

    static MessageCreateData messageV2() {
        FileUpload two = FileUpload.fromData(new byte[] {(byte) 0x89, 'P', 'N', 'G'}, "two.png");
        FileUpload notes = FileUpload.fromData("notes".getBytes(StandardCharsets.UTF_8), "notes.txt");
        return new MessageCreateBuilder()
                .useComponentsV2()
                .setComponents(
                        Container.of(
                                        TextDisplay.of("# Release \"v2\"\nNotes with 'quotes', a \\ backslash and ünïcödé ✨"),
                                        Section.of(
                                                Button.link("https://example.com/changes", "Open"),
                                                TextDisplay.of("Read the changelog")),
                                        Section.of(
                                                Thumbnail.fromUrl("https://example.com/a.png").withDescription("An avatar"),
                                                TextDisplay.of("Avatar")),
                                        Separator.createDivider(Separator.Spacing.LARGE),
                                        MediaGallery.of(
                                                MediaGalleryItem.fromUrl("https://example.com/1.png").withDescription("One"),
                                                MediaGalleryItem.fromFile(two).withSpoiler(true)),
                                        FileDisplay.fromFile(notes),
                                        ActionRow.of(
                                                Button.primary("release:approve", "Approve").withEmoji(Emoji.fromUnicode("✅")),
                                                Button.danger("release:reject", "Reject").asDisabled()))
                                .withAccentColor(5793266),
                        ActionRow.of(StringSelectMenu.create("release:channel")
                                .setPlaceholder("Pick a channel")
                                .setRequiredRange(1, 2)
                                .addOptions(
                                        SelectOption.of("General", "general").withDescription("Everyone").withDefault(true),
                                        SelectOption.of("Staff", "staff")
                                                .withEmoji(Emoji.fromCustom("staff", 123456789012345678L, false)))
                                .build()),
                        ActionRow.of(EntitySelectMenu.create("release:users", SelectTarget.USER)
                                .setMaxValues(3)
                                .build()),
                        ActionRow.of(EntitySelectMenu.create("release:roles", SelectTarget.ROLE).build()),
                        ActionRow.of(EntitySelectMenu.create("release:mentionables", SelectTarget.USER, SelectTarget.ROLE)
                                .build()),
                        ActionRow.of(EntitySelectMenu.create("release:channels", SelectTarget.CHANNEL)
                                .setChannelTypes(ChannelType.TEXT, ChannelType.NEWS)
                                .build()))
                .build();
    }

    static MessageCreateData messageLegacy() {
        FileUpload chart = FileUpload.fromData(new byte[] {(byte) 0x89, 'P', 'N', 'G'}, "chart.png")
                .setDescription("A chart");
        return new MessageCreateBuilder()
                .setContent("Hello <@123456789012345678>, the vote is open")
                .setTTS(false)
                .setSuppressedNotifications(true)
                .setAllowedMentions(Collections.emptyList())
                .mentionUsers("123456789012345678")
                .setEmbeds(new EmbedBuilder()
                        .setTitle("Weekly report", "https://example.com/report")
                        .setDescription("All \"green\"\nsee below")
                        .setColor(3066993)
                        .setTimestamp(OffsetDateTime.parse("2026-11-29T12:00:00.000Z"))
                        .setAuthor("Report bot", "https://example.com", "https://example.com/bot.png")
                        .setFooter("Generated", "https://example.com/f.png")
                        .setThumbnail("https://example.com/t.png")
                        .setImage("attachment://chart.png")
                        .addField("Uptime", "99.9%", true)
                        .addField("Errors", "3", true)
                        .addField("Notes", "None", false)
                        .build())
                .setPoll(MessagePollData.builder("Ship it?")
                        .addAnswer("Yes", Emoji.fromUnicode("👍"))
                        .addAnswer("No", Emoji.fromCustom("emoji", 123456789012345678L, false))
                        .setDuration(Duration.ofHours(24))
                        .setMultiAnswer(false)
                        .setLayout(MessagePoll.LayoutType.DEFAULT)
                        .build())
                .setComponents(ActionRow.of(
                        Button.primary("report:details", "Details"),
                        Button.secondary("report:mute", "Mute").withEmoji(Emoji.fromUnicode("🔕")),
                        Button.link("https://example.com/dash", "Dashboard")))
                .setFiles(chart)
                .build();
    }

    static Modal feedbackModal() {
        return Modal.create("feedback", "Send \"feedback\"")
                .addComponents(
                        TextDisplay.of("Tell us what you think."),
                        Label.of("Subject", "One line", TextInput.create("subject", TextInputStyle.SHORT)
                                .setRequiredRange(3, 80)
                                .setRequired(true)
                                .setPlaceholder("Short summary")
                                .build()),
                        Label.of("Details", TextInput.create("details", TextInputStyle.PARAGRAPH)
                                .setRequired(false)
                                .setValue("It's about…")
                                .build()),
                        Label.of("Area", StringSelectMenu.create("area")
                                .addOption("Editor", "editor")
                                .addOption("Export", "export")
                                .build()),
                        Label.of("Screenshot", AttachmentUpload.create("shot")
                                .setRequiredRange(0, 2)
                                .setRequired(false)
                                .build()))
                .build();
    }

    static Modal surveyModal() {
        return Modal.create("survey", "Survey")
                .addComponents(
                        Label.of("Plan", RadioGroup.create("plan")
                                .addOption("Free", "free", "No cost")
                                .addOption("Pro", "pro", null, true)
                                .build()),
                        Label.of("Topics", CheckboxGroup.create("topics")
                                .setRequiredRange(1, 2)
                                .addOption("Bots", "bots")
                                .addOption("Design", "design")
                                .addOption("Docs", "docs")
                                .build()),
                        Label.of("Subscribe", Checkbox.of("subscribe", true)),
                        Label.of("Team", EntitySelectMenu.create("team", SelectTarget.ROLE).build()),
                        Label.of("Contact", EntitySelectMenu.create("contact", SelectTarget.USER, SelectTarget.ROLE)
                                .setRequired(false)
                                .build()))
                .build();
    }

    static List<CommandData> commands() {
        return List.of(
                Commands.slash("ticket", "Manage tickets")
                        .setNameLocalization(DiscordLocale.FRENCH, "billet")
                        .setNameLocalization(DiscordLocale.GERMAN, "vorgang")
                        .setDescriptionLocalization(DiscordLocale.FRENCH, "Gérer les tickets")
                        .setDescriptionLocalization(DiscordLocale.GERMAN, "Tickets verwalten")
                        .setDefaultPermissions(DefaultMemberPermissions.enabledFor(Permission.MESSAGE_MANAGE))
                        .setContexts(InteractionContextType.GUILD)
                        .setIntegrationTypes(IntegrationType.GUILD_INSTALL)
                        .addSubcommands(new SubcommandData("open", "Open a ticket")
                                .addOptions(
                                        new OptionData(OptionType.STRING, "topic", "What it is about", true)
                                                .setRequiredLength(3, 100),
                                        new OptionData(OptionType.INTEGER, "priority", "How urgent")
                                                .addChoices(
                                                        new Command.Choice("Low", 1)
                                                                .setNameLocalization(DiscordLocale.FRENCH, "Basse"),
                                                        new Command.Choice("High", 3)),
                                        new OptionData(OptionType.CHANNEL, "channel", "Where")
                                                .setChannelTypes(ChannelType.TEXT, ChannelType.NEWS),
                                        new OptionData(OptionType.ATTACHMENT, "file", "A screenshot")))
                        .addSubcommandGroups(new SubcommandGroupData("admin", "Admin tools")
                                .addSubcommands(new SubcommandData("close", "Close one")
                                        .addOptions(
                                                new OptionData(OptionType.USER, "user", "Whose", true),
                                                new OptionData(OptionType.BOOLEAN, "silent", "Quietly"),
                                                new OptionData(OptionType.NUMBER, "score", "Rating")
                                                        .setRequiredRange(0.0, 5.5),
                                                new OptionData(OptionType.ROLE, "role", "Role"),
                                                new OptionData(OptionType.MENTIONABLE, "who", "Mention"),
                                                new OptionData(OptionType.STRING, "reason", "Why", false, true)))),
                Commands.message("Report message")
                        .setContexts(InteractionContextType.ALL)
                        .setIntegrationTypes(IntegrationType.ALL),
                Commands.user("Profile")
                        .setContexts(InteractionContextType.ALL)
                        .setNSFW(false)
                        .setDefaultPermissions(DefaultMemberPermissions.ENABLED));
    }

    @Override
    public void onSlashCommandInteraction(SlashCommandInteractionEvent event) {
        switch (event.getFullCommandName()) {
            case "ticket open" -> event.replyModal(feedbackModal()).queue();
            case "ticket admin close" -> event.replyModal(surveyModal()).queue();
            default -> {}
        }
    }

    @Override
    public void onButtonInteraction(ButtonInteractionEvent event) {
        switch (event.getComponentId()) {
            case "release:approve" -> event.reply("Approved").setEphemeral(true).queue();
            case "release:reject" -> event.reply("Rejected").setEphemeral(true).queue();
            case "report:details" -> event.reply("Details").setEphemeral(true).queue();
            case "report:mute" -> event.deferEdit().queue();
            default -> {}
        }
    }

    @Override
    public void onStringSelectInteraction(StringSelectInteractionEvent event) {
        if (event.getComponentId().equals("release:channel")) {
            List<String> picked = event.getValues();
            event.reply("Picked " + picked).setEphemeral(true).queue();
        }
    }

    @Override
    public void onEntitySelectInteraction(EntitySelectInteractionEvent event) {
        switch (event.getComponentId()) {
            case "release:users", "release:roles", "release:mentionables", "release:channels" -> {
                Mentions picked = event.getMentions();
                event.deferEdit().queue();
            }
            default -> {}
        }
    }

    @Override
    public void onModalInteraction(ModalInteractionEvent event) {
        switch (event.getModalId()) {
            case "feedback" -> {
                String subject = event.getValue("subject").getAsString();
                String details = event.getValue("details").getAsOptionalString();
                List<String> area = event.getValue("area").getAsStringList();
                List<Message.Attachment> shot = event.getValue("shot").getAsAttachmentList();
                event.reply("Thanks!").setEphemeral(true).queue();
            }
            case "survey" -> {
                String plan = event.getValue("plan").getAsString();
                List<String> topics = event.getValue("topics").getAsStringList();
                boolean subscribe = event.getValue("subscribe").getAsBoolean();
                Mentions team = event.getValue("team").getAsMentions();
                Mentions contact = event.getValue("contact").getAsMentions();
                event.reply("Thanks!").setEphemeral(true).queue();
            }
            default -> {}
        }
    }
}
