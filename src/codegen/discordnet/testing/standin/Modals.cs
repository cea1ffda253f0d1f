// Stand-in for Discord.Net's modal builders (namespace Discord), written from
// github.com/discord-net/Discord.Net, dev branch (the 3.19 line, after PR #3229), files:
//   src/Discord.Net.Core/Entities/Interactions/Modals/ModalBuilder.cs (ModalBuilder and
//     ModalComponentBuilder, the version with labels: it accepts only LabelBuilder and ActionRowBuilder)
//   .../MessageComponents/Builders/LabelBuilder.cs (the version whose SupportedComponentTypes include
//     RadioGroup, CheckboxGroup and Checkbox)
//   .../Builders/TextInputBuilder.cs (the V2 shape, with Id), FileUploadComponentBuilder.cs (with FileTypes)
//   .../Builders/RadioGroupBuilder.cs @ a0c26abed5951e5503bc43c29589d86e08921211
//   .../Builders/CheckboxGroupBuilder.cs @ 66a23c804a4aef85c44e92b2bc5c59337f3a8002
//   .../Builders/CheckboxBuilder.cs @ bfb5f2724ac4823de2a9a562a1b704dc7720db9e
//   .../Builders/RadioGroupOptionProperties.cs, CheckboxGroupOptionProperties.cs @ d7b306afb45d82241ee3316df1fc2df21589c6b9
//   src/Discord.Net.Rest/API/Common/LabelComponent.cs @ 35357369b3c5..., FileUploadComponent.cs,
//     RadioGroupComponent.cs, CheckboxGroupComponent.cs @ 155dba1b7bc9..., CheckboxComponent.cs @ 9e30f1421ffb...
using System;
using System.Collections;
using System.Collections.Generic;
using System.Linq;
using Discord.StandIn;

namespace Discord
{
    public class TextInputComponent : BuiltComponent, IInteractableComponent
    {
        public override ComponentType Type { get { return ComponentType.TextInput; } }
        public string CustomId { get; internal set; }
        public string Label { get; internal set; }
        public string Placeholder { get; internal set; }
        public int? MinLength { get; internal set; }
        public int? MaxLength { get; internal set; }
        public TextInputStyle Style { get; internal set; }
        public bool? Required { get; internal set; }
        public string Value { get; internal set; }
        internal override JObj ToModel()
        {
            return new JObj().Set("type", Type).SetIf(Id.HasValue, "id", Id).Set("style", Style).Set("custom_id", CustomId)
                .Set("label", Label).Set("placeholder", Placeholder).SetIf(MinLength.HasValue, "min_length", MinLength)
                .SetIf(MaxLength.HasValue, "max_length", MaxLength).SetIf(Value != null, "value", Value)
                .SetIf(Required.HasValue, "required", Required);
        }
    }

    public class LabelComponent : BuiltComponent
    {
        public override ComponentType Type { get { return ComponentType.Label; } }
        public string Label { get; internal set; }
        public string Description { get; internal set; }
        public IMessageComponent Component { get; internal set; }
        internal override IEnumerable<IMessageComponent> Children() { return new[] { Component }; }
        internal override JObj ToModel()
        {
            return new JObj().Set("type", Type).SetIf(Id.HasValue, "id", Id).Set("label", Label)
                .Set("description", Description).Set("component", ModelOf(Component));
        }
    }

    public class FileUploadComponent : BuiltComponent, IInteractableComponent
    {
        public override ComponentType Type { get { return ComponentType.FileUpload; } }
        public string CustomId { get; internal set; }
        public int? MinValues { get; internal set; }
        public int? MaxValues { get; internal set; }
        public bool IsRequired { get; internal set; }
        public IReadOnlyCollection<string> FileTypes { get; internal set; }
        internal override JObj ToModel()
        {
            return new JObj().Set("type", Type).SetIf(Id.HasValue, "id", Id).Set("custom_id", CustomId)
                .SetIf(MinValues.HasValue, "min_values", MinValues).SetIf(MaxValues.HasValue, "max_values", MaxValues)
                .Set("required", IsRequired).SetIf(FileTypes != null, "file_types", FileTypes == null ? null : FileTypes.ToArray());
        }
    }

    public struct RadioGroupOptionProperties
    {
        public string Value { get; set; }
        public string Label { get; set; }
        public string Description { get; set; }
        public bool IsDefault { get; set; }
        public RadioGroupOptionProperties(string value, string label, string description = null, bool isDefault = false)
        {
            Value = value; Label = label; Description = description; IsDefault = isDefault;
        }
    }

    public struct CheckboxGroupOptionProperties
    {
        public string Value { get; set; }
        public string Label { get; set; }
        public string Description { get; set; }
        public bool DefaultState { get; set; }
        public CheckboxGroupOptionProperties(string value, string label, string description = null, bool defaultState = false)
        {
            Value = value; Label = label; Description = description; DefaultState = defaultState;
        }
    }

    public class RadioGroupComponent : BuiltComponent, IInteractableComponent
    {
        public override ComponentType Type { get { return ComponentType.RadioGroup; } }
        public string CustomId { get; internal set; }
        public IReadOnlyCollection<RadioGroupOptionProperties> Options { get; internal set; }
        public bool IsRequired { get; internal set; }
        internal override JObj ToModel()
        {
            return new JObj().Set("type", Type).SetIf(Id.HasValue, "id", Id).Set("custom_id", CustomId)
                .Set("options", Options.Select(o => new JObj().Set("value", o.Value).Set("label", o.Label).Set("description", o.Description).Set("default", o.IsDefault)).ToArray())
                .Set("required", IsRequired);
        }
    }

    public class CheckboxGroupComponent : BuiltComponent, IInteractableComponent
    {
        public override ComponentType Type { get { return ComponentType.CheckboxGroup; } }
        public string CustomId { get; internal set; }
        public IReadOnlyCollection<CheckboxGroupOptionProperties> Options { get; internal set; }
        public int? MinValues { get; internal set; }
        public int? MaxValues { get; internal set; }
        public bool IsRequired { get; internal set; }
        internal override JObj ToModel()
        {
            return new JObj().Set("type", Type).SetIf(Id.HasValue, "id", Id).Set("custom_id", CustomId)
                .Set("options", Options.Select(o => new JObj().Set("value", o.Value).Set("label", o.Label).Set("description", o.Description).Set("default", o.DefaultState)).ToArray())
                .SetIf(MinValues.HasValue, "min_values", MinValues).SetIf(MaxValues.HasValue, "max_values", MaxValues)
                .Set("required", IsRequired);
        }
    }

    public class CheckboxComponent : BuiltComponent, IInteractableComponent
    {
        public override ComponentType Type { get { return ComponentType.Checkbox; } }
        public string CustomId { get; internal set; }
        public bool? DefaultState { get; internal set; }
        internal override JObj ToModel()
        {
            return new JObj().Set("type", Type).SetIf(Id.HasValue, "id", Id).Set("custom_id", CustomId)
                .SetIf(DefaultState.HasValue, "default", DefaultState);
        }
    }

    public class TextInputBuilder : IInteractableComponentBuilder
    {
        public const int MaxPlaceholderLength = 100;
        public const int LargestMaxLength = 4000;
        public ComponentType Type { get { return ComponentType.TextInput; } }
        public string CustomId { get; set; }
        public TextInputStyle Style { get; set; } = TextInputStyle.Short;
        public string Label { get; set; }
        public string Placeholder { get; set; }
        public int? MinLength { get; set; }
        public int? MaxLength { get; set; }
        public bool? Required { get; set; }
        public int? Id { get; set; }
        public string Value { get; set; }

        public TextInputBuilder() { }

        public TextInputBuilder(string label, string customId, TextInputStyle style = TextInputStyle.Short, string placeholder = null, int? minLength = null, int? maxLength = null, bool? required = null, string value = null, int? id = null)
        {
            Label = label; Style = style; CustomId = customId; Placeholder = placeholder; MinLength = minLength; MaxLength = maxLength; Required = required; Value = value; Id = id;
        }

        public TextInputBuilder WithLabel(string label) { Label = label; return this; }
        public TextInputBuilder WithStyle(TextInputStyle style) { Style = style; return this; }
        public TextInputBuilder WithCustomId(string customId) { CustomId = customId; return this; }
        public TextInputBuilder WithPlaceholder(string placeholder) { Placeholder = placeholder; return this; }
        public TextInputBuilder WithValue(string value) { Value = value; return this; }
        public TextInputBuilder WithMinLength(int minLength) { MinLength = minLength; return this; }
        public TextInputBuilder WithMaxLength(int maxLength) { MaxLength = maxLength; return this; }
        public TextInputBuilder WithRequired(bool required) { Required = required; return this; }

        public TextInputComponent Build()
        {
            if (string.IsNullOrEmpty(CustomId)) throw new ArgumentException("TextInputComponents must have a custom id.", "CustomId");
            if (Style == TextInputStyle.Short && Value != null && Value.Contains('\n'))
                throw new ArgumentException("Value must not contain new line characters when style is Short.", "Value");
            return new TextInputComponent { CustomId = CustomId, Label = Label, Placeholder = Placeholder, MinLength = MinLength, MaxLength = MaxLength, Style = Style, Required = Required, Value = Value, Id = Id };
        }

        IMessageComponent IMessageComponentBuilder.Build() { return Build(); }
    }

    public class FileUploadComponentBuilder : IInteractableComponentBuilder
    {
        public const int MaxFileCount = 10;
        public ComponentType Type { get { return ComponentType.FileUpload; } }
        public int? Id { get; set; }
        public string CustomId { get; set; }
        public int? MinValues { get; set; }
        public int? MaxValues { get; set; }
        public List<string> FileTypes { get; set; } = new List<string>();
        public bool IsRequired { get; set; } = true;

        public FileUploadComponentBuilder() { }

        public FileUploadComponentBuilder(string customId, int? minValues = null, int? maxValues = null, bool isRequired = true, int? id = null, IEnumerable<string> fileTypes = null)
        {
            CustomId = customId; MinValues = minValues; MaxValues = maxValues; IsRequired = isRequired; Id = id;
            FileTypes = fileTypes == null ? null : fileTypes.ToList();
        }

        public FileUploadComponentBuilder WithCustomId(string customId) { CustomId = customId; return this; }
        public FileUploadComponentBuilder WithMinValues(int? minValues) { MinValues = minValues; return this; }
        public FileUploadComponentBuilder WithMaxValues(int? maxValues) { MaxValues = maxValues; return this; }
        public FileUploadComponentBuilder WithRequired(bool isRequired) { IsRequired = isRequired; return this; }
        public FileUploadComponentBuilder WithFileTypes(IEnumerable<string> fileTypes) { FileTypes = fileTypes == null ? null : fileTypes.ToList(); return this; }

        public FileUploadComponent Build()
        {
            if (string.IsNullOrWhiteSpace(CustomId)) throw new ArgumentException("CustomId");
            if (MinValues.HasValue && MaxValues.HasValue && MaxValues < MinValues) throw new ArgumentException("MaxValues");
            return new FileUploadComponent { Id = Id, CustomId = CustomId, MinValues = MinValues, MaxValues = MaxValues, IsRequired = IsRequired, FileTypes = FileTypes };
        }

        IMessageComponent IMessageComponentBuilder.Build() { return Build(); }
    }

    public class RadioGroupBuilder : IInteractableComponentBuilder
    {
        public const int MinOptionCount = 2;
        public const int MaxOptionCount = 10;
        public ComponentType Type { get { return ComponentType.RadioGroup; } }
        public int? Id { get; set; }
        public string CustomId { get; set; }
        public List<RadioGroupOptionProperties> Options { get; set; } = new List<RadioGroupOptionProperties>();
        public bool IsRequired { get; set; } = true;

        public RadioGroupBuilder() { }

        public RadioGroupBuilder(string customId, IEnumerable<RadioGroupOptionProperties> options = null, bool isRequired = true, int? id = null)
        {
            CustomId = customId; Options = options == null ? null : options.ToList(); IsRequired = isRequired; Id = id;
        }

        public RadioGroupBuilder WithCustomId(string customId) { CustomId = customId; return this; }
        public RadioGroupBuilder WithRequired(bool isRequired) { IsRequired = isRequired; return this; }
        public RadioGroupBuilder WithOptions(List<RadioGroupOptionProperties> options) { Options = options; return this; }

        public RadioGroupBuilder AddOption(RadioGroupOptionProperties option)
        {
            if (Options == null) Options = new List<RadioGroupOptionProperties>();
            if (Options.Count >= MaxOptionCount) throw new InvalidOperationException("Options count reached 10.");
            Options.Add(option);
            return this;
        }

        public RadioGroupBuilder AddOption(string label, string value, string description = null, bool isDefault = false)
        {
            return AddOption(new RadioGroupOptionProperties(value, label, description, isDefault));
        }

        public RadioGroupComponent Build()
        {
            if (string.IsNullOrWhiteSpace(CustomId)) throw new ArgumentException("CustomId");
            if ((Options == null ? 0 : Options.Count) < MinOptionCount) throw new ArgumentException("Options");
            return new RadioGroupComponent { Id = Id, CustomId = CustomId, Options = Options.ToList(), IsRequired = IsRequired };
        }

        IMessageComponent IMessageComponentBuilder.Build() { return Build(); }
    }

    public class CheckboxGroupBuilder : IInteractableComponentBuilder
    {
        public const int MinOptionCount = 1;
        public const int MaxOptionCount = 10;
        public ComponentType Type { get { return ComponentType.CheckboxGroup; } }
        public int? Id { get; set; }
        public string CustomId { get; set; }
        public List<CheckboxGroupOptionProperties> Options { get; set; } = new List<CheckboxGroupOptionProperties>();
        public int? MinValues { get; set; }
        public int? MaxValues { get; set; }
        public bool IsRequired { get; set; } = true;

        public CheckboxGroupBuilder() { }

        public CheckboxGroupBuilder(string customId, List<CheckboxGroupOptionProperties> options = null, int? minValues = null, int? maxValues = null, bool isRequired = true, int? id = null)
        {
            CustomId = customId; Options = options; MinValues = minValues; MaxValues = maxValues; IsRequired = isRequired; Id = id;
        }

        public CheckboxGroupBuilder WithCustomId(string customId) { CustomId = customId; return this; }
        public CheckboxGroupBuilder WithMinValues(int? minValues) { MinValues = minValues; return this; }
        public CheckboxGroupBuilder WithMaxValues(int? maxValues) { MaxValues = maxValues; return this; }
        public CheckboxGroupBuilder WithRequired(bool isRequired) { IsRequired = isRequired; return this; }
        public CheckboxGroupBuilder WithOptions(List<CheckboxGroupOptionProperties> options) { Options = options; return this; }

        public CheckboxGroupBuilder AddOption(CheckboxGroupOptionProperties option)
        {
            if (Options == null) Options = new List<CheckboxGroupOptionProperties>();
            if (Options.Count >= MaxOptionCount) throw new InvalidOperationException("Options count reached 10.");
            Options.Add(option);
            return this;
        }

        public CheckboxGroupBuilder AddOption(string label, string value, string description = null, bool defaultState = false)
        {
            return AddOption(new CheckboxGroupOptionProperties(value, label, description, defaultState));
        }

        public CheckboxGroupComponent Build()
        {
            if (string.IsNullOrWhiteSpace(CustomId)) throw new ArgumentException("CustomId");
            if (MinValues.HasValue && MaxValues.HasValue && MaxValues < MinValues) throw new ArgumentException("MaxValues");
            if (Options == null || Options.Count < MinOptionCount) throw new ArgumentException("Options");
            return new CheckboxGroupComponent { Id = Id, CustomId = CustomId, Options = Options.ToList(), MinValues = MinValues, MaxValues = MaxValues, IsRequired = IsRequired };
        }

        IMessageComponent IMessageComponentBuilder.Build() { return Build(); }
    }

    public class CheckboxBuilder : IInteractableComponentBuilder
    {
        public ComponentType Type { get { return ComponentType.Checkbox; } }
        public int? Id { get; set; }
        public string CustomId { get; set; }
        public bool? DefaultState { get; set; }
        public CheckboxBuilder() { }
        public CheckboxBuilder(string customId, bool? defaultState = null, int? id = null) { CustomId = customId; DefaultState = defaultState; Id = id; }
        public CheckboxBuilder WithCustomId(string customId) { CustomId = customId; return this; }
        public CheckboxBuilder WithDefaultState(bool? defaultState) { DefaultState = defaultState; return this; }

        public CheckboxComponent Build()
        {
            if (string.IsNullOrWhiteSpace(CustomId)) throw new ArgumentException("CustomId");
            return new CheckboxComponent { Id = Id, CustomId = CustomId, DefaultState = DefaultState };
        }

        IMessageComponent IMessageComponentBuilder.Build() { return Build(); }
    }

    public class LabelBuilder : IMessageComponentBuilder
    {
        public const int MaxLabelLength = 45;
        public const int MaxDescriptionLength = 100;
        private static readonly ComponentType[] Supported =
        {
            ComponentType.SelectMenu, ComponentType.TextInput, ComponentType.UserSelect, ComponentType.RoleSelect,
            ComponentType.MentionableSelect, ComponentType.ChannelSelect, ComponentType.FileUpload,
            ComponentType.RadioGroup, ComponentType.CheckboxGroup, ComponentType.Checkbox,
        };
        public ComponentType Type { get { return ComponentType.Label; } }
        public int? Id { get; set; }
        public string Label { get; set; }
        public string Description { get; set; }
        public IMessageComponentBuilder Component { get; set; }
        public LabelBuilder WithLabel(string label) { Label = label; return this; }
        public LabelBuilder WithDescription(string description) { Description = description; return this; }
        public LabelBuilder WithComponent(IMessageComponentBuilder component) { Component = component; return this; }
        public LabelBuilder() { }
        public LabelBuilder(string label, IMessageComponentBuilder component, string description = null, int? id = null) { Id = id; Label = label; Component = component; Description = description; }

        public LabelComponent Build()
        {
            if (string.IsNullOrWhiteSpace(Label)) throw new ArgumentException("Label");
            if (Component == null) throw new ArgumentNullException("Component");
            if (!Supported.Contains(Component.Type)) throw new InvalidOperationException("Component can only be SelectMenuBuilder, TextInputBuilder or FileUploadComponentBuilder.");
            return new LabelComponent { Id = Id, Label = Label, Description = Description, Component = Component.Build() };
        }

        IMessageComponent IMessageComponentBuilder.Build() { return Build(); }
    }

    public class ModalComponent
    {
        public IReadOnlyCollection<IMessageComponent> Components { get; }
        internal ModalComponent(List<IMessageComponent> components) { Components = components; }
    }

    public class Modal
    {
        public string Title { get; }
        public string CustomId { get; }
        public ModalComponent Component { get; }
        internal Modal(string title, string customId, ModalComponent component) { Title = title; CustomId = customId; Component = component; }

        internal JObj ToModel()
        {
            return new JObj().Set("custom_id", CustomId).Set("title", Title)
                .Set("components", Component.Components.Select(BuiltComponent.ModelOf).ToArray());
        }
    }

    public class ModalComponentBuilder : IList<IMessageComponentBuilder>
    {
        public const int MaxCustomIdLength = 100;
        private readonly List<IMessageComponentBuilder> _components = new List<IMessageComponentBuilder>();

        public ModalComponentBuilder() { }
        public ModalComponentBuilder(params IMessageComponentBuilder[] components) { foreach (var c in components) Add(c); }
        public ModalComponentBuilder(IEnumerable<IMessageComponentBuilder> components) { foreach (var c in components) Add(c); }

        private static void ValidateComponentBuilder(IMessageComponentBuilder builder)
        {
            if (!(builder is LabelBuilder) && !(builder is ActionRowBuilder))
                throw new InvalidOperationException("Modal components only allow labels or rows, not " + builder.GetType().Name);
        }

        public ModalComponentBuilder Add(IMessageComponentBuilder component)
        {
            ValidateComponentBuilder(component);
            _components.Add(component);
            return this;
        }

        public ModalComponentBuilder With(params IMessageComponentBuilder[] components) { _components.Clear(); foreach (var c in components) Add(c); return this; }
        public ModalComponentBuilder WithLabel(LabelBuilder label) { return Add(label); }
        public ModalComponentBuilder WithLabel(string label, IMessageComponentBuilder component, string description = null, int? id = null) { return WithLabel(new LabelBuilder(label, component, description, id)); }
        public ModalComponentBuilder WithSelectMenu(string label, SelectMenuBuilder menu, string description = null, int? labelId = null) { return WithLabel(label, menu, description, labelId); }
        public ModalComponentBuilder WithFileUpload(string label, FileUploadComponentBuilder fileUpload, string description = null, int? labelId = null) { return WithLabel(label, fileUpload, description, labelId); }
        public ModalComponentBuilder WithTextInput(string label, TextInputBuilder textInput, string description = null, int? labelId = null) { return WithLabel(label, textInput, description, labelId); }

        public ModalComponent Build() { return new ModalComponent(_components.Select(x => x.Build()).ToList()); }

        public int Count { get { return _components.Count; } }
        public bool IsReadOnly { get { return false; } }
        public IMessageComponentBuilder this[int index]
        {
            get { return _components[index]; }
            set { ValidateComponentBuilder(value); _components[index] = value; }
        }
        void ICollection<IMessageComponentBuilder>.Add(IMessageComponentBuilder item) { Add(item); }
        public void Clear() { _components.Clear(); }
        public bool Contains(IMessageComponentBuilder item) { return _components.Contains(item); }
        public void CopyTo(IMessageComponentBuilder[] array, int arrayIndex) { _components.CopyTo(array, arrayIndex); }
        public bool Remove(IMessageComponentBuilder item) { return _components.Remove(item); }
        public int IndexOf(IMessageComponentBuilder item) { return _components.IndexOf(item); }
        public void Insert(int index, IMessageComponentBuilder item) { ValidateComponentBuilder(item); _components.Insert(index, item); }
        public void RemoveAt(int index) { _components.RemoveAt(index); }
        public IEnumerator<IMessageComponentBuilder> GetEnumerator() { return _components.GetEnumerator(); }
        IEnumerator IEnumerable.GetEnumerator() { return GetEnumerator(); }
    }

    public class ModalBuilder
    {
        public ModalBuilder() { Components = new ModalComponentBuilder(); }

        public ModalBuilder(string title, string customId, ModalComponentBuilder components = null)
        {
            Title = title; CustomId = customId; Components = components ?? new ModalComponentBuilder();
        }

        public ModalBuilder(string title, string customId, params IMessageComponentBuilder[] components)
            : this(title, customId, new ModalComponentBuilder(components)) { }

        public string Title { get; set; }
        public string CustomId { get; set; }
        public ModalComponentBuilder Components { get; set; }

        public ModalBuilder WithTitle(string title) { Title = title; return this; }
        public ModalBuilder WithCustomId(string customId) { CustomId = customId; return this; }
        public ModalBuilder AddLabel(LabelBuilder label) { Components.WithLabel(label); return this; }
        public ModalBuilder AddLabel(string label, IMessageComponentBuilder component, string description = null, int? id = null) { Components.WithLabel(label, component, description, id); return this; }

        public ModalBuilder AddTextInput(string label, string customId, TextInputStyle style = TextInputStyle.Short, string placeholder = null, int? minLength = null, int? maxLength = null,
            bool? required = null, string value = null, int? id = null, string description = null, int? labelId = null)
        {
            Components.WithTextInput(label, new TextInputBuilder(null, customId, style, placeholder, minLength, maxLength, required, value, id), description, labelId);
            return this;
        }

        public ModalBuilder AddSelectMenu(string label, SelectMenuBuilder menu, string description = null, int? labelId = null) { Components.WithSelectMenu(label, menu, description, labelId); return this; }
        public ModalBuilder AddFileUpload(string label, FileUploadComponentBuilder fileUpload, string description = null, int? labelId = null) { Components.WithFileUpload(label, fileUpload, description, labelId); return this; }
        public ModalBuilder AddComponents(params IMessageComponentBuilder[] components) { Components.With(components); return this; }

        public Modal Build()
        {
            if (string.IsNullOrEmpty(CustomId)) throw new ArgumentException("Modals must have a custom ID.", "CustomId");
            if (string.IsNullOrWhiteSpace(Title)) throw new ArgumentException("Modals must have a title.", "Title");
            return new Modal(Title, CustomId, Components.Build());
        }
    }
}
