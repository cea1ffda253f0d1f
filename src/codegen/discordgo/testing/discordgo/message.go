// Stand-in of discordgo's message types, for the code-generation check (not the real library).
// Mirrors github.com/bwmarrin/discordgo, file message.go, at master commit
// f43dd94faaacd5b163e9e783f14b5bd8be639fc9 (v0.29.0-17): the same names, field types and json
// tags. Kept: MessageSend and what it holds (File, MessageEmbed and its parts, EmbedType,
// MessageAllowedMentions, MessageReference, MessageFlags) and a narrow Message (the value the
// send returns). Note: MessageSend has no Attachments field in discordgo, so a message cannot
// send attachment metadata (e.g. a description); files go up as files[n] only.

package discordgo

import (
	"encoding/json"
	"io"
)

// Message is the message Discord returns. Narrow: only the fields listed here (same tags as
// discordgo's); the real struct has many more.
type Message struct {
	ID          string               `json:"id"`
	ChannelID   string               `json:"channel_id"`
	GuildID     string               `json:"guild_id,omitempty"`
	Content     string               `json:"content"`
	Author      *User                `json:"author"`
	Attachments []*MessageAttachment `json:"attachments"`
	Components  []MessageComponent   `json:"-"`
	Embeds      []*MessageEmbed      `json:"embeds"`
	Flags       MessageFlags         `json:"flags"`
	Poll        *Poll                `json:"poll"`
}

// UnmarshalJSON is a helper function to unmarshal the Message.
func (m *Message) UnmarshalJSON(data []byte) error {
	type message Message
	var v struct {
		message
		RawComponents []unmarshalableMessageComponent `json:"components"`
	}
	if err := json.Unmarshal(data, &v); err != nil {
		return err
	}
	*m = Message(v.message)
	m.Components = rawComponents(v.RawComponents)
	return nil
}

// MessageFlags is the flags of "message" (see MessageFlags* consts)
type MessageFlags int

// Valid MessageFlags values
const (
	MessageFlagsCrossPosted                      MessageFlags = 1 << 0
	MessageFlagsIsCrossPosted                    MessageFlags = 1 << 1
	MessageFlagsSuppressEmbeds                   MessageFlags = 1 << 2
	MessageFlagsSupressEmbeds                    MessageFlags = 1 << 2
	MessageFlagsSourceMessageDeleted             MessageFlags = 1 << 3
	MessageFlagsUrgent                           MessageFlags = 1 << 4
	MessageFlagsHasThread                        MessageFlags = 1 << 5
	MessageFlagsEphemeral                        MessageFlags = 1 << 6
	MessageFlagsLoading                          MessageFlags = 1 << 7
	MessageFlagsFailedToMentionSomeRolesInThread MessageFlags = 1 << 8
	MessageFlagsSuppressNotifications            MessageFlags = 1 << 12
	MessageFlagsIsVoiceMessage                   MessageFlags = 1 << 13
	MessageFlagsIsComponentsV2                   MessageFlags = 1 << 15
)

// File stores info about files you e.g. send in messages.
type File struct {
	Name        string
	ContentType string
	Reader      io.Reader
}

// MessageSend stores all parameters you can send with ChannelMessageSendComplex.
type MessageSend struct {
	Content         string                  `json:"content,omitempty"`
	Embeds          []*MessageEmbed         `json:"embeds"`
	TTS             bool                    `json:"tts"`
	Components      []MessageComponent      `json:"components"`
	Files           []*File                 `json:"-"`
	AllowedMentions *MessageAllowedMentions `json:"allowed_mentions,omitempty"`
	Reference       *MessageReference       `json:"message_reference,omitempty"`
	StickerIDs      []string                `json:"sticker_ids"`
	Flags           MessageFlags            `json:"flags,omitempty"`
	Poll            *Poll                   `json:"poll,omitempty"`

	// Deprecated in discordgo (kept for compatibility): use Files.
	File *File `json:"-"`
	// Deprecated in discordgo (kept for compatibility): use Embeds.
	Embed *MessageEmbed `json:"-"`
}

// AllowedMentionType describes the types of mentions used in MessageAllowedMentions.
type AllowedMentionType string

// The types of mentions used in MessageAllowedMentions.
const (
	AllowedMentionTypeRoles    AllowedMentionType = "roles"
	AllowedMentionTypeUsers    AllowedMentionType = "users"
	AllowedMentionTypeEveryone AllowedMentionType = "everyone"
)

// MessageAllowedMentions says which mentions Discord may parse. Parse has no omitempty: a nil
// slice is sent as null, an empty one as [].
type MessageAllowedMentions struct {
	Parse       []AllowedMentionType `json:"parse"`
	Roles       []string             `json:"roles,omitempty"`
	Users       []string             `json:"users,omitempty"`
	RepliedUser bool                 `json:"replied_user"`
}

// A MessageAttachment stores data for message attachments (as Discord returns them).
type MessageAttachment struct {
	ID           string                 `json:"id"`
	URL          string                 `json:"url"`
	ProxyURL     string                 `json:"proxy_url"`
	Filename     string                 `json:"filename"`
	ContentType  string                 `json:"content_type"`
	Width        int                    `json:"width"`
	Height       int                    `json:"height"`
	Size         int                    `json:"size"`
	Ephemeral    bool                   `json:"ephemeral"`
	DurationSecs float64                `json:"duration_secs"`
	Waveform     string                 `json:"waveform"`
	Flags        MessageAttachmentFlags `json:"flags"`
}

// MessageAttachmentFlags is the flags of a message attachment.
type MessageAttachmentFlags int

// MessageEmbedFooter is a part of a MessageEmbed struct.
type MessageEmbedFooter struct {
	Text         string `json:"text,omitempty"`
	IconURL      string `json:"icon_url,omitempty"`
	ProxyIconURL string `json:"proxy_icon_url,omitempty"`
}

// MessageEmbedImage is a part of a MessageEmbed struct.
type MessageEmbedImage struct {
	URL      string `json:"url"`
	ProxyURL string `json:"proxy_url,omitempty"`
	Width    int    `json:"width,omitempty"`
	Height   int    `json:"height,omitempty"`
}

// MessageEmbedThumbnail is a part of a MessageEmbed struct.
type MessageEmbedThumbnail struct {
	URL      string `json:"url"`
	ProxyURL string `json:"proxy_url,omitempty"`
	Width    int    `json:"width,omitempty"`
	Height   int    `json:"height,omitempty"`
}

// MessageEmbedVideo is a part of a MessageEmbed struct.
type MessageEmbedVideo struct {
	URL    string `json:"url,omitempty"`
	Width  int    `json:"width,omitempty"`
	Height int    `json:"height,omitempty"`
}

// MessageEmbedProvider is a part of a MessageEmbed struct.
type MessageEmbedProvider struct {
	URL  string `json:"url,omitempty"`
	Name string `json:"name,omitempty"`
}

// MessageEmbedAuthor is a part of a MessageEmbed struct.
type MessageEmbedAuthor struct {
	URL          string `json:"url,omitempty"`
	Name         string `json:"name"`
	IconURL      string `json:"icon_url,omitempty"`
	ProxyIconURL string `json:"proxy_icon_url,omitempty"`
}

// MessageEmbedField is a part of a MessageEmbed struct.
type MessageEmbedField struct {
	Name   string `json:"name"`
	Value  string `json:"value"`
	Inline bool   `json:"inline,omitempty"`
}

// An MessageEmbed stores data for message embeds. Timestamp is an ISO8601 string.
type MessageEmbed struct {
	URL         string                 `json:"url,omitempty"`
	Type        EmbedType              `json:"type,omitempty"`
	Title       string                 `json:"title,omitempty"`
	Description string                 `json:"description,omitempty"`
	Timestamp   string                 `json:"timestamp,omitempty"`
	Color       int                    `json:"color,omitempty"`
	Footer      *MessageEmbedFooter    `json:"footer,omitempty"`
	Image       *MessageEmbedImage     `json:"image,omitempty"`
	Thumbnail   *MessageEmbedThumbnail `json:"thumbnail,omitempty"`
	Video       *MessageEmbedVideo     `json:"video,omitempty"`
	Provider    *MessageEmbedProvider  `json:"provider,omitempty"`
	Author      *MessageEmbedAuthor    `json:"author,omitempty"`
	Fields      []*MessageEmbedField   `json:"fields,omitempty"`
}

// EmbedType is the type of embed
type EmbedType string

// Block of valid EmbedTypes
const (
	EmbedTypeRich    EmbedType = "rich"
	EmbedTypeImage   EmbedType = "image"
	EmbedTypeVideo   EmbedType = "video"
	EmbedTypeGifv    EmbedType = "gifv"
	EmbedTypeArticle EmbedType = "article"
	EmbedTypeLink    EmbedType = "link"
)

// MessageReferenceType is a type of MessageReference
type MessageReferenceType int

// Known valid MessageReferenceType values
const (
	MessageReferenceTypeDefault MessageReferenceType = 0
	MessageReferenceTypeForward MessageReferenceType = 1
)

// MessageReference contains reference data sent with crossposted or reply messages.
type MessageReference struct {
	Type            MessageReferenceType `json:"type,omitempty"`
	MessageID       string               `json:"message_id"`
	ChannelID       string               `json:"channel_id,omitempty"`
	GuildID         string               `json:"guild_id,omitempty"`
	FailIfNotExists *bool                `json:"fail_if_not_exists,omitempty"`
}
