// Stand-in of discordgo's message components, for the code-generation check (not the real library).
// Mirrors github.com/bwmarrin/discordgo, file components.go, at master commit
// f43dd94faaacd5b163e9e783f14b5bd8be639fc9 (v0.29.0-17, 2026-02-14): the same type names,
// field names, field types, json tags, constants and MarshalJSON/UnmarshalJSON behaviour
// (each component marshals its own fields plus "type"). discordgo is BSD-3-Clause.
// Left out: ResolvedUnfurledMediaItem and the unfurled-media loading states (never sent).
// Not in discordgo at that commit, so not here either: radio group (21), checkbox group (22),
// checkbox (23).

package discordgo

import (
	"encoding/json"
	"fmt"
)

// ComponentType is type of component.
type ComponentType uint

// MessageComponent types.
const (
	ActionsRowComponent            ComponentType = 1
	ButtonComponent                ComponentType = 2
	SelectMenuComponent            ComponentType = 3
	TextInputComponent             ComponentType = 4
	UserSelectMenuComponent        ComponentType = 5
	RoleSelectMenuComponent        ComponentType = 6
	MentionableSelectMenuComponent ComponentType = 7
	ChannelSelectMenuComponent     ComponentType = 8
	SectionComponent               ComponentType = 9
	TextDisplayComponent           ComponentType = 10
	ThumbnailComponent             ComponentType = 11
	MediaGalleryComponent          ComponentType = 12
	FileComponentType              ComponentType = 13
	SeparatorComponent             ComponentType = 14
	ContainerComponent             ComponentType = 17
	LabelComponent                 ComponentType = 18
	FileUploadComponent            ComponentType = 19
)

// MessageComponent is a base interface for all message components.
type MessageComponent interface {
	json.Marshaler
	Type() ComponentType
}

type unmarshalableMessageComponent struct {
	MessageComponent
}

// UnmarshalJSON picks the concrete component by "type"; an unknown type is an error, as in discordgo.
func (umc *unmarshalableMessageComponent) UnmarshalJSON(src []byte) error {
	var v struct {
		Type ComponentType `json:"type"`
	}
	if err := json.Unmarshal(src, &v); err != nil {
		return err
	}
	switch v.Type {
	case ActionsRowComponent:
		umc.MessageComponent = &ActionsRow{}
	case ButtonComponent:
		umc.MessageComponent = &Button{}
	case SelectMenuComponent, ChannelSelectMenuComponent, UserSelectMenuComponent,
		RoleSelectMenuComponent, MentionableSelectMenuComponent:
		umc.MessageComponent = &SelectMenu{}
	case TextInputComponent:
		umc.MessageComponent = &TextInput{}
	case SectionComponent:
		umc.MessageComponent = &Section{}
	case TextDisplayComponent:
		umc.MessageComponent = &TextDisplay{}
	case ThumbnailComponent:
		umc.MessageComponent = &Thumbnail{}
	case MediaGalleryComponent:
		umc.MessageComponent = &MediaGallery{}
	case FileComponentType:
		umc.MessageComponent = &FileComponent{}
	case SeparatorComponent:
		umc.MessageComponent = &Separator{}
	case ContainerComponent:
		umc.MessageComponent = &Container{}
	case LabelComponent:
		umc.MessageComponent = &Label{}
	case FileUploadComponent:
		umc.MessageComponent = &FileUpload{}
	default:
		return fmt.Errorf("unknown component type: %d", v.Type)
	}
	return json.Unmarshal(src, umc.MessageComponent)
}

// MessageComponentFromJSON is a helper function for unmarshaling message components
func MessageComponentFromJSON(b []byte) (MessageComponent, error) {
	var u unmarshalableMessageComponent
	if err := u.UnmarshalJSON(b); err != nil {
		return nil, fmt.Errorf("failed to unmarshal into MessageComponent: %w", err)
	}
	return u.MessageComponent, nil
}

func rawComponents(raw []unmarshalableMessageComponent) []MessageComponent {
	out := make([]MessageComponent, len(raw))
	for i, v := range raw {
		out[i] = v.MessageComponent
	}
	return out
}

// ActionsRow is a top-level container component for displaying a row of interactive components.
type ActionsRow struct {
	Components []MessageComponent `json:"components"`
	ID         int                `json:"id,omitempty"`
}

// MarshalJSON is a method for marshaling ActionsRow to a JSON object.
func (r ActionsRow) MarshalJSON() ([]byte, error) {
	type actionsRow ActionsRow
	return Marshal(struct {
		actionsRow
		Type ComponentType `json:"type"`
	}{actionsRow(r), r.Type()})
}

// UnmarshalJSON is a helper function to unmarshal Actions Row.
func (r *ActionsRow) UnmarshalJSON(data []byte) error {
	type actionsRow ActionsRow
	var v struct {
		actionsRow
		RawComponents []unmarshalableMessageComponent `json:"components"`
	}
	if err := json.Unmarshal(data, &v); err != nil {
		return err
	}
	*r = ActionsRow(v.actionsRow)
	r.Components = rawComponents(v.RawComponents)
	return nil
}

// Type is a method to get the type of a component.
func (r ActionsRow) Type() ComponentType { return ActionsRowComponent }

// ButtonStyle is style of button.
type ButtonStyle uint

// Button styles.
const (
	PrimaryButton   ButtonStyle = 1
	SecondaryButton ButtonStyle = 2
	SuccessButton   ButtonStyle = 3
	DangerButton    ButtonStyle = 4
	LinkButton      ButtonStyle = 5
	PremiumButton   ButtonStyle = 6
)

// ComponentEmoji represents button emoji, if it does have one.
type ComponentEmoji struct {
	Name     string `json:"name,omitempty"`
	ID       string `json:"id,omitempty"`
	Animated bool   `json:"animated,omitempty"`
}

// Button represents button component.
type Button struct {
	Label    string          `json:"label"`
	Style    ButtonStyle     `json:"style"`
	Disabled bool            `json:"disabled"`
	Emoji    *ComponentEmoji `json:"emoji,omitempty"`
	URL      string          `json:"url,omitempty"`
	CustomID string          `json:"custom_id,omitempty"`
	SKUID    string          `json:"sku_id,omitempty"`
	ID       int             `json:"id,omitempty"`
}

// MarshalJSON is a method for marshaling Button to a JSON object (style 0 becomes PrimaryButton).
func (b Button) MarshalJSON() ([]byte, error) {
	type button Button
	if b.Style == 0 {
		b.Style = PrimaryButton
	}
	return Marshal(struct {
		button
		Type ComponentType `json:"type"`
	}{button(b), b.Type()})
}

// Type is a method to get the type of a component.
func (Button) Type() ComponentType { return ButtonComponent }

// SelectMenuOption represents an option for a select menu.
type SelectMenuOption struct {
	Label       string          `json:"label,omitempty"`
	Value       string          `json:"value"`
	Description string          `json:"description"`
	Emoji       *ComponentEmoji `json:"emoji,omitempty"`
	Default     bool            `json:"default"`
}

// SelectMenuDefaultValueType represents the type of an entity selected by default in auto-populated select menus.
type SelectMenuDefaultValueType string

// SelectMenuDefaultValue types.
const (
	SelectMenuDefaultValueUser    SelectMenuDefaultValueType = "user"
	SelectMenuDefaultValueRole    SelectMenuDefaultValueType = "role"
	SelectMenuDefaultValueChannel SelectMenuDefaultValueType = "channel"
)

// SelectMenuDefaultValue represents an entity selected by default in auto-populated select menus.
type SelectMenuDefaultValue struct {
	ID   string                     `json:"id"`
	Type SelectMenuDefaultValueType `json:"type"`
}

// SelectMenuType represents select menu type.
type SelectMenuType ComponentType

// SelectMenu types.
const (
	StringSelectMenu      = SelectMenuType(SelectMenuComponent)
	UserSelectMenu        = SelectMenuType(UserSelectMenuComponent)
	RoleSelectMenu        = SelectMenuType(RoleSelectMenuComponent)
	MentionableSelectMenu = SelectMenuType(MentionableSelectMenuComponent)
	ChannelSelectMenu     = SelectMenuType(ChannelSelectMenuComponent)
)

// SelectMenu represents select menu component (every select kind; MenuType picks which).
type SelectMenu struct {
	MenuType      SelectMenuType           `json:"type,omitempty"`
	CustomID      string                   `json:"custom_id,omitempty"`
	Placeholder   string                   `json:"placeholder"`
	MinValues     *int                     `json:"min_values,omitempty"`
	MaxValues     int                      `json:"max_values,omitempty"`
	DefaultValues []SelectMenuDefaultValue `json:"default_values,omitempty"`
	Options       []SelectMenuOption       `json:"options,omitempty"`
	Disabled      bool                     `json:"disabled"`
	Required      *bool                    `json:"required,omitempty"`
	ChannelTypes  []ChannelType            `json:"channel_types,omitempty"`
	ID            int                      `json:"id,omitempty"`
	// Only populated when receiving an interaction; do not fill this manually.
	Values []string `json:"values,omitempty"`
}

// Type is a method to get the type of a component.
func (s SelectMenu) Type() ComponentType {
	if s.MenuType != 0 {
		return ComponentType(s.MenuType)
	}
	return SelectMenuComponent
}

// MarshalJSON is a method for marshaling SelectMenu to a JSON object.
func (s SelectMenu) MarshalJSON() ([]byte, error) {
	type selectMenu SelectMenu
	return Marshal(struct {
		selectMenu
		Type ComponentType `json:"type"`
	}{selectMenu(s), s.Type()})
}

// TextInput represents text input component.
type TextInput struct {
	CustomID    string         `json:"custom_id"`
	Label       string         `json:"label,omitempty"`
	Style       TextInputStyle `json:"style"`
	Placeholder string         `json:"placeholder,omitempty"`
	Value       string         `json:"value,omitempty"`
	Required    *bool          `json:"required,omitempty"`
	MinLength   int            `json:"min_length,omitempty"`
	MaxLength   int            `json:"max_length,omitempty"`
	ID          int            `json:"id,omitempty"`
}

// Type is a method to get the type of a component.
func (TextInput) Type() ComponentType { return TextInputComponent }

// MarshalJSON is a method for marshaling TextInput to a JSON object.
func (m TextInput) MarshalJSON() ([]byte, error) {
	type inputText TextInput
	return Marshal(struct {
		inputText
		Type ComponentType `json:"type"`
	}{inputText(m), m.Type()})
}

// TextInputStyle is style of text in TextInput component.
type TextInputStyle uint

// Text styles
const (
	TextInputShort     TextInputStyle = 1
	TextInputParagraph TextInputStyle = 2
)

// Section is a top-level layout component that joins text with an accessory.
type Section struct {
	ID         int                `json:"id,omitempty"`
	Components []MessageComponent `json:"components"`
	Accessory  MessageComponent   `json:"accessory"`
}

// UnmarshalJSON is a method for unmarshaling Section from JSON
func (s *Section) UnmarshalJSON(data []byte) error {
	type section Section
	var v struct {
		section
		RawComponents []unmarshalableMessageComponent `json:"components"`
		RawAccessory  unmarshalableMessageComponent   `json:"accessory"`
	}
	if err := json.Unmarshal(data, &v); err != nil {
		return err
	}
	*s = Section(v.section)
	s.Accessory = v.RawAccessory.MessageComponent
	s.Components = rawComponents(v.RawComponents)
	return nil
}

// Type is a method to get the type of a component.
func (Section) Type() ComponentType { return SectionComponent }

// MarshalJSON is a method for marshaling Section to a JSON object.
func (s Section) MarshalJSON() ([]byte, error) {
	type section Section
	return Marshal(struct {
		section
		Type ComponentType `json:"type"`
	}{section(s), s.Type()})
}

// TextDisplay is a component of markdown text (it has no ID field in discordgo).
type TextDisplay struct {
	Content string `json:"content"`
}

// Type is a method to get the type of a component.
func (TextDisplay) Type() ComponentType { return TextDisplayComponent }

// MarshalJSON is a method for marshaling TextDisplay to a JSON object.
func (t TextDisplay) MarshalJSON() ([]byte, error) {
	type textDisplay TextDisplay
	return Marshal(struct {
		textDisplay
		Type ComponentType `json:"type"`
	}{textDisplay(t), t.Type()})
}

// Thumbnail component can be used as an accessory for a section component.
type Thumbnail struct {
	ID          int               `json:"id,omitempty"`
	Media       UnfurledMediaItem `json:"media"`
	Description *string           `json:"description,omitempty"`
	Spoiler     bool              `json:"spoiler,omitempty"`
}

// Type is a method to get the type of a component.
func (Thumbnail) Type() ComponentType { return ThumbnailComponent }

// MarshalJSON is a method for marshaling Thumbnail to a JSON object.
func (t Thumbnail) MarshalJSON() ([]byte, error) {
	type thumbnail Thumbnail
	return Marshal(struct {
		thumbnail
		Type ComponentType `json:"type"`
	}{thumbnail(t), t.Type()})
}

// MediaGallery is a top-level component grouping images, videos or gifs into a grid.
type MediaGallery struct {
	ID    int                `json:"id,omitempty"`
	Items []MediaGalleryItem `json:"items"`
}

// Type is a method to get the type of a component.
func (MediaGallery) Type() ComponentType { return MediaGalleryComponent }

// MarshalJSON is a method for marshaling MediaGallery to a JSON object.
func (m MediaGallery) MarshalJSON() ([]byte, error) {
	type mediaGallery MediaGallery
	return Marshal(struct {
		mediaGallery
		Type ComponentType `json:"type"`
	}{mediaGallery(m), m.Type()})
}

// MediaGalleryItem represents an item used in MediaGallery.
type MediaGalleryItem struct {
	Media       UnfurledMediaItem `json:"media"`
	Description *string           `json:"description,omitempty"`
	Spoiler     bool              `json:"spoiler"`
}

// FileComponent displays an uploaded file (attachment://name) in the message.
type FileComponent struct {
	ID      int               `json:"id,omitempty"`
	File    UnfurledMediaItem `json:"file"`
	Spoiler bool              `json:"spoiler"`
}

// Type is a method to get the type of a component.
func (FileComponent) Type() ComponentType { return FileComponentType }

// MarshalJSON is a method for marshaling FileComponent to a JSON object.
func (f FileComponent) MarshalJSON() ([]byte, error) {
	type fileComponent FileComponent
	return Marshal(struct {
		fileComponent
		Type ComponentType `json:"type"`
	}{fileComponent(f), f.Type()})
}

// SeparatorSpacingSize represents spacing size around the separator.
type SeparatorSpacingSize uint

// Separator spacing sizes.
const (
	SeparatorSpacingSizeSmall SeparatorSpacingSize = 1
	SeparatorSpacingSizeLarge SeparatorSpacingSize = 2
)

// Separator adds vertical padding and visual division between other components.
type Separator struct {
	ID      int                   `json:"id,omitempty"`
	Divider *bool                 `json:"divider,omitempty"`
	Spacing *SeparatorSpacingSize `json:"spacing,omitempty"`
}

// Type is a method to get the type of a component.
func (Separator) Type() ComponentType { return SeparatorComponent }

// MarshalJSON is a method for marshaling Separator to a JSON object.
func (s Separator) MarshalJSON() ([]byte, error) {
	type separator Separator
	return Marshal(struct {
		separator
		Type ComponentType `json:"type"`
	}{separator(s), s.Type()})
}

// Container is a top-level layout component with an optional accent colour bar.
type Container struct {
	ID          int                `json:"id,omitempty"`
	AccentColor *int               `json:"accent_color,omitempty"`
	Spoiler     bool               `json:"spoiler"`
	Components  []MessageComponent `json:"components"`
}

// Type is a method to get the type of a component.
func (Container) Type() ComponentType { return ContainerComponent }

// UnmarshalJSON is a method for unmarshaling Container from JSON
func (c *Container) UnmarshalJSON(data []byte) error {
	type container Container
	var v struct {
		container
		RawComponents []unmarshalableMessageComponent `json:"components"`
	}
	if err := json.Unmarshal(data, &v); err != nil {
		return err
	}
	*c = Container(v.container)
	c.Components = rawComponents(v.RawComponents)
	return nil
}

// MarshalJSON is a method for marshaling Container to a JSON object.
func (c Container) MarshalJSON() ([]byte, error) {
	type container Container
	return Marshal(struct {
		container
		Type ComponentType `json:"type"`
	}{container(c), c.Type()})
}

// Label wraps a modal component with a label and an optional description.
type Label struct {
	ID          int              `json:"id,omitempty"`
	Label       string           `json:"label"`
	Description string           `json:"description,omitempty"`
	Component   MessageComponent `json:"component"`
}

// Type is a method to get the type of a component.
func (Label) Type() ComponentType { return LabelComponent }

// UnmarshalJSON is a method for unmarshaling Label from JSON
func (l *Label) UnmarshalJSON(data []byte) error {
	type label Label
	var v struct {
		label
		RawComponent unmarshalableMessageComponent `json:"component"`
	}
	if err := json.Unmarshal(data, &v); err != nil {
		return err
	}
	*l = Label(v.label)
	l.Component = v.RawComponent.MessageComponent
	return nil
}

// MarshalJSON is a method for marshaling Label to a JSON object.
func (l Label) MarshalJSON() ([]byte, error) {
	type label Label
	return Marshal(struct {
		label
		Type ComponentType `json:"type"`
	}{label(l), l.Type()})
}

// FileUpload lets users upload files in modals; it must be placed inside a Label.
type FileUpload struct {
	ID        int    `json:"id,omitempty"`
	CustomID  string `json:"custom_id,omitempty"`
	MinValues *int   `json:"min_values,omitempty"`
	MaxValues int    `json:"max_values,omitempty"`
	Required  *bool  `json:"required,omitempty"`
	// Only populated when receiving an interaction (attachment IDs); do not fill this manually.
	Values []string `json:"values,omitempty"`
}

// Type is a method to get the type of a component.
func (FileUpload) Type() ComponentType { return FileUploadComponent }

// MarshalJSON is a method for marshaling FileUpload to a JSON object.
func (f FileUpload) MarshalJSON() ([]byte, error) {
	type fileUpload FileUpload
	return Marshal(struct {
		fileUpload
		Type ComponentType `json:"type"`
	}{fileUpload(f), f.Type()})
}

// UnfurledMediaItem represents an unfurled media item.
type UnfurledMediaItem struct {
	URL string `json:"url"`
}
