// Stand-in of nyxx 6.9.0 (github.com/nyxx-discord/nyxx, tag v6.9.0, commit 765a99b23a020069c87cf7e0de01390f05f33660),
// lib/nyxx.dart: the library a bot imports (package:nyxx/nyxx.dart). Each export names the
// real file it comes from and shows, of the names the real library exports from it, those the
// stand-in declares; a name not shown here is not visible to a program.

export 'src/client.dart' show Nyxx, NyxxRest, NyxxGateway;
export 'src/client_options.dart' show ClientOptions, RestClientOptions, GatewayClientOptions;
export 'src/builders/builder.dart' show Builder, CreateBuilder, UpdateBuilder;
export 'src/builders/message/allowed_mentions.dart' show AllowedMentions;
export 'src/builders/message/attachment.dart' show AttachmentBuilder;
export 'src/builders/message/embed.dart' show EmbedBuilder, EmbedAuthorBuilder, EmbedFieldBuilder, EmbedFooterBuilder, EmbedImageBuilder, EmbedThumbnailBuilder;
export 'src/builders/message/message.dart' show MessageBuilder, MessageUpdateBuilder, MessageReferenceBuilder;
export 'src/builders/component.dart'
    show
        ActionRowBuilder,
        ButtonBuilder,
        ComponentBuilder,
        SelectMenuBuilder,
        SelectMenuOptionBuilder,
        TextInputBuilder,
        DefaultValue,
        ContainerComponentBuilder,
        FileComponentBuilder,
        MediaGalleryComponentBuilder,
        MediaGalleryItemBuilder,
        SectionComponentBuilder,
        SeparatorComponentBuilder,
        TextDisplayComponentBuilder,
        ThumbnailComponentBuilder,
        UnfurledMediaItemBuilder,
        LabelComponentBuilder,
        FileUploadComponentBuilder,
        CheckboxComponentBuilder,
        CheckboxGroupComponentBuilder,
        CheckboxGroupOptionBuilder,
        RadioGroupComponentBuilder,
        RadioGroupOptionBuilder,
        MessageComponentBuilder;
export 'src/builders/message/poll.dart' show PollAnswerBuilder, PollBuilder, PollMediaBuilder;
export 'src/builders/application_command.dart' show ApplicationCommandBuilder, ApplicationCommandUpdateBuilder, CommandOptionBuilder, CommandOptionChoiceBuilder;
export 'src/builders/interaction_response.dart' show InteractionResponseBuilder, ModalBuilder, InteractionCallbackType;
// lib/src/http/managers/*.dart
export 'src/client.dart'
    show
        UserManager,
        ChannelManager,
        MessageManager,
        GuildManager,
        EmojiManager,
        GuildEmojiManager,
        ApplicationCommandManager,
        GlobalApplicationCommandManager,
        GuildApplicationCommandManager,
        InteractionManager;
// lib/src/models/*.dart (the stand-in keeps the small ones together in models.dart)
export 'src/models/models.dart'
    show
        Snowflake,
        DiscordColor,
        Permissions,
        MessageFlags,
        PartialMessage,
        Message,
        PollLayoutType,
        MessageReference,
        MessageReferenceType,
        SnowflakeEntity,
        ManagedSnowflakeEntity,
        WritableSnowflakeEntity,
        PartialChannel,
        Channel,
        ChannelType,
        PartialTextChannel,
        TextChannel,
        PartialApplicationCommand,
        ApplicationCommand,
        ApplicationCommandType,
        CommandOptionType,
        CommandOptionMentionable,
        ApplicationIntegrationType,
        PartialEmoji,
        Emoji,
        TextEmoji,
        GuildEmoji,
        PartialUser,
        User,
        PartialRole,
        Role,
        PartialMember,
        Member,
        PartialGuild,
        Guild,
        Attachment;
export 'src/models/locale.dart' show Locale;
export 'src/models/component.dart'
    show
        ActionRowComponent,
        ButtonComponent,
        Component,
        SelectMenuComponent,
        SelectMenuOption,
        SelectMenuDefaultValueType,
        ButtonStyle,
        ComponentType,
        TextInputStyle,
        ContainerComponent,
        FileUploadComponent,
        FileComponent,
        MediaGalleryComponent,
        MediaGalleryItem,
        SectionComponent,
        SeparatorComponent,
        SeparatorSpacingSize,
        TextDisplayComponent,
        ThumbnailComponent,
        UnfurledMediaItem,
        SubmittedComponent,
        SubmittedLabelComponent,
        SubmittedSelectMenuComponent,
        SubmittedTextInputComponent,
        SubmittedFileUploadComponent,
        SubmittedActionRowComponent,
        SubmittedCheckboxComponent,
        SubmittedCheckboxGroupComponent,
        SubmittedRadioGroupComponent,
        SubmittedTextDisplayComponent;
export 'src/models/interaction.dart'
    show
        ApplicationCommandInteractionData,
        Interaction,
        InteractionOption,
        MessageComponentInteractionData,
        MessageResponse,
        ModalResponse,
        ModalSubmitInteractionData,
        ResolvedData,
        InteractionType,
        ApplicationCommandInteraction,
        MessageComponentInteraction,
        ModalSubmitInteraction,
        InteractionContextType,
        InteractionCallbackResponse,
        InteractionCreateEvent;
export 'src/client.dart' show DispatchEvent, ReadyEvent;
export 'src/utils/flags.dart' show Flag, Flags;
export 'src/utils/enum_like.dart' show EnumLike;
export 'src/client.dart' show GatewayIntents;
export 'src/client.dart' show NyxxPlugin, Logging, logging, CliIntegration, cliIntegration;
