// Stand-in of discordgo's interaction and application-command types, for the code-generation
// check (not the real library). Mirrors github.com/bwmarrin/discordgo, files interactions.go and
// events.go (InteractionCreate), at master commit f43dd94faaacd5b163e9e783f14b5bd8be639fc9
// (v0.29.0-17): the same names, field types, json tags, constants, Interaction.UnmarshalJSON and
// the MessageComponentData / ApplicationCommandData / ModalSubmitData helpers. Left out:
// permissions of commands, VerifyInteraction, the option value helpers that fetch over REST
// (ChannelValue, RoleValue, UserValue) and Entitlements.

package discordgo

import (
	"encoding/json"
	"fmt"
)

// ApplicationCommandType represents the type of application command.
type ApplicationCommandType uint8

// Application command types
const (
	ChatApplicationCommand    ApplicationCommandType = 1
	UserApplicationCommand    ApplicationCommandType = 2
	MessageApplicationCommand ApplicationCommandType = 3
)

// ApplicationCommand represents an application's slash command.
type ApplicationCommand struct {
	ID                string                 `json:"id,omitempty"`
	ApplicationID     string                 `json:"application_id,omitempty"`
	GuildID           string                 `json:"guild_id,omitempty"`
	Version           string                 `json:"version,omitempty"`
	Type              ApplicationCommandType `json:"type,omitempty"`
	Name              string                 `json:"name"`
	NameLocalizations *map[Locale]string     `json:"name_localizations,omitempty"`

	// Deprecated in Discord: use DefaultMemberPermissions and Contexts.
	DefaultPermission        *bool  `json:"default_permission,omitempty"`
	DefaultMemberPermissions *int64 `json:"default_member_permissions,string,omitempty"`
	NSFW                     *bool  `json:"nsfw,omitempty"`

	// Deprecated: use Contexts instead.
	DMPermission     *bool                         `json:"dm_permission,omitempty"`
	Contexts         *[]InteractionContextType     `json:"contexts,omitempty"`
	IntegrationTypes *[]ApplicationIntegrationType `json:"integration_types,omitempty"`

	// Chat commands only.
	Description              string                      `json:"description,omitempty"`
	DescriptionLocalizations *map[Locale]string          `json:"description_localizations,omitempty"`
	Options                  []*ApplicationCommandOption `json:"options"`
}

// ApplicationCommandOptionType indicates the type of a slash command's option.
type ApplicationCommandOptionType uint8

// Application command option types.
const (
	ApplicationCommandOptionSubCommand      ApplicationCommandOptionType = 1
	ApplicationCommandOptionSubCommandGroup ApplicationCommandOptionType = 2
	ApplicationCommandOptionString          ApplicationCommandOptionType = 3
	ApplicationCommandOptionInteger         ApplicationCommandOptionType = 4
	ApplicationCommandOptionBoolean         ApplicationCommandOptionType = 5
	ApplicationCommandOptionUser            ApplicationCommandOptionType = 6
	ApplicationCommandOptionChannel         ApplicationCommandOptionType = 7
	ApplicationCommandOptionRole            ApplicationCommandOptionType = 8
	ApplicationCommandOptionMentionable     ApplicationCommandOptionType = 9
	ApplicationCommandOptionNumber          ApplicationCommandOptionType = 10
	ApplicationCommandOptionAttachment      ApplicationCommandOptionType = 11
)

func (t ApplicationCommandOptionType) String() string {
	names := map[ApplicationCommandOptionType]string{1: "SubCommand", 2: "SubCommandGroup", 3: "String",
		4: "Integer", 5: "Boolean", 6: "User", 7: "Channel", 8: "Role", 9: "Mentionable", 10: "Number",
		11: "Attachment"}
	if n, ok := names[t]; ok {
		return n
	}
	return fmt.Sprintf("ApplicationCommandOptionType(%d)", t)
}

// ApplicationCommandOption represents an option/subcommand/subcommands group.
type ApplicationCommandOption struct {
	Type                     ApplicationCommandOptionType `json:"type"`
	Name                     string                       `json:"name"`
	NameLocalizations        map[Locale]string            `json:"name_localizations,omitempty"`
	Description              string                       `json:"description,omitempty"`
	DescriptionLocalizations map[Locale]string            `json:"description_localizations,omitempty"`

	ChannelTypes []ChannelType               `json:"channel_types"`
	Required     bool                        `json:"required"`
	Options      []*ApplicationCommandOption `json:"options"`

	// NOTE: mutually exclusive with Choices.
	Autocomplete bool                              `json:"autocomplete"`
	Choices      []*ApplicationCommandOptionChoice `json:"choices"`
	MinValue     *float64                          `json:"min_value,omitempty"`
	MaxValue     float64                           `json:"max_value,omitempty"`
	MinLength    *int                              `json:"min_length,omitempty"`
	MaxLength    int                               `json:"max_length,omitempty"`
}

// ApplicationCommandOptionChoice represents a slash command option choice.
type ApplicationCommandOptionChoice struct {
	Name              string            `json:"name"`
	NameLocalizations map[Locale]string `json:"name_localizations,omitempty"`
	Value             interface{}       `json:"value"`
}

// InteractionType indicates the type of an interaction event.
type InteractionType uint8

// Interaction types
const (
	InteractionPing                           InteractionType = 1
	InteractionApplicationCommand             InteractionType = 2
	InteractionMessageComponent               InteractionType = 3
	InteractionApplicationCommandAutocomplete InteractionType = 4
	InteractionModalSubmit                    InteractionType = 5
)

func (t InteractionType) String() string {
	switch t {
	case InteractionPing:
		return "Ping"
	case InteractionApplicationCommand:
		return "ApplicationCommand"
	case InteractionMessageComponent:
		return "MessageComponent"
	case InteractionModalSubmit:
		return "ModalSubmit"
	}
	return fmt.Sprintf("InteractionType(%d)", t)
}

// InteractionContextType represents the context in which interaction can be used or was triggered from.
type InteractionContextType uint

// Interaction context types.
const (
	InteractionContextGuild          InteractionContextType = 0
	InteractionContextBotDM          InteractionContextType = 1
	InteractionContextPrivateChannel InteractionContextType = 2
)

// Interaction represents data of an interaction (Entitlements left out).
type Interaction struct {
	ID        string          `json:"id"`
	AppID     string          `json:"application_id"`
	Type      InteractionType `json:"type"`
	Data      InteractionData `json:"data"`
	GuildID   string          `json:"guild_id"`
	ChannelID string          `json:"channel_id"`

	// The message on which interaction was used (component interactions only).
	Message *Message `json:"message"`

	AppPermissions int64 `json:"app_permissions,string"`

	// Filled in a guild; User is filled in DMs.
	Member *Member `json:"member"`
	User   *User   `json:"user"`

	Locale      Locale  `json:"locale"`
	GuildLocale *Locale `json:"guild_locale"`

	Context                      InteractionContextType                `json:"context"`
	AuthorizingIntegrationOwners map[ApplicationIntegrationType]string `json:"authorizing_integration_owners"`

	Token   string `json:"token"`
	Version int    `json:"version"`
}

type interaction Interaction

type rawInteraction struct {
	interaction
	Data json.RawMessage `json:"data"`
}

// UnmarshalJSON decodes Data by the interaction's type, as discordgo does (an unknown
// component type inside a modal submit is an error, so the whole event fails to decode).
func (i *Interaction) UnmarshalJSON(raw []byte) error {
	var tmp rawInteraction
	if err := json.Unmarshal(raw, &tmp); err != nil {
		return err
	}
	*i = Interaction(tmp.interaction)
	switch tmp.Type {
	case InteractionApplicationCommand, InteractionApplicationCommandAutocomplete:
		v := ApplicationCommandInteractionData{}
		if err := json.Unmarshal(tmp.Data, &v); err != nil {
			return err
		}
		i.Data = v
	case InteractionMessageComponent:
		v := MessageComponentInteractionData{}
		if err := json.Unmarshal(tmp.Data, &v); err != nil {
			return err
		}
		i.Data = v
	case InteractionModalSubmit:
		v := ModalSubmitInteractionData{}
		if err := json.Unmarshal(tmp.Data, &v); err != nil {
			return err
		}
		i.Data = v
	}
	return nil
}

// MessageComponentData asserts the inner InteractionData to MessageComponentInteractionData (panics on another type).
func (i Interaction) MessageComponentData() (data MessageComponentInteractionData) {
	if i.Type != InteractionMessageComponent {
		panic("MessageComponentData called on interaction of type " + i.Type.String())
	}
	return i.Data.(MessageComponentInteractionData)
}

// ApplicationCommandData asserts the inner InteractionData to ApplicationCommandInteractionData (panics on another type).
func (i Interaction) ApplicationCommandData() (data ApplicationCommandInteractionData) {
	if i.Type != InteractionApplicationCommand && i.Type != InteractionApplicationCommandAutocomplete {
		panic("ApplicationCommandData called on interaction of type " + i.Type.String())
	}
	return i.Data.(ApplicationCommandInteractionData)
}

// ModalSubmitData asserts the inner InteractionData to ModalSubmitInteractionData (panics on another type).
func (i Interaction) ModalSubmitData() (data ModalSubmitInteractionData) {
	if i.Type != InteractionModalSubmit {
		panic("ModalSubmitData called on interaction of type " + i.Type.String())
	}
	return i.Data.(ModalSubmitInteractionData)
}

// InteractionData is a common interface for all types of interaction data.
type InteractionData interface {
	Type() InteractionType
}

// ApplicationCommandInteractionData contains the data of application command interaction.
type ApplicationCommandInteractionData struct {
	ID          string                                     `json:"id"`
	Name        string                                     `json:"name"`
	CommandType ApplicationCommandType                     `json:"type"`
	Resolved    *ApplicationCommandInteractionDataResolved `json:"resolved"`
	Options     []*ApplicationCommandInteractionDataOption `json:"options"`
	TargetID    string                                     `json:"target_id"`
}

// GetOption finds and returns an application command option by its name.
func (d ApplicationCommandInteractionData) GetOption(name string) (option *ApplicationCommandInteractionDataOption) {
	for _, opt := range d.Options {
		if opt.Name == name {
			return opt
		}
	}
	return nil
}

// ApplicationCommandInteractionDataResolved contains resolved data of command execution.
type ApplicationCommandInteractionDataResolved struct {
	Users       map[string]*User              `json:"users"`
	Members     map[string]*Member            `json:"members"`
	Roles       map[string]*Role              `json:"roles"`
	Channels    map[string]*Channel           `json:"channels"`
	Messages    map[string]*Message           `json:"messages"`
	Attachments map[string]*MessageAttachment `json:"attachments"`
}

// Type returns the type of interaction data.
func (ApplicationCommandInteractionData) Type() InteractionType { return InteractionApplicationCommand }

// MessageComponentInteractionData contains the data of message component interaction.
type MessageComponentInteractionData struct {
	CustomID      string                           `json:"custom_id"`
	ComponentType ComponentType                    `json:"component_type"`
	Resolved      ComponentInteractionDataResolved `json:"resolved"`
	// Filled for select menus only.
	Values []string `json:"values"`
}

// ComponentInteractionDataResolved contains the resolved data of selected option.
type ComponentInteractionDataResolved struct {
	Users       map[string]*User              `json:"users"`
	Members     map[string]*Member            `json:"members"`
	Roles       map[string]*Role              `json:"roles"`
	Channels    map[string]*Channel           `json:"channels"`
	Attachments map[string]*MessageAttachment `json:"attachments"`
}

// Type returns the type of interaction data.
func (MessageComponentInteractionData) Type() InteractionType { return InteractionMessageComponent }

// ModalSubmitInteractionData contains the data of modal submit interaction. Components are the
// submitted top-level components (*Label, *TextDisplay, *ActionsRow ...), as pointers.
type ModalSubmitInteractionData struct {
	CustomID   string                           `json:"custom_id"`
	Components []MessageComponent               `json:"-"`
	Resolved   ComponentInteractionDataResolved `json:"resolved"`
}

// Type returns the type of interaction data.
func (ModalSubmitInteractionData) Type() InteractionType { return InteractionModalSubmit }

// UnmarshalJSON is a helper function to correctly unmarshal Components.
func (d *ModalSubmitInteractionData) UnmarshalJSON(data []byte) error {
	type modalSubmitInteractionData ModalSubmitInteractionData
	var v struct {
		modalSubmitInteractionData
		RawComponents []unmarshalableMessageComponent `json:"components"`
	}
	if err := json.Unmarshal(data, &v); err != nil {
		return err
	}
	*d = ModalSubmitInteractionData(v.modalSubmitInteractionData)
	d.Components = rawComponents(v.RawComponents)
	return nil
}

// ApplicationCommandInteractionDataOption represents an option of a slash command.
type ApplicationCommandInteractionDataOption struct {
	Name    string                                     `json:"name"`
	Type    ApplicationCommandOptionType               `json:"type"`
	Value   interface{}                                `json:"value,omitempty"`
	Options []*ApplicationCommandInteractionDataOption `json:"options,omitempty"`
	Focused bool                                       `json:"focused,omitempty"`
}

// InteractionResponseType is type of interaction response.
type InteractionResponseType uint8

// Interaction response types.
const (
	InteractionResponsePong                             InteractionResponseType = 1
	InteractionResponseChannelMessageWithSource         InteractionResponseType = 4
	InteractionResponseDeferredChannelMessageWithSource InteractionResponseType = 5
	InteractionResponseDeferredMessageUpdate            InteractionResponseType = 6
	InteractionResponseUpdateMessage                    InteractionResponseType = 7
	InteractionApplicationCommandAutocompleteResult     InteractionResponseType = 8
	InteractionResponseModal                            InteractionResponseType = 9
)

// InteractionResponse represents a response for an interaction event.
type InteractionResponse struct {
	Type InteractionResponseType  `json:"type,omitempty"`
	Data *InteractionResponseData `json:"data,omitempty"`
}

// InteractionResponseData is response data for an interaction (a message, choices, or a modal).
type InteractionResponseData struct {
	TTS             bool                    `json:"tts"`
	Content         string                  `json:"content"`
	Components      []MessageComponent      `json:"components"`
	Embeds          []*MessageEmbed         `json:"embeds"`
	AllowedMentions *MessageAllowedMentions `json:"allowed_mentions,omitempty"`
	Files           []*File                 `json:"-"`
	Attachments     *[]*MessageAttachment   `json:"attachments,omitempty"`
	Poll            *Poll                   `json:"poll,omitempty"`

	// NOTE: only MessageFlagsSuppressEmbeds and MessageFlagsEphemeral can be set.
	Flags MessageFlags `json:"flags,omitempty"`

	// NOTE: autocomplete interaction only.
	Choices []*ApplicationCommandOptionChoice `json:"choices,omitempty"`

	// NOTE: modal interaction only.
	CustomID string `json:"custom_id,omitempty"`
	Title    string `json:"title,omitempty"`
}

// InteractionCreate is the data for a InteractionCreate event (events.go).
type InteractionCreate struct {
	*Interaction
}

// UnmarshalJSON is a helper function to unmarshal Interaction object.
func (i *InteractionCreate) UnmarshalJSON(b []byte) error {
	return json.Unmarshal(b, &i.Interaction)
}
