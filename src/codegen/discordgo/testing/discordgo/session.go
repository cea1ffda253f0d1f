// Stand-in of discordgo's Session, for the code-generation check (not the real library).
// Mirrors the signatures of github.com/bwmarrin/discordgo at master commit
// f43dd94faaacd5b163e9e783f14b5bd8be639fc9 (v0.29.0-17): New (discord.go), Session.AddHandler,
// Open and Close (event.go, wsapi.go), ChannelMessageSendComplex, InteractionRespond and
// ApplicationCommandBulkOverwrite (restapi.go), MultipartBodyWithJSON's payload (util.go),
// Marshal/Unmarshal and RequestOption (restapi.go). Nothing talks to Discord: each entry point
// serialises its argument the way discordgo does (Marshal, i.e. encoding/json, after the same
// argument checks and the embed Type "rich" default) and writes it as one JSON line on stdout
// (record.go). AddHandler accepts only func(*Session, *InteractionCreate); discordgo would log
// and drop any other handler, the stand-in panics so the check fails. Open replays, to the
// handlers, one interaction per thing the program sent before it (record.go).

package discordgo

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
)

// VERSION of discordgo this stand-in mirrors.
const VERSION = "0.29.0"

var (
	// Marshal defines function used to encode JSON payloads
	Marshal func(v interface{}) ([]byte, error) = json.Marshal
	// Unmarshal defines function used to decode JSON payloads
	Unmarshal func(src []byte, v interface{}) error = json.Unmarshal
)

// RequestConfig is an HTTP request configuration (narrow: no retries happen here).
type RequestConfig struct {
	Request                *http.Request
	ShouldRetryOnRateLimit bool
	MaxRestRetries         int
	Client                 *http.Client
}

// RequestOption is a function which mutates request configuration.
type RequestOption func(cfg *RequestConfig)

// Session represents a connection to the Discord API (narrow: Token and the handlers).
type Session struct {
	// Authentication token for this session
	Token string

	handlers []func(*Session, *InteractionCreate)
	rec      *recorder
}

// New creates a new Discord session with provided token ("Bot ..." for a bot).
func New(token string) (s *Session, err error) {
	return &Session{Token: token, rec: newRecorder()}, nil
}

// AddHandler adds an event handler; it returns a function that removes it.
func (s *Session) AddHandler(handler interface{}) func() {
	h, ok := handler.(func(*Session, *InteractionCreate))
	if !ok {
		panic(fmt.Sprintf("discordgo stand-in: handler of type %T is not one the check knows "+
			"(only func(*discordgo.Session, *discordgo.InteractionCreate)); "+
			"discordgo would log \"Invalid handler type, handler will never be called\"", handler))
	}
	s.handlers = append(s.handlers, h)
	i := len(s.handlers) - 1
	return func() { s.handlers[i] = nil }
}

// Open would connect to the gateway; the stand-in replays interactions instead (record.go).
func (s *Session) Open() error {
	s.replay()
	return nil
}

// Close would close the gateway connection.
func (s *Session) Close() error { return nil }

// ChannelMessageSendComplex sends a message to the given channel.
func (s *Session) ChannelMessageSendComplex(channelID string, data *MessageSend, options ...RequestOption) (st *Message, err error) {
	if data.Embed != nil {
		if data.Embeds == nil {
			data.Embeds = []*MessageEmbed{data.Embed}
		} else {
			return nil, fmt.Errorf("cannot specify both Embed and Embeds")
		}
	}
	for _, embed := range data.Embeds {
		if embed.Type == "" {
			embed.Type = "rich"
		}
	}
	files := data.Files
	if data.File != nil {
		if files == nil {
			files = []*File{data.File}
		} else {
			return nil, fmt.Errorf("cannot specify both File and Files")
		}
	}
	if data.StickerIDs != nil && len(data.StickerIDs) > 3 {
		return nil, fmt.Errorf("cannot send more than 3 stickers")
	}
	body, err := Marshal(data)
	if err != nil {
		return nil, err
	}
	uploaded := make([]recordedFile, 0, len(files))
	for _, f := range files {
		if f.Reader == nil {
			return nil, fmt.Errorf("file %q has no Reader (discordgo would panic copying it)", f.Name)
		}
		n, err := io.Copy(io.Discard, f.Reader)
		if err != nil {
			return nil, err
		}
		ct := f.ContentType
		if ct == "" {
			ct = "application/octet-stream"
		}
		uploaded = append(uploaded, recordedFile{Name: f.Name, ContentType: ct, Size: n})
	}
	s.rec.write(record{Kind: "message", ChannelID: channelID, Body: body, Files: uploaded})
	s.rec.sent = append(s.rec.sent, sentThing{kind: "message", body: body, channelID: channelID})
	return &Message{ID: "0", ChannelID: channelID, Content: data.Content, Components: data.Components,
		Embeds: data.Embeds, Flags: data.Flags, Poll: data.Poll}, nil
}

// InteractionRespond creates the response to an interaction.
func (s *Session) InteractionRespond(interaction *Interaction, resp *InteractionResponse, options ...RequestOption) error {
	body, err := Marshal(*resp)
	if err != nil {
		return err
	}
	var parts struct {
		Type InteractionResponseType `json:"type"`
		Data json.RawMessage         `json:"data"`
	}
	if err := json.Unmarshal(body, &parts); err != nil {
		return err
	}
	r := record{Kind: "response", Type: int(parts.Type), Body: parts.Data, To: s.rec.replayedFor[interaction.ID]}
	if parts.Type == InteractionResponseModal {
		r.Kind = "modal"
		s.rec.sent = append(s.rec.sent, sentThing{kind: "modal", body: parts.Data})
	}
	s.rec.write(r)
	return nil
}

// ApplicationCommandBulkOverwrite creates commands overwriting existing commands (global when guildID is "").
func (s *Session) ApplicationCommandBulkOverwrite(appID string, guildID string, commands []*ApplicationCommand, options ...RequestOption) (createdCommands []*ApplicationCommand, err error) {
	body, err := Marshal(commands)
	if err != nil {
		return nil, err
	}
	s.rec.write(record{Kind: "commands", ApplicationID: appID, GuildID: guildID, Body: body})
	err = Unmarshal(body, &createdCommands)
	return createdCommands, err
}
