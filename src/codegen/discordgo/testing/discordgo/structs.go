// Stand-in of discordgo's shared structs, for the code-generation check (not the real library).
// Mirrors github.com/bwmarrin/discordgo, files structs.go and user.go, at master commit
// f43dd94faaacd5b163e9e783f14b5bd8be639fc9 (v0.29.0-17). Kept whole: the poll types,
// ChannelType, ApplicationIntegrationType. Narrow (only the fields listed, same tags): User,
// Member, Role, Channel, which interactions carry. Permission constants are left out: a
// default_member_permissions value is written as a number.

package discordgo

import "time"

// ApplicationIntegrationType dictates where application can be installed and its available interaction contexts.
type ApplicationIntegrationType uint

// Application integration types.
const (
	ApplicationIntegrationGuildInstall ApplicationIntegrationType = 0
	ApplicationIntegrationUserInstall  ApplicationIntegrationType = 1
)

// ChannelType is the type of a Channel
type ChannelType int

// Block contains known ChannelType values
const (
	ChannelTypeGuildText          ChannelType = 0
	ChannelTypeDM                 ChannelType = 1
	ChannelTypeGuildVoice         ChannelType = 2
	ChannelTypeGroupDM            ChannelType = 3
	ChannelTypeGuildCategory      ChannelType = 4
	ChannelTypeGuildNews          ChannelType = 5
	ChannelTypeGuildStore         ChannelType = 6
	ChannelTypeGuildNewsThread    ChannelType = 10
	ChannelTypeGuildPublicThread  ChannelType = 11
	ChannelTypeGuildPrivateThread ChannelType = 12
	ChannelTypeGuildStageVoice    ChannelType = 13
	ChannelTypeGuildDirectory     ChannelType = 14
	ChannelTypeGuildForum         ChannelType = 15
	ChannelTypeGuildMedia         ChannelType = 16
)

// Channel holds a channel's data (narrow: ID, GuildID, Name, Topic, Type).
type Channel struct {
	ID      string      `json:"id"`
	GuildID string      `json:"guild_id"`
	Name    string      `json:"name"`
	Topic   string      `json:"topic"`
	Type    ChannelType `json:"type"`
}

// Role holds a role's data (narrow: ID, Name, Managed, Mentionable).
type Role struct {
	ID          string `json:"id"`
	Name        string `json:"name"`
	Managed     bool   `json:"managed"`
	Mentionable bool   `json:"mentionable"`
}

// Member holds a guild member's data (narrow: GuildID, JoinedAt, Nick, User, Roles).
type Member struct {
	GuildID  string    `json:"guild_id"`
	JoinedAt time.Time `json:"joined_at"`
	Nick     string    `json:"nick"`
	User     *User     `json:"user"`
	Roles    []string  `json:"roles"`
}

// User holds a user's data (narrow: ID, Username, GlobalName, Bot; user.go).
type User struct {
	ID         string `json:"id"`
	Username   string `json:"username"`
	GlobalName string `json:"global_name"`
	Bot        bool   `json:"bot"`
}

// PollLayoutType represents the layout of a poll.
type PollLayoutType int

// Valid PollLayoutType values.
const (
	PollLayoutTypeDefault PollLayoutType = 1
)

// PollMedia contains common data used by question and answers.
type PollMedia struct {
	Text  string          `json:"text,omitempty"`
	Emoji *ComponentEmoji `json:"emoji,omitempty"`
}

// PollAnswer represents a single answer in a poll.
type PollAnswer struct {
	// NOTE: should not be set on creation.
	AnswerID int        `json:"answer_id,omitempty"`
	Media    *PollMedia `json:"poll_media"`
}

// PollAnswerCount stores counted poll votes for a single answer.
type PollAnswerCount struct {
	ID      int  `json:"id"`
	Count   int  `json:"count"`
	MeVoted bool `json:"me_voted"`
}

// PollResults contains voting results on a poll.
type PollResults struct {
	Finalized    bool               `json:"is_finalized"`
	AnswerCounts []*PollAnswerCount `json:"answer_counts"`
}

// Poll contains all poll related data. Duration is in hours.
type Poll struct {
	Question         PollMedia      `json:"question"`
	Answers          []PollAnswer   `json:"answers"`
	AllowMultiselect bool           `json:"allow_multiselect"`
	LayoutType       PollLayoutType `json:"layout_type,omitempty"`
	Duration         int            `json:"duration,omitempty"`
	Results          *PollResults   `json:"results,omitempty"`
	Expiry           *time.Time     `json:"expiry,omitempty"`
}
