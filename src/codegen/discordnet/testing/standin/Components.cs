// Stand-in for Discord.Net's message components (namespace Discord), written from
// github.com/discord-net/Discord.Net, dev branch (the 3.19 line, after PR #3229), files:
//   src/Discord.Net.Core/Entities/Interactions/MessageComponents/Builders/ComponentBuilderV2.cs @ b4a22f69915031f64f0eba26ba900903121eb649
//   .../Builders/ContainerBuilder.cs, SectionBuilder.cs, SeparatorBuilder.cs, FileComponentBuilder.cs,
//     MediaGalleryBuilder.cs @ b9d6f63660dcc456c21fcccfd80f7733fff6ad55
//   .../Builders/TextDisplayBuilder.cs, ThumbnailBuilder.cs, MediaGalleryItemProperties.cs,
//     UnfurledMediaItemProperties.cs @ c90297e6066af91a67745bb7089973eceeca4de1
//   .../Builders/ComponentContainerExtensions.cs @ 29f13620a77138439603c01496e63ff1a971addb
//   .../Builders/ComponentBuilderExtensions.cs @ 061bfdb1fef85225297099455b523a14d2edaff2
//   .../Builders/ActionRowBuilder.cs, IComponentContainer.cs @ 1f73870bb8909d14688e8ea0232a9bbee18a8d81
//   .../Builders/ButtonBuilder.cs, SelectMenuBuilder.cs, SelectMenuOptionBuilder.cs (the V2 shapes, with Id)
//   src/Discord.Net.Rest/API/Common/ButtonComponent.cs, TextInputComponent.cs @ 061bfdb1fef8...,
//     ContainerComponent.cs @ 3fb106bb1bd3..., SelectMenuComponent.cs, SelectMenuOption.cs (V2 shapes)
//   src/Discord.Net.Rest/Extensions/MessageComponentExtension.cs @ f9ae29f59ff411d5f72e14a6c16b73b597fce62d
// C# 7 for mcs: where the real code takes `params IEnumerable<T>` (C# 13) the stand-in has the two
// overloads callers can use in C# 7 (`params T[]` and `IEnumerable<T>`); built entities carry the
// JSON model Discord.Net's ToModel() makes (API.* classes, Optional members left out when unset).
using System;
using System.Collections.Generic;
using System.Linq;
using Discord.StandIn;

namespace Discord
{
    public enum ComponentType
    {
        ActionRow = 1, Button = 2, SelectMenu = 3, TextInput = 4, UserSelect = 5, RoleSelect = 6,
        MentionableSelect = 7, ChannelSelect = 8, Section = 9, TextDisplay = 10, Thumbnail = 11,
        MediaGallery = 12, File = 13, Separator = 14, Container = 17, Label = 18, FileUpload = 19,
        RadioGroup = 21, CheckboxGroup = 22, Checkbox = 23,
    }

    public enum ButtonStyle { Primary = 1, Secondary = 2, Success = 3, Danger = 4, Link = 5, Premium = 6 }

    public enum TextInputStyle { Short = 1, Paragraph = 2 }

    public enum SeparatorSpacingSize { Small = 1, Large = 2 }

    public enum SelectDefaultValueType { User = 0, Role = 1, Channel = 2 }

    public enum ChannelType
    {
        Text = 0, DM = 1, Voice = 2, Group = 3, Category = 4, News = 5, Store = 6, NewsThread = 10,
        PublicThread = 11, PrivateThread = 12, Stage = 13, GuildDirectory = 14, Forum = 15, Media = 16,
    }

    /// <summary>Colors (src/Discord.Net.Core/Entities/Roles/Color.cs).</summary>
    public struct Color
    {
        public uint RawValue { get; }
        public Color(uint rawValue) { RawValue = rawValue; }
        public Color(int r, int g, int b)
        {
            if (r < 0 || r > 255 || g < 0 || g > 255 || b < 0 || b > 255)
                throw new ArgumentOutOfRangeException(nameof(r), "Value must be within [0,255].");
            RawValue = ((uint)r << 16) | ((uint)g << 8) | (uint)b;
        }
        public static implicit operator uint(Color color) { return color.RawValue; }
    }

    public interface IEmote { string Name { get; } }

    /// <summary>A unicode emoji (src/Discord.Net.Core/Entities/Emotes/Emoji.cs).</summary>
    public class Emoji : IEmote
    {
        public string Name { get; }
        public Emoji(string unicode) { Name = unicode; }
        public override string ToString() { return Name; }
    }

    /// <summary>A custom emote (Emote.cs): built only by Parse/TryParse, so it always has a name.</summary>
    public class Emote : IEmote
    {
        public string Name { get; }
        public ulong Id { get; }
        public bool Animated { get; }
        internal Emote(ulong id, string name, bool animated) { Id = id; Name = name; Animated = animated; }

        public static bool TryParse(string text, out Emote result)
        {
            result = null;
            if (text == null || text.Length < 6 || text[0] != '<' || text[text.Length - 1] != '>') return false;
            var animated = text[1] == 'a';
            var start = animated ? 3 : 2;
            if (text[start - 1] != ':') return false;
            var split = text.IndexOf(':', start);
            if (split < 0) return false;
            ulong id;
            if (!ulong.TryParse(text.Substring(split + 1, text.Length - split - 2), out id)) return false;
            result = new Emote(id, text.Substring(start, split - start), animated);
            return true;
        }

        public static Emote Parse(string text)
        {
            Emote result;
            if (TryParse(text, out result)) return result;
            throw new ArgumentException("Invalid emote format.", nameof(text));
        }
    }

    internal static class EmojiModel
    {
        /// <summary>API.Emoji as ButtonComponent/SelectMenuOption fill it: plain members always written.</summary>
        public static JObj Of(IEmote emote)
        {
            var e = emote as Emote;
            var model = new JObj();
            model.Set("id", e != null ? (object)new Snowflake(e.Id) : null);
            model.Set("name", emote.Name);
            model.Set("animated", e != null ? (object)e.Animated : null);
            model.Set("roles", null);
            model.Set("require_colons", false);
            model.Set("managed", false);
            return model;
        }
    }

    public interface IMessageComponent
    {
        ComponentType Type { get; }
        int? Id { get; }
    }

    public interface IInteractableComponent : IMessageComponent { string CustomId { get; } }

    public interface IMessageComponentBuilder
    {
        ComponentType Type { get; }
        int? Id { get; set; }
        IMessageComponent Build();
    }

    public interface IInteractableComponentBuilder : IMessageComponentBuilder { string CustomId { get; set; } }

    public interface IComponentContainer
    {
        List<IMessageComponentBuilder> Components { get; }
        IComponentContainer AddComponent(IMessageComponentBuilder component);
        IComponentContainer AddComponents(params IMessageComponentBuilder[] components);
        IComponentContainer WithComponents(IEnumerable<IMessageComponentBuilder> components);
    }

    public interface IStaticComponentContainer : IComponentContainer { }

    public interface IInteractableComponentContainer : IComponentContainer { }

    /// <summary>A built component: the entity and the API model Discord.Net's ToModel() makes of it.</summary>
    public abstract class BuiltComponent : IMessageComponent
    {
        public abstract ComponentType Type { get; }
        public int? Id { get; internal set; }
        internal abstract JObj ToModel();
        internal virtual IEnumerable<IMessageComponent> Children() { return Enumerable.Empty<IMessageComponent>(); }

        internal static object ModelOf(IMessageComponent component)
        {
            var built = component as BuiltComponent;
            return built != null ? built.ToModel() : null;
        }
    }

    public struct UnfurledMediaItemProperties
    {
        public string Url { get; set; }
        public UnfurledMediaItemProperties(string url) { Url = url; }
        public static implicit operator UnfurledMediaItemProperties(string url) { return new UnfurledMediaItemProperties(url); }
    }

    public struct MediaGalleryItemProperties
    {
        public const int MaxDescriptionLength = 256;
        public UnfurledMediaItemProperties Media { get; set; }
        public string Description { get; set; }
        public bool IsSpoiler { get; set; }
        public MediaGalleryItemProperties(UnfurledMediaItemProperties media, string description = null, bool isSpoiler = false)
        {
            Media = media;
            Description = description;
            IsSpoiler = isSpoiler;
        }
    }

    public struct SelectMenuDefaultValue
    {
        public ulong Id { get; }
        public SelectDefaultValueType Type { get; }
        public SelectMenuDefaultValue(ulong id, SelectDefaultValueType type) { Id = id; Type = type; }
    }

    public static class ComponentBuilderExtensions
    {
        public static BuilderT WithId<BuilderT>(this BuilderT builder, int? id) where BuilderT : IMessageComponentBuilder
        {
            builder.Id = id;
            return builder;
        }
    }

    // ---------------------------------------------------------------- built entities and models

    public class ActionRowComponent : BuiltComponent
    {
        public override ComponentType Type { get { return ComponentType.ActionRow; } }
        public IReadOnlyCollection<IMessageComponent> Components { get; internal set; }
        internal override IEnumerable<IMessageComponent> Children() { return Components; }
        internal override JObj ToModel()
        {
            return new JObj().Set("type", Type).SetIf(Id.HasValue, "id", Id)
                .Set("components", Components.Select(ModelOf).ToArray());
        }
    }

    public class ButtonComponent : BuiltComponent, IInteractableComponent
    {
        public override ComponentType Type { get { return ComponentType.Button; } }
        public ButtonStyle Style { get; internal set; }
        public string Label { get; internal set; }
        public IEmote Emote { get; internal set; }
        public string CustomId { get; internal set; }
        public string Url { get; internal set; }
        public bool IsDisabled { get; internal set; }
        public ulong? SkuId { get; internal set; }
        internal override JObj ToModel()
        {
            // API.ButtonComponent(Discord.ButtonComponent): label, custom_id, url and disabled always set.
            return new JObj().Set("type", Type).SetIf(Id.HasValue, "id", Id).Set("style", Style)
                .Set("label", Label).SetIf(Emote != null, "emoji", Emote != null ? EmojiModel.Of(Emote) : null)
                .Set("custom_id", CustomId).Set("url", Url).Set("disabled", IsDisabled)
                .SetIf(SkuId.HasValue, "sku_id", SkuId.HasValue ? (object)new Snowflake(SkuId.Value) : null);
        }
    }

    public class SelectMenuOption
    {
        public string Label { get; internal set; }
        public string Value { get; internal set; }
        public string Description { get; internal set; }
        public IEmote Emote { get; internal set; }
        public bool? IsDefault { get; internal set; }
        internal JObj ToModel()
        {
            return new JObj().Set("label", Label).Set("value", Value).Set("description", Description)
                .SetIf(Emote != null, "emoji", Emote != null ? EmojiModel.Of(Emote) : null)
                .SetIf(IsDefault.HasValue, "default", IsDefault);
        }
    }

    public class SelectMenuComponent : BuiltComponent, IInteractableComponent
    {
        private readonly ComponentType _type;
        internal SelectMenuComponent(ComponentType type) { _type = type; }
        public override ComponentType Type { get { return _type; } }
        public string CustomId { get; internal set; }
        public IReadOnlyCollection<SelectMenuOption> Options { get; internal set; }
        public string Placeholder { get; internal set; }
        public int MinValues { get; internal set; }
        public int MaxValues { get; internal set; }
        public bool IsDisabled { get; internal set; }
        public IReadOnlyCollection<ChannelType> ChannelTypes { get; internal set; }
        public IReadOnlyCollection<SelectMenuDefaultValue> DefaultValues { get; internal set; }
        internal override JObj ToModel()
        {
            return new JObj().Set("type", Type).Set("custom_id", CustomId)
                .Set("options", Options != null ? Options.Select(o => o.ToModel()).ToArray() : null)
                .Set("placeholder", Placeholder).Set("min_values", MinValues).Set("max_values", MaxValues)
                .Set("disabled", IsDisabled).Set("channel_types", ChannelTypes.ToArray())
                .Set("default_values", DefaultValues.Select(d => new JObj().Set("id", new Snowflake(d.Id)).Set("type", d.Type == SelectDefaultValueType.User ? "user" : d.Type == SelectDefaultValueType.Role ? "role" : "channel")).ToArray())
                .SetIf(Id.HasValue, "id", Id);
        }
    }

    public class TextDisplayComponent : BuiltComponent
    {
        public override ComponentType Type { get { return ComponentType.TextDisplay; } }
        public string Content { get; internal set; }
        internal override JObj ToModel() { return new JObj().Set("type", Type).SetIf(Id.HasValue, "id", Id).Set("content", Content); }
    }

    public class ThumbnailComponent : BuiltComponent
    {
        public override ComponentType Type { get { return ComponentType.Thumbnail; } }
        public string Url { get; internal set; }
        public string Description { get; internal set; }
        public bool IsSpoiler { get; internal set; }
        internal override JObj ToModel()
        {
            return new JObj().Set("type", Type).SetIf(Id.HasValue, "id", Id).Set("media", new JObj().Set("url", Url))
                .Set("description", Description).Set("spoiler", IsSpoiler);
        }
    }

    public class SectionComponent : BuiltComponent
    {
        public override ComponentType Type { get { return ComponentType.Section; } }
        public IReadOnlyCollection<IMessageComponent> Components { get; internal set; }
        public IMessageComponent Accessory { get; internal set; }
        internal override IEnumerable<IMessageComponent> Children() { return Components.Concat(new[] { Accessory }); }
        internal override JObj ToModel()
        {
            return new JObj().Set("type", Type).SetIf(Id.HasValue, "id", Id)
                .Set("components", Components.Select(ModelOf).ToArray()).Set("accessory", ModelOf(Accessory));
        }
    }

    public class MediaGalleryComponent : BuiltComponent
    {
        public override ComponentType Type { get { return ComponentType.MediaGallery; } }
        public IReadOnlyCollection<MediaGalleryItemProperties> Items { get; internal set; }
        internal override JObj ToModel()
        {
            return new JObj().Set("type", Type).SetIf(Id.HasValue, "id", Id).Set("items", Items.Select(i =>
                new JObj().Set("media", new JObj().Set("url", i.Media.Url)).Set("description", i.Description).Set("spoiler", i.IsSpoiler)).ToArray());
        }
    }

    public class SeparatorComponent : BuiltComponent
    {
        public override ComponentType Type { get { return ComponentType.Separator; } }
        public bool? IsDivider { get; internal set; }
        public SeparatorSpacingSize? Spacing { get; internal set; }
        internal override JObj ToModel()
        {
            return new JObj().Set("type", Type).SetIf(Id.HasValue, "id", Id)
                .SetIf(IsDivider.HasValue, "divider", IsDivider).SetIf(Spacing.HasValue, "spacing", Spacing);
        }
    }

    public class FileComponent : BuiltComponent
    {
        public override ComponentType Type { get { return ComponentType.File; } }
        public string Url { get; internal set; }
        public bool? IsSpoiler { get; internal set; }
        internal override JObj ToModel()
        {
            return new JObj().Set("type", Type).SetIf(Id.HasValue, "id", Id).Set("file", new JObj().Set("url", Url))
                .SetIf(IsSpoiler.HasValue, "spoiler", IsSpoiler);
        }
    }

    public class ContainerComponent : BuiltComponent
    {
        public override ComponentType Type { get { return ComponentType.Container; } }
        public IReadOnlyCollection<IMessageComponent> Components { get; internal set; }
        public uint? AccentColor { get; internal set; }
        public bool? IsSpoiler { get; internal set; }
        internal override IEnumerable<IMessageComponent> Children() { return Components; }
        internal override JObj ToModel()
        {
            return new JObj().Set("type", Type).SetIf(Id.HasValue, "id", Id)
                .SetIf(AccentColor.HasValue, "accent_color", AccentColor).SetIf(IsSpoiler.HasValue, "spoiler", IsSpoiler)
                .Set("components", Components.Select(ModelOf).ToArray());
        }
    }

    /// <summary>What ComponentBuilder.Build() and ComponentBuilderV2.Build() return.</summary>
    public class MessageComponent
    {
        public IReadOnlyCollection<IMessageComponent> Components { get; }
        internal MessageComponent(List<IMessageComponent> components) { Components = components; }
        public static MessageComponent Empty { get { return new MessageComponent(new List<IMessageComponent>()); } }
    }

    // ---------------------------------------------------------------- builders

    public class ButtonBuilder : IInteractableComponentBuilder
    {
        public const int MaxButtonLabelLength = 80;
        public ComponentType Type { get { return ComponentType.Button; } }
        public string Label { get; set; }
        public string CustomId { get; set; }
        public ButtonStyle Style { get; set; }
        public IEmote Emote { get; set; }
        public string Url { get; set; }
        public bool IsDisabled { get; set; }
        public ulong? SkuId { get; set; }
        public int? Id { get; set; }

        public ButtonBuilder() { }

        public ButtonBuilder(string label = null, string customId = null, ButtonStyle style = ButtonStyle.Primary, string url = null, IEmote emote = null, bool isDisabled = false, ulong? skuId = null, int? id = null)
        {
            CustomId = customId; Style = style; Url = url; Label = label; IsDisabled = isDisabled; Emote = emote; SkuId = skuId; Id = id;
        }

        public static ButtonBuilder CreateLinkButton(string label, string url, IEmote emote = null) { return new ButtonBuilder(label, null, ButtonStyle.Link, url, emote); }
        public static ButtonBuilder CreateDangerButton(string label, string customId, IEmote emote = null) { return new ButtonBuilder(label, customId, ButtonStyle.Danger, null, emote); }
        public static ButtonBuilder CreatePrimaryButton(string label, string customId, IEmote emote = null) { return new ButtonBuilder(label, customId, ButtonStyle.Primary, null, emote); }
        public static ButtonBuilder CreateSecondaryButton(string label, string customId, IEmote emote = null) { return new ButtonBuilder(label, customId, ButtonStyle.Secondary, null, emote); }
        public static ButtonBuilder CreateSuccessButton(string label, string customId, IEmote emote = null) { return new ButtonBuilder(label, customId, ButtonStyle.Success, null, emote); }

        public ButtonBuilder WithLabel(string label) { Label = label; return this; }
        public ButtonBuilder WithStyle(ButtonStyle style) { Style = style; return this; }
        public ButtonBuilder WithEmote(IEmote emote) { Emote = emote; return this; }
        public ButtonBuilder WithUrl(string url) { Url = url; return this; }
        public ButtonBuilder WithCustomId(string id) { CustomId = id; return this; }
        public ButtonBuilder WithDisabled(bool isDisabled) { IsDisabled = isDisabled; return this; }
        public ButtonBuilder WithSkuId(ulong? skuId) { SkuId = skuId; return this; }

        public ButtonComponent Build()
        {
            var set = (string.IsNullOrWhiteSpace(Url) ? 0 : 1) + (string.IsNullOrWhiteSpace(CustomId) ? 0 : 1) + (SkuId.HasValue ? 1 : 0);
            if (set != 1) throw new InvalidOperationException("A button must contain either a URL, CustomId or SkuId, but not multiple of them!");
            if (Style == 0) throw new ArgumentException("A button must have a style.", "Style");
            if (Style != ButtonStyle.Premium && string.IsNullOrWhiteSpace(Label) && Emote == null)
                throw new InvalidOperationException("A button must have an Emote or a label!");
            if (Style == ButtonStyle.Link && string.IsNullOrWhiteSpace(Url))
                throw new InvalidOperationException("Link buttons must have a link associated with them");
            if (Style != ButtonStyle.Link && Style != ButtonStyle.Premium && string.IsNullOrWhiteSpace(CustomId))
                throw new InvalidOperationException("Non-link and non-premium buttons must have a custom id associated with them");
            return new ButtonComponent { Style = Style, Label = Label, Emote = Emote, CustomId = CustomId, Url = Url, IsDisabled = IsDisabled, SkuId = SkuId, Id = Id };
        }

        IMessageComponent IMessageComponentBuilder.Build() { return Build(); }
    }

    public class SelectMenuOptionBuilder
    {
        public string Label { get; set; }
        public string Value { get; set; }
        public string Description { get; set; }
        public IEmote Emote { get; set; }
        public bool? IsDefault { get; set; }

        public SelectMenuOptionBuilder() { }

        public SelectMenuOptionBuilder(string label, string value, string description = null, IEmote emote = null, bool? isDefault = null)
        {
            Label = label; Value = value; Description = description; Emote = emote; IsDefault = isDefault;
        }

        public SelectMenuOptionBuilder WithLabel(string label) { Label = label; return this; }
        public SelectMenuOptionBuilder WithValue(string value) { Value = value; return this; }
        public SelectMenuOptionBuilder WithDescription(string description) { Description = description; return this; }
        public SelectMenuOptionBuilder WithEmote(IEmote emote) { Emote = emote; return this; }
        public SelectMenuOptionBuilder WithDefault(bool isDefault) { IsDefault = isDefault; return this; }

        public SelectMenuOption Build()
        {
            if (string.IsNullOrWhiteSpace(Label)) throw new ArgumentNullException("Label", "Option must have a label.");
            if (string.IsNullOrWhiteSpace(Value)) throw new ArgumentNullException("Value", "Option must have a value.");
            return new SelectMenuOption { Label = Label, Value = Value, Description = Description, Emote = Emote, IsDefault = IsDefault };
        }
    }

    public class SelectMenuBuilder : IInteractableComponentBuilder
    {
        public const int MaxPlaceholderLength = 100;
        public const int MaxValuesCount = 25;
        public const int MaxOptionCount = 25;
        private ComponentType _type = ComponentType.SelectMenu;
        private List<SelectMenuOptionBuilder> _options = new List<SelectMenuOptionBuilder>();
        private List<SelectMenuDefaultValue> _defaultValues = new List<SelectMenuDefaultValue>();

        public string CustomId { get; set; }
        public ComponentType Type
        {
            get { return _type; }
            set
            {
                if (value != ComponentType.SelectMenu && value != ComponentType.UserSelect && value != ComponentType.RoleSelect
                    && value != ComponentType.MentionableSelect && value != ComponentType.ChannelSelect)
                    throw new ArgumentException("Type must be a select menu type.", "value");
                _type = value;
            }
        }
        public string Placeholder { get; set; }
        public int MinValues { get; set; } = 1;
        public int MaxValues { get; set; } = 1;
        public List<SelectMenuOptionBuilder> Options { get { return _options; } set { _options = value; } }
        public bool IsDisabled { get; set; }
        public List<ChannelType> ChannelTypes { get; set; }
        public List<SelectMenuDefaultValue> DefaultValues { get { return _defaultValues; } set { _defaultValues = value; } }
        public int? Id { get; set; }

        public SelectMenuBuilder() { }

        public SelectMenuBuilder(string customId, List<SelectMenuOptionBuilder> options = null, string placeholder = null, int maxValues = 1, int minValues = 1,
            bool isDisabled = false, ComponentType type = ComponentType.SelectMenu, List<ChannelType> channelTypes = null, List<SelectMenuDefaultValue> defaultValues = null, int? id = null)
        {
            CustomId = customId; Options = options; Placeholder = placeholder; IsDisabled = isDisabled; MaxValues = maxValues; MinValues = minValues;
            Type = type; ChannelTypes = channelTypes ?? new List<ChannelType>(); DefaultValues = defaultValues ?? new List<SelectMenuDefaultValue>(); Id = id;
        }

        public SelectMenuBuilder WithCustomId(string customId) { CustomId = customId; return this; }
        public SelectMenuBuilder WithPlaceholder(string placeholder) { Placeholder = placeholder; return this; }
        public SelectMenuBuilder WithMinValues(int minValues) { MinValues = minValues; return this; }
        public SelectMenuBuilder WithMaxValues(int maxValues) { MaxValues = maxValues; return this; }
        public SelectMenuBuilder WithOptions(List<SelectMenuOptionBuilder> options) { Options = options; return this; }

        public SelectMenuBuilder AddOption(SelectMenuOptionBuilder option)
        {
            if (Options == null) Options = new List<SelectMenuOptionBuilder>();
            if (Options.Count >= MaxOptionCount) throw new InvalidOperationException("Options count reached 25.");
            Options.Add(option);
            return this;
        }

        public SelectMenuBuilder AddOption(string label, string value, string description = null, IEmote emote = null, bool? isDefault = null)
        {
            return AddOption(new SelectMenuOptionBuilder(label, value, description, emote, isDefault));
        }

        public SelectMenuBuilder AddDefaultValue(ulong id, SelectDefaultValueType type) { return AddDefaultValue(new SelectMenuDefaultValue(id, type)); }
        public SelectMenuBuilder AddDefaultValue(SelectMenuDefaultValue value) { DefaultValues.Add(value); return this; }
        public SelectMenuBuilder WithDefaultValues(params SelectMenuDefaultValue[] defaultValues) { DefaultValues = defaultValues == null ? null : defaultValues.ToList(); return this; }
        public SelectMenuBuilder WithDisabled(bool isDisabled) { IsDisabled = isDisabled; return this; }
        public SelectMenuBuilder WithType(ComponentType type) { Type = type; return this; }
        public SelectMenuBuilder WithChannelTypes(List<ChannelType> channelTypes) { ChannelTypes = channelTypes; return this; }
        public SelectMenuBuilder WithChannelTypes(params ChannelType[] channelTypes) { ChannelTypes = channelTypes == null ? new List<ChannelType>() : channelTypes.ToList(); return this; }

        public SelectMenuComponent Build()
        {
            return new SelectMenuComponent(Type)
            {
                CustomId = CustomId,
                Options = Options == null ? null : Options.Select(x => x.Build()).ToList(),
                Placeholder = Placeholder, MinValues = MinValues, MaxValues = MaxValues, IsDisabled = IsDisabled,
                // SelectMenuComponent's constructor keeps empty lists when none are given.
                ChannelTypes = (ChannelTypes ?? new List<ChannelType>()).ToList(),
                DefaultValues = (DefaultValues ?? new List<SelectMenuDefaultValue>()).ToList(),
                Id = Id,
            };
        }

        IMessageComponent IMessageComponentBuilder.Build() { return Build(); }
    }

    public class ActionRowBuilder : IMessageComponentBuilder, IInteractableComponentContainer
    {
        public const int MaxChildCount = 5;
        private List<IMessageComponentBuilder> _components = new List<IMessageComponentBuilder>();
        public ComponentType Type { get { return ComponentType.ActionRow; } }
        public int? Id { get; set; }

        public List<IMessageComponentBuilder> Components
        {
            get { return _components; }
            set
            {
                if (value == null) throw new ArgumentNullException("value", "Components cannot be null.");
                if (value.Count == 0) throw new ArgumentOutOfRangeException("value", "There must be at least 1 component in a row.");
                if (value.Count > MaxChildCount) throw new ArgumentOutOfRangeException("value", "Action row can only contain 5 child components!");
                _components = value;
            }
        }

        public ActionRowBuilder AddComponents(params IMessageComponentBuilder[] components)
        {
            foreach (var component in components) AddComponent(component);
            return this;
        }

        public ActionRowBuilder WithComponents(IEnumerable<IMessageComponentBuilder> components) { Components = components.ToList(); return this; }
        public ActionRowBuilder WithComponents(List<IMessageComponentBuilder> components) { Components = components; return this; }

        public ActionRowBuilder AddComponent(IMessageComponentBuilder component)
        {
            if (Components.Count >= MaxChildCount) throw new InvalidOperationException("Components count reached 5");
            Components.Add(component);
            return this;
        }

        public ActionRowBuilder WithSelectMenu(string customId, List<SelectMenuOptionBuilder> options = null, string placeholder = null, int minValues = 1, int maxValues = 1,
            bool disabled = false, ComponentType type = ComponentType.SelectMenu, ChannelType[] channelTypes = null)
        {
            return WithSelectMenu(new SelectMenuBuilder().WithCustomId(customId).WithOptions(options).WithPlaceholder(placeholder)
                .WithMaxValues(maxValues).WithMinValues(minValues).WithDisabled(disabled).WithType(type).WithChannelTypes(channelTypes));
        }

        public ActionRowBuilder WithSelectMenu(SelectMenuBuilder menu)
        {
            if (Components.Count != 0) throw new InvalidOperationException("A Select Menu cannot exist in a pre-occupied ActionRow.");
            AddComponent(menu);
            return this;
        }

        public ActionRowBuilder WithButton(string label = null, string customId = null, ButtonStyle style = ButtonStyle.Primary, IEmote emote = null, string url = null, bool disabled = false)
        {
            return WithButton(new ButtonBuilder().WithLabel(label).WithStyle(style).WithEmote(emote).WithCustomId(customId).WithUrl(url).WithDisabled(disabled));
        }

        public ActionRowBuilder WithButton(ButtonBuilder button)
        {
            if (Components.Any(x => x is SelectMenuBuilder)) throw new InvalidOperationException("A button cannot be added to a row with a SelectMenu");
            AddComponent(button);
            return this;
        }

        public ActionRowComponent Build()
        {
            return new ActionRowComponent { Components = _components.Select(x => x.Build()).ToList(), Id = Id };
        }

        IMessageComponent IMessageComponentBuilder.Build() { return Build(); }
        IComponentContainer IComponentContainer.AddComponent(IMessageComponentBuilder component) { return AddComponent(component); }
        IComponentContainer IComponentContainer.AddComponents(params IMessageComponentBuilder[] components) { return AddComponents(components); }
        IComponentContainer IComponentContainer.WithComponents(IEnumerable<IMessageComponentBuilder> components) { return WithComponents(components); }
    }

    public class TextDisplayBuilder : IMessageComponentBuilder
    {
        public const int MaxContentLength = 4096;
        public ComponentType Type { get { return ComponentType.TextDisplay; } }
        public int? Id { get; set; }
        public string Content { get; set; }
        public TextDisplayBuilder() { }
        public TextDisplayBuilder(string content, int? id = null) { Content = content; Id = id; }
        public TextDisplayBuilder WithContent(string content) { Content = content; return this; }

        public TextDisplayComponent Build()
        {
            if (Content.Length > MaxContentLength) throw new ArgumentException("Content length must be less than or equal to 4096.", "Content");
            return new TextDisplayComponent { Content = Content, Id = Id };
        }

        IMessageComponent IMessageComponentBuilder.Build() { return Build(); }
    }

    public class ThumbnailBuilder : IMessageComponentBuilder
    {
        public const int MaxDescriptionLength = 1024;
        public ComponentType Type { get { return ComponentType.Thumbnail; } }
        public int? Id { get; set; }
        public UnfurledMediaItemProperties Media { get; set; }
        public string Description { get; set; }
        public bool IsSpoiler { get; set; }
        public ThumbnailBuilder() { }
        public ThumbnailBuilder(UnfurledMediaItemProperties media, string description = null, bool isSpoiler = false) { Media = media; Description = description; IsSpoiler = isSpoiler; }
        public ThumbnailBuilder WithMedia(UnfurledMediaItemProperties media) { Media = media; return this; }
        public ThumbnailBuilder WithDescription(string description) { Description = description; return this; }
        public ThumbnailBuilder WithSpoiler(bool isSpoiler) { IsSpoiler = isSpoiler; return this; }
        public ThumbnailComponent Build() { return new ThumbnailComponent { Url = Media.Url, Description = Description, IsSpoiler = IsSpoiler, Id = Id }; }
        IMessageComponent IMessageComponentBuilder.Build() { return Build(); }
    }

    public class SectionBuilder : IMessageComponentBuilder, IStaticComponentContainer
    {
        public const int MaxComponents = 3;
        private List<IMessageComponentBuilder> _components = new List<IMessageComponentBuilder>();
        public ComponentType Type { get { return ComponentType.Section; } }
        public int? Id { get; set; }
        public IMessageComponentBuilder Accessory { get; set; }
        public List<IMessageComponentBuilder> Components
        {
            get { return _components; }
            set { if (value == null) throw new ArgumentNullException("value"); _components = value; }
        }

        public SectionBuilder(IMessageComponentBuilder accessory = null, params IMessageComponentBuilder[] components)
        {
            Accessory = accessory;
            Components = components == null ? new List<IMessageComponentBuilder>() : components.ToList();
        }

        public SectionBuilder(IMessageComponentBuilder accessory, IEnumerable<IMessageComponentBuilder> components)
        {
            Accessory = accessory;
            Components = components == null ? new List<IMessageComponentBuilder>() : components.ToList();
        }

        public SectionBuilder AddComponent(IMessageComponentBuilder component) { Components.Add(component); return this; }
        public SectionBuilder AddComponents(params IMessageComponentBuilder[] components) { foreach (var c in components) AddComponent(c); return this; }
        public SectionBuilder WithComponents(IEnumerable<IMessageComponentBuilder> components) { Components = components.ToList(); return this; }
        public SectionBuilder WithAccessory(IMessageComponentBuilder accessory) { Accessory = accessory; return this; }

        public SectionComponent Build()
        {
            if (_components.Count == 0 || _components.Count > MaxComponents) throw new InvalidOperationException("Section component can only contain 3 child components!");
            if (_components.Any(x => !(x is TextDisplayBuilder))) throw new InvalidOperationException("Section component can only contain TextDisplayBuilder!");
            if (Accessory == null) throw new ArgumentNullException("Accessory", "A section must have an accessory");
            if (!(Accessory is ButtonBuilder) && !(Accessory is ThumbnailBuilder)) throw new InvalidOperationException("Accessory component can only be ButtonBuilder or ThumbnailBuilder!");
            return new SectionComponent { Components = Components.Select(x => x.Build()).ToList(), Accessory = Accessory.Build(), Id = Id };
        }

        IMessageComponent IMessageComponentBuilder.Build() { return Build(); }
        IComponentContainer IComponentContainer.AddComponent(IMessageComponentBuilder component) { return AddComponent(component); }
        IComponentContainer IComponentContainer.AddComponents(params IMessageComponentBuilder[] components) { return AddComponents(components); }
        IComponentContainer IComponentContainer.WithComponents(IEnumerable<IMessageComponentBuilder> components) { return WithComponents(components); }
    }

    public class MediaGalleryBuilder : IMessageComponentBuilder
    {
        public const int MaxItems = 10;
        private List<MediaGalleryItemProperties> _items = new List<MediaGalleryItemProperties>();
        public ComponentType Type { get { return ComponentType.MediaGallery; } }
        public int? Id { get; set; }
        public List<MediaGalleryItemProperties> Items { get { return _items; } set { _items = value; } }
        public MediaGalleryBuilder() { }
        public MediaGalleryBuilder(params MediaGalleryItemProperties[] items) { Items = items == null ? null : items.ToList(); }
        public MediaGalleryBuilder(IEnumerable<MediaGalleryItemProperties> items) { Items = items == null ? null : items.ToList(); }
        public MediaGalleryBuilder AddItem(MediaGalleryItemProperties item) { _items.Add(item); return this; }
        public MediaGalleryBuilder AddItem(string url, string description = null, bool isSpoiler = false) { _items.Add(new MediaGalleryItemProperties(new UnfurledMediaItemProperties(url), description, isSpoiler)); return this; }
        public MediaGalleryBuilder AddItems(params MediaGalleryItemProperties[] items) { _items.AddRange(items); return this; }
        public MediaGalleryBuilder AddItems(IEnumerable<MediaGalleryItemProperties> items) { _items.AddRange(items); return this; }
        public MediaGalleryBuilder WithItems(IEnumerable<MediaGalleryItemProperties> items) { _items = items.ToList(); return this; }

        public MediaGalleryComponent Build()
        {
            if (_items.Any(x => (x.Description ?? "").Length > MediaGalleryItemProperties.MaxDescriptionLength))
                throw new ArgumentException("MediaGalleryItemProperties description length cannot exceed 256 characters.");
            if (_items.Any(x => x.Media.Url == null || !(x.Media.Url.StartsWith("http://") || x.Media.Url.StartsWith("https://") || x.Media.Url.StartsWith("attachment://"))))
                throw new ArgumentException("MediaGalleryItemProperties description must be a valid URL or attachment.");
            if (_items.Count == 0 || _items.Count > MaxItems) throw new ArgumentOutOfRangeException("Items", "Media gallery items count must be in range [1, 10]");
            return new MediaGalleryComponent { Items = _items.ToList(), Id = Id };
        }

        IMessageComponent IMessageComponentBuilder.Build() { return Build(); }
    }

    public class SeparatorBuilder : IMessageComponentBuilder
    {
        public ComponentType Type { get { return ComponentType.Separator; } }
        public bool? IsDivider { get; set; }
        public SeparatorSpacingSize? Spacing { get; set; }
        public int? Id { get; set; }
        public SeparatorBuilder(bool isDivider = true, SeparatorSpacingSize spacing = SeparatorSpacingSize.Small) { IsDivider = isDivider; Spacing = spacing; }
        public SeparatorBuilder WithIsDivider(bool? isDivider) { IsDivider = isDivider; return this; }
        public SeparatorBuilder WithSpacing(SeparatorSpacingSize? spacing) { Spacing = spacing; return this; }
        public SeparatorComponent Build() { return new SeparatorComponent { IsDivider = IsDivider, Spacing = Spacing, Id = Id }; }
        IMessageComponent IMessageComponentBuilder.Build() { return Build(); }
    }

    public class FileComponentBuilder : IMessageComponentBuilder
    {
        public ComponentType Type { get { return ComponentType.File; } }
        public int? Id { get; set; }
        public UnfurledMediaItemProperties File { get; set; }
        public bool? IsSpoiler { get; set; }
        public FileComponentBuilder() { }
        public FileComponentBuilder(UnfurledMediaItemProperties media, bool isSpoiler = false, int? id = null) { File = media; Id = id; IsSpoiler = isSpoiler; }
        public FileComponentBuilder WithFile(UnfurledMediaItemProperties file) { File = file; return this; }
        public FileComponentBuilder WithIsSpoiler(bool? isSpoiler) { IsSpoiler = isSpoiler; return this; }

        public FileComponent Build()
        {
            if (string.IsNullOrWhiteSpace(File.Url)) throw new InvalidOperationException("File URL must be set.");
            if (!File.Url.StartsWith("attachment://")) throw new InvalidOperationException("File URL must be an attachment URL.");
            return new FileComponent { Url = File.Url, IsSpoiler = IsSpoiler, Id = Id };
        }

        IMessageComponent IMessageComponentBuilder.Build() { return Build(); }
    }

    public class ContainerBuilder : IMessageComponentBuilder, IStaticComponentContainer
    {
        private List<IMessageComponentBuilder> _components = new List<IMessageComponentBuilder>();
        public ComponentType Type { get { return ComponentType.Container; } }
        public int? Id { get; set; }
        public List<IMessageComponentBuilder> Components
        {
            get { return _components; }
            set { if (value == null) throw new ArgumentNullException("value"); _components = value; }
        }
        public uint? AccentColor { get; set; }
        public bool? IsSpoiler { get; set; }

        public ContainerBuilder(params IMessageComponentBuilder[] components) { Components = components == null ? new List<IMessageComponentBuilder>() : components.ToList(); }
        public ContainerBuilder(IEnumerable<IMessageComponentBuilder> components) { Components = components == null ? new List<IMessageComponentBuilder>() : components.ToList(); }

        public ContainerBuilder WithAccentColor(Color? color) { AccentColor = color.HasValue ? (uint?)color.Value.RawValue : null; return this; }
        public ContainerBuilder WithSpoiler(bool? isSpoiler) { IsSpoiler = isSpoiler; return this; }
        public ContainerBuilder AddComponent(IMessageComponentBuilder component) { Components.Add(component); return this; }
        public ContainerBuilder AddComponents(params IMessageComponentBuilder[] components) { Components.AddRange(components); return this; }
        public ContainerBuilder WithComponents(IEnumerable<IMessageComponentBuilder> components) { Components = components.ToList(); return this; }

        public ContainerComponent Build()
        {
            if (_components.Any(x => !(x is ActionRowBuilder || x is TextDisplayBuilder || x is SectionBuilder || x is MediaGalleryBuilder || x is SeparatorBuilder || x is FileComponentBuilder)))
                throw new InvalidOperationException("A container can only contain ActionRowBuilder, TextDisplayBuilder, SectionBuilder, MediaGalleryBuilder, SeparatorBuilder, or FileComponentBuilder components.");
            return new ContainerComponent { Components = Components.Select(x => x.Build()).ToList(), AccentColor = AccentColor, IsSpoiler = IsSpoiler, Id = Id };
        }

        IMessageComponent IMessageComponentBuilder.Build() { return Build(); }
        IComponentContainer IComponentContainer.AddComponent(IMessageComponentBuilder component) { return AddComponent(component); }
        IComponentContainer IComponentContainer.AddComponents(params IMessageComponentBuilder[] components) { return AddComponents(components); }
        IComponentContainer IComponentContainer.WithComponents(IEnumerable<IMessageComponentBuilder> components) { return WithComponents(components); }
    }

    public class ComponentBuilderV2 : IStaticComponentContainer
    {
        public const int MaxComponents = 40;
        private List<IMessageComponentBuilder> _components = new List<IMessageComponentBuilder>();
        public List<IMessageComponentBuilder> Components
        {
            get { return _components; }
            set { if (value == null) throw new ArgumentNullException("value", "Components cannot be null."); _components = value; }
        }
        public ComponentBuilderV2() { }
        public ComponentBuilderV2 AddComponent(IMessageComponentBuilder component) { Components.Add(component); return this; }
        public ComponentBuilderV2 AddComponents(params IMessageComponentBuilder[] components) { Components.AddRange(components); return this; }
        public ComponentBuilderV2 WithComponents(IEnumerable<IMessageComponentBuilder> components) { Components = components.ToList(); return this; }

        public MessageComponent Build()
        {
            if (_components.Count < 1) throw new ArgumentException("At least 1 component must be added to this container.");
            if (_components.Any(x => !(x is ActionRowBuilder || x is SectionBuilder || x is TextDisplayBuilder || x is MediaGalleryBuilder || x is FileComponentBuilder || x is SeparatorBuilder || x is ContainerBuilder)))
                throw new InvalidOperationException("Only the following components can be at the top level: ActionRowBuilder, TextDisplayBuilder, SectionBuilder, MediaGalleryBuilder, SeparatorBuilder, or FileComponentBuilder components.");
            return new MessageComponent(Components.Select(x => x.Build()).ToList());
        }

        IComponentContainer IComponentContainer.AddComponent(IMessageComponentBuilder component) { return AddComponent(component); }
        IComponentContainer IComponentContainer.AddComponents(params IMessageComponentBuilder[] components) { return AddComponents(components); }
        IComponentContainer IComponentContainer.WithComponents(IEnumerable<IMessageComponentBuilder> components) { return WithComponents(components); }
    }

    /// <summary>The pre-V2 builder of action rows (MessageComponents/Builders/ComponentBuilder.cs).</summary>
    public class ComponentBuilder
    {
        public const int MaxCustomIdLength = 100;
        public const int MaxActionRowCount = 5;
        private List<ActionRowBuilder> _actionRows;
        public List<ActionRowBuilder> ActionRows
        {
            get { return _actionRows; }
            set
            {
                if (value == null) throw new ArgumentNullException("value", "ActionRows cannot be null.");
                if (value.Count > MaxActionRowCount) throw new ArgumentOutOfRangeException("value", "Action row count must be less than or equal to 5.");
                _actionRows = value;
            }
        }

        public ComponentBuilder WithRows(IEnumerable<ActionRowBuilder> rows) { ActionRows = rows.ToList(); return this; }

        public ComponentBuilder AddRow(ActionRowBuilder row)
        {
            if (_actionRows == null) _actionRows = new List<ActionRowBuilder>();
            if (_actionRows.Count >= MaxActionRowCount) throw new IndexOutOfRangeException("The max amount of rows has been reached");
            _actionRows.Add(row);
            return this;
        }

        private ActionRowBuilder Row(int row)
        {
            if (row >= MaxActionRowCount) throw new ArgumentOutOfRangeException("row");
            if (_actionRows == null) _actionRows = new List<ActionRowBuilder>();
            while (_actionRows.Count <= row) _actionRows.Add(new ActionRowBuilder());
            return _actionRows[row];
        }

        public ComponentBuilder WithButton(ButtonBuilder button, int row = 0) { Row(row).WithButton(button); return this; }

        public ComponentBuilder WithButton(string label = null, string customId = null, ButtonStyle style = ButtonStyle.Primary, IEmote emote = null, string url = null, bool disabled = false, int row = 0)
        {
            return WithButton(new ButtonBuilder().WithLabel(label).WithStyle(style).WithEmote(emote).WithCustomId(customId).WithUrl(url).WithDisabled(disabled), row);
        }

        public ComponentBuilder WithSelectMenu(SelectMenuBuilder menu, int row = 0) { Row(row).WithSelectMenu(menu); return this; }

        public MessageComponent Build()
        {
            if (_actionRows == null) return MessageComponent.Empty;
            return new MessageComponent(_actionRows.Where(r => r.Components.Count > 0).Select(r => (IMessageComponent)r.Build()).ToList());
        }
    }

    public static class ComponentContainerExtensions
    {
        public static BuilderT WithTextDisplay<BuilderT>(this BuilderT container, TextDisplayBuilder textDisplay) where BuilderT : class, IStaticComponentContainer
        { container.AddComponent(textDisplay); return container; }

        public static BuilderT WithTextDisplay<BuilderT>(this BuilderT container, string content, int? id = null) where BuilderT : class, IStaticComponentContainer
        { return container.WithTextDisplay(new TextDisplayBuilder().WithContent(content).WithId(id)); }

        public static BuilderT WithSection<BuilderT>(this BuilderT container, SectionBuilder section) where BuilderT : class, IStaticComponentContainer
        { container.AddComponent(section); return container; }

        public static BuilderT WithSection<BuilderT>(this BuilderT container, IEnumerable<TextDisplayBuilder> components, IMessageComponentBuilder accessory, bool isSpoiler = false, int? id = null) where BuilderT : class, IStaticComponentContainer
        { return container.WithSection(new SectionBuilder().WithComponents(components).WithAccessory(accessory).WithId(id)); }

        public static BuilderT WithMediaGallery<BuilderT>(this BuilderT container, MediaGalleryBuilder mediaGallery) where BuilderT : class, IStaticComponentContainer
        { container.AddComponent(mediaGallery); return container; }

        public static BuilderT WithMediaGallery<BuilderT>(this BuilderT container, IEnumerable<MediaGalleryItemProperties> items, int? id = null) where BuilderT : class, IStaticComponentContainer
        { return container.WithMediaGallery(new MediaGalleryBuilder().WithItems(items).WithId(id)); }

        public static BuilderT WithSeparator<BuilderT>(this BuilderT container, SeparatorBuilder separator) where BuilderT : class, IStaticComponentContainer
        { container.AddComponent(separator); return container; }

        public static BuilderT WithSeparator<BuilderT>(this BuilderT container, SeparatorSpacingSize spacing = SeparatorSpacingSize.Small, bool isDivider = true, int? id = null) where BuilderT : class, IStaticComponentContainer
        { return container.WithSeparator(new SeparatorBuilder().WithSpacing(spacing).WithIsDivider(isDivider).WithId(id)); }

        public static BuilderT WithFile<BuilderT>(this BuilderT container, FileComponentBuilder file) where BuilderT : class, IStaticComponentContainer
        { container.AddComponent(file); return container; }

        public static BuilderT WithFile<BuilderT>(this BuilderT container, UnfurledMediaItemProperties file, bool isSpoiler = false, int? id = null) where BuilderT : class, IStaticComponentContainer
        { return container.WithFile(new FileComponentBuilder().WithFile(file).WithIsSpoiler(isSpoiler).WithId(id)); }

        public static BuilderT WithContainer<BuilderT>(this BuilderT container, ContainerBuilder containerComponent) where BuilderT : class, IStaticComponentContainer
        { container.AddComponent(containerComponent); return container; }

        public static BuilderT WithContainer<BuilderT>(this BuilderT container, IEnumerable<IMessageComponentBuilder> components, Color? accentColor = null, bool isSpoiler = false, int? id = null) where BuilderT : class, IStaticComponentContainer
        { return container.WithContainer(new ContainerBuilder().WithComponents(components).WithAccentColor(accentColor).WithSpoiler(isSpoiler).WithId(id)); }

        public static BuilderT WithContainer<BuilderT>(this BuilderT container, params IMessageComponentBuilder[] components) where BuilderT : class, IStaticComponentContainer
        { return container.WithContainer(new ContainerBuilder().WithComponents(components)); }

        public static BuilderT WithButton<BuilderT>(this BuilderT container, ButtonBuilder button) where BuilderT : class, IInteractableComponentContainer
        { container.AddComponent(button); return container; }

        public static BuilderT WithButton<BuilderT>(this BuilderT container, string label = null, string customId = null, ButtonStyle style = ButtonStyle.Primary, IEmote emote = null, string url = null, bool disabled = false, ulong? skuId = null, int? id = null) where BuilderT : class, IInteractableComponentContainer
        { return container.WithButton(new ButtonBuilder().WithLabel(label).WithStyle(style).WithEmote(emote).WithCustomId(customId).WithUrl(url).WithDisabled(disabled).WithSkuId(skuId).WithId(id)); }

        public static BuilderT WithSelectMenu<BuilderT>(this BuilderT container, SelectMenuBuilder selectMenu) where BuilderT : class, IInteractableComponentContainer
        { container.AddComponent(selectMenu); return container; }

        public static BuilderT WithActionRow<BuilderT>(this BuilderT container, ActionRowBuilder actionRow) where BuilderT : class, IStaticComponentContainer
        { container.AddComponent(actionRow); return container; }

        public static BuilderT WithActionRow<BuilderT>(this BuilderT container, IEnumerable<IMessageComponentBuilder> components, int? id = null) where BuilderT : class, IStaticComponentContainer
        { return container.WithActionRow(new ActionRowBuilder().WithComponents(components).WithId(id)); }
    }
}
