// The hand-written reference program for the discordgo check: what a printer's output must be
// like. It builds the five sample designs (src/codegen/testing/designs/) with discordgo's public
// API only, the way discordgo's examples (examples/components, examples/modals) do: it registers
// the command set, sends both messages, shows both modals as interaction responses, routes every
// component and modal submit by custom_id from one InteractionCreate handler, and prints one
// {"kind":"route","custom_id":...} line per handler it registered.
package main

import (
	"encoding/json"
	"fmt"
	"log"
	"os"
	"sort"
	"strings"

	"github.com/bwmarrin/discordgo"
)

// ptr returns a pointer to v, for discordgo's optional fields (*int, *bool, *string ...).
func ptr[T any](v T) *T { return &v }

// uploads returns the files a message uploads; their bytes do not matter to the check.
func uploads(names ...string) []*discordgo.File {
	files := make([]*discordgo.File, len(names))
	for n, name := range names {
		files[n] = &discordgo.File{Name: name, Reader: strings.NewReader("file content")}
	}
	return files
}

func messageV2() *discordgo.MessageSend {
	return &discordgo.MessageSend{
		Flags: discordgo.MessageFlagsIsComponentsV2,
		Files: uploads("two.png", "notes.txt"),
		Components: []discordgo.MessageComponent{
			discordgo.Container{
				AccentColor: ptr(5793266),
				Components: []discordgo.MessageComponent{
					discordgo.TextDisplay{Content: "# Release \"v2\"\nNotes with 'quotes', a \\ backslash and ünïcödé ✨"},
					discordgo.Section{
						Components: []discordgo.MessageComponent{discordgo.TextDisplay{Content: "Read the changelog"}},
						Accessory:  discordgo.Button{Style: discordgo.LinkButton, Label: "Open", URL: "https://example.com/changes"},
					},
					discordgo.Section{
						Components: []discordgo.MessageComponent{discordgo.TextDisplay{Content: "Avatar"}},
						Accessory: discordgo.Thumbnail{
							Media:       discordgo.UnfurledMediaItem{URL: "https://example.com/a.png"},
							Description: ptr("An avatar"),
						},
					},
					discordgo.Separator{Divider: ptr(true), Spacing: ptr(discordgo.SeparatorSpacingSizeLarge)},
					discordgo.MediaGallery{Items: []discordgo.MediaGalleryItem{
						{Media: discordgo.UnfurledMediaItem{URL: "https://example.com/1.png"}, Description: ptr("One")},
						{Media: discordgo.UnfurledMediaItem{URL: "attachment://two.png"}, Spoiler: true},
					}},
					discordgo.FileComponent{File: discordgo.UnfurledMediaItem{URL: "attachment://notes.txt"}},
					discordgo.ActionsRow{Components: []discordgo.MessageComponent{
						discordgo.Button{Style: discordgo.PrimaryButton, Label: "Approve", CustomID: "release:approve",
							Emoji: &discordgo.ComponentEmoji{Name: "✅"}},
						discordgo.Button{Style: discordgo.DangerButton, Label: "Reject", CustomID: "release:reject", Disabled: true},
					}},
				},
			},
			discordgo.ActionsRow{Components: []discordgo.MessageComponent{
				discordgo.SelectMenu{
					MenuType:    discordgo.StringSelectMenu,
					CustomID:    "release:channel",
					Placeholder: "Pick a channel",
					MinValues:   ptr(1),
					MaxValues:   2,
					Options: []discordgo.SelectMenuOption{
						{Label: "General", Value: "general", Description: "Everyone", Default: true},
						{Label: "Staff", Value: "staff", Emoji: &discordgo.ComponentEmoji{ID: "123456789012345678", Name: "staff"}},
					},
				},
			}},
			discordgo.ActionsRow{Components: []discordgo.MessageComponent{
				discordgo.SelectMenu{MenuType: discordgo.UserSelectMenu, CustomID: "release:users", MaxValues: 3},
			}},
			discordgo.ActionsRow{Components: []discordgo.MessageComponent{
				discordgo.SelectMenu{MenuType: discordgo.RoleSelectMenu, CustomID: "release:roles"},
			}},
			discordgo.ActionsRow{Components: []discordgo.MessageComponent{
				discordgo.SelectMenu{MenuType: discordgo.MentionableSelectMenu, CustomID: "release:mentionables"},
			}},
			discordgo.ActionsRow{Components: []discordgo.MessageComponent{
				discordgo.SelectMenu{
					MenuType:     discordgo.ChannelSelectMenu,
					CustomID:     "release:channels",
					ChannelTypes: []discordgo.ChannelType{discordgo.ChannelTypeGuildText, discordgo.ChannelTypeGuildNews},
				},
			}},
		},
	}
}

func messageLegacy() *discordgo.MessageSend {
	return &discordgo.MessageSend{
		Content: "Hello <@123456789012345678>, the vote is open",
		TTS:     false,
		Flags:   discordgo.MessageFlagsSuppressNotifications,
		AllowedMentions: &discordgo.MessageAllowedMentions{
			Parse: []discordgo.AllowedMentionType{},
			Users: []string{"123456789012345678"},
		},
		Embeds: []*discordgo.MessageEmbed{{
			Title:       "Weekly report",
			Description: "All \"green\"\nsee below",
			URL:         "https://example.com/report",
			Color:       3066993,
			Timestamp:   "2026-11-29T12:00:00.000Z",
			Author: &discordgo.MessageEmbedAuthor{
				Name: "Report bot", URL: "https://example.com", IconURL: "https://example.com/bot.png",
			},
			Footer:    &discordgo.MessageEmbedFooter{Text: "Generated", IconURL: "https://example.com/f.png"},
			Thumbnail: &discordgo.MessageEmbedThumbnail{URL: "https://example.com/t.png"},
			Image:     &discordgo.MessageEmbedImage{URL: "attachment://chart.png"},
			Fields: []*discordgo.MessageEmbedField{
				{Name: "Uptime", Value: "99.9%", Inline: true},
				{Name: "Errors", Value: "3", Inline: true},
				{Name: "Notes", Value: "None"},
			},
		}},
		Poll: &discordgo.Poll{
			Question: discordgo.PollMedia{Text: "Ship it?"},
			Answers: []discordgo.PollAnswer{
				{Media: &discordgo.PollMedia{Text: "Yes", Emoji: &discordgo.ComponentEmoji{Name: "👍"}}},
				{Media: &discordgo.PollMedia{Text: "No", Emoji: &discordgo.ComponentEmoji{ID: "123456789012345678"}}},
			},
			Duration:         24,
			AllowMultiselect: false,
			LayoutType:       discordgo.PollLayoutTypeDefault,
		},
		Components: []discordgo.MessageComponent{
			discordgo.ActionsRow{Components: []discordgo.MessageComponent{
				discordgo.Button{Style: discordgo.PrimaryButton, Label: "Details", CustomID: "report:details"},
				discordgo.Button{Style: discordgo.SecondaryButton, Label: "Mute", CustomID: "report:mute",
					Emoji: &discordgo.ComponentEmoji{Name: "🔕"}},
				discordgo.Button{Style: discordgo.LinkButton, Label: "Dashboard", URL: "https://example.com/dash"},
			}},
		},
		// discordgo cannot send the attachment's description ("A chart"): MessageSend has no
		// Attachments field, so the file goes up as files[0] and Discord names it chart.png.
		Files: uploads("chart.png"),
	}
}

func feedbackModal() *discordgo.InteractionResponse {
	return &discordgo.InteractionResponse{
		Type: discordgo.InteractionResponseModal,
		Data: &discordgo.InteractionResponseData{
			CustomID: "feedback",
			Title:    "Send \"feedback\"",
			Components: []discordgo.MessageComponent{
				discordgo.TextDisplay{Content: "Tell us what you think."},
				discordgo.Label{Label: "Subject", Description: "One line", Component: discordgo.TextInput{
					CustomID: "subject", Style: discordgo.TextInputShort, MinLength: 3, MaxLength: 80,
					Required: ptr(true), Placeholder: "Short summary",
				}},
				discordgo.Label{Label: "Details", Component: discordgo.TextInput{
					CustomID: "details", Style: discordgo.TextInputParagraph, Required: ptr(false), Value: "It's about…",
				}},
				discordgo.Label{Label: "Area", Component: discordgo.SelectMenu{
					MenuType: discordgo.StringSelectMenu,
					CustomID: "area",
					Options: []discordgo.SelectMenuOption{
						{Label: "Editor", Value: "editor"},
						{Label: "Export", Value: "export"},
					},
				}},
				discordgo.Label{Label: "Screenshot", Component: discordgo.FileUpload{
					CustomID: "shot", MinValues: ptr(0), MaxValues: 2, Required: ptr(false),
				}},
			},
		},
	}
}

// choiceOption is an option of a radio group or checkbox group.
type choiceOption struct {
	Label       string `json:"label"`
	Value       string `json:"value"`
	Description string `json:"description,omitempty"`
	Default     bool   `json:"default,omitempty"`
}

// radioGroup, checkboxGroup and checkbox are component types 21, 22 and 23, which discordgo
// does not have: they implement discordgo.MessageComponent here. discordgo cannot decode a modal
// submit holding them ("unknown component type"), so their values cannot be read.
type radioGroup struct {
	CustomID string         `json:"custom_id"`
	Options  []choiceOption `json:"options"`
	Required *bool          `json:"required,omitempty"`
}

func (radioGroup) Type() discordgo.ComponentType { return 21 }

func (c radioGroup) MarshalJSON() ([]byte, error) {
	type fields radioGroup
	return json.Marshal(struct {
		fields
		Type discordgo.ComponentType `json:"type"`
	}{fields(c), c.Type()})
}

type checkboxGroup struct {
	CustomID  string         `json:"custom_id"`
	MinValues *int           `json:"min_values,omitempty"`
	MaxValues int            `json:"max_values,omitempty"`
	Options   []choiceOption `json:"options"`
	Required  *bool          `json:"required,omitempty"`
}

func (checkboxGroup) Type() discordgo.ComponentType { return 22 }

func (c checkboxGroup) MarshalJSON() ([]byte, error) {
	type fields checkboxGroup
	return json.Marshal(struct {
		fields
		Type discordgo.ComponentType `json:"type"`
	}{fields(c), c.Type()})
}

type checkbox struct {
	CustomID string `json:"custom_id"`
	Default  bool   `json:"default,omitempty"`
}

func (checkbox) Type() discordgo.ComponentType { return 23 }

func (c checkbox) MarshalJSON() ([]byte, error) {
	type fields checkbox
	return json.Marshal(struct {
		fields
		Type discordgo.ComponentType `json:"type"`
	}{fields(c), c.Type()})
}

func surveyModal() *discordgo.InteractionResponse {
	return &discordgo.InteractionResponse{
		Type: discordgo.InteractionResponseModal,
		Data: &discordgo.InteractionResponseData{
			CustomID: "survey",
			Title:    "Survey",
			Components: []discordgo.MessageComponent{
				discordgo.Label{Label: "Plan", Component: radioGroup{CustomID: "plan", Options: []choiceOption{
					{Label: "Free", Value: "free", Description: "No cost"},
					{Label: "Pro", Value: "pro", Default: true},
				}}},
				discordgo.Label{Label: "Topics", Component: checkboxGroup{
					CustomID: "topics", MinValues: ptr(1), MaxValues: 2, Options: []choiceOption{
						{Label: "Bots", Value: "bots"},
						{Label: "Design", Value: "design"},
						{Label: "Docs", Value: "docs"},
					},
				}},
				discordgo.Label{Label: "Subscribe", Component: checkbox{CustomID: "subscribe", Default: true}},
				discordgo.Label{Label: "Team", Component: discordgo.SelectMenu{
					MenuType: discordgo.RoleSelectMenu, CustomID: "team",
				}},
				discordgo.Label{Label: "Contact", Component: discordgo.SelectMenu{
					MenuType: discordgo.MentionableSelectMenu, CustomID: "contact", Required: ptr(false),
				}},
			},
		},
	}
}

func commands() []*discordgo.ApplicationCommand {
	return []*discordgo.ApplicationCommand{
		{
			Name:                     "ticket",
			Type:                     discordgo.ChatApplicationCommand,
			Description:              "Manage tickets",
			NameLocalizations:        &map[discordgo.Locale]string{discordgo.French: "billet", discordgo.German: "vorgang"},
			DescriptionLocalizations: &map[discordgo.Locale]string{discordgo.French: "Gérer les tickets", discordgo.German: "Tickets verwalten"},
			DefaultMemberPermissions: ptr(int64(8192)),
			Contexts:                 &[]discordgo.InteractionContextType{discordgo.InteractionContextGuild},
			IntegrationTypes:         &[]discordgo.ApplicationIntegrationType{discordgo.ApplicationIntegrationGuildInstall},
			Options: []*discordgo.ApplicationCommandOption{
				{
					Type: discordgo.ApplicationCommandOptionSubCommand, Name: "open", Description: "Open a ticket",
					Options: []*discordgo.ApplicationCommandOption{
						{
							Type: discordgo.ApplicationCommandOptionString, Name: "topic", Description: "What it is about",
							Required: true, MinLength: ptr(3), MaxLength: 100,
						},
						{
							Type: discordgo.ApplicationCommandOptionInteger, Name: "priority", Description: "How urgent",
							Choices: []*discordgo.ApplicationCommandOptionChoice{
								{Name: "Low", Value: 1, NameLocalizations: map[discordgo.Locale]string{discordgo.French: "Basse"}},
								{Name: "High", Value: 3},
							},
						},
						{
							Type: discordgo.ApplicationCommandOptionChannel, Name: "channel", Description: "Where",
							ChannelTypes: []discordgo.ChannelType{discordgo.ChannelTypeGuildText, discordgo.ChannelTypeGuildNews},
						},
						{Type: discordgo.ApplicationCommandOptionAttachment, Name: "file", Description: "A screenshot"},
					},
				},
				{
					Type: discordgo.ApplicationCommandOptionSubCommandGroup, Name: "admin", Description: "Admin tools",
					Options: []*discordgo.ApplicationCommandOption{{
						Type: discordgo.ApplicationCommandOptionSubCommand, Name: "close", Description: "Close one",
						Options: []*discordgo.ApplicationCommandOption{
							{Type: discordgo.ApplicationCommandOptionUser, Name: "user", Description: "Whose", Required: true},
							{Type: discordgo.ApplicationCommandOptionBoolean, Name: "silent", Description: "Quietly"},
							{
								Type: discordgo.ApplicationCommandOptionNumber, Name: "score", Description: "Rating",
								MinValue: ptr(0.0), MaxValue: 5.5,
							},
							{Type: discordgo.ApplicationCommandOptionRole, Name: "role", Description: "Role"},
							{Type: discordgo.ApplicationCommandOptionMentionable, Name: "who", Description: "Mention"},
							{Type: discordgo.ApplicationCommandOptionString, Name: "reason", Description: "Why", Autocomplete: true},
						},
					}},
				},
			},
		},
		{
			Name: "Report message",
			Type: discordgo.MessageApplicationCommand,
			Contexts: &[]discordgo.InteractionContextType{
				discordgo.InteractionContextGuild, discordgo.InteractionContextBotDM, discordgo.InteractionContextPrivateChannel,
			},
			IntegrationTypes: &[]discordgo.ApplicationIntegrationType{
				discordgo.ApplicationIntegrationGuildInstall, discordgo.ApplicationIntegrationUserInstall,
			},
		},
		{
			Name: "Profile",
			Type: discordgo.UserApplicationCommand,
			NSFW: ptr(false),
			// default_member_permissions: null is DefaultMemberPermissions left nil (not sent).
		},
	}
}

// acknowledge answers a component interaction without changing the message.
func acknowledge(s *discordgo.Session, i *discordgo.InteractionCreate) {
	err := s.InteractionRespond(i.Interaction, &discordgo.InteractionResponse{
		Type: discordgo.InteractionResponseDeferredMessageUpdate,
	})
	if err != nil {
		log.Printf("responding to %s: %v", i.MessageComponentData().CustomID, err)
	}
}

// reply answers a modal submit with a message only its author sees.
func reply(s *discordgo.Session, i *discordgo.InteractionCreate, content string) {
	err := s.InteractionRespond(i.Interaction, &discordgo.InteractionResponse{
		Type: discordgo.InteractionResponseChannelMessageWithSource,
		Data: &discordgo.InteractionResponseData{Content: content, Flags: discordgo.MessageFlagsEphemeral},
	})
	if err != nil {
		log.Printf("responding to %s: %v", i.ModalSubmitData().CustomID, err)
	}
}

// submitted returns a modal submit's fields by custom_id (each one sits in a Label).
func submitted(data discordgo.ModalSubmitInteractionData) map[string]discordgo.MessageComponent {
	fields := map[string]discordgo.MessageComponent{}
	for _, c := range data.Components {
		label, ok := c.(*discordgo.Label)
		if !ok {
			continue
		}
		switch field := label.Component.(type) {
		case *discordgo.TextInput:
			fields[field.CustomID] = field
		case *discordgo.SelectMenu:
			fields[field.CustomID] = field
		case *discordgo.FileUpload:
			fields[field.CustomID] = field
		}
	}
	return fields
}

var componentHandlers = map[string]func(s *discordgo.Session, i *discordgo.InteractionCreate){
	"release:approve": func(s *discordgo.Session, i *discordgo.InteractionCreate) {
		// TODO: the Approve button was pressed.
		acknowledge(s, i)
	},
	"release:reject": func(s *discordgo.Session, i *discordgo.InteractionCreate) {
		// TODO: the Reject button was pressed.
		acknowledge(s, i)
	},
	"release:channel": func(s *discordgo.Session, i *discordgo.InteractionCreate) {
		picked := i.MessageComponentData().Values // option values
		log.Printf("release:channel: %v", picked)
		acknowledge(s, i)
	},
	"release:users": func(s *discordgo.Session, i *discordgo.InteractionCreate) {
		users := i.MessageComponentData().Values // user IDs
		log.Printf("release:users: %v", users)
		acknowledge(s, i)
	},
	"release:roles": func(s *discordgo.Session, i *discordgo.InteractionCreate) {
		roles := i.MessageComponentData().Values // role IDs
		log.Printf("release:roles: %v", roles)
		acknowledge(s, i)
	},
	"release:mentionables": func(s *discordgo.Session, i *discordgo.InteractionCreate) {
		ids := i.MessageComponentData().Values // user or role IDs
		log.Printf("release:mentionables: %v", ids)
		acknowledge(s, i)
	},
	"release:channels": func(s *discordgo.Session, i *discordgo.InteractionCreate) {
		channels := i.MessageComponentData().Values // channel IDs
		log.Printf("release:channels: %v", channels)
		acknowledge(s, i)
	},
	"report:details": func(s *discordgo.Session, i *discordgo.InteractionCreate) {
		// TODO: the Details button was pressed.
		acknowledge(s, i)
	},
	"report:mute": func(s *discordgo.Session, i *discordgo.InteractionCreate) {
		// TODO: the Mute button was pressed.
		acknowledge(s, i)
	},
}

var modalHandlers = map[string]func(s *discordgo.Session, i *discordgo.InteractionCreate){
	"feedback": func(s *discordgo.Session, i *discordgo.InteractionCreate) {
		data := i.ModalSubmitData()
		fields := submitted(data)
		subject := fields["subject"].(*discordgo.TextInput).Value // string
		details := fields["details"].(*discordgo.TextInput).Value // string
		area := fields["area"].(*discordgo.SelectMenu).Values     // []string: option values
		shot := fields["shot"].(*discordgo.FileUpload).Values     // []string: attachment IDs
		files := make([]*discordgo.MessageAttachment, 0, len(shot))
		for _, id := range shot {
			files = append(files, data.Resolved.Attachments[id])
		}
		reply(s, i, fmt.Sprintf("subject=%q details=%q area=%v files=%d", subject, details, area, len(files)))
	},
	"survey": func(s *discordgo.Session, i *discordgo.InteractionCreate) {
		// Never runs with discordgo: it cannot decode the radio group, checkbox group and
		// checkbox (types 21-23) in this submit, so plan, topics and subscribe are not read.
		fields := submitted(i.ModalSubmitData())
		team := fields["team"].(*discordgo.SelectMenu).Values       // []string: role IDs
		contact := fields["contact"].(*discordgo.SelectMenu).Values // []string: user or role IDs
		reply(s, i, fmt.Sprintf("team=%v contact=%v", team, contact))
	},
}

// onInteraction routes every component and modal submit to its handler by custom_id.
func onInteraction(s *discordgo.Session, i *discordgo.InteractionCreate) {
	switch i.Type {
	case discordgo.InteractionMessageComponent:
		if h, ok := componentHandlers[i.MessageComponentData().CustomID]; ok {
			h(s, i)
		}
	case discordgo.InteractionModalSubmit:
		if h, ok := modalHandlers[i.ModalSubmitData().CustomID]; ok {
			h(s, i)
		}
	}
}

// printRoutes prints one {"kind":"route","custom_id":...} line per registered handler.
func printRoutes() {
	var ids []string
	for id := range componentHandlers {
		ids = append(ids, id)
	}
	for id := range modalHandlers {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	for _, id := range ids {
		line, _ := json.Marshal(map[string]string{"kind": "route", "custom_id": id})
		fmt.Println(string(line))
	}
}

func main() {
	s, err := discordgo.New("Bot " + os.Getenv("DISCORD_TOKEN"))
	if err != nil {
		log.Fatalf("invalid bot parameters: %v", err)
	}
	s.AddHandler(onInteraction)

	if _, err := s.ApplicationCommandBulkOverwrite(os.Getenv("DISCORD_APP_ID"), "", commands()); err != nil {
		log.Fatalf("cannot register the commands: %v", err)
	}
	channelID := os.Getenv("DISCORD_CHANNEL_ID")
	for _, message := range []*discordgo.MessageSend{messageV2(), messageLegacy()} {
		if _, err := s.ChannelMessageSendComplex(channelID, message); err != nil {
			log.Fatalf("cannot send a message: %v", err)
		}
	}
	// A modal is the answer to an interaction (a command or a button): in a bot this is
	// i.Interaction inside a handler; here a stand-in for one.
	pending := &discordgo.Interaction{ID: "0", Token: "interaction-token"}
	for _, modal := range []*discordgo.InteractionResponse{feedbackModal(), surveyModal()} {
		if err := s.InteractionRespond(pending, modal); err != nil {
			log.Fatalf("cannot show a modal: %v", err)
		}
	}
	printRoutes()

	if err := s.Open(); err != nil {
		log.Fatalf("cannot open the session: %v", err)
	}
	defer s.Close()
}
