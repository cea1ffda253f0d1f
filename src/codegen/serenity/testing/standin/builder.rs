// Stand-in for serenity's builders (serenity-rs/serenity, branch `next`, module `serenity::builder`):
// src/builder/create_components.rs as stored after the radio group / checkbox / file upload / label
// support (2026; CreateComponent, CreateContainer, CreateLabel, CreateRadioGroup, ...), and from
// commit 5b6a1d4344804460a6c39140c2fa62aa10507bbf (2024-10-21): create_message.rs,
// create_interaction_response.rs, create_command.rs, create_embed.rs, create_poll.rs,
// create_allowed_mentions.rs, create_attachment.rs. CreateMessage::components and
// CreateModal::components take `CreateComponent` (not `CreateActionRow`) as they do on `next`
// since Components V2. Same names, by-value `#[must_use]` chaining, same JSON as serde writes.
#![allow(clippy::new_without_default)]
use std::borrow::Cow;
use std::collections::HashMap;

use crate::json::{Json, Obj, ToJson};
use crate::model::prelude::*;

// ---------------------------------------------------------------- create_components.rs

#[derive(Clone, Debug)]
#[must_use]
pub enum CreateActionRow<'a> {
    Buttons(Cow<'a, [CreateButton<'a>]>),
    SelectMenu(CreateSelectMenu<'a>),
}

impl<'a> CreateActionRow<'a> {
    pub fn buttons(buttons: impl Into<Cow<'a, [CreateButton<'a>]>>) -> Self {
        Self::Buttons(buttons.into())
    }

    pub fn select_menu(select_menu: impl Into<CreateSelectMenu<'a>>) -> Self {
        Self::SelectMenu(select_menu.into())
    }
}

impl ToJson for CreateActionRow<'_> {
    fn to_json(&self) -> Json {
        let o = Obj::new().field("type", &1u8);
        match self {
            CreateActionRow::Buttons(buttons) => o.field("components", buttons).done(),
            CreateActionRow::SelectMenu(select) => {
                o.raw("components", Json::Arr(vec![select.to_json()])).done()
            },
        }
    }
}

#[derive(Clone, Debug)]
#[must_use]
pub enum CreateComponent<'a> {
    ActionRow(CreateActionRow<'a>),
    Section(CreateSection<'a>),
    TextDisplay(CreateTextDisplay<'a>),
    MediaGallery(CreateMediaGallery<'a>),
    File(CreateFile<'a>),
    Separator(CreateSeparator),
    Container(CreateContainer<'a>),
    Label(CreateLabel<'a>),
}

impl ToJson for CreateComponent<'_> {
    fn to_json(&self) -> Json {
        match self {
            Self::ActionRow(x) => x.to_json(),
            Self::Section(x) => x.to_json(),
            Self::TextDisplay(x) => x.to_json(),
            Self::MediaGallery(x) => x.to_json(),
            Self::File(x) => x.to_json(),
            Self::Separator(x) => x.to_json(),
            Self::Container(x) => x.to_json(),
            Self::Label(x) => x.to_json(),
        }
    }
}

#[derive(Clone, Debug)]
#[must_use]
pub struct CreateSection<'a> {
    kind: ComponentType,
    components: Cow<'a, [CreateSectionComponent<'a>]>,
    accessory: CreateSectionAccessory<'a>,
}

impl<'a> CreateSection<'a> {
    pub fn new(
        components: impl Into<Cow<'a, [CreateSectionComponent<'a>]>>,
        accessory: CreateSectionAccessory<'a>,
    ) -> Self {
        CreateSection { kind: ComponentType::Section, components: components.into(), accessory }
    }

    pub fn components(
        mut self,
        components: impl Into<Cow<'a, [CreateSectionComponent<'a>]>>,
    ) -> Self {
        self.components = components.into();
        self
    }

    pub fn add_component(mut self, component: CreateSectionComponent<'a>) -> Self {
        self.components.to_mut().push(component);
        self
    }

    pub fn accessory(mut self, accessory: CreateSectionAccessory<'a>) -> Self {
        self.accessory = accessory;
        self
    }
}

impl ToJson for CreateSection<'_> {
    fn to_json(&self) -> Json {
        let mut o = Obj::new().field("type", &self.kind);
        if !self.components.is_empty() {
            o = o.field("components", &self.components);
        }
        o.field("accessory", &self.accessory).done()
    }
}

#[derive(Clone, Debug)]
#[must_use]
pub enum CreateSectionComponent<'a> {
    TextDisplay(CreateTextDisplay<'a>),
}

impl ToJson for CreateSectionComponent<'_> {
    fn to_json(&self) -> Json {
        match self {
            Self::TextDisplay(x) => x.to_json(),
        }
    }
}

#[derive(Clone, Debug)]
pub struct CreateTextDisplay<'a> {
    kind: ComponentType,
    content: Cow<'a, str>,
}

impl<'a> CreateTextDisplay<'a> {
    pub fn new(content: impl Into<Cow<'a, str>>) -> Self {
        CreateTextDisplay { kind: ComponentType::TextDisplay, content: content.into() }
    }

    #[must_use]
    pub fn content(mut self, content: impl Into<Cow<'a, str>>) -> Self {
        self.content = content.into();
        self
    }
}

impl ToJson for CreateTextDisplay<'_> {
    fn to_json(&self) -> Json {
        Obj::new().field("type", &self.kind).field("content", &self.content).done()
    }
}

#[derive(Clone, Debug)]
#[must_use]
pub enum CreateSectionAccessory<'a> {
    Thumbnail(CreateThumbnail<'a>),
    Button(CreateButton<'a>),
}

impl ToJson for CreateSectionAccessory<'_> {
    fn to_json(&self) -> Json {
        match self {
            Self::Thumbnail(x) => x.to_json(),
            Self::Button(x) => x.to_json(),
        }
    }
}

#[derive(Clone, Debug)]
#[must_use]
pub struct CreateThumbnail<'a> {
    kind: ComponentType,
    media: CreateUnfurledMediaItem<'a>,
    description: Option<Cow<'a, str>>,
    spoiler: Option<bool>,
}

impl<'a> CreateThumbnail<'a> {
    pub fn new(media: CreateUnfurledMediaItem<'a>) -> Self {
        CreateThumbnail { kind: ComponentType::Thumbnail, media, description: None, spoiler: None }
    }

    pub fn media(mut self, media: CreateUnfurledMediaItem<'a>) -> Self {
        self.media = media;
        self
    }

    pub fn description(mut self, description: impl Into<Cow<'a, str>>) -> Self {
        self.description = Some(description.into());
        self
    }

    pub fn spoiler(mut self, spoiler: bool) -> Self {
        self.spoiler = Some(spoiler);
        self
    }
}

impl ToJson for CreateThumbnail<'_> {
    fn to_json(&self) -> Json {
        Obj::new()
            .field("type", &self.kind)
            .field("media", &self.media)
            .opt("description", &self.description)
            .opt("spoiler", &self.spoiler)
            .done()
    }
}

#[derive(Clone, Debug, Default)]
#[must_use]
pub struct CreateUnfurledMediaItem<'a> {
    url: Cow<'a, str>,
}

impl<'a> CreateUnfurledMediaItem<'a> {
    pub fn new(url: impl Into<Cow<'a, str>>) -> Self {
        CreateUnfurledMediaItem { url: url.into() }
    }

    pub fn url(mut self, url: impl Into<Cow<'a, str>>) -> Self {
        self.url = url.into();
        self
    }
}

impl ToJson for CreateUnfurledMediaItem<'_> {
    fn to_json(&self) -> Json {
        Obj::new().field("url", &self.url).done()
    }
}

#[derive(Clone, Debug)]
#[must_use]
pub struct CreateMediaGallery<'a> {
    kind: ComponentType,
    items: Cow<'a, [CreateMediaGalleryItem<'a>]>,
}

impl<'a> CreateMediaGallery<'a> {
    pub fn new(items: impl Into<Cow<'a, [CreateMediaGalleryItem<'a>]>>) -> Self {
        CreateMediaGallery { kind: ComponentType::MediaGallery, items: items.into() }
    }

    pub fn items(mut self, items: impl Into<Cow<'a, [CreateMediaGalleryItem<'a>]>>) -> Self {
        self.items = items.into();
        self
    }

    pub fn add_item(mut self, item: CreateMediaGalleryItem<'a>) -> Self {
        self.items.to_mut().push(item);
        self
    }
}

impl ToJson for CreateMediaGallery<'_> {
    fn to_json(&self) -> Json {
        Obj::new().field("type", &self.kind).field("items", &self.items).done()
    }
}

#[derive(Clone, Debug, Default)]
#[must_use]
pub struct CreateMediaGalleryItem<'a> {
    media: CreateUnfurledMediaItem<'a>,
    description: Option<Cow<'a, str>>,
    spoiler: Option<bool>,
}

impl<'a> CreateMediaGalleryItem<'a> {
    pub fn new(media: CreateUnfurledMediaItem<'a>) -> Self {
        CreateMediaGalleryItem { media, description: None, spoiler: None }
    }

    pub fn media(mut self, media: CreateUnfurledMediaItem<'a>) -> Self {
        self.media = media;
        self
    }

    pub fn description(mut self, description: impl Into<Cow<'a, str>>) -> Self {
        self.description = Some(description.into());
        self
    }

    pub fn spoiler(mut self, spoiler: bool) -> Self {
        self.spoiler = Some(spoiler);
        self
    }
}

impl ToJson for CreateMediaGalleryItem<'_> {
    fn to_json(&self) -> Json {
        Obj::new()
            .field("media", &self.media)
            .opt("description", &self.description)
            .opt("spoiler", &self.spoiler)
            .done()
    }
}

#[derive(Clone, Debug)]
#[must_use]
pub struct CreateFile<'a> {
    kind: ComponentType,
    file: CreateUnfurledMediaItem<'a>,
    spoiler: Option<bool>,
}

impl<'a> CreateFile<'a> {
    pub fn new(file: CreateUnfurledMediaItem<'a>) -> Self {
        CreateFile { kind: ComponentType::File, file, spoiler: None }
    }

    pub fn file(mut self, file: CreateUnfurledMediaItem<'a>) -> Self {
        self.file = file;
        self
    }

    pub fn spoiler(mut self, spoiler: bool) -> Self {
        self.spoiler = Some(spoiler);
        self
    }
}

impl ToJson for CreateFile<'_> {
    fn to_json(&self) -> Json {
        Obj::new()
            .field("type", &self.kind)
            .field("file", &self.file)
            .opt("spoiler", &self.spoiler)
            .done()
    }
}

#[derive(Clone, Debug)]
#[must_use]
pub struct CreateSeparator {
    kind: ComponentType,
    divider: Option<bool>,
    spacing: Option<SeparatorSpacingSize>,
}

impl CreateSeparator {
    pub fn new() -> Self {
        CreateSeparator { kind: ComponentType::Separator, divider: None, spacing: None }
    }

    pub fn divider(mut self, divider: bool) -> Self {
        self.divider = Some(divider);
        self
    }

    pub fn spacing(mut self, spacing: SeparatorSpacingSize) -> Self {
        self.spacing = Some(spacing);
        self
    }
}

impl Default for CreateSeparator {
    fn default() -> Self {
        Self::new()
    }
}

impl ToJson for CreateSeparator {
    fn to_json(&self) -> Json {
        Obj::new()
            .field("type", &self.kind)
            .opt("divider", &self.divider)
            .opt("spacing", &self.spacing)
            .done()
    }
}

#[derive(Clone, Debug)]
#[must_use]
pub struct CreateContainer<'a> {
    kind: ComponentType,
    accent_color: Option<Colour>,
    spoiler: Option<bool>,
    components: Cow<'a, [CreateContainerComponent<'a>]>,
}

impl<'a> CreateContainer<'a> {
    pub fn new(components: impl Into<Cow<'a, [CreateContainerComponent<'a>]>>) -> Self {
        CreateContainer {
            kind: ComponentType::Container,
            accent_color: None,
            spoiler: None,
            components: components.into(),
        }
    }

    pub fn accent_colour<C: Into<Colour>>(mut self, colour: C) -> Self {
        self.accent_color = Some(colour.into());
        self
    }

    pub fn accent_color<C: Into<Colour>>(self, colour: C) -> Self {
        self.accent_colour(colour)
    }

    pub fn spoiler(mut self, spoiler: bool) -> Self {
        self.spoiler = Some(spoiler);
        self
    }

    pub fn components(
        mut self,
        components: impl Into<Cow<'a, [CreateContainerComponent<'a>]>>,
    ) -> Self {
        self.components = components.into();
        self
    }

    pub fn add_component(mut self, component: CreateContainerComponent<'a>) -> Self {
        self.components.to_mut().push(component);
        self
    }
}

impl ToJson for CreateContainer<'_> {
    fn to_json(&self) -> Json {
        Obj::new()
            .field("type", &self.kind)
            .opt("accent_color", &self.accent_color)
            .opt("spoiler", &self.spoiler)
            .field("components", &self.components)
            .done()
    }
}

#[derive(Clone, Debug)]
#[must_use]
pub enum CreateContainerComponent<'a> {
    ActionRow(CreateActionRow<'a>),
    Section(CreateSection<'a>),
    TextDisplay(CreateTextDisplay<'a>),
    MediaGallery(CreateMediaGallery<'a>),
    File(CreateFile<'a>),
    Separator(CreateSeparator),
}

impl ToJson for CreateContainerComponent<'_> {
    fn to_json(&self) -> Json {
        match self {
            Self::ActionRow(x) => x.to_json(),
            Self::Section(x) => x.to_json(),
            Self::TextDisplay(x) => x.to_json(),
            Self::MediaGallery(x) => x.to_json(),
            Self::File(x) => x.to_json(),
            Self::Separator(x) => x.to_json(),
        }
    }
}

#[derive(Clone, Debug)]
#[must_use]
pub struct CreateLabel<'a> {
    kind: ComponentType,
    label: Cow<'a, str>,
    description: Option<Cow<'a, str>>,
    component: CreateLabelComponent<'a>,
}

impl<'a> CreateLabel<'a> {
    fn with(label: Cow<'a, str>, component: CreateLabelComponent<'a>) -> Self {
        Self { kind: ComponentType::Label, label, description: None, component }
    }

    pub fn select_menu(label: impl Into<Cow<'a, str>>, select_menu: CreateSelectMenu<'a>) -> Self {
        Self::with(label.into(), CreateLabelComponent::SelectMenu(select_menu))
    }

    pub fn input_text(label: impl Into<Cow<'a, str>>, input_text: CreateInputText<'a>) -> Self {
        Self::with(label.into(), CreateLabelComponent::InputText(input_text))
    }

    pub fn file_upload(label: impl Into<Cow<'a, str>>, file_upload: CreateFileUpload<'a>) -> Self {
        Self::with(label.into(), CreateLabelComponent::FileUpload(file_upload))
    }

    pub fn radio_group(label: impl Into<Cow<'a, str>>, radio_group: CreateRadioGroup<'a>) -> Self {
        Self::with(label.into(), CreateLabelComponent::RadioGroup(radio_group))
    }

    pub fn checkbox_group(
        label: impl Into<Cow<'a, str>>,
        checkbox_group: CreateCheckboxGroup<'a>,
    ) -> Self {
        Self::with(label.into(), CreateLabelComponent::CheckboxGroup(checkbox_group))
    }

    pub fn checkbox(label: impl Into<Cow<'a, str>>, checkbox: CreateCheckbox<'a>) -> Self {
        Self::with(label.into(), CreateLabelComponent::Checkbox(checkbox))
    }

    pub fn description(mut self, description: impl Into<Cow<'a, str>>) -> Self {
        self.description = Some(description.into());
        self
    }
}

impl ToJson for CreateLabel<'_> {
    fn to_json(&self) -> Json {
        // `description` has no skip_serializing_if: an unset one is written as null.
        Obj::new()
            .field("type", &self.kind)
            .field("label", &self.label)
            .field("description", &self.description)
            .field("component", &self.component)
            .done()
    }
}

#[derive(Clone, Debug)]
#[must_use]
enum CreateLabelComponent<'a> {
    SelectMenu(CreateSelectMenu<'a>),
    InputText(CreateInputText<'a>),
    FileUpload(CreateFileUpload<'a>),
    RadioGroup(CreateRadioGroup<'a>),
    CheckboxGroup(CreateCheckboxGroup<'a>),
    Checkbox(CreateCheckbox<'a>),
}

impl ToJson for CreateLabelComponent<'_> {
    fn to_json(&self) -> Json {
        match self {
            Self::SelectMenu(x) => x.to_json(),
            Self::InputText(x) => x.to_json(),
            Self::FileUpload(x) => x.to_json(),
            Self::RadioGroup(x) => x.to_json(),
            Self::CheckboxGroup(x) => x.to_json(),
            Self::Checkbox(x) => x.to_json(),
        }
    }
}

#[derive(Clone, Debug)]
#[must_use]
pub struct CreateFileUpload<'a> {
    kind: ComponentType,
    custom_id: Cow<'a, str>,
    min_values: u8,
    max_values: u8,
    required: bool,
}

impl<'a> CreateFileUpload<'a> {
    pub fn new(custom_id: impl Into<Cow<'a, str>>) -> Self {
        Self {
            kind: ComponentType::FileUpload,
            custom_id: custom_id.into(),
            min_values: 1,
            max_values: 1,
            required: true,
        }
    }

    pub fn min_values(mut self, min_values: u8) -> Self {
        self.min_values = min_values;
        self
    }

    pub fn max_values(mut self, max_values: u8) -> Self {
        self.max_values = max_values;
        self
    }

    pub fn required(mut self, required: bool) -> Self {
        self.required = required;
        self
    }
}

impl ToJson for CreateFileUpload<'_> {
    fn to_json(&self) -> Json {
        Obj::new()
            .field("type", &self.kind)
            .field("custom_id", &self.custom_id)
            .field("min_values", &self.min_values)
            .field("max_values", &self.max_values)
            .field("required", &self.required)
            .done()
    }
}

#[derive(Clone, Debug)]
#[must_use]
pub struct CreateRadioGroup<'a> {
    kind: ComponentType,
    custom_id: Cow<'a, str>,
    options: Cow<'a, [CreateRadioGroupOption<'a>]>,
    required: Option<bool>,
}

impl<'a> CreateRadioGroup<'a> {
    pub fn new(
        custom_id: impl Into<Cow<'a, str>>,
        options: impl Into<Cow<'a, [CreateRadioGroupOption<'a>]>>,
    ) -> Self {
        Self {
            kind: ComponentType::RadioGroup,
            custom_id: custom_id.into(),
            options: options.into(),
            required: None,
        }
    }

    pub fn required(mut self, required: bool) -> Self {
        self.required = Some(required);
        self
    }
}

impl ToJson for CreateRadioGroup<'_> {
    fn to_json(&self) -> Json {
        Obj::new()
            .field("type", &self.kind)
            .field("custom_id", &self.custom_id)
            .field("options", &self.options)
            .opt("required", &self.required)
            .done()
    }
}

/// Label, value, description and default: the option shape radio and checkbox groups share.
macro_rules! group_option {
    ($name:ident) => {
        #[derive(Clone, Debug)]
        #[must_use]
        pub struct $name<'a> {
            label: Cow<'a, str>,
            value: Cow<'a, str>,
            description: Option<Cow<'a, str>>,
            default: Option<bool>,
        }

        impl<'a> $name<'a> {
            pub fn new(label: impl Into<Cow<'a, str>>, value: impl Into<Cow<'a, str>>) -> Self {
                Self { label: label.into(), value: value.into(), description: None, default: None }
            }

            pub fn label(mut self, label: impl Into<Cow<'a, str>>) -> Self {
                self.label = label.into();
                self
            }

            pub fn value(mut self, value: impl Into<Cow<'a, str>>) -> Self {
                self.value = value.into();
                self
            }

            pub fn description(mut self, description: impl Into<Cow<'a, str>>) -> Self {
                self.description = Some(description.into());
                self
            }

            pub fn default_selection(mut self, default: bool) -> Self {
                self.default = Some(default);
                self
            }
        }

        impl ToJson for $name<'_> {
            fn to_json(&self) -> Json {
                Obj::new()
                    .field("label", &self.label)
                    .field("value", &self.value)
                    .opt("description", &self.description)
                    .opt("default", &self.default)
                    .done()
            }
        }
    };
}

group_option!(CreateRadioGroupOption);
group_option!(CreateCheckboxGroupOption);

#[derive(Clone, Debug)]
#[must_use]
pub struct CreateCheckboxGroup<'a> {
    kind: ComponentType,
    custom_id: Cow<'a, str>,
    options: Cow<'a, [CreateCheckboxGroupOption<'a>]>,
    min_values: Option<u8>,
    max_values: Option<u8>,
    required: Option<bool>,
}

impl<'a> CreateCheckboxGroup<'a> {
    pub fn new(
        custom_id: impl Into<Cow<'a, str>>,
        options: impl Into<Cow<'a, [CreateCheckboxGroupOption<'a>]>>,
    ) -> Self {
        Self {
            kind: ComponentType::CheckboxGroup,
            custom_id: custom_id.into(),
            options: options.into(),
            min_values: None,
            max_values: None,
            required: None,
        }
    }

    /// As in serenity: `0` also sets `required` to false.
    pub fn min_values(mut self, min_values: u8) -> Self {
        if min_values == 0 {
            self.required = Some(false);
        }
        self.min_values = Some(min_values);
        self
    }

    pub fn max_values(mut self, max_values: u8) -> Self {
        self.max_values = Some(max_values);
        self
    }

    /// As in serenity: `true` with `min_values == 0` raises `min_values` to 1.
    pub fn required(mut self, required: bool) -> Self {
        if required && self.min_values == Some(0) {
            self.min_values = Some(1);
        }
        self.required = Some(required);
        self
    }
}

impl ToJson for CreateCheckboxGroup<'_> {
    fn to_json(&self) -> Json {
        Obj::new()
            .field("type", &self.kind)
            .field("custom_id", &self.custom_id)
            .field("options", &self.options)
            .opt("min_values", &self.min_values)
            .opt("max_values", &self.max_values)
            .opt("required", &self.required)
            .done()
    }
}

#[derive(Clone, Debug)]
#[must_use]
pub struct CreateCheckbox<'a> {
    kind: ComponentType,
    custom_id: Cow<'a, str>,
    default: Option<bool>,
}

impl<'a> CreateCheckbox<'a> {
    pub fn new(custom_id: impl Into<Cow<'a, str>>) -> Self {
        Self { kind: ComponentType::Checkbox, custom_id: custom_id.into(), default: None }
    }

    pub fn default_selected(mut self, default: bool) -> Self {
        self.default = Some(default);
        self
    }
}

impl ToJson for CreateCheckbox<'_> {
    fn to_json(&self) -> Json {
        Obj::new()
            .field("type", &self.kind)
            .field("custom_id", &self.custom_id)
            .opt("default", &self.default)
            .done()
    }
}

#[derive(Clone, Debug)]
#[must_use]
pub struct CreateButton<'a> {
    style: ButtonStyle,
    kind: ComponentType,
    url: Option<Cow<'a, str>>,
    custom_id: Option<Cow<'a, str>>,
    sku_id: Option<SkuId>,
    label: Option<Cow<'a, str>>,
    emoji: Option<ReactionType>,
    disabled: bool,
}

impl<'a> CreateButton<'a> {
    pub fn new_link(url: impl Into<Cow<'a, str>>) -> Self {
        Self {
            style: ButtonStyle::Unknown(5),
            kind: ComponentType::Button,
            url: Some(url.into()),
            custom_id: None,
            sku_id: None,
            label: None,
            emoji: None,
            disabled: false,
        }
    }

    pub fn new_premium(sku_id: impl Into<SkuId>) -> Self {
        Self {
            style: ButtonStyle::Unknown(6),
            kind: ComponentType::Button,
            url: None,
            custom_id: None,
            emoji: None,
            label: None,
            sku_id: Some(sku_id.into()),
            disabled: false,
        }
    }

    pub fn new(custom_id: impl Into<Cow<'a, str>>) -> Self {
        Self {
            kind: ComponentType::Button,
            style: ButtonStyle::Primary,
            url: None,
            custom_id: Some(custom_id.into()),
            sku_id: None,
            label: None,
            emoji: None,
            disabled: false,
        }
    }

    pub fn custom_id(mut self, id: impl Into<Cow<'a, str>>) -> Self {
        if self.url.is_none() && self.sku_id.is_none() {
            self.custom_id = Some(id.into());
        }
        self
    }

    pub fn style(mut self, new_style: ButtonStyle) -> Self {
        if self.url.is_none() && self.sku_id.is_none() {
            self.style = new_style;
        }
        self
    }

    pub fn label(mut self, label: impl Into<Cow<'a, str>>) -> Self {
        if self.sku_id.is_none() {
            self.label = Some(label.into());
        }
        self
    }

    pub fn emoji(mut self, emoji: impl Into<ReactionType>) -> Self {
        if self.sku_id.is_none() {
            self.emoji = Some(emoji.into());
        }
        self
    }

    pub fn disabled(mut self, disabled: bool) -> Self {
        self.disabled = disabled;
        self
    }
}

impl ToJson for CreateButton<'_> {
    fn to_json(&self) -> Json {
        // `disabled` has no skip_serializing_if: written even when false.
        Obj::new()
            .field("style", &self.style)
            .field("type", &self.kind)
            .opt("url", &self.url)
            .opt("custom_id", &self.custom_id)
            .opt("sku_id", &self.sku_id)
            .opt("label", &self.label)
            .opt("emoji", &self.emoji)
            .field("disabled", &self.disabled)
            .done()
    }
}

#[derive(Clone, Debug)]
pub enum CreateSelectMenuKind<'a> {
    String { options: Cow<'a, [CreateSelectMenuOption<'a>]> },
    User { default_users: Option<Cow<'a, [UserId]>> },
    Role { default_roles: Option<Cow<'a, [RoleId]>> },
    Mentionable { default_users: Option<Cow<'a, [UserId]>>, default_roles: Option<Cow<'a, [RoleId]>> },
    Channel {
        channel_types: Option<Cow<'a, [ChannelType]>>,
        default_channels: Option<Cow<'a, [GenericChannelId]>>,
    },
}

fn defaults<T: Copy + ToJson>(values: &Option<Cow<'_, [T]>>, kind: &str, out: &mut Vec<Json>) {
    if let Some(values) = values {
        for id in values.iter() {
            out.push(Obj::new().field("id", id).field("type", kind).done());
        }
    }
}

impl ToJson for CreateSelectMenuKind<'_> {
    fn to_json(&self) -> Json {
        let mut default_values = Vec::new();
        let (kind, options, channel_types) = match self {
            Self::String { options } => (3u8, Some(options.to_json()), None),
            Self::User { default_users } => {
                defaults(default_users, "user", &mut default_values);
                (5, None, None)
            },
            Self::Role { default_roles } => {
                defaults(default_roles, "role", &mut default_values);
                (6, None, None)
            },
            Self::Mentionable { default_users, default_roles } => {
                defaults(default_users, "user", &mut default_values);
                defaults(default_roles, "role", &mut default_values);
                (7, None, None)
            },
            Self::Channel { channel_types, default_channels } => {
                defaults(default_channels, "channel", &mut default_values);
                (8, None, channel_types.as_ref().map(|c| c.to_json()))
            },
        };
        let mut o = Obj::new().field("type", &kind);
        if let Some(options) = options {
            o = o.raw("options", options);
        }
        if let Some(channel_types) = channel_types {
            o = o.raw("channel_types", channel_types);
        }
        if !default_values.is_empty() {
            o = o.raw("default_values", Json::Arr(default_values));
        }
        o.done()
    }
}

#[derive(Clone, Debug)]
#[must_use]
pub struct CreateSelectMenu<'a> {
    custom_id: Cow<'a, str>,
    placeholder: Option<Cow<'a, str>>,
    min_values: Option<u8>,
    max_values: Option<u8>,
    required: Option<bool>,
    disabled: Option<bool>,
    kind: CreateSelectMenuKind<'a>,
}

impl<'a> CreateSelectMenu<'a> {
    pub fn new(custom_id: impl Into<Cow<'a, str>>, kind: CreateSelectMenuKind<'a>) -> Self {
        Self {
            custom_id: custom_id.into(),
            placeholder: None,
            min_values: None,
            max_values: None,
            required: None,
            disabled: None,
            kind,
        }
    }

    pub fn placeholder(mut self, label: impl Into<Cow<'a, str>>) -> Self {
        self.placeholder = Some(label.into());
        self
    }

    pub fn custom_id(mut self, id: impl Into<Cow<'a, str>>) -> Self {
        self.custom_id = id.into();
        self
    }

    pub fn min_values(mut self, min: u8) -> Self {
        self.min_values = Some(min);
        self
    }

    pub fn max_values(mut self, max: u8) -> Self {
        self.max_values = Some(max);
        self
    }

    pub fn required(mut self, required: bool) -> Self {
        self.required = Some(required);
        self
    }

    pub fn disabled(mut self, disabled: bool) -> Self {
        self.disabled = Some(disabled);
        self
    }
}

impl ToJson for CreateSelectMenu<'_> {
    fn to_json(&self) -> Json {
        Obj::new()
            .field("custom_id", &self.custom_id)
            .opt("placeholder", &self.placeholder)
            .opt("min_values", &self.min_values)
            .opt("max_values", &self.max_values)
            .opt("required", &self.required)
            .opt("disabled", &self.disabled)
            .flatten(self.kind.to_json())
            .done()
    }
}

#[derive(Clone, Debug)]
#[must_use]
pub struct CreateSelectMenuOption<'a> {
    label: Cow<'a, str>,
    value: Cow<'a, str>,
    description: Option<Cow<'a, str>>,
    emoji: Option<ReactionType>,
    default: Option<bool>,
}

impl<'a> CreateSelectMenuOption<'a> {
    pub fn new(label: impl Into<Cow<'a, str>>, value: impl Into<Cow<'a, str>>) -> Self {
        Self { label: label.into(), value: value.into(), description: None, emoji: None, default: None }
    }

    pub fn label(mut self, label: impl Into<Cow<'a, str>>) -> Self {
        self.label = label.into();
        self
    }

    pub fn value(mut self, value: impl Into<Cow<'a, str>>) -> Self {
        self.value = value.into();
        self
    }

    pub fn description(mut self, description: impl Into<Cow<'a, str>>) -> Self {
        self.description = Some(description.into());
        self
    }

    pub fn emoji(mut self, emoji: impl Into<ReactionType>) -> Self {
        self.emoji = Some(emoji.into());
        self
    }

    pub fn default_selection(mut self, default: bool) -> Self {
        self.default = Some(default);
        self
    }
}

impl ToJson for CreateSelectMenuOption<'_> {
    fn to_json(&self) -> Json {
        Obj::new()
            .field("label", &self.label)
            .field("value", &self.value)
            .opt("description", &self.description)
            .opt("emoji", &self.emoji)
            .opt("default", &self.default)
            .done()
    }
}

#[derive(Clone, Debug)]
#[must_use]
pub struct CreateInputText<'a> {
    kind: ComponentType,
    custom_id: Cow<'a, str>,
    style: InputTextStyle,
    min_length: Option<u16>,
    max_length: Option<u16>,
    required: bool,
    value: Option<Cow<'a, str>>,
    placeholder: Option<Cow<'a, str>>,
}

impl<'a> CreateInputText<'a> {
    pub fn new(style: InputTextStyle, custom_id: impl Into<Cow<'a, str>>) -> Self {
        Self {
            style,
            custom_id: custom_id.into(),
            placeholder: None,
            min_length: None,
            max_length: None,
            value: None,
            required: true,
            kind: ComponentType::InputText,
        }
    }

    pub fn style(mut self, kind: InputTextStyle) -> Self {
        self.style = kind;
        self
    }

    pub fn custom_id(mut self, id: impl Into<Cow<'a, str>>) -> Self {
        self.custom_id = id.into();
        self
    }

    pub fn placeholder(mut self, label: impl Into<Cow<'a, str>>) -> Self {
        self.placeholder = Some(label.into());
        self
    }

    pub fn min_length(mut self, min: u16) -> Self {
        self.min_length = Some(min);
        self
    }

    pub fn max_length(mut self, max: u16) -> Self {
        self.max_length = Some(max);
        self
    }

    pub fn value(mut self, value: impl Into<Cow<'a, str>>) -> Self {
        self.value = Some(value.into());
        self
    }

    pub fn required(mut self, required: bool) -> Self {
        self.required = required;
        self
    }
}

impl ToJson for CreateInputText<'_> {
    fn to_json(&self) -> Json {
        // min_length / max_length have no skip_serializing_if: written as null when unset.
        Obj::new()
            .field("type", &self.kind)
            .field("custom_id", &self.custom_id)
            .field("style", &self.style)
            .field("min_length", &self.min_length)
            .field("max_length", &self.max_length)
            .field("required", &self.required)
            .opt("value", &self.value)
            .opt("placeholder", &self.placeholder)
            .done()
    }
}

// ---------------------------------------------------------------- create_embed.rs

#[derive(Clone, Debug, Default)]
#[must_use]
pub struct CreateEmbed<'a> {
    title: Option<Cow<'a, str>>,
    kind: Option<&'static str>,
    description: Option<Cow<'a, str>>,
    url: Option<Cow<'a, str>>,
    timestamp: Option<Timestamp>,
    colour: Option<Colour>,
    footer: Option<CreateEmbedFooter<'a>>,
    image: Option<CreateEmbedImage<'a>>,
    thumbnail: Option<CreateEmbedImage<'a>>,
    author: Option<CreateEmbedAuthor<'a>>,
    fields: Vec<CreateEmbedField<'a>>,
}

impl<'a> CreateEmbed<'a> {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn author(mut self, author: CreateEmbedAuthor<'a>) -> Self {
        self.author = Some(author);
        self
    }

    pub fn color<C: Into<Colour>>(self, colour: C) -> Self {
        self.colour(colour)
    }

    pub fn colour<C: Into<Colour>>(mut self, colour: C) -> Self {
        self.colour = Some(colour.into());
        self
    }

    pub fn description(mut self, description: impl Into<Cow<'a, str>>) -> Self {
        self.description = Some(description.into());
        self
    }

    pub fn field(
        mut self,
        name: impl Into<Cow<'a, str>>,
        value: impl Into<Cow<'a, str>>,
        inline: bool,
    ) -> Self {
        self.fields.push(CreateEmbedField { name: name.into(), value: value.into(), inline });
        self
    }

    pub fn fields<N, V>(mut self, fields: impl IntoIterator<Item = (N, V, bool)>) -> Self
    where
        N: Into<Cow<'a, str>>,
        V: Into<Cow<'a, str>>,
    {
        let fields = fields.into_iter().map(|(name, value, inline)| CreateEmbedField {
            name: name.into(),
            value: value.into(),
            inline,
        });
        self.fields.extend(fields);
        self
    }

    pub fn footer(mut self, footer: CreateEmbedFooter<'a>) -> Self {
        self.footer = Some(footer);
        self
    }

    pub fn image(mut self, url: impl Into<Cow<'a, str>>) -> Self {
        self.image = Some(CreateEmbedImage { url: url.into() });
        self
    }

    pub fn thumbnail(mut self, url: impl Into<Cow<'a, str>>) -> Self {
        self.thumbnail = Some(CreateEmbedImage { url: url.into() });
        self
    }

    pub fn timestamp<T: Into<Timestamp>>(mut self, timestamp: T) -> Self {
        self.timestamp = Some(timestamp.into());
        self
    }

    pub fn title(mut self, title: impl Into<Cow<'a, str>>) -> Self {
        self.title = Some(title.into());
        self
    }

    pub fn url(mut self, url: impl Into<Cow<'a, str>>) -> Self {
        self.url = Some(url.into());
        self
    }

    /// Same as calling [`Self::image`] with "attachment://filename.(jpg, png)".
    pub fn attachment(self, filename: impl Into<String>) -> Self {
        let mut filename = filename.into();
        filename.insert_str(0, "attachment://");
        self.image(filename)
    }
}

impl ToJson for CreateEmbed<'_> {
    fn to_json(&self) -> Json {
        let mut o = Obj::new()
            .opt("title", &self.title)
            .opt("type", &self.kind.map(|k| k.to_string()))
            .opt("description", &self.description)
            .opt("url", &self.url)
            .opt("timestamp", &self.timestamp)
            .opt("color", &self.colour)
            .opt("footer", &self.footer)
            .opt("image", &self.image)
            .opt("thumbnail", &self.thumbnail)
            .opt("author", &self.author);
        if !self.fields.is_empty() {
            o = o.field("fields", &self.fields);
        }
        o.done()
    }
}

#[derive(Clone, Debug)]
#[must_use]
pub struct CreateEmbedAuthor<'a> {
    name: Cow<'a, str>,
    url: Option<Cow<'a, str>>,
    icon_url: Option<Cow<'a, str>>,
}

impl<'a> CreateEmbedAuthor<'a> {
    pub fn new(name: impl Into<Cow<'a, str>>) -> Self {
        Self { name: name.into(), icon_url: None, url: None }
    }

    pub fn name(mut self, name: impl Into<Cow<'a, str>>) -> Self {
        self.name = name.into();
        self
    }

    pub fn icon_url(mut self, icon_url: impl Into<Cow<'a, str>>) -> Self {
        self.icon_url = Some(icon_url.into());
        self
    }

    pub fn url(mut self, url: impl Into<Cow<'a, str>>) -> Self {
        self.url = Some(url.into());
        self
    }
}

impl ToJson for CreateEmbedAuthor<'_> {
    fn to_json(&self) -> Json {
        Obj::new()
            .field("name", &self.name)
            .field("url", &self.url)
            .field("icon_url", &self.icon_url)
            .done()
    }
}

#[derive(Clone, Debug)]
#[must_use]
pub struct CreateEmbedFooter<'a> {
    text: Cow<'a, str>,
    icon_url: Option<Cow<'a, str>>,
}

impl<'a> CreateEmbedFooter<'a> {
    pub fn new(text: impl Into<Cow<'a, str>>) -> Self {
        Self { text: text.into(), icon_url: None }
    }

    pub fn text(mut self, text: impl Into<Cow<'a, str>>) -> Self {
        self.text = text.into();
        self
    }

    pub fn icon_url(mut self, icon_url: impl Into<Cow<'a, str>>) -> Self {
        self.icon_url = Some(icon_url.into());
        self
    }
}

impl ToJson for CreateEmbedFooter<'_> {
    fn to_json(&self) -> Json {
        Obj::new().field("text", &self.text).field("icon_url", &self.icon_url).done()
    }
}

#[derive(Clone, Debug)]
struct CreateEmbedField<'a> {
    name: Cow<'a, str>,
    value: Cow<'a, str>,
    inline: bool,
}

impl ToJson for CreateEmbedField<'_> {
    fn to_json(&self) -> Json {
        Obj::new()
            .field("name", &self.name)
            .field("value", &self.value)
            .field("inline", &self.inline)
            .done()
    }
}

#[derive(Clone, Debug)]
struct CreateEmbedImage<'a> {
    url: Cow<'a, str>,
}

impl ToJson for CreateEmbedImage<'_> {
    fn to_json(&self) -> Json {
        Obj::new().field("url", &self.url).done()
    }
}

// ---------------------------------------------------------------- create_poll.rs

/// The poll builder and its stages (`serenity::builder::create_poll`).
pub mod create_poll {
    use std::borrow::Cow;

    use crate::json::{Json, Obj, ToJson};
    use crate::model::prelude::*;


    mod sealed {
        pub trait Sealed {}
    }
    use sealed::Sealed;

    #[derive(Clone, Debug)]
    pub struct NeedsQuestion;
    #[derive(Clone, Debug)]
    pub struct NeedsAnswers;
    #[derive(Clone, Debug)]
    pub struct NeedsDuration;
    #[derive(Clone, Debug)]
    pub struct Ready;

    impl Sealed for NeedsQuestion {}
    impl Sealed for NeedsAnswers {}
    impl Sealed for NeedsDuration {}
    impl Sealed for Ready {}

    #[derive(Clone, Debug)]
    #[must_use = "Builders do nothing unless built"]
    pub struct CreatePoll<'a, Stage: Sealed> {
        question: Cow<'a, str>,
        answers: Cow<'a, [CreatePollAnswer<'a>]>,
        duration: u8,
        allow_multiselect: bool,
        layout_type: Option<PollLayoutType>,
        _stage: Stage,
    }

    impl Default for CreatePoll<'_, NeedsQuestion> {
        fn default() -> Self {
            Self {
                question: Cow::default(),
                answers: Cow::default(),
                duration: 0,
                allow_multiselect: false,
                layout_type: None,
                _stage: NeedsQuestion,
            }
        }
    }

    impl<'a, S: Sealed> CreatePoll<'a, S> {
        fn stage<T: Sealed>(self, stage: T) -> CreatePoll<'a, T> {
            CreatePoll {
                question: self.question,
                answers: self.answers,
                duration: self.duration,
                allow_multiselect: self.allow_multiselect,
                layout_type: self.layout_type,
                _stage: stage,
            }
        }

        pub fn layout_type(mut self, layout_type: PollLayoutType) -> Self {
            self.layout_type = Some(layout_type);
            self
        }

        pub fn allow_multiselect(mut self) -> Self {
            self.allow_multiselect = true;
            self
        }
    }

    impl<'a> CreatePoll<'a, NeedsQuestion> {
        pub fn new() -> Self {
            Self::default()
        }

        pub fn question(mut self, text: impl Into<Cow<'a, str>>) -> CreatePoll<'a, NeedsAnswers> {
            self.question = text.into();
            self.stage(NeedsAnswers)
        }
    }

    impl<'a> CreatePoll<'a, NeedsAnswers> {
        pub fn answers(
            mut self,
            answers: impl Into<Cow<'a, [CreatePollAnswer<'a>]>>,
        ) -> CreatePoll<'a, NeedsDuration> {
            self.answers = answers.into();
            self.stage(NeedsDuration)
        }
    }

    impl<'a> CreatePoll<'a, NeedsDuration> {
        /// Whole hours, at most 168 (as serenity: `hours.try_into().unwrap_or(168)`).
        pub fn duration(mut self, duration: std::time::Duration) -> CreatePoll<'a, Ready> {
            let hours = duration.as_secs() / 3600;
            self.duration = if hours > u8::MAX as u64 { 168 } else { hours as u8 };
            self.stage(Ready)
        }
    }

    impl ToJson for CreatePoll<'_, Ready> {
        fn to_json(&self) -> Json {
            // layout_type has no skip_serializing_if: null when unset.
            Obj::new()
                .raw("question", Obj::new().field("text", &self.question).done())
                .field("answers", &self.answers)
                .field("duration", &self.duration)
                .field("allow_multiselect", &self.allow_multiselect)
                .field("layout_type", &self.layout_type)
                .done()
        }
    }

    #[derive(Clone, Debug, Default)]
    #[must_use = "Builders do nothing unless built"]
    pub struct CreatePollAnswer<'a> {
        text: Option<Cow<'a, str>>,
        emoji: Option<PollMediaEmoji>,
    }

    impl<'a> CreatePollAnswer<'a> {
        pub fn new() -> Self {
            Self::default()
        }

        pub fn text(mut self, text: impl Into<Cow<'a, str>>) -> Self {
            self.text = Some(text.into());
            self
        }

        pub fn emoji(mut self, emoji: impl Into<PollMediaEmoji>) -> Self {
            self.emoji = Some(emoji.into());
            self
        }
    }

    impl ToJson for CreatePollAnswer<'_> {
        fn to_json(&self) -> Json {
            let media = Obj::new().field("text", &self.text).field("emoji", &self.emoji).done();
            Obj::new().raw("poll_media", media).done()
        }
    }
}
pub use create_poll::{CreatePoll, CreatePollAnswer};
use create_poll::Ready;

// ---------------------------------------------------------------- create_allowed_mentions.rs

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum ParseValue {
    Everyone,
    Users,
    Roles,
}

impl ToJson for ParseValue {
    fn to_json(&self) -> Json {
        Json::Str(
            match self {
                ParseValue::Everyone => "everyone",
                ParseValue::Users => "users",
                ParseValue::Roles => "roles",
            }
            .to_string(),
        )
    }
}

#[derive(Clone, Debug, Default)]
#[must_use]
pub struct CreateAllowedMentions<'a> {
    parse: Vec<ParseValue>,
    users: Cow<'a, [UserId]>,
    roles: Cow<'a, [RoleId]>,
    replied_user: Option<bool>,
}

impl<'a> CreateAllowedMentions<'a> {
    pub fn new() -> Self {
        Self::default()
    }

    fn handle_parse_unique(mut self, value: ParseValue, allow: bool) -> Self {
        let existing = self.parse.iter().position(|p| *p == value);
        match (existing, allow) {
            (Some(pos), false) => {
                self.parse.swap_remove(pos);
            },
            (None, true) => self.parse.push(value),
            _ => {},
        }
        self
    }

    pub fn all_users(self, allow: bool) -> Self {
        self.handle_parse_unique(ParseValue::Users, allow)
    }

    pub fn all_roles(self, allow: bool) -> Self {
        self.handle_parse_unique(ParseValue::Roles, allow)
    }

    pub fn everyone(self, allow: bool) -> Self {
        self.handle_parse_unique(ParseValue::Everyone, allow)
    }

    pub fn users(mut self, users: impl Into<Cow<'a, [UserId]>>) -> Self {
        self.users = users.into();
        self
    }

    pub fn empty_users(mut self) -> Self {
        self.users = Cow::default();
        self
    }

    pub fn roles(mut self, roles: impl Into<Cow<'a, [RoleId]>>) -> Self {
        self.roles = roles.into();
        self
    }

    pub fn empty_roles(mut self) -> Self {
        self.roles = Cow::default();
        self
    }

    pub fn replied_user(mut self, mention_user: bool) -> Self {
        self.replied_user = Some(mention_user);
        self
    }
}

impl ToJson for CreateAllowedMentions<'_> {
    fn to_json(&self) -> Json {
        Obj::new()
            .field("parse", &self.parse)
            .field("users", &self.users)
            .field("roles", &self.roles)
            .opt("replied_user", &self.replied_user)
            .done()
    }
}

// ---------------------------------------------------------------- create_attachment.rs

#[derive(Clone, Debug)]
#[non_exhaustive]
#[must_use]
pub struct CreateAttachment<'a> {
    pub filename: Cow<'static, str>,
    pub description: Option<Cow<'a, str>>,
    pub data: Cow<'static, [u8]>,
}

impl<'a> CreateAttachment<'a> {
    pub fn bytes(
        data: impl Into<Cow<'static, [u8]>>,
        filename: impl Into<Cow<'static, str>>,
    ) -> Self {
        CreateAttachment { data: data.into(), filename: filename.into(), description: None }
    }

    pub fn description(mut self, description: impl Into<Cow<'a, str>>) -> Self {
        self.description = Some(description.into());
        self
    }
}

/// New attachments are written `{id: <index in the upload>, filename, description}`.
#[derive(Clone, Debug, Default)]
#[must_use]
pub struct EditAttachments<'a> {
    new_attachments: Vec<CreateAttachment<'a>>,
}

impl<'a> EditAttachments<'a> {
    pub fn new() -> Self {
        Self::default()
    }

    #[allow(clippy::should_implement_trait)]
    pub fn add(mut self, attachment: CreateAttachment<'a>) -> Self {
        self.new_attachments.push(attachment);
        self
    }
}

impl ToJson for EditAttachments<'_> {
    fn to_json(&self) -> Json {
        Json::Arr(
            self.new_attachments
                .iter()
                .enumerate()
                .map(|(id, a)| {
                    Obj::new()
                        .field("id", &(id as u64))
                        .field("filename", &a.filename)
                        .field("description", &a.description)
                        .done()
                })
                .collect(),
        )
    }
}

// ---------------------------------------------------------------- create_message.rs

#[derive(Clone, Debug, Default)]
#[must_use]
pub struct CreateMessage<'a> {
    content: Option<Cow<'a, str>>,
    tts: bool,
    embeds: Cow<'a, [CreateEmbed<'a>]>,
    allowed_mentions: Option<CreateAllowedMentions<'a>>,
    components: Option<Cow<'a, [CreateComponent<'a>]>>,
    sticker_ids: Cow<'a, [StickerId]>,
    flags: Option<MessageFlags>,
    attachments: EditAttachments<'a>,
    enforce_nonce: bool,
    poll: Option<CreatePoll<'a, Ready>>,
}

impl<'a> CreateMessage<'a> {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn content(mut self, content: impl Into<Cow<'a, str>>) -> Self {
        self.content = Some(content.into());
        self
    }

    pub fn add_embed(mut self, embed: CreateEmbed<'a>) -> Self {
        self.embeds.to_mut().push(embed);
        self
    }

    pub fn add_embeds(mut self, embeds: impl IntoIterator<Item = CreateEmbed<'a>>) -> Self {
        self.embeds.to_mut().extend(embeds);
        self
    }

    pub fn embed(self, embed: CreateEmbed<'a>) -> Self {
        self.embeds(vec![embed])
    }

    pub fn embeds(mut self, embeds: impl Into<Cow<'a, [CreateEmbed<'a>]>>) -> Self {
        self.embeds = embeds.into();
        self
    }

    pub fn tts(mut self, tts: bool) -> Self {
        self.tts = tts;
        self
    }

    pub fn add_file(mut self, file: CreateAttachment<'a>) -> Self {
        self.attachments = self.attachments.add(file);
        self
    }

    pub fn add_files(mut self, files: impl IntoIterator<Item = CreateAttachment<'a>>) -> Self {
        for file in files {
            self.attachments = self.attachments.add(file);
        }
        self
    }

    pub fn files(mut self, files: impl IntoIterator<Item = CreateAttachment<'a>>) -> Self {
        self.attachments = EditAttachments::new();
        self.add_files(files)
    }

    pub fn allowed_mentions(mut self, allowed_mentions: CreateAllowedMentions<'a>) -> Self {
        self.allowed_mentions = Some(allowed_mentions);
        self
    }

    pub fn components(mut self, components: impl Into<Cow<'a, [CreateComponent<'a>]>>) -> Self {
        self.components = Some(components.into());
        self
    }

    pub fn flags(mut self, flags: MessageFlags) -> Self {
        self.flags = Some(flags);
        self
    }

    pub fn enforce_nonce(mut self, enforce_nonce: bool) -> Self {
        self.enforce_nonce = enforce_nonce;
        self
    }

    pub fn poll(mut self, poll: CreatePoll<'a, Ready>) -> Self {
        self.poll = Some(poll);
        self
    }
}

impl ToJson for CreateMessage<'_> {
    fn to_json(&self) -> Json {
        Obj::new()
            .opt("content", &self.content)
            .field("tts", &self.tts)
            .field("embeds", &self.embeds)
            .opt("allowed_mentions", &self.allowed_mentions)
            .opt("components", &self.components)
            .field("sticker_ids", &self.sticker_ids)
            .opt("flags", &self.flags)
            .field("attachments", &self.attachments)
            .field("enforce_nonce", &self.enforce_nonce)
            .opt("poll", &self.poll)
            .done()
    }
}

// ---------------------------------------------------------------- create_interaction_response.rs

#[derive(Clone, Debug)]
pub enum CreateInteractionResponse<'a> {
    Pong,
    Message(CreateInteractionResponseMessage<'a>),
    Defer(CreateInteractionResponseMessage<'a>),
    Acknowledge,
    UpdateMessage(CreateInteractionResponseMessage<'a>),
    Modal(CreateModal<'a>),
}

impl ToJson for CreateInteractionResponse<'_> {
    fn to_json(&self) -> Json {
        let (kind, data) = match self {
            Self::Pong => (1u8, Json::Null),
            Self::Message(x) => (4, x.to_json()),
            Self::Defer(x) => (5, x.to_json()),
            Self::Acknowledge => (6, Json::Null),
            Self::UpdateMessage(x) => (7, x.to_json()),
            Self::Modal(x) => (9, x.to_json()),
        };
        Obj::new().field("type", &kind).raw("data", data).done()
    }
}

#[derive(Clone, Debug, Default)]
#[must_use]
pub struct CreateInteractionResponseMessage<'a> {
    tts: bool,
    content: Option<Cow<'a, str>>,
    embeds: Option<Cow<'a, [CreateEmbed<'a>]>>,
    flags: Option<MessageFlags>,
    components: Option<Cow<'a, [CreateComponent<'a>]>>,
}

impl<'a> CreateInteractionResponseMessage<'a> {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn tts(mut self, tts: bool) -> Self {
        self.tts = tts;
        self
    }

    pub fn content(mut self, content: impl Into<Cow<'a, str>>) -> Self {
        self.content = Some(content.into());
        self
    }

    pub fn embed(mut self, embed: CreateEmbed<'a>) -> Self {
        self.embeds = Some(vec![embed].into());
        self
    }

    pub fn ephemeral(mut self, ephemeral: bool) -> Self {
        let mut flags = self.flags.unwrap_or_else(MessageFlags::empty);
        if ephemeral {
            flags.insert(MessageFlags::EPHEMERAL);
        }
        self.flags = Some(flags);
        self
    }

    pub fn components(mut self, components: impl Into<Cow<'a, [CreateComponent<'a>]>>) -> Self {
        self.components = Some(components.into());
        self
    }
}

impl ToJson for CreateInteractionResponseMessage<'_> {
    fn to_json(&self) -> Json {
        Obj::new()
            .field("tts", &self.tts)
            .opt("content", &self.content)
            .opt("embeds", &self.embeds)
            .opt("flags", &self.flags)
            .opt("components", &self.components)
            .done()
    }
}

#[derive(Clone, Debug, Default)]
#[must_use]
pub struct CreateModal<'a> {
    components: Cow<'a, [CreateComponent<'a>]>,
    custom_id: Cow<'a, str>,
    title: Cow<'a, str>,
}

impl<'a> CreateModal<'a> {
    pub fn new(custom_id: impl Into<Cow<'a, str>>, title: impl Into<Cow<'a, str>>) -> Self {
        Self { components: Cow::default(), custom_id: custom_id.into(), title: title.into() }
    }

    pub fn components(mut self, components: impl Into<Cow<'a, [CreateComponent<'a>]>>) -> Self {
        self.components = components.into();
        self
    }
}

impl ToJson for CreateModal<'_> {
    fn to_json(&self) -> Json {
        Obj::new()
            .field("components", &self.components)
            .field("custom_id", &self.custom_id)
            .field("title", &self.title)
            .done()
    }
}

// ---------------------------------------------------------------- create_command.rs

#[derive(Clone, Debug)]
#[must_use]
pub struct CreateCommandOption<'a> {
    kind: CommandOptionType,
    name: Cow<'a, str>,
    name_localizations: Option<HashMap<Cow<'a, str>, Cow<'a, str>>>,
    description: Cow<'a, str>,
    description_localizations: Option<HashMap<Cow<'a, str>, Cow<'a, str>>>,
    required: bool,
    choices: Cow<'a, [CreateCommandOptionChoice<'a>]>,
    options: Cow<'a, [CreateCommandOption<'a>]>,
    channel_types: Cow<'a, [ChannelType]>,
    min_value: Option<Json>,
    max_value: Option<Json>,
    min_length: Option<u16>,
    max_length: Option<u16>,
    autocomplete: bool,
}

impl<'a> CreateCommandOption<'a> {
    pub fn new(
        kind: CommandOptionType,
        name: impl Into<Cow<'a, str>>,
        description: impl Into<Cow<'a, str>>,
    ) -> Self {
        Self {
            kind,
            name: name.into(),
            name_localizations: None,
            description: description.into(),
            description_localizations: None,
            required: false,
            autocomplete: false,
            min_value: None,
            max_value: None,
            min_length: None,
            max_length: None,
            channel_types: Cow::default(),
            choices: Cow::default(),
            options: Cow::default(),
        }
    }

    pub fn kind(mut self, kind: CommandOptionType) -> Self {
        self.kind = kind;
        self
    }

    pub fn name(mut self, name: impl Into<Cow<'a, str>>) -> Self {
        self.name = name.into();
        self
    }

    pub fn name_localized(
        mut self,
        locale: impl Into<Cow<'a, str>>,
        name: impl Into<Cow<'a, str>>,
    ) -> Self {
        let map = self.name_localizations.get_or_insert_with(Default::default);
        map.insert(locale.into(), name.into());
        self
    }

    pub fn description(mut self, description: impl Into<Cow<'a, str>>) -> Self {
        self.description = description.into();
        self
    }

    pub fn description_localized(
        mut self,
        locale: impl Into<Cow<'a, str>>,
        description: impl Into<Cow<'a, str>>,
    ) -> Self {
        let map = self.description_localizations.get_or_insert_with(Default::default);
        map.insert(locale.into(), description.into());
        self
    }

    pub fn required(mut self, required: bool) -> Self {
        self.required = required;
        self
    }

    pub fn add_int_choice(self, name: impl Into<Cow<'a, str>>, value: i64) -> Self {
        self.add_choice(CreateCommandOptionChoice {
            name: name.into(),
            value: value.to_json(),
            name_localizations: None,
        })
    }

    pub fn add_int_choice_localized(
        self,
        name: impl Into<Cow<'a, str>>,
        value: i64,
        locales: impl Into<HashMap<Cow<'a, str>, Cow<'a, str>>>,
    ) -> Self {
        self.add_choice(CreateCommandOptionChoice {
            name: name.into(),
            value: value.to_json(),
            name_localizations: Some(locales.into()),
        })
    }

    pub fn add_string_choice(
        self,
        name: impl Into<Cow<'a, str>>,
        value: impl Into<String>,
    ) -> Self {
        self.add_choice(CreateCommandOptionChoice {
            name: name.into(),
            value: Json::Str(value.into()),
            name_localizations: None,
        })
    }

    pub fn add_string_choice_localized(
        self,
        name: impl Into<Cow<'a, str>>,
        value: impl Into<String>,
        locales: impl Into<HashMap<Cow<'a, str>, Cow<'a, str>>>,
    ) -> Self {
        self.add_choice(CreateCommandOptionChoice {
            name: name.into(),
            value: Json::Str(value.into()),
            name_localizations: Some(locales.into()),
        })
    }

    pub fn add_number_choice(self, name: impl Into<Cow<'a, str>>, value: f64) -> Self {
        self.add_choice(CreateCommandOptionChoice {
            name: name.into(),
            value: value.to_json(),
            name_localizations: None,
        })
    }

    pub fn add_number_choice_localized(
        self,
        name: impl Into<Cow<'a, str>>,
        value: f64,
        locales: impl Into<HashMap<Cow<'a, str>, Cow<'a, str>>>,
    ) -> Self {
        self.add_choice(CreateCommandOptionChoice {
            name: name.into(),
            value: value.to_json(),
            name_localizations: Some(locales.into()),
        })
    }

    fn add_choice(mut self, value: CreateCommandOptionChoice<'a>) -> Self {
        self.choices.to_mut().push(value);
        self
    }

    pub fn set_autocomplete(mut self, value: bool) -> Self {
        self.autocomplete = value;
        self
    }

    pub fn set_sub_options(
        mut self,
        sub_options: impl Into<Cow<'a, [CreateCommandOption<'a>]>>,
    ) -> Self {
        self.options = sub_options.into();
        self
    }

    pub fn add_sub_option(mut self, sub_option: CreateCommandOption<'a>) -> Self {
        self.options.to_mut().push(sub_option);
        self
    }

    pub fn channel_types(mut self, channel_types: impl Into<Cow<'a, [ChannelType]>>) -> Self {
        self.channel_types = channel_types.into();
        self
    }

    pub fn min_int_value(mut self, value: i64) -> Self {
        self.min_value = Some(value.to_json());
        self
    }

    pub fn max_int_value(mut self, value: i64) -> Self {
        self.max_value = Some(value.to_json());
        self
    }

    pub fn min_number_value(mut self, value: f64) -> Self {
        self.min_value = if value.is_finite() { Some(value.to_json()) } else { None };
        self
    }

    pub fn max_number_value(mut self, value: f64) -> Self {
        self.max_value = if value.is_finite() { Some(value.to_json()) } else { None };
        self
    }

    pub fn min_length(mut self, value: u16) -> Self {
        self.min_length = Some(value);
        self
    }

    pub fn max_length(mut self, value: u16) -> Self {
        self.max_length = Some(value);
        self
    }
}

impl ToJson for Json {
    fn to_json(&self) -> Json {
        self.clone()
    }
}

impl ToJson for CreateCommandOption<'_> {
    fn to_json(&self) -> Json {
        // Only the localizations are skipped when unset; the rest is always written
        // (`#[serde(default)]` only matters when reading).
        Obj::new()
            .field("type", &self.kind)
            .field("name", &self.name)
            .opt("name_localizations", &self.name_localizations)
            .field("description", &self.description)
            .opt("description_localizations", &self.description_localizations)
            .field("required", &self.required)
            .field("choices", &self.choices)
            .field("options", &self.options)
            .field("channel_types", &self.channel_types)
            .field("min_value", &self.min_value)
            .field("max_value", &self.max_value)
            .field("min_length", &self.min_length)
            .field("max_length", &self.max_length)
            .field("autocomplete", &self.autocomplete)
            .done()
    }
}

#[derive(Clone, Debug)]
struct CreateCommandOptionChoice<'a> {
    name: Cow<'a, str>,
    name_localizations: Option<HashMap<Cow<'a, str>, Cow<'a, str>>>,
    value: Json,
}

impl ToJson for CreateCommandOptionChoice<'_> {
    fn to_json(&self) -> Json {
        Obj::new()
            .field("name", &self.name)
            .opt("name_localizations", &self.name_localizations)
            .field("value", &self.value)
            .done()
    }
}

#[derive(Clone, Debug)]
#[must_use]
pub struct CreateCommand<'a> {
    name: Cow<'a, str>,
    name_localizations: HashMap<Cow<'a, str>, Cow<'a, str>>,
    description: Option<Cow<'a, str>>,
    description_localizations: HashMap<Cow<'a, str>, Cow<'a, str>>,
    options: Cow<'a, [CreateCommandOption<'a>]>,
    default_member_permissions: Option<Permissions>,
    dm_permission: Option<bool>,
    kind: Option<CommandType>,
    integration_types: Option<Vec<InstallationContext>>,
    contexts: Option<Vec<InteractionContext>>,
    nsfw: bool,
}

impl<'a> CreateCommand<'a> {
    pub fn new(name: impl Into<Cow<'a, str>>) -> Self {
        Self {
            kind: None,
            name: name.into(),
            name_localizations: HashMap::new(),
            description: None,
            description_localizations: HashMap::new(),
            default_member_permissions: None,
            dm_permission: None,
            integration_types: None,
            contexts: None,
            options: Cow::default(),
            nsfw: false,
        }
    }

    pub fn name(mut self, name: impl Into<Cow<'a, str>>) -> Self {
        self.name = name.into();
        self
    }

    pub fn name_localized(
        mut self,
        locale: impl Into<Cow<'a, str>>,
        name: impl Into<Cow<'a, str>>,
    ) -> Self {
        self.name_localizations.insert(locale.into(), name.into());
        self
    }

    pub fn kind(mut self, kind: CommandType) -> Self {
        self.kind = Some(kind);
        self
    }

    pub fn default_member_permissions(mut self, permissions: Permissions) -> Self {
        self.default_member_permissions = Some(permissions);
        self
    }

    pub fn dm_permission(mut self, enabled: bool) -> Self {
        self.dm_permission = Some(enabled);
        self
    }

    pub fn description(mut self, description: impl Into<Cow<'a, str>>) -> Self {
        self.description = Some(description.into());
        self
    }

    pub fn description_localized(
        mut self,
        locale: impl Into<Cow<'a, str>>,
        description: impl Into<Cow<'a, str>>,
    ) -> Self {
        self.description_localizations.insert(locale.into(), description.into());
        self
    }

    pub fn add_option(mut self, option: CreateCommandOption<'a>) -> Self {
        self.options.to_mut().push(option);
        self
    }

    pub fn set_options(mut self, options: impl Into<Cow<'a, [CreateCommandOption<'a>]>>) -> Self {
        self.options = options.into();
        self
    }

    pub fn add_integration_type(mut self, integration_type: InstallationContext) -> Self {
        self.integration_types.get_or_insert_with(Vec::default).push(integration_type);
        self
    }

    pub fn integration_types(mut self, integration_types: Vec<InstallationContext>) -> Self {
        self.integration_types = Some(integration_types);
        self
    }

    pub fn add_context(mut self, context: InteractionContext) -> Self {
        self.contexts.get_or_insert_with(Vec::default).push(context);
        self
    }

    pub fn contexts(mut self, contexts: Vec<InteractionContext>) -> Self {
        self.contexts = Some(contexts);
        self
    }

    pub fn nsfw(mut self, nsfw: bool) -> Self {
        self.nsfw = nsfw;
        self
    }
}

impl ToJson for CreateCommand<'_> {
    fn to_json(&self) -> Json {
        Obj::new()
            .field("name", &self.name)
            .field("name_localizations", &self.name_localizations)
            .opt("description", &self.description)
            .field("description_localizations", &self.description_localizations)
            .field("options", &self.options)
            .opt("default_member_permissions", &self.default_member_permissions)
            .opt("dm_permission", &self.dm_permission)
            .opt("type", &self.kind)
            .opt("integration_types", &self.integration_types)
            .opt("contexts", &self.contexts)
            .field("nsfw", &self.nsfw)
            .done()
    }
}
