// Stand-in for Discord.Net's application command builders (namespace Discord). Checked against
// github.com/discord-net/Discord.Net, Discord.Net 3.16.0 (commit 8b929690a):
//   src/Discord.Net.Core/Entities/Interactions/SlashCommands/SlashCommandBuilder.cs (SlashCommandBuilder,
//     SlashCommandOptionBuilder), SlashCommandProperties.cs
//   src/Discord.Net.Core/Entities/Interactions/ContextMenus/MessageCommandBuilder.cs, UserCommandBuilder.cs
//   src/Discord.Net.Core/Entities/Interactions/ApplicationCommands/ApplicationCommandProperties.cs,
//     ApplicationCommandOption.cs (ApplicationCommandOptionProperties), ApplicationCommandOptionChoice.cs
//   src/Discord.Net.Rest/API/Rest/CreateApplicationCommandParams.cs, API/Common/ApplicationCommandOption.cs,
//     ApplicationCommandOptionChoice.cs; Entities/Interactions/InteractionHelper.cs
//     (BulkOverwriteGlobalCommandsAsync: how the properties become the create payload)
// Not re-read: the enums (ApplicationCommandOptionType, InteractionContextType, ApplicationIntegrationType,
// GuildPermission). Optional<T> members of the real properties are nullable here (null = unspecified).
// As the real code does, every command sends default_permission and dm_permission (the builders default
// both to true), a plain null description on context menus, and every option built by
// SlashCommandOptionBuilder sends `options` (empty when it has none); Build() puts required options first.
using System;
using System.Collections.Generic;
using System.Linq;
using Discord.StandIn;

namespace Discord
{
    [Flags]
    public enum GuildPermission : ulong
    {
        CreateInstantInvite = 1UL << 0, KickMembers = 1UL << 1, BanMembers = 1UL << 2, Administrator = 1UL << 3,
        ManageChannels = 1UL << 4, ManageGuild = 1UL << 5, AddReactions = 1UL << 6, ViewAuditLog = 1UL << 7,
        PrioritySpeaker = 1UL << 8, Stream = 1UL << 9, ViewChannel = 1UL << 10, SendMessages = 1UL << 11,
        SendTTSMessages = 1UL << 12, ManageMessages = 1UL << 13, EmbedLinks = 1UL << 14, AttachFiles = 1UL << 15,
        ReadMessageHistory = 1UL << 16, MentionEveryone = 1UL << 17, UseExternalEmojis = 1UL << 18,
        ViewGuildInsights = 1UL << 19, Connect = 1UL << 20, Speak = 1UL << 21, MuteMembers = 1UL << 22,
        DeafenMembers = 1UL << 23, MoveMembers = 1UL << 24, UseVAD = 1UL << 25, ChangeNickname = 1UL << 26,
        ManageNicknames = 1UL << 27, ManageRoles = 1UL << 28, ManageWebhooks = 1UL << 29,
        ManageEmojisAndStickers = 1UL << 30, UseApplicationCommands = 1UL << 31, RequestToSpeak = 1UL << 32,
        ManageEvents = 1UL << 33, ManageThreads = 1UL << 34, CreatePublicThreads = 1UL << 35,
        CreatePrivateThreads = 1UL << 36, UseExternalStickers = 1UL << 37, SendMessagesInThreads = 1UL << 38,
        StartEmbeddedActivities = 1UL << 39, ModerateMembers = 1UL << 40,
    }

    public enum InteractionContextType { Guild = 0, BotDm = 1, PrivateChannel = 2 }

    public enum ApplicationIntegrationType { GuildInstall = 0, UserInstall = 1 }

    public enum ApplicationCommandType : byte { Slash = 1, User = 2, Message = 3 }

    public enum ApplicationCommandOptionType : byte
    {
        SubCommand = 1, SubCommandGroup = 2, String = 3, Integer = 4, Boolean = 5, User = 6, Channel = 7, Role = 8,
        Mentionable = 9, Number = 10, Attachment = 11,
    }

    public class ApplicationCommandOptionChoiceProperties
    {
        public string Name { get; set; }
        public object Value { get; set; }
        public IDictionary<string, string> NameLocalizations { get; set; }
    }

    public class ApplicationCommandOptionProperties
    {
        public string Name { get; set; }
        public string Description { get; set; }
        public ApplicationCommandOptionType Type { get; set; }
        public bool? IsDefault { get; set; }
        public bool? IsRequired { get; set; }
        public bool IsAutocomplete { get; set; }
        public double? MinValue { get; set; }
        public double? MaxValue { get; set; }
        public int? MinLength { get; set; }
        public int? MaxLength { get; set; }
        public List<ApplicationCommandOptionChoiceProperties> Choices { get; set; }
        public List<ApplicationCommandOptionProperties> Options { get; set; }
        public List<ChannelType> ChannelTypes { get; set; }
        public IDictionary<string, string> NameLocalizations { get; set; }
        public IDictionary<string, string> DescriptionLocalizations { get; set; }

        /// <summary>new API.ApplicationCommandOption(ApplicationCommandOptionProperties).</summary>
        internal JObj ToModel()
        {
            return new JObj().Set("type", Type).Set("name", Name).Set("description", Description)
                .SetIf(IsDefault.HasValue, "default", IsDefault).SetIf(IsRequired.HasValue, "required", IsRequired)
                .SetIf(Choices != null, "choices", Choices == null ? null : Choices.Select(c => new JObj().Set("name", c.Name).Set("value", c.Value)
                    .SetIf(c.NameLocalizations != null, "name_localizations", Dict(c.NameLocalizations))).ToArray())
                .SetIf(Options != null, "options", Options == null ? null : Options.Select(o => o.ToModel()).ToArray())
                .Set("autocomplete", IsAutocomplete)
                .SetIf(MinValue.HasValue, "min_value", MinValue).SetIf(MaxValue.HasValue, "max_value", MaxValue)
                .SetIf(ChannelTypes != null, "channel_types", ChannelTypes == null ? null : ChannelTypes.ToArray())
                .SetIf(NameLocalizations != null, "name_localizations", Dict(NameLocalizations))
                .SetIf(DescriptionLocalizations != null, "description_localizations", Dict(DescriptionLocalizations))
                .SetIf(MinLength.HasValue, "min_length", MinLength).SetIf(MaxLength.HasValue, "max_length", MaxLength);
        }

        internal static Dictionary<string, string> Dict(IEnumerable<KeyValuePair<string, string>> d)
        {
            return d == null ? null : d.ToDictionary(x => x.Key, x => x.Value);
        }
    }

    public abstract class ApplicationCommandProperties
    {
        internal abstract ApplicationCommandType Type { get; }
        public string Name { get; set; }
        public IReadOnlyDictionary<string, string> NameLocalizations { get; set; }
        public IReadOnlyDictionary<string, string> DescriptionLocalizations { get; set; }
        public bool? IsDefaultPermission { get; set; }
        public bool? IsDMEnabled { get; set; }
        public GuildPermission? DefaultMemberPermissions { get; set; }
        public bool? IsNsfw { get; set; }
        public HashSet<InteractionContextType> ContextTypes { get; set; }
        public HashSet<ApplicationIntegrationType> IntegrationTypes { get; set; }
        internal virtual string DescriptionForModel { get { return null; } }

        /// <summary>CreateApplicationCommandParams as InteractionHelper.BulkOverwriteGlobalCommandsAsync fills it:
        /// NameLocalizations, DescriptionLocalizations, DefaultMemberPermission (ToNullable()) and DmPermission are
        /// always specified (null when not set), description is a plain member.</summary>
        internal virtual JObj ToModel()
        {
            return new JObj().Set("name", Name).Set("type", Type).Set("description", DescriptionForModel)
                .SetIf(IsDefaultPermission.HasValue, "default_permission", IsDefaultPermission)
                .Set("name_localizations", ApplicationCommandOptionProperties.Dict(NameLocalizations))
                .Set("description_localizations", ApplicationCommandOptionProperties.Dict(DescriptionLocalizations))
                .Set("dm_permission", IsDMEnabled)
                .Set("default_member_permissions", DefaultMemberPermissions)
                .Set("nsfw", IsNsfw.GetValueOrDefault(false))
                .SetIf(ContextTypes != null, "contexts", ContextTypes == null ? null : ContextTypes.ToArray())
                .SetIf(IntegrationTypes != null, "integration_types", IntegrationTypes == null ? null : IntegrationTypes.ToArray());
        }
    }

    public class SlashCommandProperties : ApplicationCommandProperties
    {
        internal override ApplicationCommandType Type { get { return ApplicationCommandType.Slash; } }
        public string Description { get; set; }
        public List<ApplicationCommandOptionProperties> Options { get; set; }
        internal override string DescriptionForModel { get { return Description; } }
        internal override JObj ToModel()
        {
            return base.ToModel()
                .SetIf(Options != null, "options", Options == null ? null : Options.Select(o => o.ToModel()).ToArray());
        }
    }

    public class MessageCommandProperties : ApplicationCommandProperties
    {
        internal override ApplicationCommandType Type { get { return ApplicationCommandType.Message; } }
    }

    public class UserCommandProperties : ApplicationCommandProperties
    {
        internal override ApplicationCommandType Type { get { return ApplicationCommandType.User; } }
    }

    public class SlashCommandOptionBuilder
    {
        public const int ChoiceNameMaxLength = 100;
        public const int MaxChoiceCount = 25;
        public string Name { get; set; }
        public string Description { get; set; }
        public ApplicationCommandOptionType Type { get; set; }
        public bool? IsDefault { get; set; }
        public bool? IsRequired { get; set; }
        public bool IsAutocomplete { get; set; }
        public double? MinValue { get; set; }
        public double? MaxValue { get; set; }
        public int? MinLength { get; set; }
        public int? MaxLength { get; set; }
        public List<ApplicationCommandOptionChoiceProperties> Choices { get; set; }
        public List<SlashCommandOptionBuilder> Options { get; set; }
        public List<ChannelType> ChannelTypes { get; set; }
        public IReadOnlyDictionary<string, string> NameLocalizations { get { return _nameLocalizations; } }
        public IReadOnlyDictionary<string, string> DescriptionLocalizations { get { return _descriptionLocalizations; } }
        private Dictionary<string, string> _nameLocalizations;
        private Dictionary<string, string> _descriptionLocalizations;

        public ApplicationCommandOptionProperties Build()
        {
            var isSubType = Type == ApplicationCommandOptionType.SubCommandGroup;
            if (isSubType && (Options == null || !Options.Any()))
                throw new InvalidOperationException("SubCommands/SubCommandGroups must have at least one option");
            return new ApplicationCommandOptionProperties
            {
                Name = Name, Description = Description, IsDefault = IsDefault, IsRequired = IsRequired, Type = Type,
                Options = Options != null && Options.Count > 0
                    ? Options.OrderByDescending(x => x.IsRequired ?? false).Select(x => x.Build()).ToList()
                    : new List<ApplicationCommandOptionProperties>(),
                Choices = Choices, IsAutocomplete = IsAutocomplete, ChannelTypes = ChannelTypes,
                MinValue = MinValue, MaxValue = MaxValue, NameLocalizations = _nameLocalizations,
                DescriptionLocalizations = _descriptionLocalizations, MinLength = MinLength, MaxLength = MaxLength,
            };
        }

        public SlashCommandOptionBuilder AddOption(string name, ApplicationCommandOptionType type, string description, bool? isRequired = null, bool isDefault = false,
            bool isAutocomplete = false, double? minValue = null, double? maxValue = null, List<SlashCommandOptionBuilder> options = null,
            List<ChannelType> channelTypes = null, IDictionary<string, string> nameLocalizations = null, IDictionary<string, string> descriptionLocalizations = null,
            int? minLength = null, int? maxLength = null, params ApplicationCommandOptionChoiceProperties[] choices)
        {
            var option = new SlashCommandOptionBuilder
            {
                Name = name, Description = description, IsRequired = isRequired, IsDefault = isDefault, IsAutocomplete = isAutocomplete,
                Type = type, Options = options, Choices = (choices ?? new ApplicationCommandOptionChoiceProperties[0]).ToList(),
                ChannelTypes = channelTypes, MinValue = minValue, MaxValue = maxValue, MinLength = minLength, MaxLength = maxLength,
            };
            if (nameLocalizations != null) option.WithNameLocalizations(nameLocalizations);
            if (descriptionLocalizations != null) option.WithDescriptionLocalizations(descriptionLocalizations);
            return AddOption(option);
        }

        public SlashCommandOptionBuilder AddOption(SlashCommandOptionBuilder option)
        {
            if (Options == null) Options = new List<SlashCommandOptionBuilder>();
            if (Options.Count >= SlashCommandBuilder.MaxOptionsCount) throw new InvalidOperationException("There can only be 25 options per sub command group!");
            Options.Add(option);
            return this;
        }

        public SlashCommandOptionBuilder AddOptions(params SlashCommandOptionBuilder[] options)
        {
            if (Options == null) Options = new List<SlashCommandOptionBuilder>();
            Options.AddRange(options);
            return this;
        }

        public SlashCommandOptionBuilder AddChoice(string name, int value, IDictionary<string, string> nameLocalizations = null) { return AddChoiceInternal(name, value, nameLocalizations); }
        public SlashCommandOptionBuilder AddChoice(string name, string value, IDictionary<string, string> nameLocalizations = null) { return AddChoiceInternal(name, value, nameLocalizations); }
        public SlashCommandOptionBuilder AddChoice(string name, double value, IDictionary<string, string> nameLocalizations = null) { return AddChoiceInternal(name, value, nameLocalizations); }
        public SlashCommandOptionBuilder AddChoice(string name, float value, IDictionary<string, string> nameLocalizations = null) { return AddChoiceInternal(name, value, nameLocalizations); }
        public SlashCommandOptionBuilder AddChoice(string name, long value, IDictionary<string, string> nameLocalizations = null) { return AddChoiceInternal(name, value, nameLocalizations); }

        private SlashCommandOptionBuilder AddChoiceInternal(string name, object value, IDictionary<string, string> nameLocalizations = null)
        {
            if (Choices == null) Choices = new List<ApplicationCommandOptionChoiceProperties>();
            if (Choices.Count >= MaxChoiceCount) throw new InvalidOperationException("Cannot add more than 25 choices!");
            Choices.Add(new ApplicationCommandOptionChoiceProperties
            {
                Name = name, Value = value,
                NameLocalizations = nameLocalizations,
            });
            return this;
        }

        public SlashCommandOptionBuilder AddChannelType(ChannelType channelType)
        {
            if (ChannelTypes == null) ChannelTypes = new List<ChannelType>();
            ChannelTypes.Add(channelType);
            return this;
        }

        public SlashCommandOptionBuilder WithName(string name) { Name = name; return this; }
        public SlashCommandOptionBuilder WithDescription(string description) { Description = description; return this; }
        public SlashCommandOptionBuilder WithRequired(bool value) { IsRequired = value; return this; }
        public SlashCommandOptionBuilder WithDefault(bool value) { IsDefault = value; return this; }
        public SlashCommandOptionBuilder WithAutocomplete(bool value) { IsAutocomplete = value; return this; }
        public SlashCommandOptionBuilder WithMinValue(double value) { MinValue = value; return this; }
        public SlashCommandOptionBuilder WithMaxValue(double value) { MaxValue = value; return this; }
        public SlashCommandOptionBuilder WithMinLength(int length) { MinLength = length; return this; }
        public SlashCommandOptionBuilder WithMaxLength(int length) { MaxLength = length; return this; }
        public SlashCommandOptionBuilder WithType(ApplicationCommandOptionType type) { Type = type; return this; }

        public SlashCommandOptionBuilder WithNameLocalizations(IDictionary<string, string> nameLocalizations)
        {
            if (nameLocalizations == null) throw new ArgumentNullException("nameLocalizations");
            _nameLocalizations = new Dictionary<string, string>(nameLocalizations);
            return this;
        }

        public SlashCommandOptionBuilder WithDescriptionLocalizations(IDictionary<string, string> descriptionLocalizations)
        {
            if (descriptionLocalizations == null) throw new ArgumentNullException("descriptionLocalizations");
            _descriptionLocalizations = new Dictionary<string, string>(descriptionLocalizations);
            return this;
        }

        public SlashCommandOptionBuilder AddNameLocalization(string locale, string name)
        {
            if (_nameLocalizations == null) _nameLocalizations = new Dictionary<string, string>();
            _nameLocalizations.Add(locale, name);
            return this;
        }

        public SlashCommandOptionBuilder AddDescriptionLocalization(string locale, string description)
        {
            if (_descriptionLocalizations == null) _descriptionLocalizations = new Dictionary<string, string>();
            _descriptionLocalizations.Add(locale, description);
            return this;
        }
    }

    public class SlashCommandBuilder
    {
        public const int MaxNameLength = 32;
        public const int MaxDescriptionLength = 100;
        public const int MaxOptionsCount = 25;
        private Dictionary<string, string> _nameLocalizations;
        private Dictionary<string, string> _descriptionLocalizations;

        public string Name { get; set; }
        public string Description { get; set; }
        public List<SlashCommandOptionBuilder> Options { get; set; }
        public IReadOnlyDictionary<string, string> NameLocalizations { get { return _nameLocalizations; } }
        public IReadOnlyDictionary<string, string> DescriptionLocalizations { get { return _descriptionLocalizations; } }
        public HashSet<InteractionContextType> ContextTypes { get; set; }
        public HashSet<ApplicationIntegrationType> IntegrationTypes { get; set; }
        public bool IsDefaultPermission { get; set; } = true;
        [Obsolete("This property will be deprecated soon. Configure with ContextTypes instead.")]
        public bool IsDMEnabled { get; set; } = true;
        public bool IsNsfw { get; set; } = false;
        public GuildPermission? DefaultMemberPermissions { get; set; }

        public SlashCommandProperties Build()
        {
            return new SlashCommandProperties
            {
                Name = Name, Description = Description, IsDefaultPermission = IsDefaultPermission, NameLocalizations = _nameLocalizations,
                DescriptionLocalizations = _descriptionLocalizations,
#pragma warning disable 618
                IsDMEnabled = IsDMEnabled,
#pragma warning restore 618
                DefaultMemberPermissions = DefaultMemberPermissions,
                IsNsfw = IsNsfw, ContextTypes = ContextTypes, IntegrationTypes = IntegrationTypes,
                Options = Options != null && Options.Any() ? Options.OrderByDescending(x => x.IsRequired ?? false).Select(x => x.Build()).ToList() : null,
            };
        }

        public SlashCommandBuilder WithName(string name) { Name = name; return this; }
        public SlashCommandBuilder WithDescription(string description) { Description = description; return this; }
        public SlashCommandBuilder WithDefaultPermission(bool value) { IsDefaultPermission = value; return this; }
        [Obsolete("This method will be deprecated soon. Configure using WithContextTypes instead.")]
        public SlashCommandBuilder WithDMPermission(bool permission) { IsDMEnabled = permission; return this; }
        public SlashCommandBuilder WithDefaultMemberPermissions(GuildPermission? permissions) { DefaultMemberPermissions = permissions; return this; }
        public SlashCommandBuilder WithNsfw(bool permission) { IsNsfw = permission; return this; }
        public SlashCommandBuilder WithContextTypes(params InteractionContextType[] contextTypes) { ContextTypes = contextTypes != null ? new HashSet<InteractionContextType>(contextTypes) : null; return this; }
        public SlashCommandBuilder WithIntegrationTypes(params ApplicationIntegrationType[] integrationTypes) { IntegrationTypes = integrationTypes != null ? new HashSet<ApplicationIntegrationType>(integrationTypes) : null; return this; }

        public SlashCommandBuilder AddOption(string name, ApplicationCommandOptionType type, string description, bool? isRequired = null, bool? isDefault = null,
            bool isAutocomplete = false, double? minValue = null, double? maxValue = null, List<SlashCommandOptionBuilder> options = null,
            List<ChannelType> channelTypes = null, IDictionary<string, string> nameLocalizations = null, IDictionary<string, string> descriptionLocalizations = null,
            int? minLength = null, int? maxLength = null, params ApplicationCommandOptionChoiceProperties[] choices)
        {
            var option = new SlashCommandOptionBuilder
            {
                Name = name, Description = description, IsRequired = isRequired, IsDefault = isDefault, Options = options, Type = type, IsAutocomplete = isAutocomplete,
                Choices = (choices ?? new ApplicationCommandOptionChoiceProperties[0]).ToList(), ChannelTypes = channelTypes,
                MinValue = minValue, MaxValue = maxValue, MinLength = minLength, MaxLength = maxLength,
            };
            if (nameLocalizations != null) option.WithNameLocalizations(nameLocalizations);
            if (descriptionLocalizations != null) option.WithDescriptionLocalizations(descriptionLocalizations);
            return AddOption(option);
        }

        public SlashCommandBuilder AddOption(SlashCommandOptionBuilder option)
        {
            if (Options == null) Options = new List<SlashCommandOptionBuilder>();
            if (Options.Count >= MaxOptionsCount) throw new InvalidOperationException("Cannot have more than 25 options!");
            Options.Add(option);
            return this;
        }

        public SlashCommandBuilder AddOptions(params SlashCommandOptionBuilder[] options)
        {
            if (Options == null) Options = new List<SlashCommandOptionBuilder>();
            Options.AddRange(options);
            return this;
        }

        public SlashCommandBuilder WithNameLocalizations(IDictionary<string, string> nameLocalizations)
        {
            if (nameLocalizations == null) throw new ArgumentNullException("nameLocalizations");
            _nameLocalizations = new Dictionary<string, string>(nameLocalizations);
            return this;
        }

        public SlashCommandBuilder WithDescriptionLocalizations(IDictionary<string, string> descriptionLocalizations)
        {
            if (descriptionLocalizations == null) throw new ArgumentNullException("descriptionLocalizations");
            _descriptionLocalizations = new Dictionary<string, string>(descriptionLocalizations);
            return this;
        }

        public SlashCommandBuilder AddNameLocalization(string locale, string name)
        {
            if (_nameLocalizations == null) _nameLocalizations = new Dictionary<string, string>();
            _nameLocalizations.Add(locale, name);
            return this;
        }

        public SlashCommandBuilder AddDescriptionLocalization(string locale, string description)
        {
            if (_descriptionLocalizations == null) _descriptionLocalizations = new Dictionary<string, string>();
            _descriptionLocalizations.Add(locale, description);
            return this;
        }
    }

    /// <summary>What MessageCommandBuilder and UserCommandBuilder have alike. Discord.Net writes the two
    /// classes out in full; here they share this base, whose methods return the derived builder so a
    /// printed chain calls the same members with the same types as against Discord.Net.</summary>
    public abstract class ContextCommandBuilder<TBuilder, TProperties>
        where TBuilder : ContextCommandBuilder<TBuilder, TProperties>
        where TProperties : ApplicationCommandProperties, new()
    {
        public const int MaxNameLength = 32;
        private Dictionary<string, string> _nameLocalizations;
        public string Name { get; set; }
        public bool IsDefaultPermission { get; set; } = true;
        public IReadOnlyDictionary<string, string> NameLocalizations { get { return _nameLocalizations; } }
        [Obsolete("This property will be deprecated soon. Configure with ContextTypes instead.")]
        public bool IsDMEnabled { get; set; } = true;
        public bool IsNsfw { get; set; } = false;
        public GuildPermission? DefaultMemberPermissions { get; set; }
        public HashSet<ApplicationIntegrationType> IntegrationTypes { get; set; }
        public HashSet<InteractionContextType> ContextTypes { get; set; }

        private TBuilder Self { get { return (TBuilder)this; } }

        public TProperties Build()
        {
            return new TProperties
            {
                Name = Name, IsDefaultPermission = IsDefaultPermission,
#pragma warning disable 618
                IsDMEnabled = IsDMEnabled,
#pragma warning restore 618
                DefaultMemberPermissions = DefaultMemberPermissions, NameLocalizations = NameLocalizations,
                IsNsfw = IsNsfw, IntegrationTypes = IntegrationTypes, ContextTypes = ContextTypes,
            };
        }

        public TBuilder WithName(string name) { Name = name; return Self; }
        public TBuilder WithDefaultPermission(bool isDefaultPermission) { IsDefaultPermission = isDefaultPermission; return Self; }
        [Obsolete("This method will be deprecated soon. Configure with WithContextTypes instead.")]
        public TBuilder WithDMPermission(bool permission) { IsDMEnabled = permission; return Self; }
        public TBuilder WithNsfw(bool permission) { IsNsfw = permission; return Self; }
        public TBuilder WithDefaultMemberPermissions(GuildPermission? permissions) { DefaultMemberPermissions = permissions; return Self; }
        public TBuilder WithIntegrationTypes(params ApplicationIntegrationType[] integrationTypes) { IntegrationTypes = integrationTypes != null ? new HashSet<ApplicationIntegrationType>(integrationTypes) : null; return Self; }
        public TBuilder WithContextTypes(params InteractionContextType[] contextTypes) { ContextTypes = contextTypes != null ? new HashSet<InteractionContextType>(contextTypes) : null; return Self; }

        public TBuilder WithNameLocalizations(IDictionary<string, string> nameLocalizations)
        {
            if (nameLocalizations == null) throw new ArgumentNullException("nameLocalizations");
            _nameLocalizations = new Dictionary<string, string>(nameLocalizations);
            return Self;
        }

        public TBuilder AddNameLocalization(string locale, string name)
        {
            if (_nameLocalizations == null) _nameLocalizations = new Dictionary<string, string>();
            _nameLocalizations.Add(locale, name);
            return Self;
        }
    }

    public class MessageCommandBuilder : ContextCommandBuilder<MessageCommandBuilder, MessageCommandProperties> { }

    public class UserCommandBuilder : ContextCommandBuilder<UserCommandBuilder, UserCommandProperties> { }
}
