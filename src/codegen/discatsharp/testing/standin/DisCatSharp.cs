// Stand-in of DisCatSharp (github.com/Aiko-IT-Systems/DisCatSharp, commit
// e5637375fe613c51e8b95c87bc2bf6a077a5c606, VersionPrefix 10.7.1 = after tag v10.7.1-nightly-026),
// only what a bot needs to build the sample designs, register commands, route component
// interactions by custom_id and read a modal submit. Names, namespaces, constructor and method
// signatures, optional parameters and [JsonProperty] annotations follow these files:
//   DisCatSharp/Entities/Components/** (buttons, selects, text input, V2Components/*)
//   DisCatSharp/Entities/Message/DiscordMessageBuilder.cs, Entities/Core/DisCatSharpBuilder.cs,
//   Entities/Message/DiscordMentions.cs, Mentions.cs, DiscordAttachment.cs, DiscordUnfurledMedia.cs,
//   Entities/Message/Polls/*, Entities/Emoji/PartialEmoji.cs, Entities/Embed/*,
//   Entities/Interaction/DiscordInteractionModalBuilder.cs, DiscordInteraction.cs, DiscordInteractionData.cs,
//   Entities/Application/DiscordApplicationCommand*.cs, Entities/Color/DiscordColor.cs,
//   Net/Rest/DiscordApiClient.cs (CreateMessageAsync, CreateInteractionModalResponseAsync,
//   BulkOverwriteGlobalApplicationCommandsAsync), Net/Abstractions/Rest/Rest*Payloads.cs,
//   Clients/DiscordClient.cs (BulkOverwriteGuildApplicationCommandsAsync(ulong guildId,
//   IEnumerable<DiscordApplicationCommand> commands, CancellationToken cancellationToken = default),
//   checked against that file at the commit above, line 1763),
//   EventArgs/Interaction/ComponentInteractionCreateEventArgs.cs,
//   DisCatSharp.Common/Utilities/AsyncEvent/*.
// Differences forced by the compiler (mcs, C# 7): nullable reference annotations (string?) are
// omitted; collection expressions and `is not` patterns are written out. Argument validation the
// real constructors do is kept where it shapes the payload (defaults, custom ids) and otherwise left
// out. Instead of talking to Discord, the send, modal-response and bulk-overwrite entry points print
// the JSON the library would send as one line {"kind":...,"body":...} (see StandIn.Recorder).
using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using DisCatSharp.Common.Utilities;
using DisCatSharp.Entities;
using DisCatSharp.Enums;
using DisCatSharp.EventArgs;
using DisCatSharp.StandIn;
using Newtonsoft.Json;

namespace DisCatSharp.Common.Utilities
{
    public class AsyncEventArgs : System.EventArgs
    {
        public bool Handled { get; set; }
    }

    public delegate Task AsyncEventHandler<in TSender, in TArgs>(TSender sender, TArgs e) where TArgs : AsyncEventArgs;
}

namespace DisCatSharp.Enums
{
    public enum ComponentType
    {
        ActionRow = 1, Button = 2, StringSelect = 3, TextInput = 4, UserSelect = 5, RoleSelect = 6,
        MentionableSelect = 7, ChannelSelect = 8, Section = 9, TextDisplay = 10, Thumbnail = 11,
        MediaGallery = 12, File = 13, Separator = 14, ContentInventoryEntry = 16, Container = 17,
        Label = 18, FileUpload = 19, CheckpointCard = 20, RadioGroup = 21, CheckboxGroup = 22, Checkbox = 23,
    }

    public enum ButtonStyle { Primary = 1, Secondary = 2, Success = 3, Danger = 4, Link = 5, Premium = 6 }

    public enum TextComponentStyle { Small = 1, Paragraph = 2 }

    public enum SeparatorSpacingSize { Small = 1, Large = 2 }

    public enum PollLayoutType { Default = 1 }

    public enum ChannelType
    {
        Text = 0, Private = 1, Voice = 2, Group = 3, Category = 4, News = 5, NewsThread = 10,
        PublicThread = 11, PrivateThread = 12, Stage = 13, GuildDirectory = 14, Forum = 15, GuildMedia = 16,
    }

    public enum ApplicationCommandType { ChatInput = 1, User = 2, Message = 3, PrimaryEntryPoint = 4 }

    public enum ApplicationCommandOptionType
    {
        SubCommand = 1, SubCommandGroup = 2, String = 3, Integer = 4, Boolean = 5, User = 6,
        Channel = 7, Role = 8, Mentionable = 9, Number = 10, Attachment = 11,
    }

    public enum InteractionContextType { Guild = 0, BotDm = 1, PrivateChannel = 2 }

    public enum ApplicationCommandIntegrationTypes { GuildInstall = 0, UserInstall = 1 }

    public enum ApplicationCommandHandlerType { AppHandler = 1, DiscordLaunchActivity = 2 }

    public enum InteractionType { Ping = 1, ApplicationCommand = 2, Component = 3, AutoComplete = 4, ModalSubmit = 5 }

    public enum InteractionResponseType
    {
        Pong = 1, ChannelMessageWithSource = 4, DeferredChannelMessageWithSource = 5,
        DeferredMessageUpdate = 6, UpdateMessage = 7, AutoCompleteResult = 8, Modal = 9,
    }

    public enum ModifyMode { Update = 0, Replace = 1 }

    [Flags]
    public enum MessageFlags : long
    {
        None = 0, SuppressedEmbeds = 1L << 2, SuppressNotifications = 1L << 12,
        IsVoiceMessage = 1L << 13, IsComponentsV2 = 1L << 15,
    }

    [Flags]
    public enum Permissions : long
    {
        None = 0, Administrator = 1L << 3, ManageChannels = 1L << 4, ManageGuild = 1L << 5,
        SendMessages = 1L << 11, ManageMessages = 1L << 13, ModerateMembers = 1L << 40,
    }

    [Flags]
    public enum UnfurledMediaFlags : long { None = 0 }

    public enum LoadingState { Unknown = 0 }

    [Flags]
    public enum AttachmentFlags { None = 0 }
}

namespace DisCatSharp.Entities
{
    public interface IOptional
    {
        bool HasValue { get; }
        object RawValue { get; }
    }

    public readonly struct Optional<T> : IOptional
    {
        private readonly T _val;

        public Optional(T value)
        {
            this._val = value;
            this.HasValue = true;
        }

        public bool HasValue { get; }
        public object RawValue { get { return this._val; } }
        public T Value { get { if (!this.HasValue) throw new InvalidOperationException("Value is not set."); return this._val; } }

        public static implicit operator Optional<T>(T val) { return new Optional<T>(val); }

        public Optional<TTarget> Map<TTarget>(Func<T, TTarget> mapper)
        {
            return this.HasValue ? new Optional<TTarget>(mapper(this._val)) : default(Optional<TTarget>);
        }
    }

    public abstract class ObservableApiObject
    {
    }

    public class SnowflakeObject : ObservableApiObject
    {
        [JsonProperty("id")]
        public ulong Id { get; internal set; }
    }

    public sealed class DiscordUri : IJsonString
    {
        private readonly string _value;

        public DiscordUri(string value) { this._value = value; }

        public DiscordUri(Uri value) { this._value = value.OriginalString; }

        public override string ToString() { return this._value; }

        string IJsonString.JsonString { get { return this._value; } }
    }

    public readonly struct DiscordColor
    {
        public DiscordColor(int color) { this.Value = color; }

        public DiscordColor(byte r, byte g, byte b) { this.Value = (r << 16) | (g << 8) | b; }

        public DiscordColor(string color)
        {
            if (color.StartsWith("#")) color = color.Substring(1);
            this.Value = int.Parse(color, System.Globalization.NumberStyles.HexNumber, System.Globalization.CultureInfo.InvariantCulture);
        }

        public int Value { get; }
    }

    // ---- components -------------------------------------------------------------------------------

    public class DiscordComponent : ObservableApiObject
    {
        internal DiscordComponent() { }

        [JsonProperty("type", NullValueHandling = NullValueHandling.Ignore)]
        public ComponentType Type { get; internal set; }

        [JsonProperty("custom_id", NullValueHandling = NullValueHandling.Ignore)]
        public virtual string CustomId { get; internal set; }

        [JsonProperty("id", NullValueHandling = NullValueHandling.Ignore)]
        public int? Id { get; internal set; }

        public virtual IEnumerable<DiscordComponent> GetChildren() { yield break; }
    }

    public interface ILabelComponent { }

    public sealed class DiscordComponentEmoji : ObservableApiObject
    {
        public DiscordComponentEmoji() { }

        public DiscordComponentEmoji(ulong id) { this.Id = id; }

        public DiscordComponentEmoji(string name) { this.Name = name; }

        [JsonProperty("id", NullValueHandling = NullValueHandling.Ignore)]
        public ulong Id { get; set; }

        [JsonProperty("name", NullValueHandling = NullValueHandling.Ignore)]
        public string Name { get; set; }
    }

    public sealed class DiscordActionRowComponent : DiscordComponent
    {
        [JsonProperty("components", NullValueHandling = NullValueHandling.Ignore)]
        private List<DiscordComponent> _components;

        public DiscordActionRowComponent(IEnumerable<DiscordComponent> components) : this()
        {
            this.Components = components.ToList().AsReadOnly();
        }

        internal DiscordActionRowComponent() { this.Type = ComponentType.ActionRow; }

        [JsonIgnore]
        public IReadOnlyCollection<DiscordComponent> Components
        {
            get { return this._components; }
            set { this._components = value.ToList(); }
        }

        public DiscordActionRowComponent WithId(int id) { this.Id = id; return this; }

        public override IEnumerable<DiscordComponent> GetChildren() { return this.Components; }
    }

    public class DiscordSectionAccessory : DiscordComponent { }

    public class DiscordBaseButtonComponent : DiscordSectionAccessory
    {
        [JsonProperty("disabled", NullValueHandling = NullValueHandling.Ignore)]
        public bool Disabled { get; internal set; }

        public DiscordBaseButtonComponent Enable() { return this.SetState(false); }
        public DiscordBaseButtonComponent Disable() { return this.SetState(true); }
        public DiscordBaseButtonComponent SetState(bool disabled) { this.Disabled = disabled; return this; }
        public DiscordBaseButtonComponent WithId(int id) { this.Id = id; return this; }
    }

    public sealed class DiscordButtonComponent : DiscordBaseButtonComponent
    {
        internal DiscordButtonComponent() { this.Type = ComponentType.Button; this.CustomId = Guid.NewGuid().ToString(); }

        public DiscordButtonComponent(ButtonStyle style, string customId = null, string label = null, bool disabled = false, DiscordComponentEmoji emoji = null) : this()
        {
            if (style == ButtonStyle.Link || style == ButtonStyle.Premium)
                throw new System.ComponentModel.InvalidEnumArgumentException("Can not use link or premium style on this type of button");
            this.Style = style;
            this.CustomId = customId ?? Guid.NewGuid().ToString();
            this.Disabled = disabled;
            if (emoji != null)
            {
                this.Label = label;
                this.Emoji = emoji;
            }
            else
            {
                if (label == null) throw new ArgumentException("Label can only be null if emoji is set.");
                this.Label = label;
            }
        }

        [JsonProperty("custom_id", NullValueHandling = NullValueHandling.Ignore)]
        public override string CustomId { get; internal set; }

        [JsonProperty("style", NullValueHandling = NullValueHandling.Ignore)]
        public ButtonStyle Style { get; internal set; }

        [JsonProperty("label", NullValueHandling = NullValueHandling.Ignore)]
        public string Label { get; internal set; }

        [JsonProperty("emoji", NullValueHandling = NullValueHandling.Ignore)]
        public DiscordComponentEmoji Emoji { get; internal set; }

        public new DiscordButtonComponent Enable() { return this.SetState(false); }
        public new DiscordButtonComponent Disable() { return this.SetState(true); }
        public new DiscordButtonComponent SetState(bool disabled) { this.Disabled = disabled; return this; }
        public new DiscordButtonComponent WithId(int id) { this.Id = id; return this; }
    }

    public class DiscordLinkButtonComponent : DiscordBaseButtonComponent
    {
        public DiscordLinkButtonComponent(string url, string label, bool disabled = false, DiscordComponentEmoji emoji = null) : this()
        {
            this.Url = url;
            this.Label = label;
            this.Disabled = disabled;
            this.Emoji = emoji;
        }

        public DiscordLinkButtonComponent() { this.Type = ComponentType.Button; this.Style = ButtonStyle.Link; }

        [JsonProperty("url", NullValueHandling = NullValueHandling.Ignore)]
        public string Url { get; set; }

        [JsonProperty("label", NullValueHandling = NullValueHandling.Ignore)]
        public string Label { get; set; }

        [JsonProperty("emoji", NullValueHandling = NullValueHandling.Ignore)]
        public DiscordComponentEmoji Emoji { get; set; }

        [JsonProperty("style", NullValueHandling = NullValueHandling.Ignore)]
        internal ButtonStyle Style { get; set; }

        public new DiscordLinkButtonComponent Enable() { return this.SetState(false); }
        public new DiscordLinkButtonComponent Disable() { return this.SetState(true); }
        public new DiscordLinkButtonComponent SetState(bool disabled) { this.Disabled = disabled; return this; }
        public new DiscordLinkButtonComponent WithId(int id) { this.Id = id; return this; }
    }

    // Entities/Components/Buttons/DiscordPremiumButtonComponent.cs
    public class DiscordPremiumButtonComponent : DiscordBaseButtonComponent
    {
        public DiscordPremiumButtonComponent(ulong skuId, bool disabled = false) : this()
        {
            this.SkuId = skuId;
            this.Disabled = disabled;
        }

        public DiscordPremiumButtonComponent() { this.Type = ComponentType.Button; }

        [JsonProperty("sku_id", NullValueHandling = NullValueHandling.Ignore)]
        public ulong SkuId { get; set; }

        [JsonProperty("style", NullValueHandling = NullValueHandling.Ignore)]
        internal ButtonStyle Style { get; set; } = ButtonStyle.Premium;

        public new DiscordPremiumButtonComponent Enable() { return this.SetState(false); }
        public new DiscordPremiumButtonComponent Disable() { return this.SetState(true); }
        public new DiscordPremiumButtonComponent SetState(bool disabled) { this.Disabled = disabled; return this; }
        public new DiscordPremiumButtonComponent WithId(int id) { this.Id = id; return this; }
    }

    public sealed class DiscordSelectDefaultValue
    {
        public DiscordSelectDefaultValue(ulong id, string type) { this.Id = id; this.Type = type; }

        [JsonProperty("id", NullValueHandling = NullValueHandling.Ignore)]
        public ulong Id { get; internal set; }

        [JsonProperty("type", NullValueHandling = NullValueHandling.Ignore)]
        public string Type { get; internal set; }
    }

    public class DiscordBaseSelectComponent : DiscordComponent, ILabelComponent
    {
        private string[] _selectedValues;

        internal DiscordBaseSelectComponent(ComponentType type, string placeholder, string customId = null, int minOptions = 1, int maxOptions = 1, bool disabled = false, IEnumerable<DiscordSelectDefaultValue> defaultValues = null, bool? required = null)
        {
            this.Type = type;
            this.CustomId = customId ?? Guid.NewGuid().ToString();
            this.Disabled = disabled;
            this.Placeholder = placeholder;
            this.MinimumSelectedValues = minOptions;
            this.MaximumSelectedValues = maxOptions;
            this.DefaultValues = defaultValues == null ? null : defaultValues.ToList();
            this.Required = required;
            if (required == true && this.MinimumSelectedValues == 0)
                this.MinimumSelectedValues = 1;
        }

        internal DiscordBaseSelectComponent() { this.CustomId = Guid.NewGuid().ToString(); }

        [JsonProperty("custom_id", NullValueHandling = NullValueHandling.Ignore)]
        public override string CustomId { get; internal set; }

        [JsonProperty("placeholder", NullValueHandling = NullValueHandling.Ignore)]
        public string Placeholder { get; internal set; }

        [JsonProperty("min_values", NullValueHandling = NullValueHandling.Ignore)]
        public int? MinimumSelectedValues { get; internal set; } = 1;

        [JsonProperty("max_values", NullValueHandling = NullValueHandling.Ignore)]
        public int? MaximumSelectedValues { get; internal set; } = 1;

        [JsonProperty("disabled", NullValueHandling = NullValueHandling.Ignore)]
        public bool Disabled { get; internal set; }

        [JsonProperty("default_values", NullValueHandling = NullValueHandling.Ignore)]
        public List<DiscordSelectDefaultValue> DefaultValues { get; internal set; }

        [JsonProperty("required", NullValueHandling = NullValueHandling.Ignore)]
        public bool? Required { get; internal set; }

        /// <summary>The values picked in a submitted modal (reading it is recorded by the stand-in).</summary>
        [JsonProperty("values", NullValueHandling = NullValueHandling.Ignore)]
        public string[] SelectedValues
        {
            get { Recorder.Read(this, "string[]"); return this._selectedValues; }
            internal set { this._selectedValues = value; }
        }
    }

    public sealed class DiscordStringSelectComponentOption : ObservableApiObject
    {
        public DiscordStringSelectComponentOption(string label, string value, string description = null, bool isDefault = false, DiscordComponentEmoji emoji = null)
        {
            this.Label = label;
            this.Value = value;
            this.Description = description;
            this.Default = isDefault;
            this.Emoji = emoji;
        }

        [JsonProperty("label", NullValueHandling = NullValueHandling.Ignore)]
        public string Label { get; internal set; }

        [JsonProperty("value", NullValueHandling = NullValueHandling.Ignore)]
        public string Value { get; internal set; }

        [JsonProperty("default", NullValueHandling = NullValueHandling.Ignore)]
        public bool Default { get; internal set; }

        [JsonProperty("description", NullValueHandling = NullValueHandling.Ignore)]
        public string Description { get; internal set; }

        [JsonProperty("emoji", NullValueHandling = NullValueHandling.Ignore)]
        public DiscordComponentEmoji Emoji { get; internal set; }
    }

    public sealed class DiscordStringSelectComponent : DiscordBaseSelectComponent
    {
        public DiscordStringSelectComponent(string placeholder, IEnumerable<DiscordStringSelectComponentOption> options, string customId = null, int minOptions = 0, int maxOptions = 1, bool disabled = false, bool? required = null)
            : base(ComponentType.StringSelect, placeholder, customId, minOptions, maxOptions, disabled, required: required)
        {
            this.Options = options.ToList();
        }

        public DiscordStringSelectComponent() { this.Type = ComponentType.StringSelect; }

        [JsonProperty("options", NullValueHandling = NullValueHandling.Ignore)]
        public IReadOnlyList<DiscordStringSelectComponentOption> Options { get; internal set; } = new List<DiscordStringSelectComponentOption>();

        public DiscordStringSelectComponent Enable() { this.Disabled = false; return this; }
        public DiscordStringSelectComponent Disable() { this.Disabled = true; return this; }
        public DiscordStringSelectComponent WithId(int id) { this.Id = id; return this; }
    }

    public sealed class DiscordUserSelectComponent : DiscordBaseSelectComponent
    {
        public DiscordUserSelectComponent(string placeholder, string customId = null, int minOptions = 1, int maxOptions = 1, bool disabled = false, IEnumerable<DiscordSelectDefaultValue> defaultValues = null, bool? required = null)
            : base(ComponentType.UserSelect, placeholder, customId, minOptions, maxOptions, disabled, defaultValues, required) { }

        public DiscordUserSelectComponent() { this.Type = ComponentType.UserSelect; }

        public DiscordUserSelectComponent Enable() { this.Disabled = false; return this; }
        public DiscordUserSelectComponent Disable() { this.Disabled = true; return this; }
        public DiscordUserSelectComponent WithId(int id) { this.Id = id; return this; }
    }

    public sealed class DiscordRoleSelectComponent : DiscordBaseSelectComponent
    {
        public DiscordRoleSelectComponent(string placeholder, string customId = null, int minOptions = 1, int maxOptions = 1, bool disabled = false, IEnumerable<DiscordSelectDefaultValue> defaultValues = null, bool? required = null)
            : base(ComponentType.RoleSelect, placeholder, customId, minOptions, maxOptions, disabled, defaultValues, required) { }

        public DiscordRoleSelectComponent() { this.Type = ComponentType.RoleSelect; }

        public DiscordRoleSelectComponent Enable() { this.Disabled = false; return this; }
        public DiscordRoleSelectComponent Disable() { this.Disabled = true; return this; }
        public DiscordRoleSelectComponent WithId(int id) { this.Id = id; return this; }
    }

    public sealed class DiscordMentionableSelectComponent : DiscordBaseSelectComponent
    {
        public DiscordMentionableSelectComponent(string placeholder, string customId = null, int minOptions = 1, int maxOptions = 1, bool disabled = false, IEnumerable<DiscordSelectDefaultValue> defaultValues = null, bool? required = null)
            : base(ComponentType.MentionableSelect, placeholder, customId, minOptions, maxOptions, disabled, defaultValues, required) { }

        public DiscordMentionableSelectComponent() { this.Type = ComponentType.MentionableSelect; }

        public DiscordMentionableSelectComponent Enable() { this.Disabled = false; return this; }
        public DiscordMentionableSelectComponent Disable() { this.Disabled = true; return this; }
        public DiscordMentionableSelectComponent WithId(int id) { this.Id = id; return this; }
    }

    public sealed class DiscordChannelSelectComponent : DiscordBaseSelectComponent
    {
        public DiscordChannelSelectComponent(string placeholder, IEnumerable<ChannelType> channelTypes = null, string customId = null, int minOptions = 1, int maxOptions = 1, bool disabled = false, IEnumerable<DiscordSelectDefaultValue> defaultValues = null, bool? required = null)
            : base(ComponentType.ChannelSelect, placeholder, customId, minOptions, maxOptions, disabled, defaultValues, required)
        {
            this.ChannelTypes = channelTypes == null ? new ChannelType[0] : channelTypes.ToArray();
        }

        public DiscordChannelSelectComponent() { this.Type = ComponentType.ChannelSelect; }

        [JsonProperty("channel_types", NullValueHandling = NullValueHandling.Ignore)]
        public IReadOnlyList<ChannelType> ChannelTypes { get; internal set; }

        public DiscordChannelSelectComponent Enable() { this.Disabled = false; return this; }
        public DiscordChannelSelectComponent Disable() { this.Disabled = true; return this; }
        public DiscordChannelSelectComponent WithId(int id) { this.Id = id; return this; }
    }

    public sealed class DiscordTextInputComponent : DiscordComponent, ILabelComponent
    {
        private string _value;

        internal DiscordTextInputComponent() { this.Type = ComponentType.TextInput; this.CustomId = Guid.NewGuid().ToString(); }

        [Obsolete("Deprecated in favor of DiscordLabelComponent. Use overload without label in the new component.")]
        public DiscordTextInputComponent(TextComponentStyle style, string label, string customId = null, string placeholder = null, int? minLength = null, int? maxLength = null, bool required = true, string defaultValue = null)
            : this(style, customId, placeholder, minLength, maxLength, required, defaultValue)
        {
            this.Label = label;
        }

        public DiscordTextInputComponent(TextComponentStyle style, string customId = null, string placeholder = null, int? minLength = null, int? maxLength = null, bool required = true, string defaultValue = null)
            : this()
        {
            this.Style = style;
            this.CustomId = customId ?? Guid.NewGuid().ToString();
            this.MinLength = minLength;
            this.MaxLength = maxLength ?? (style == TextComponentStyle.Paragraph ? 4000 : 256);
            this.Placeholder = placeholder;
            this.Required = required;
            this._value = defaultValue;
        }

        [JsonProperty("custom_id", NullValueHandling = NullValueHandling.Ignore)]
        public override string CustomId { get; internal set; }

        [JsonProperty("style", NullValueHandling = NullValueHandling.Ignore)]
        public TextComponentStyle Style { get; internal set; }

        [JsonProperty("label", NullValueHandling = NullValueHandling.Ignore)]
        public string Label { get; internal set; }

        [JsonProperty("placeholder", NullValueHandling = NullValueHandling.Ignore)]
        public string Placeholder { get; internal set; }

        /// <summary>The pre-filled text, or what was typed in a submitted modal (reading it is recorded).</summary>
        [JsonProperty("value", NullValueHandling = NullValueHandling.Ignore)]
        public string Value
        {
            get { Recorder.Read(this, "string"); return this._value; }
            internal set { this._value = value; }
        }

        [JsonProperty("min_length", NullValueHandling = NullValueHandling.Ignore)]
        public int? MinLength { get; internal set; } = 0;

        [JsonProperty("max_length", NullValueHandling = NullValueHandling.Ignore)]
        public int? MaxLength { get; internal set; }

        [JsonProperty("required", NullValueHandling = NullValueHandling.Ignore)]
        public bool Required { get; internal set; }

        public DiscordTextInputComponent WithId(int id) { this.Id = id; return this; }

        internal string PeekValue { get { return this._value; } }
    }

    public sealed class DiscordTextDisplayComponent : DiscordComponent
    {
        internal DiscordTextDisplayComponent() { this.Type = ComponentType.TextDisplay; }

        public DiscordTextDisplayComponent(string content) : this() { this.Content = content; }

        [JsonProperty("content")]
        public string Content { get; internal set; }

        public DiscordTextDisplayComponent WithId(int id) { this.Id = id; return this; }
    }

    public class DiscordUnfurledMedia : ObservableApiObject
    {
        [JsonProperty("url", NullValueHandling = NullValueHandling.Ignore)]
        public DiscordUri Url { get; internal set; }

        [JsonProperty("proxy_url", NullValueHandling = NullValueHandling.Ignore)]
        public DiscordUri ProxyUrl { get; internal set; }

        [JsonProperty("content_type", NullValueHandling = NullValueHandling.Ignore)]
        public string ContentType { get; internal set; }

        [JsonProperty("height", NullValueHandling = NullValueHandling.Ignore)]
        public int? Height { get; internal set; }

        [JsonProperty("width", NullValueHandling = NullValueHandling.Ignore)]
        public int? Width { get; internal set; }

        [JsonProperty("flags", NullValueHandling = NullValueHandling.Ignore)]
        public UnfurledMediaFlags Flags { get; internal set; } = UnfurledMediaFlags.None;

        [JsonProperty("placeholder", NullValueHandling = NullValueHandling.Ignore)]
        public string Placeholder { get; internal set; }

        [JsonProperty("placeholder_version", NullValueHandling = NullValueHandling.Ignore)]
        public int? PlaceholderVersion { get; internal set; }

        [JsonProperty("loading_state", NullValueHandling = NullValueHandling.Ignore)]
        public LoadingState LoadingState { get; internal set; } = LoadingState.Unknown;

        [JsonProperty("attachment_id", NullValueHandling = NullValueHandling.Ignore)]
        public ulong? AttachmentId { get; internal set; }
    }

    public sealed class DiscordUnfurledMediaItem : DiscordUnfurledMedia
    {
        internal DiscordUnfurledMediaItem() { }

        internal DiscordUnfurledMediaItem(string url) { this.Url = new DiscordUri(url); }
    }

    public sealed class DiscordThumbnailComponent : DiscordSectionAccessory
    {
        internal DiscordThumbnailComponent() { this.Type = ComponentType.Thumbnail; }

        internal DiscordThumbnailComponent(string url, string description = null, bool? spoiler = null) : this()
        {
            this.Media = new DiscordUnfurledMediaItem(url);
            this.Description = description;
            this.Spoiler = spoiler;
        }

        [JsonProperty("media")]
        public DiscordUnfurledMediaItem Media { get; internal set; }

        [JsonProperty("description", NullValueHandling = NullValueHandling.Ignore)]
        public string Description { get; internal set; }

        [JsonProperty("spoiler", NullValueHandling = NullValueHandling.Ignore)]
        public bool? Spoiler { get; internal set; }

        public DiscordThumbnailComponent WithId(int id) { this.Id = id; return this; }
    }

    public sealed class DiscordSectionComponent : DiscordComponent
    {
        public DiscordSectionComponent() { this.Type = ComponentType.Section; }

        public DiscordSectionComponent(IEnumerable<DiscordTextDisplayComponent> components) : this()
        {
            var comps = components.ToList();
            if (comps.Count > 3) throw new ArgumentException("You can only have up to 3 components in a section.");
            this.Components = comps;
        }

        [JsonProperty("components", NullValueHandling = NullValueHandling.Ignore)]
        public List<DiscordTextDisplayComponent> Components { get; internal set; } = new List<DiscordTextDisplayComponent>();

        [JsonProperty("accessory", NullValueHandling = NullValueHandling.Ignore)]
        public DiscordSectionAccessory Accessory { get; internal set; }

        public override IEnumerable<DiscordComponent> GetChildren()
        {
            foreach (var comp in this.Components) yield return comp;
            if (this.Accessory is DiscordBaseButtonComponent) yield return this.Accessory;
        }

        public DiscordSectionComponent WithThumbnailComponent(string url, string description = null, bool? spoiler = null)
        {
            this.Accessory = new DiscordThumbnailComponent(url, description, spoiler);
            return this;
        }

        public DiscordSectionComponent WithButtonComponent(DiscordBaseButtonComponent button) { this.Accessory = button; return this; }

        public DiscordSectionComponent WithId(int id) { this.Id = id; return this; }

        public DiscordSectionComponent AddTextDisplayComponent(DiscordTextDisplayComponent component)
        {
            if (this.Components.Count >= 3) throw new ArgumentException("You can only have up to 3 components in a section.");
            this.Components.Add(component);
            return this;
        }

        public DiscordSectionComponent AddTextDisplayComponents(IEnumerable<DiscordTextDisplayComponent> components)
        {
            if (this.Components.Count >= 3) throw new ArgumentException("You can only have up to 3 components in a section.");
            this.Components.AddRange(components);
            return this;
        }
    }

    public sealed class DiscordMediaGalleryItem
    {
        internal DiscordMediaGalleryItem() { }

        public DiscordMediaGalleryItem(string url, string description = null, bool? spoiler = null)
        {
            this.Media = new DiscordUnfurledMediaItem(url);
            this.Description = description;
            this.Spoiler = spoiler;
        }

        [JsonProperty("media")]
        public DiscordUnfurledMediaItem Media { get; internal set; }

        [JsonProperty("description", NullValueHandling = NullValueHandling.Ignore)]
        public string Description { get; internal set; }

        [JsonProperty("spoiler", NullValueHandling = NullValueHandling.Ignore)]
        public bool? Spoiler { get; internal set; }
    }

    public sealed class DiscordMediaGalleryComponent : DiscordComponent
    {
        internal DiscordMediaGalleryComponent() { this.Type = ComponentType.MediaGallery; }

        public DiscordMediaGalleryComponent(IEnumerable<DiscordMediaGalleryItem> items) : this()
        {
            var it = items.ToList();
            if (it.Count > 10) throw new ArgumentException("You can only have up to 10 items in a media gallery.");
            this.Items = it;
        }

        [JsonProperty("items", NullValueHandling = NullValueHandling.Ignore)]
        public List<DiscordMediaGalleryItem> Items { get; internal set; } = new List<DiscordMediaGalleryItem>();

        public DiscordMediaGalleryComponent WithId(int id) { this.Id = id; return this; }
    }

    public sealed class DiscordFileDisplayComponent : DiscordComponent
    {
        internal DiscordFileDisplayComponent() { this.Type = ComponentType.File; }

        public DiscordFileDisplayComponent(string url, bool? spoiler) : this()
        {
            if (string.IsNullOrEmpty(url)) throw new ArgumentException("url");
            if (!url.StartsWith("attachment://", StringComparison.Ordinal))
                throw new ArgumentException("File URL must start with 'attachment://'.", "url");
            this.File = new DiscordUnfurledMediaItem(url);
            this.Spoiler = spoiler;
        }

        [JsonProperty("file")]
        public DiscordUnfurledMediaItem File { get; internal set; }

        [JsonProperty("size", NullValueHandling = NullValueHandling.Ignore)]
        public int Size { get; internal set; }

        [JsonProperty("name", NullValueHandling = NullValueHandling.Ignore)]
        public string Name { get; internal set; }

        [JsonProperty("spoiler", NullValueHandling = NullValueHandling.Ignore)]
        public bool? Spoiler { get; internal set; }

        public DiscordFileDisplayComponent WithId(int id) { this.Id = id; return this; }
    }

    public sealed class DiscordSeparatorComponent : DiscordComponent
    {
        internal DiscordSeparatorComponent() { this.Type = ComponentType.Separator; }

        public DiscordSeparatorComponent(bool? divider = null, SeparatorSpacingSize? spacing = null) : this()
        {
            this.Divider = divider;
            this.Spacing = spacing;
        }

        [JsonProperty("spacing", NullValueHandling = NullValueHandling.Ignore)]
        public SeparatorSpacingSize? Spacing { get; set; }

        [JsonProperty("divider", NullValueHandling = NullValueHandling.Ignore)]
        public bool? Divider { get; internal set; }

        public DiscordSeparatorComponent WithId(int id) { this.Id = id; return this; }
    }

    public sealed class DiscordContainerComponent : DiscordComponent
    {
        internal DiscordContainerComponent() { this.Type = ComponentType.Container; }

        public DiscordContainerComponent(IEnumerable<DiscordComponent> components, bool? spoiler = null, DiscordColor? accentColor = null) : this()
        {
            this.Components = components.ToList();
            this.Spoiler = spoiler;
            this.AccentColor = accentColor;
        }

        public DiscordContainerComponent(bool? spoiler = null, DiscordColor? accentColor = null) : this()
        {
            this.Spoiler = spoiler;
            this.AccentColor = accentColor;
        }

        [JsonProperty("components", NullValueHandling = NullValueHandling.Ignore)]
        public IReadOnlyList<DiscordComponent> Components { get; internal set; } = new List<DiscordComponent>();

        [JsonIgnore]
        public DiscordColor? AccentColor { get; internal set; }

        [JsonProperty("accent_color", NullValueHandling = NullValueHandling.Ignore)]
        internal int? AccentColorInt { get { return this.AccentColor.HasValue ? (int?)this.AccentColor.Value.Value : null; } }

        [JsonProperty("spoiler", NullValueHandling = NullValueHandling.Ignore)]
        public bool? Spoiler { get; internal set; }

        public DiscordContainerComponent AddComponents(IEnumerable<DiscordComponent> components)
        {
            this.Components = this.Components.Concat(components).ToList();
            return this;
        }

        public DiscordContainerComponent AddComponent(DiscordComponent component)
        {
            this.Components = this.Components.Concat(new[] { component }).ToList();
            return this;
        }

        public DiscordContainerComponent WithId(int id) { this.Id = id; return this; }

        public override IEnumerable<DiscordComponent> GetChildren() { return this.Components; }
    }

    public sealed class DiscordLabelComponent : DiscordComponent
    {
        internal DiscordLabelComponent() { this.Type = ComponentType.Label; }

        public DiscordLabelComponent(string label, string description = null, ILabelComponent component = null) : this()
        {
            this.Label = label;
            this.Description = description;
            this.Component = component;
        }

        public DiscordLabelComponent WithTextComponent(DiscordTextInputComponent component) { this.Component = component; return this; }
        public DiscordLabelComponent WithSelectComponent(DiscordBaseSelectComponent component) { this.Component = component; return this; }
        public DiscordLabelComponent WithFileUploadComponent(DiscordFileUploadComponent component) { this.Component = component; return this; }
        public DiscordLabelComponent WithRadioGroupComponent(DiscordRadioGroupComponent component) { this.Component = component; return this; }
        public DiscordLabelComponent WithCheckboxGroupComponent(DiscordCheckboxGroupComponent component) { this.Component = component; return this; }
        public DiscordLabelComponent WithCheckboxComponent(DiscordCheckboxComponent component) { this.Component = component; return this; }

        [JsonProperty("label")]
        public string Label { get; internal set; }

        [JsonProperty("description")]
        public string Description { get; internal set; }

        [JsonProperty("component")]
        public ILabelComponent Component { get; internal set; }

        [JsonIgnore]
        public ComponentType SubComponentType { get { return ((DiscordComponent)this.Component).Type; } }

        public override IEnumerable<DiscordComponent> GetChildren()
        {
            var component = this.Component as DiscordComponent;
            if (component != null) yield return component;
        }

        public DiscordLabelComponent WithId(int id) { this.Id = id; return this; }
    }

    public sealed class DiscordFileUploadComponent : DiscordComponent, ILabelComponent
    {
        private string[] _values;

        internal DiscordFileUploadComponent() { this.Type = ComponentType.FileUpload; this.CustomId = Guid.NewGuid().ToString(); }

        public DiscordFileUploadComponent(string customId = null, int minOptions = 1, int maxOptions = 1, bool required = true, string[] fileTypes = null) : this()
        {
            this.CustomId = customId ?? Guid.NewGuid().ToString();
            this.MinimumValues = minOptions;
            this.MaximumValues = maxOptions;
            this.Required = required;
            this.FileTypes = fileTypes != null && fileTypes.Length > 0 ? fileTypes : null;
        }

        [JsonProperty("custom_id", NullValueHandling = NullValueHandling.Ignore)]
        public override string CustomId { get; internal set; }

        [JsonProperty("required", NullValueHandling = NullValueHandling.Ignore)]
        public bool? Required { get; internal set; }

        [JsonProperty("min_values", NullValueHandling = NullValueHandling.Ignore)]
        public int? MinimumValues { get; internal set; } = 1;

        [JsonProperty("max_values", NullValueHandling = NullValueHandling.Ignore)]
        public int? MaximumValues { get; internal set; } = 1;

        [JsonProperty("disabled", NullValueHandling = NullValueHandling.Ignore)]
        public bool Disabled { get; internal set; }

        [JsonProperty("file_types", NullValueHandling = NullValueHandling.Ignore)]
        public string[] FileTypes { get; internal set; }

        public DiscordFileUploadComponent Enable() { return this.SetState(false); }
        public DiscordFileUploadComponent Disable() { return this.SetState(true); }
        public DiscordFileUploadComponent SetState(bool disabled) { this.Disabled = disabled; return this; }
        public DiscordFileUploadComponent WithId(int id) { this.Id = id; return this; }

        /// <summary>The ids of the uploaded attachments in a submitted modal (reading it is recorded).</summary>
        [JsonProperty("values", NullValueHandling = NullValueHandling.Ignore)]
        public string[] Values
        {
            get { Recorder.Read(this, "attachment-ids"); return this._values; }
            internal set { this._values = value; }
        }
    }

    public sealed class DiscordRadioGroupComponentOption : ObservableApiObject
    {
        public DiscordRadioGroupComponentOption(string label, string value, string description = null, bool isDefault = false)
        {
            this.Label = label;
            this.Value = value;
            this.Description = description;
            this.Default = isDefault;
        }

        [JsonProperty("label", NullValueHandling = NullValueHandling.Ignore)]
        public string Label { get; internal set; }

        [JsonProperty("value", NullValueHandling = NullValueHandling.Ignore)]
        public string Value { get; internal set; }

        [JsonProperty("description", NullValueHandling = NullValueHandling.Ignore)]
        public string Description { get; internal set; }

        [JsonProperty("default", NullValueHandling = NullValueHandling.Ignore)]
        public bool Default { get; internal set; }
    }

    public sealed class DiscordRadioGroupComponent : DiscordComponent, ILabelComponent
    {
        private string _selected;

        internal DiscordRadioGroupComponent() { this.Type = ComponentType.RadioGroup; this.CustomId = Guid.NewGuid().ToString(); }

        public DiscordRadioGroupComponent(IEnumerable<DiscordRadioGroupComponentOption> options, string customId = null, bool? required = null) : this()
        {
            var optionList = options.ToList();
            if (optionList.Count < 2 || optionList.Count > 10) throw new ArgumentException("Radio groups must include between 2 and 10 options.");
            if (optionList.Count(x => x.Default) > 1) throw new ArgumentException("Only one radio option can be marked as default.");
            this.CustomId = customId ?? Guid.NewGuid().ToString();
            this.Options = optionList;
            this.Required = required;
        }

        [JsonProperty("custom_id", NullValueHandling = NullValueHandling.Ignore)]
        public override string CustomId { get; internal set; }

        [JsonProperty("options", NullValueHandling = NullValueHandling.Ignore)]
        public IReadOnlyList<DiscordRadioGroupComponentOption> Options { get; internal set; } = new List<DiscordRadioGroupComponentOption>();

        [JsonProperty("required", NullValueHandling = NullValueHandling.Ignore)]
        public bool? Required { get; internal set; }

        /// <summary>The picked value in a submitted modal (reading it is recorded).</summary>
        [JsonProperty("value", NullValueHandling = NullValueHandling.Ignore)]
        public string SelectedValue
        {
            get { Recorder.Read(this, "string"); return this._selected; }
            internal set { this._selected = value; }
        }

        public DiscordRadioGroupComponent WithId(int id) { this.Id = id; return this; }
    }

    public sealed class DiscordCheckboxGroupComponentOption : ObservableApiObject
    {
        public DiscordCheckboxGroupComponentOption(string label, string value, string description = null, bool isDefault = false)
        {
            this.Label = label;
            this.Value = value;
            this.Description = description;
            this.Default = isDefault;
        }

        [JsonProperty("label", NullValueHandling = NullValueHandling.Ignore)]
        public string Label { get; internal set; }

        [JsonProperty("value", NullValueHandling = NullValueHandling.Ignore)]
        public string Value { get; internal set; }

        [JsonProperty("description", NullValueHandling = NullValueHandling.Ignore)]
        public string Description { get; internal set; }

        [JsonProperty("default", NullValueHandling = NullValueHandling.Ignore)]
        public bool Default { get; internal set; }
    }

    public sealed class DiscordCheckboxGroupComponent : DiscordComponent, ILabelComponent
    {
        private string[] _selected;

        internal DiscordCheckboxGroupComponent() { this.Type = ComponentType.CheckboxGroup; this.CustomId = Guid.NewGuid().ToString(); }

        public DiscordCheckboxGroupComponent(IEnumerable<DiscordCheckboxGroupComponentOption> options, string customId = null, int? minValues = null, int? maxValues = null, bool? required = null) : this()
        {
            var optionList = options.ToList();
            this.CustomId = customId ?? Guid.NewGuid().ToString();
            this.Options = optionList;
            this.MinimumValues = minValues ?? 1;
            this.MaximumValues = maxValues ?? optionList.Count;
            this.Required = required;
        }

        [JsonProperty("custom_id", NullValueHandling = NullValueHandling.Ignore)]
        public override string CustomId { get; internal set; }

        [JsonProperty("options", NullValueHandling = NullValueHandling.Ignore)]
        public IReadOnlyList<DiscordCheckboxGroupComponentOption> Options { get; internal set; } = new List<DiscordCheckboxGroupComponentOption>();

        [JsonProperty("min_values", NullValueHandling = NullValueHandling.Ignore)]
        public int? MinimumValues { get; internal set; } = 0;

        [JsonProperty("max_values", NullValueHandling = NullValueHandling.Ignore)]
        public int? MaximumValues { get; internal set; }

        [JsonProperty("required", NullValueHandling = NullValueHandling.Ignore)]
        public bool? Required { get; internal set; }

        /// <summary>The ticked values in a submitted modal (reading it is recorded).</summary>
        [JsonProperty("values", NullValueHandling = NullValueHandling.Ignore)]
        public string[] SelectedValues
        {
            get { Recorder.Read(this, "string[]"); return this._selected; }
            internal set { this._selected = value; }
        }

        public DiscordCheckboxGroupComponent WithId(int id) { this.Id = id; return this; }
    }

    public sealed class DiscordCheckboxComponent : DiscordComponent, ILabelComponent
    {
        private bool? _value;

        internal DiscordCheckboxComponent() { this.Type = ComponentType.Checkbox; this.CustomId = Guid.NewGuid().ToString(); }

        public DiscordCheckboxComponent(string customId = null, bool? isDefault = null) : this()
        {
            this.CustomId = customId ?? Guid.NewGuid().ToString();
            this.Default = isDefault;
        }

        [JsonProperty("custom_id", NullValueHandling = NullValueHandling.Ignore)]
        public override string CustomId { get; internal set; }

        [JsonProperty("default", NullValueHandling = NullValueHandling.Ignore)]
        public bool? Default { get; internal set; }

        /// <summary>Whether it was ticked in a submitted modal (reading it is recorded).</summary>
        [JsonProperty("value", NullValueHandling = NullValueHandling.Ignore)]
        public bool? Value
        {
            get { Recorder.Read(this, "bool"); return this._value; }
            internal set { this._value = value; }
        }

        public DiscordCheckboxComponent WithId(int id) { this.Id = id; return this; }
    }

    // ---- embeds ----------------------------------------------------------------------------------

    public sealed class DiscordEmbedField : ObservableApiObject
    {
        public DiscordEmbedField(string name, string value, bool inline = false)
        {
            this.Name = name;
            this.Value = value;
            this.Inline = inline;
        }

        [JsonProperty("name", NullValueHandling = NullValueHandling.Ignore)]
        public string Name { get; set; }

        [JsonProperty("value", NullValueHandling = NullValueHandling.Ignore)]
        public string Value { get; set; }

        [JsonProperty("inline", NullValueHandling = NullValueHandling.Ignore)]
        public bool Inline { get; set; }
    }

    public sealed class DiscordEmbedAuthor : ObservableApiObject
    {
        [JsonProperty("name", NullValueHandling = NullValueHandling.Ignore)]
        public string Name { get; set; }

        [JsonProperty("url", NullValueHandling = NullValueHandling.Ignore)]
        public Uri Url { get; set; }

        [JsonProperty("icon_url", NullValueHandling = NullValueHandling.Ignore)]
        public DiscordUri IconUrl { get; set; }

        [JsonProperty("proxy_icon_url", NullValueHandling = NullValueHandling.Ignore)]
        public DiscordUri ProxyIconUrl { get; internal set; }
    }

    public sealed class DiscordEmbedFooter : ObservableApiObject
    {
        [JsonProperty("text", NullValueHandling = NullValueHandling.Ignore)]
        public string Text { get; internal set; }

        [JsonProperty("icon_url", NullValueHandling = NullValueHandling.Ignore)]
        public DiscordUri IconUrl { get; internal set; }

        [JsonProperty("proxy_icon_url", NullValueHandling = NullValueHandling.Ignore)]
        public DiscordUri ProxyIconUrl { get; internal set; }
    }

    public sealed class DiscordEmbedImage : DiscordUnfurledMedia { }

    public sealed class DiscordEmbedThumbnail : DiscordUnfurledMedia { }

    public sealed class DiscordEmbed : ObservableApiObject
    {
        internal DiscordEmbed() { }

        [JsonProperty("color", NullValueHandling = NullValueHandling.Include)]
        internal Optional<int> ColorInternal;

        [JsonProperty("title", NullValueHandling = NullValueHandling.Ignore)]
        public string Title { get; internal set; }

        [JsonProperty("type", NullValueHandling = NullValueHandling.Ignore)]
        public string Type { get; internal set; }

        [JsonProperty("description", NullValueHandling = NullValueHandling.Ignore)]
        public string Description { get; internal set; }

        [JsonProperty("url", NullValueHandling = NullValueHandling.Ignore)]
        public Uri Url { get; internal set; }

        [JsonProperty("timestamp", NullValueHandling = NullValueHandling.Ignore)]
        public DateTimeOffset? Timestamp { get; internal set; }

        [JsonProperty("footer", NullValueHandling = NullValueHandling.Ignore)]
        public DiscordEmbedFooter Footer { get; internal set; }

        [JsonProperty("image", NullValueHandling = NullValueHandling.Ignore)]
        public DiscordEmbedImage Image { get; internal set; }

        [JsonProperty("thumbnail", NullValueHandling = NullValueHandling.Ignore)]
        public DiscordEmbedThumbnail Thumbnail { get; internal set; }

        [JsonProperty("author", NullValueHandling = NullValueHandling.Ignore)]
        public DiscordEmbedAuthor Author { get; internal set; }

        [JsonProperty("fields", NullValueHandling = NullValueHandling.Ignore)]
        public IReadOnlyList<DiscordEmbedField> Fields { get; internal set; } = new List<DiscordEmbedField>();
    }

    public sealed class DiscordEmbedBuilder
    {
        private readonly List<DiscordEmbedField> _fields = new List<DiscordEmbedField>();
        private Uri _url;
        private DiscordUri _imageUri;

        public DiscordEmbedBuilder() { }

        public string Title { get; set; }
        public string Description { get; set; }
        public string Url { get { return this._url == null ? null : this._url.ToString(); } set { this._url = string.IsNullOrEmpty(value) ? null : new Uri(value); } }
        public Optional<DiscordColor> Color { get; set; }
        public DateTimeOffset? Timestamp { get; set; }
        public string ImageUrl { get { return this._imageUri == null ? null : this._imageUri.ToString(); } set { this._imageUri = string.IsNullOrEmpty(value) ? null : new DiscordUri(value); } }
        public EmbedAuthor Author { get; set; }
        public EmbedFooter Footer { get; set; }
        public EmbedThumbnail Thumbnail { get; set; }
        public IReadOnlyList<DiscordEmbedField> Fields { get { return this._fields; } }

        public DiscordEmbedBuilder WithTitle(string title) { this.Title = title; return this; }
        public DiscordEmbedBuilder WithDescription(string description) { this.Description = description; return this; }
        public DiscordEmbedBuilder WithUrl(string url) { this.Url = url; return this; }
        public DiscordEmbedBuilder WithUrl(Uri url) { this._url = url; return this; }
        public DiscordEmbedBuilder WithColor(DiscordColor color) { this.Color = color; return this; }
        public DiscordEmbedBuilder WithTimestamp(DateTimeOffset? timestamp) { this.Timestamp = timestamp; return this; }
        public DiscordEmbedBuilder WithTimestamp(DateTime? timestamp) { this.Timestamp = timestamp == null ? (DateTimeOffset?)null : new DateTimeOffset(timestamp.Value); return this; }
        public DiscordEmbedBuilder WithImageUrl(string url) { this.ImageUrl = url; return this; }
        public DiscordEmbedBuilder WithImageUrl(Uri url) { this._imageUri = new DiscordUri(url); return this; }

        public DiscordEmbedBuilder WithThumbnail(string url, int height = 0, int width = 0)
        {
            this.Thumbnail = new EmbedThumbnail { Url = url, Height = height, Width = width };
            return this;
        }

        public DiscordEmbedBuilder WithThumbnail(Uri url, int height = 0, int width = 0)
        {
            this.Thumbnail = new EmbedThumbnail { Uri = new DiscordUri(url), Height = height, Width = width };
            return this;
        }

        public DiscordEmbedBuilder WithAuthor(string name = null, string url = null, string iconUrl = null)
        {
            this.Author = new EmbedAuthor { Name = name, Url = url, IconUrl = iconUrl };
            return this;
        }

        public DiscordEmbedBuilder WithFooter(string text = null, string iconUrl = null)
        {
            this.Footer = new EmbedFooter { Text = text, IconUrl = iconUrl };
            return this;
        }

        public DiscordEmbedBuilder AddField(DiscordEmbedField field) { this._fields.Add(field); return this; }
        public DiscordEmbedBuilder AddFields(params DiscordEmbedField[] fields) { this._fields.AddRange(fields); return this; }
        public DiscordEmbedBuilder AddFields(IEnumerable<DiscordEmbedField> fields) { this._fields.AddRange(fields); return this; }

        public DiscordEmbed Build()
        {
            var embed = new DiscordEmbed
            {
                Title = this.Title,
                Description = this.Description,
                Url = this._url,
                ColorInternal = this.Color.Map(e => e.Value),
                Timestamp = this.Timestamp,
            };
            if (this.Footer != null) embed.Footer = new DiscordEmbedFooter { Text = this.Footer.Text, IconUrl = this.Footer.IconUri };
            if (this.Author != null) embed.Author = new DiscordEmbedAuthor { Name = this.Author.Name, Url = this.Author.Uri, IconUrl = this.Author.IconUri };
            if (this._imageUri != null) embed.Image = new DiscordEmbedImage { Url = this._imageUri };
            if (this.Thumbnail != null && this.Thumbnail.Uri != null)
                embed.Thumbnail = new DiscordEmbedThumbnail { Url = this.Thumbnail.Uri, Height = this.Thumbnail.Height, Width = this.Thumbnail.Width };
            embed.Fields = this._fields.ToList().AsReadOnly();
            return embed;
        }

        public static implicit operator DiscordEmbed(DiscordEmbedBuilder builder) { return builder == null ? null : builder.Build(); }

        public class EmbedAuthor
        {
            internal Uri Uri;
            internal DiscordUri IconUri;
            public string Name { get; set; }
            public string Url { get { return this.Uri == null ? null : this.Uri.ToString(); } set { this.Uri = string.IsNullOrEmpty(value) ? null : new Uri(value); } }
            public string IconUrl { get { return this.IconUri == null ? null : this.IconUri.ToString(); } set { this.IconUri = string.IsNullOrEmpty(value) ? null : new DiscordUri(value); } }
        }

        public class EmbedFooter
        {
            internal DiscordUri IconUri;
            public string Text { get; set; }
            public string IconUrl { get { return this.IconUri == null ? null : this.IconUri.ToString(); } set { this.IconUri = string.IsNullOrEmpty(value) ? null : new DiscordUri(value); } }
        }

        public class EmbedThumbnail
        {
            internal DiscordUri Uri;
            public string Url { get { return this.Uri == null ? null : this.Uri.ToString(); } set { this.Uri = string.IsNullOrEmpty(value) ? null : new DiscordUri(value); } }
            public int Height { get; set; }
            public int Width { get; set; }
        }
    }

    // ---- mentions, polls, attachments ---------------------------------------------------------------

    public interface IMention { }

    public readonly struct RepliedUserMention : IMention { public static readonly RepliedUserMention All = new RepliedUserMention(); }

    public readonly struct EveryoneMention : IMention { public static readonly EveryoneMention All = new EveryoneMention(); }

    public readonly struct UserMention : IMention
    {
        public static readonly UserMention All = new UserMention();
        public ulong? Id { get; }
        public UserMention(ulong id) { this.Id = id; }
    }

    public readonly struct RoleMention : IMention
    {
        public static readonly RoleMention All = new RoleMention();
        public ulong? Id { get; }
        public RoleMention(ulong id) { this.Id = id; }
    }

    public static class Mentions
    {
        public static IReadOnlyList<IMention> All { get; } = new IMention[] { EveryoneMention.All, UserMention.All, RoleMention.All };
        public static IReadOnlyList<IMention> None { get; } = new IMention[0];
    }

    internal class DiscordMentions : ObservableApiObject
    {
        internal DiscordMentions(IEnumerable<IMention> mentions, bool mention = false, bool repliedUser = false)
        {
            if (mentions == null) return;
            if (!mentions.Any())
            {
                this.Parse = new string[0];
                this.RepliedUser = repliedUser;
                return;
            }
            if (mention) this.RepliedUser = repliedUser;
            var roles = new List<ulong>();
            var users = new List<ulong>();
            var parse = new List<string>();
            foreach (var m in mentions)
            {
                if (m is UserMention)
                {
                    var u = (UserMention)m;
                    if (u.Id.HasValue) { if (!users.Contains(u.Id.Value)) users.Add(u.Id.Value); }
                    else if (!parse.Contains("users")) parse.Add("users");
                }
                else if (m is RoleMention)
                {
                    var r = (RoleMention)m;
                    if (r.Id.HasValue) { if (!roles.Contains(r.Id.Value)) roles.Add(r.Id.Value); }
                    else if (!parse.Contains("roles")) parse.Add("roles");
                }
                else if (m is EveryoneMention) { if (!parse.Contains("everyone")) parse.Add("everyone"); }
                else if (m is RepliedUserMention) this.RepliedUser = repliedUser;
                else throw new NotSupportedException("Type not supported in mentions.");
            }
            if (!parse.Contains("users") && users.Count > 0) this.Users = users;
            if (!parse.Contains("roles") && roles.Count > 0) this.Roles = roles;
            if (parse.Count > 0) this.Parse = parse;
        }

        [JsonProperty("roles", NullValueHandling = NullValueHandling.Ignore)]
        public IReadOnlyList<ulong> Roles { get; }

        [JsonProperty("users", NullValueHandling = NullValueHandling.Ignore)]
        public IReadOnlyList<ulong> Users { get; }

        [JsonProperty("parse", NullValueHandling = NullValueHandling.Ignore)]
        public IReadOnlyList<string> Parse { get; }

        [JsonProperty("replied_user", NullValueHandling = NullValueHandling.Ignore)]
        public bool? RepliedUser { get; }
    }

    public sealed class PartialEmoji
    {
        public PartialEmoji(ulong id) { this.Id = id; this.Name = null; }

        public PartialEmoji(string name) { this.Id = null; this.Name = name; }

        [JsonProperty("animated", NullValueHandling = NullValueHandling.Ignore)]
        public bool IsAnimated { get; internal set; }

        [JsonProperty("id", NullValueHandling = NullValueHandling.Include)]
        public ulong? Id { get; internal set; }

        [JsonProperty("name", NullValueHandling = NullValueHandling.Include)]
        public string Name { get; internal set; }
    }

    public sealed class DiscordPollMedia
    {
        internal DiscordPollMedia(string text, PartialEmoji partialEmoji = null) { this.Text = text; this.Emoji = partialEmoji; }

        [JsonProperty("text")]
        public string Text { get; internal set; }

        [JsonProperty("emoji", NullValueHandling = NullValueHandling.Ignore)]
        public PartialEmoji Emoji { get; internal set; }
    }

    public sealed class DiscordPollAnswer
    {
        public DiscordPollAnswer(string text, PartialEmoji partialEmoji = null) { this.PollMedia = new DiscordPollMedia(text, partialEmoji); }

        [JsonProperty("answer_id")]
        public int? AnswerId { get; internal set; }

        [JsonProperty("poll_media")]
        public DiscordPollMedia PollMedia { get; internal set; }
    }

    public sealed class DiscordPollRequest
    {
        internal DiscordPollRequest(DiscordPollMedia question, List<DiscordPollAnswer> answers, int duration, PollLayoutType layoutType, bool allowMultiselect)
        {
            this.Question = question;
            this.Answers = answers;
            this.Duration = duration;
            this.LayoutType = layoutType;
            this.AllowMultiselect = allowMultiselect;
        }

        [JsonProperty("question")]
        public DiscordPollMedia Question { get; internal set; }

        [JsonProperty("answers")]
        public List<DiscordPollAnswer> Answers { get; internal set; }

        [JsonProperty("duration")]
        public int Duration { get; internal set; }

        [JsonProperty("layout_type")]
        public PollLayoutType LayoutType { get; internal set; }

        [JsonProperty("allow_multiselect")]
        public bool AllowMultiselect { get; internal set; }
    }

    public sealed class DiscordPollBuilder
    {
        private DiscordPollMedia _question;
        private readonly List<DiscordPollAnswer> _answers = new List<DiscordPollAnswer>();

        public string Question
        {
            get { return this._question == null ? null : this._question.Text; }
            set
            {
                if (value != null && value.Length > 300) throw new ArgumentException("Question cannot exceed 300 characters.", "value");
                this._question = new DiscordPollMedia(value);
            }
        }

        public IReadOnlyList<DiscordPollAnswer> Answers { get { return this._answers; } }
        public PollLayoutType LayoutType { get; internal set; } = PollLayoutType.Default;
        public int Duration { get; set; } = 24;
        public bool AllowMultiselect { get; set; }

        public DiscordPollBuilder SetDuration(int hours) { this.Duration = hours; return this; }
        public DiscordPollBuilder WithAllowMultiselect(bool allow = true) { this.AllowMultiselect = allow; return this; }
        public DiscordPollBuilder WithQuestion(string question) { this.Question = question; return this; }
        public DiscordPollBuilder AddAnswers(params DiscordPollAnswer[] answers) { return this.AddAnswers((IEnumerable<DiscordPollAnswer>)answers); }
        public DiscordPollBuilder AddAnswers(params string[] answers) { return this.AddAnswers(answers.Select(x => new DiscordPollAnswer(x))); }

        public DiscordPollBuilder AddAnswers(IEnumerable<DiscordPollAnswer> answers)
        {
            var list = answers.ToList();
            if (this._answers.Count + list.Count > 10) throw new ArgumentException("A poll can only have up to 10 answers.");
            this._answers.AddRange(list);
            return this;
        }

        internal DiscordPollRequest Build() { return new DiscordPollRequest(this._question, this._answers, this.Duration, this.LayoutType, this.AllowMultiselect); }
    }

    public sealed class DiscordAttachment : SnowflakeObject
    {
        [JsonProperty("filename", NullValueHandling = NullValueHandling.Ignore)]
        public string Filename { get; internal set; }

        [JsonProperty("title", NullValueHandling = NullValueHandling.Ignore)]
        public string Title { get; set; }

        [JsonProperty("description", NullValueHandling = NullValueHandling.Ignore)]
        public string Description { get; set; }

        [JsonProperty("size", NullValueHandling = NullValueHandling.Ignore)]
        public int? FileSize { get; internal set; }

        [JsonProperty("flags", NullValueHandling = NullValueHandling.Ignore)]
        public AttachmentFlags Flags { get; internal set; } = AttachmentFlags.None;

        [JsonProperty("loading_state", NullValueHandling = NullValueHandling.Ignore)]
        public LoadingState LoadingState { get; internal set; }
    }

    public sealed class DiscordMessageFile
    {
        internal DiscordMessageFile(string filename, Stream stream, long? resetPositionTo, string description = null)
        {
            this.Filename = filename;
            this.Stream = stream;
            this.ResetPositionTo = resetPositionTo;
            this.Description = description;
        }

        public string Filename { get; internal set; }
        public string Description { get; internal set; }
        public Stream Stream { get; internal set; }
        internal long? ResetPositionTo { get; set; }
    }

    public sealed class DiscordMessage : SnowflakeObject { }

    // ---- message builder --------------------------------------------------------------------------

    public class DisCatSharpBuilder
    {
        internal List<DiscordAttachment> AttachmentsInternal { get; set; }
        internal List<DiscordComponent> ComponentsInternal { get; set; }
        internal List<DiscordEmbed> EmbedsInternal { get; set; }
        internal List<DiscordMessageFile> FilesInternal { get; set; }
        internal List<IMention> MentionsInternal { get; set; }
        internal string ContentInternal { get; set; }
        internal bool HasContent { get; set; }
        internal bool HasEmbeds { get; set; }
        internal bool HasComponents { get; set; }

        public string Content
        {
            get { return this.ContentInternal; }
            set
            {
                if (value != null && (this.IsComponentsV2 || this.IsVoiceMessage))
                    throw new InvalidOperationException("You cannot set the content for UI Kit / Voice messages");
                if (value != null && value.Length > 2000)
                    throw new ArgumentException("Content length cannot exceed 2000 characters.", "value");
                this.ContentInternal = value;
                this.HasContent = true;
            }
        }

        public IReadOnlyList<DiscordComponent> Components { get { return this.ComponentsInternal; } }
        public IReadOnlyList<DiscordEmbed> Embeds { get { return this.EmbedsInternal; } }
        public IReadOnlyList<DiscordAttachment> Attachments { get { return this.AttachmentsInternal; } }
        public IReadOnlyList<DiscordMessageFile> Files { get { return this.FilesInternal; } }
        public IReadOnlyList<IMention> Mentions { get { return this.MentionsInternal; } }
        internal bool IsVoiceMessage { get; set; }
        public bool NotificationsSuppressed { get; set; }
        public bool IsComponentsV2 { get; set; }

        private bool _embedsSuppressed;

        public bool EmbedsSuppressed
        {
            get { return this._embedsSuppressed; }
            set
            {
                if (this.IsComponentsV2) throw new InvalidOperationException("You cannot set embeds suppressed for UI Kit messages since they cannot have embeds");
                this._embedsSuppressed = value;
            }
        }
    }

    public sealed class DiscordMessageBuilder : DisCatSharpBuilder
    {
        public List<ulong> StickerIds { get; internal set; }
        public bool IsTts { get; internal set; }
        public bool Silent { get; internal set; }
        public ulong? ReplyId { get; internal set; }
        public bool MentionOnReply { get; internal set; }
        public bool FailOnInvalidReply { get; set; }
        public string Nonce { get; set; }
        public bool EnforceNonce { get; set; }
        public DiscordPollBuilder Poll { get; internal set; }

        public DiscordMessageBuilder WithNonce(string nonce) { this.Nonce = nonce; return this; }
        public DiscordMessageBuilder WithEnforceNonce(bool enforceNonce) { this.EnforceNonce = enforceNonce; return this; }
        public DiscordMessageBuilder WithContent(string content) { this.Content = content; return this; }

        public DiscordMessageBuilder WithStickerIds(params ulong[] stickerIds)
        {
            if (this.StickerIds == null) this.StickerIds = new List<ulong>();
            this.StickerIds.AddRange(stickerIds);
            return this;
        }

        public DiscordMessageBuilder WithPoll(DiscordPollBuilder pollBuilder) { this.Poll = pollBuilder; return this; }

        public DiscordMessageBuilder AddComponents(params DiscordComponent[] components) { return this.AddComponents((IEnumerable<DiscordComponent>)components); }

        public DiscordMessageBuilder AddComponents(params DiscordActionRowComponent[] components) { return this.AddComponents((IEnumerable<DiscordActionRowComponent>)components); }

        public DiscordMessageBuilder AddComponents(IEnumerable<DiscordActionRowComponent> components)
        {
            this.HasComponents = true;
            if (this.ComponentsInternal == null) this.ComponentsInternal = new List<DiscordComponent>();
            var ara = components.ToArray();
            if (ara.Length + this.ComponentsInternal.Count > 5) throw new ArgumentException("ActionRow count exceeds maximum of five.");
            this.ComponentsInternal.AddRange(ara);
            return this;
        }

        public DiscordMessageBuilder AddComponents(IEnumerable<DiscordComponent> components)
        {
            this.HasComponents = true;
            if (this.ComponentsInternal == null) this.ComponentsInternal = new List<DiscordComponent>();
            var cmpArr = components.ToArray();
            if (cmpArr.Length == 0) throw new ArgumentOutOfRangeException("components", "You must provide at least one component");
            if (this.IsComponentsV2)
            {
                if (cmpArr.Length > 40) throw new ArgumentException("Cannot add more than 40 components!");
                this.ComponentsInternal.AddRange(cmpArr);
            }
            else
            {
                if (cmpArr.Length > 5) throw new ArgumentException("Cannot add more than 5 components per action row!");
                this.ComponentsInternal.Add(new DiscordActionRowComponent(cmpArr));
            }
            return this;
        }

        public DiscordMessageBuilder HasTts(bool isTts) { this.IsTts = isTts; return this; }
        public DiscordMessageBuilder SuppressEmbeds() { this.EmbedsSuppressed = true; return this; }
        public DiscordMessageBuilder WithV2Components() { this.IsComponentsV2 = true; return this; }
        public DiscordMessageBuilder AsVoiceMessage() { this.IsVoiceMessage = true; return this; }
        public DiscordMessageBuilder AsSilentMessage() { this.Silent = true; return this; }

        public DiscordMessageBuilder AddEmbed(DiscordEmbed embed)
        {
            if (embed == null) throw new ArgumentNullException("embed");
            this.HasEmbeds = true;
            if (this.EmbedsInternal == null) this.EmbedsInternal = new List<DiscordEmbed>();
            this.EmbedsInternal.Add(embed);
            return this;
        }

        public DiscordMessageBuilder AddEmbeds(IEnumerable<DiscordEmbed> embeds)
        {
            this.HasEmbeds = true;
            if (this.EmbedsInternal == null) this.EmbedsInternal = new List<DiscordEmbed>();
            this.EmbedsInternal.AddRange(embeds);
            return this;
        }

        public DiscordMessageBuilder WithAllowedMention(IMention mention)
        {
            if (this.MentionsInternal == null) this.MentionsInternal = new List<IMention>();
            this.MentionsInternal.Add(mention);
            return this;
        }

        public DiscordMessageBuilder WithAllowedMentions(IEnumerable<IMention> mentions)
        {
            if (this.MentionsInternal == null) this.MentionsInternal = new List<IMention>();
            this.MentionsInternal.AddRange(mentions);
            return this;
        }

        public DiscordMessageBuilder AddFile(string fileName, Stream stream, bool resetStreamPosition = false, string description = null)
        {
            if (this.FilesInternal == null) this.FilesInternal = new List<DiscordMessageFile>();
            if (this.FilesInternal.Count > 10) throw new ArgumentException("Cannot send more than 10 files with a single message.");
            if (this.FilesInternal.Any(x => x.Filename == fileName)) throw new ArgumentException("A File with that filename already exists");
            this.FilesInternal.Add(new DiscordMessageFile(fileName, stream, resetStreamPosition ? (long?)stream.Position : null, description));
            return this;
        }

        public DiscordMessageBuilder AddFile(FileStream stream, bool resetStreamPosition = false, string description = null)
        {
            return this.AddFile(stream.Name, stream, resetStreamPosition, description);
        }

        public DiscordMessageBuilder AddFiles(Dictionary<string, Stream> files, bool resetStreamPosition = false)
        {
            foreach (var file in files) this.AddFile(file.Key, file.Value, resetStreamPosition);
            return this;
        }

        public DiscordMessageBuilder WithReply(ulong messageId, bool mention = false, bool failOnInvalidReply = false)
        {
            this.ReplyId = messageId;
            this.MentionOnReply = mention;
            this.FailOnInvalidReply = failOnInvalidReply;
            if (mention) this.WithAllowedMention(new RepliedUserMention());
            return this;
        }

        public Task<DiscordMessage> SendAsync(DiscordChannel channel) { return channel.SendMessageAsync(this); }
    }

    // ---- modals, interactions, channels --------------------------------------------------------------

    public sealed class DiscordInteractionModalBuilder
    {
        public DiscordInteractionModalBuilder(string title = null, string customId = null)
        {
            this.Title = title ?? "Title";
            this.CustomId = customId ?? Guid.NewGuid().ToString();
        }

        internal List<DiscordComponent> ComponentsInternal { get; set; }
        public IReadOnlyList<DiscordComponent> Components { get { return this.ComponentsInternal; } }
        public string Title { get; set; }
        public string CustomId { get; set; }

        public DiscordInteractionModalBuilder WithTitle(string title) { this.Title = title; return this; }
        public DiscordInteractionModalBuilder WithCustomId(string customId) { this.CustomId = customId; return this; }
        public DiscordInteractionModalBuilder AddLabelComponents(params DiscordLabelComponent[] components) { return this.AddModalComponents(components); }
        public DiscordInteractionModalBuilder AddTextDisplayComponent(DiscordTextDisplayComponent component) { return this.AddModalComponents(component); }
        public DiscordInteractionModalBuilder AddTextDisplayComponents(params DiscordTextDisplayComponent[] components) { return this.AddModalComponents(components); }
        public DiscordInteractionModalBuilder AddLabelComponent(DiscordLabelComponent component) { return this.AddModalComponents(component); }

        public DiscordInteractionModalBuilder AddModalComponents(params DiscordComponent[] components)
        {
            if (this.ComponentsInternal == null) this.ComponentsInternal = new List<DiscordComponent>();
            if (components.Length > 5) throw new ArgumentException("You can only add 5 components to modals.");
            if (this.ComponentsInternal.Count + components.Length > 5)
                throw new ArgumentException("You try to add too many components. We already have " + this.ComponentsInternal.Count + ".");
            if (components.All(x => x.Type == ComponentType.TextInput))
                foreach (var ar in components) this.ComponentsInternal.Add(new DiscordActionRowComponent(new[] { ar }));
            else
                this.ComponentsInternal.AddRange(components);
            return this;
        }
    }

    public sealed class DiscordInteractionResponseBuilder
    {
        public string Content { get; set; }
        public bool IsEphemeral { get; set; }

        public DiscordInteractionResponseBuilder WithContent(string content) { this.Content = content; return this; }
        public DiscordInteractionResponseBuilder AsEphemeral() { this.IsEphemeral = true; return this; }
    }

    public sealed class DiscordInteractionCallbackResponse { }

    public sealed class DiscordInteractionData
    {
        internal List<DiscordComponent> ModalComponentsInternal { get; set; } = new List<DiscordComponent>();
        public IReadOnlyList<DiscordComponent> ModalComponents { get { return this.ModalComponentsInternal; } }
        public string CustomId { get; internal set; }
        public ComponentType ComponentType { get; internal set; }
        public string[] Values { get; internal set; } = new string[0];
    }

    public sealed class DiscordInteraction : SnowflakeObject
    {
        public InteractionType Type { get; internal set; }
        public DiscordInteractionData Data { get; internal set; }

        public Task<DiscordInteractionCallbackResponse> CreateResponseAsync(InteractionResponseType type, DiscordInteractionResponseBuilder builder = null, ModifyMode modifyMode = ModifyMode.Update, CancellationToken cancellationToken = default(CancellationToken))
        {
            Recorder.Responded(this, type);
            return Task.FromResult(new DiscordInteractionCallbackResponse());
        }

        public Task CreateInteractionModalResponseAsync(DiscordInteractionModalBuilder builder, CancellationToken cancellationToken = default(CancellationToken))
        {
            if (this.Type == InteractionType.Ping || this.Type == InteractionType.ModalSubmit)
                throw new NotSupportedException("You can't respond to a PING with a modal.");
            return RestStandIn.CreateInteractionModalResponseAsync(builder);
        }
    }

    public sealed class DiscordChannel : SnowflakeObject
    {
        public Task<DiscordMessage> SendMessageAsync(DiscordMessageBuilder builder, CancellationToken cancellationToken = default(CancellationToken))
        {
            return RestStandIn.CreateMessageAsync(builder);
        }

        public Task<DiscordMessage> SendMessageAsync(Action<DiscordMessageBuilder> action, CancellationToken cancellationToken = default(CancellationToken))
        {
            var builder = new DiscordMessageBuilder();
            action(builder);
            return this.SendMessageAsync(builder, cancellationToken);
        }
    }

    // ---- application commands ----------------------------------------------------------------------

    public sealed class DiscordApplicationCommandLocalization
    {
        public DiscordApplicationCommandLocalization() { }

        public DiscordApplicationCommandLocalization(Dictionary<string, string> localizations)
        {
            if (localizations != null) this.Localizations = localizations;
        }

        public Dictionary<string, string> Localizations { get; internal set; } = new Dictionary<string, string>();

        public void AddLocalization(string locale, string value) { this.Localizations.Add(locale, value); }

        public Dictionary<string, string> GetKeyValuePairs() { return this.Localizations; }
    }

    public sealed class DiscordApplicationCommandOptionChoice : ObservableApiObject
    {
        public DiscordApplicationCommandOptionChoice(string name, object value, DiscordApplicationCommandLocalization nameLocalizations = null)
        {
            if (!(value is string || value is long || value is int || value is double))
                throw new InvalidOperationException("Only string, long, int, and double types may be passed to a command option choice.");
            this.Name = name;
            this.RawNameLocalizations = nameLocalizations == null ? null : nameLocalizations.GetKeyValuePairs();
            this.Value = value;
        }

        [JsonProperty("name")]
        public string Name { get; set; }

        [JsonProperty("name_localizations", NullValueHandling = NullValueHandling.Ignore)]
        internal Dictionary<string, string> RawNameLocalizations { get; set; }

        [JsonProperty("value")]
        public object Value { get; set; }
    }

    public sealed class DiscordApplicationCommandOption : ObservableApiObject
    {
        public DiscordApplicationCommandOption(
            string name,
            string description,
            ApplicationCommandOptionType type,
            bool required = false,
            IEnumerable<DiscordApplicationCommandOptionChoice> choices = null,
            IEnumerable<DiscordApplicationCommandOption> options = null,
            IEnumerable<ChannelType> channelTypes = null,
            bool autocomplete = false,
            object minimumValue = null,
            object maximumValue = null,
            DiscordApplicationCommandLocalization nameLocalizations = null,
            DiscordApplicationCommandLocalization descriptionLocalizations = null,
            int? minimumLength = null,
            int? maximumLength = null,
            IEnumerable<string> fileTypes = null)
        {
            if (name.Any(char.IsUpper)) throw new ArgumentException("Application command option name cannot have any upper case characters.", "name");
            if (autocomplete && choices != null && choices.Any()) throw new InvalidOperationException("Auto-complete slash command options cannot provide choices.");
            this.Name = name;
            this.Description = description;
            this.Type = type;
            this.Required = required;
            this.Choices = choices != null && choices.Any() ? choices.ToList() : null;
            this.Options = options != null && options.Any() ? options.ToList() : null;
            this.ChannelTypes = channelTypes != null && channelTypes.Any() ? channelTypes.ToList() : null;
            this.AutoComplete = autocomplete;
            this.MinimumValue = minimumValue;
            this.MaximumValue = maximumValue;
            this.MinimumLength = minimumLength;
            this.MaximumLength = maximumLength;
            this.RawNameLocalizations = nameLocalizations == null ? null : nameLocalizations.GetKeyValuePairs();
            this.RawDescriptionLocalizations = descriptionLocalizations == null ? null : descriptionLocalizations.GetKeyValuePairs();
            this.FileTypes = fileTypes != null && fileTypes.Any() ? fileTypes.ToList() : null;
        }

        [JsonProperty("type")]
        public ApplicationCommandOptionType Type { get; internal set; }

        [JsonProperty("name")]
        public string Name { get; internal set; }

        [JsonProperty("name_localizations", NullValueHandling = NullValueHandling.Ignore)]
        internal Dictionary<string, string> RawNameLocalizations { get; set; }

        [JsonProperty("description")]
        public string Description { get; internal set; }

        [JsonProperty("description_localizations", NullValueHandling = NullValueHandling.Ignore)]
        internal Dictionary<string, string> RawDescriptionLocalizations { get; set; }

        [JsonProperty("required", NullValueHandling = NullValueHandling.Ignore)]
        public bool Required { get; internal set; }

        [JsonProperty("choices", NullValueHandling = NullValueHandling.Ignore)]
        public List<DiscordApplicationCommandOptionChoice> Choices { get; internal set; }

        [JsonProperty("options", NullValueHandling = NullValueHandling.Ignore)]
        public List<DiscordApplicationCommandOption> Options { get; internal set; }

        [JsonProperty("channel_types", NullValueHandling = NullValueHandling.Ignore)]
        public List<ChannelType> ChannelTypes { get; internal set; }

        [JsonProperty("autocomplete", NullValueHandling = NullValueHandling.Ignore)]
        public bool AutoComplete { get; internal set; }

        [JsonProperty("min_value", NullValueHandling = NullValueHandling.Ignore)]
        public object MinimumValue { get; internal set; }

        [JsonProperty("max_value", NullValueHandling = NullValueHandling.Ignore)]
        public object MaximumValue { get; internal set; }

        [JsonProperty("min_length", NullValueHandling = NullValueHandling.Ignore)]
        public int? MinimumLength { get; internal set; }

        [JsonProperty("max_length", NullValueHandling = NullValueHandling.Ignore)]
        public int? MaximumLength { get; internal set; }

        [JsonProperty("file_types", NullValueHandling = NullValueHandling.Ignore)]
        public List<string> FileTypes { get; internal set; }
    }

    public sealed class DiscordApplicationCommand : SnowflakeObject
    {
        public DiscordApplicationCommand(
            string name,
            string description,
            IEnumerable<DiscordApplicationCommandOption> options = null,
            ApplicationCommandType type = ApplicationCommandType.ChatInput,
            DiscordApplicationCommandLocalization nameLocalizations = null,
            DiscordApplicationCommandLocalization descriptionLocalizations = null,
            Permissions? defaultMemberPermissions = null,
            bool isNsfw = false,
            List<InteractionContextType> allowedContexts = null,
            List<ApplicationCommandIntegrationTypes> integrationTypes = null,
            ApplicationCommandHandlerType? handlerType = null)
        {
            if (type == ApplicationCommandType.ChatInput || type == ApplicationCommandType.PrimaryEntryPoint)
            {
                if (name.Any(char.IsUpper)) throw new ArgumentException("Slash command name cannot have any upper case characters. Error for command " + name + ".", "name");
                if (string.IsNullOrWhiteSpace(description)) throw new ArgumentException("Slash commands need a description. Error for command " + name + ".", "description");
                this.RawDescriptionLocalizations = descriptionLocalizations == null ? null : descriptionLocalizations.GetKeyValuePairs();
                this.Options = type == ApplicationCommandType.ChatInput && options != null && options.Any() ? options.ToList() : null;
                this.HandlerType = type == ApplicationCommandType.PrimaryEntryPoint ? handlerType : null;
            }
            else
            {
                if (!string.IsNullOrWhiteSpace(description)) throw new ArgumentException("Context menus do not support descriptions. Error for command " + name + ".");
                if (options != null && options.Any()) throw new ArgumentException("Context menus do not support options. Error for command " + name + ".");
                description = string.Empty;
            }
            this.RawNameLocalizations = nameLocalizations == null ? null : nameLocalizations.GetKeyValuePairs();
            this.Type = type;
            this.Name = name;
            this.Description = description;
            this.DefaultMemberPermissions = defaultMemberPermissions;
            this.IsNsfw = isNsfw;
            this.AllowedContexts = allowedContexts;
            this.IntegrationTypes = integrationTypes;
        }

        public ApplicationCommandType Type { get; internal set; }
        public string Name { get; internal set; }
        internal Dictionary<string, string> RawNameLocalizations { get; set; }
        public string Description { get; internal set; }
        internal Dictionary<string, string> RawDescriptionLocalizations { get; set; }
        public List<DiscordApplicationCommandOption> Options { get; internal set; }
        public Permissions? DefaultMemberPermissions { get; internal set; }
        public List<InteractionContextType> AllowedContexts { get; internal set; }
        public List<ApplicationCommandIntegrationTypes> IntegrationTypes { get; internal set; }
        public bool IsNsfw { get; internal set; }
        public ApplicationCommandHandlerType? HandlerType { get; internal set; }

        public DiscordApplicationCommandLocalization NameLocalizations
        {
            get { return this.RawNameLocalizations == null ? null : new DiscordApplicationCommandLocalization(this.RawNameLocalizations); }
        }

        public DiscordApplicationCommandLocalization DescriptionLocalizations
        {
            get { return this.RawDescriptionLocalizations == null ? null : new DiscordApplicationCommandLocalization(this.RawDescriptionLocalizations); }
        }
    }
}

namespace DisCatSharp.EventArgs
{
    public abstract class DiscordEventArgs : AsyncEventArgs { }

    public class InteractionCreateEventArgs : DiscordEventArgs
    {
        public DiscordInteraction Interaction { get; internal set; }
    }

    public class ComponentInteractionCreateEventArgs : InteractionCreateEventArgs
    {
        public string Id { get { return this.Interaction.Data.CustomId; } }
        public string[] Values { get { return this.Interaction.Data.Values; } }
        public DiscordChannel Channel { get; internal set; }
        public DiscordMessage Message { get; internal set; }
    }
}

namespace DisCatSharp
{
    public enum TokenType { Bot = 1 }

    [Flags]
    public enum DiscordIntents { AllUnprivileged = 1 }

    public sealed class DiscordConfiguration
    {
        public string Token { get; set; } = "";
        public TokenType TokenType { get; set; } = TokenType.Bot;
        public DiscordIntents Intents { get; set; } = DiscordIntents.AllUnprivileged;
    }

    public sealed class DiscordClient : IDisposable
    {
        internal readonly List<AsyncEventHandler<DiscordClient, ComponentInteractionCreateEventArgs>> ComponentHandlers =
            new List<AsyncEventHandler<DiscordClient, ComponentInteractionCreateEventArgs>>();

        public DiscordClient(DiscordConfiguration config) { this.Configuration = config; }

        public DiscordConfiguration Configuration { get; }

        public event AsyncEventHandler<DiscordClient, ComponentInteractionCreateEventArgs> ComponentInteractionCreated
        {
            add { this.ComponentHandlers.Add(value); }
            remove { this.ComponentHandlers.Remove(value); }
        }

        public Task ConnectAsync() { return Task.FromResult(0); }

        public Task<DiscordChannel> GetChannelAsync(ulong id, bool fetch = false, CancellationToken cancellationToken = default(CancellationToken))
        {
            return Task.FromResult(new DiscordChannel { Id = id });
        }

        public Task<IReadOnlyList<DiscordApplicationCommand>> BulkOverwriteGlobalApplicationCommandsAsync(IEnumerable<DiscordApplicationCommand> commands, CancellationToken cancellationToken = default(CancellationToken))
        {
            return RestStandIn.BulkOverwriteGlobalApplicationCommandsAsync(commands);
        }

        /// <summary>DiscordClient.BulkOverwriteGuildApplicationCommandsAsync: the same payload, to the guild's route.</summary>
        public Task<IReadOnlyList<DiscordApplicationCommand>> BulkOverwriteGuildApplicationCommandsAsync(ulong guildId, IEnumerable<DiscordApplicationCommand> commands, CancellationToken cancellationToken = default(CancellationToken))
        {
            return RestStandIn.BulkOverwriteGlobalApplicationCommandsAsync(commands);
        }

        public void Dispose() { }
    }
}
