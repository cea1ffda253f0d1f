// Not part of discordgo: the stand-in's recorder, for the code-generation check. Each entry point
// of session.go writes one JSON line on stdout:
//   {"kind":"message","channel_id":...,"body":<payload_json>,"files":[{"name","content_type","size"}]}
//   {"kind":"modal","body":<the response's data>}          (InteractionRespond, type 9)
//   {"kind":"response","type":N,"body":<data>,"to":<custom_id>} (InteractionRespond, other types)
//   {"kind":"commands","application_id":...,"guild_id":...,"body":[...]}
//   {"kind":"replay","custom_id":...,"interaction":"component"|"modal_submit","error":...}
// Session.Open replays, synchronously (discordgo runs handlers on goroutines), one interaction per
// interactive component (custom_id) of every message sent before it and one modal submit per
// modal shown before it, with a made-up value for each field, decoded with discordgo's own
// Interaction.UnmarshalJSON; a response to it is recorded with "to" set to that custom_id. A
// decoding error or a handler's panic is the replay record's "error".

package discordgo

import (
	"encoding/json"
	"fmt"
	"os"
	"sync"
)

type recordedFile struct {
	Name        string `json:"name"`
	ContentType string `json:"content_type"`
	Size        int64  `json:"size"`
}

type record struct {
	Kind          string          `json:"kind"`
	ChannelID     string          `json:"channel_id,omitempty"`
	ApplicationID string          `json:"application_id,omitempty"`
	GuildID       string          `json:"guild_id,omitempty"`
	Type          int             `json:"type,omitempty"`
	To            string          `json:"to,omitempty"`
	CustomID      string          `json:"custom_id,omitempty"`
	Interaction   string          `json:"interaction,omitempty"`
	Error         string          `json:"error,omitempty"`
	Body          json.RawMessage `json:"body,omitempty"`
	Files         []recordedFile  `json:"files,omitempty"`
}

type sentThing struct {
	kind      string
	channelID string
	body      json.RawMessage
}

type recorder struct {
	mu          sync.Mutex
	sent        []sentThing
	replayed    int
	replayedFor map[string]string
}

func newRecorder() *recorder { return &recorder{replayedFor: map[string]string{}} }

func (r *recorder) write(rec record) {
	line, err := json.Marshal(rec)
	if err != nil {
		panic(err)
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	fmt.Fprintln(os.Stdout, string(line))
}

type obj = map[string]interface{}

const replaySnowflake = "100000000000000001"

func (s *Session) replay() {
	sent := s.rec.sent
	s.rec.sent = nil
	for _, thing := range sent {
		var body obj
		if err := json.Unmarshal(thing.body, &body); err != nil {
			continue
		}
		if thing.kind == "message" {
			walkComponents(body["components"], func(c obj) {
				t, _ := c["type"].(float64)
				id, _ := c["custom_id"].(string)
				if id == "" || t < 2 || t > 8 || t == 4 {
					return
				}
				data := obj{"custom_id": id, "component_type": t}
				if t != 2 {
					data["values"] = pickedValues(c)
				}
				s.dispatch(id, "component", InteractionMessageComponent, thing.channelID, data)
			})
			continue
		}
		id, _ := body["custom_id"].(string)
		resolved := obj{}
		var submitted []interface{}
		list, _ := body["components"].([]interface{})
		for _, raw := range list {
			if c, ok := raw.(obj); ok {
				submitted = append(submitted, submittedComponent(c, resolved))
			}
		}
		data := obj{"custom_id": id, "components": submitted}
		if len(resolved) > 0 {
			data["resolved"] = obj{"attachments": resolved}
		}
		s.dispatch(id, "modal_submit", InteractionModalSubmit, "", data)
	}
}

func walkComponents(v interface{}, visit func(obj)) {
	switch x := v.(type) {
	case []interface{}:
		for _, e := range x {
			walkComponents(e, visit)
		}
	case obj:
		visit(x)
		walkComponents(x["components"], visit)
		walkComponents(x["accessory"], visit)
		walkComponents(x["component"], visit)
	}
}

func pickedValues(c obj) []interface{} {
	if opts, ok := c["options"].([]interface{}); ok && len(opts) > 0 {
		if o, ok := opts[0].(obj); ok {
			return []interface{}{o["value"]}
		}
	}
	return []interface{}{replaySnowflake}
}

// submittedComponent is what Discord sends back in a modal submit for one shown component.
func submittedComponent(c obj, resolved obj) obj {
	t, _ := c["type"].(float64)
	out := obj{"type": t}
	if id, ok := c["custom_id"]; ok {
		out["custom_id"] = id
	}
	switch t {
	case 1, 9, 17:
		var inner []interface{}
		list, _ := c["components"].([]interface{})
		for _, raw := range list {
			if sub, ok := raw.(obj); ok {
				inner = append(inner, submittedComponent(sub, resolved))
			}
		}
		out["components"] = inner
	case 18:
		if sub, ok := c["component"].(obj); ok {
			out["component"] = submittedComponent(sub, resolved)
		}
	case 4:
		out["value"] = "replayed text"
	case 3, 5, 6, 7, 8, 22:
		out["values"] = pickedValues(c)
	case 19:
		out["values"] = []interface{}{replaySnowflake}
		resolved[replaySnowflake] = obj{"id": replaySnowflake, "filename": "upload.png",
			"url": "https://cdn.example/upload.png", "size": 1}
	case 21:
		out["value"] = pickedValues(c)[0]
	case 23:
		out["value"] = true
	}
	return out
}

func (s *Session) dispatch(customID, kind string, t InteractionType, channelID string, data obj) {
	s.rec.replayed++
	interactionID := fmt.Sprintf("replay-%d", s.rec.replayed)
	s.rec.replayedFor[interactionID] = customID
	if channelID == "" {
		channelID = replaySnowflake
	}
	raw, _ := json.Marshal(obj{
		"id": interactionID, "application_id": replaySnowflake, "type": t, "token": "replay-token",
		"guild_id": replaySnowflake, "channel_id": channelID, "locale": "en-US", "version": 1,
		"member": obj{"user": obj{"id": replaySnowflake, "username": "replay"}},
		"data":   data,
	})
	rec := record{Kind: "replay", CustomID: customID, Interaction: kind}
	var event InteractionCreate
	if err := json.Unmarshal(raw, &event); err != nil {
		rec.Error = "discordgo cannot decode this interaction: " + err.Error()
		s.rec.write(rec)
		return
	}
	s.rec.write(rec)
	for _, h := range s.handlers {
		if h != nil {
			s.call(h, &event, customID, kind)
		}
	}
}

func (s *Session) call(h func(*Session, *InteractionCreate), event *InteractionCreate, customID, kind string) {
	defer func() {
		if p := recover(); p != nil {
			s.rec.write(record{Kind: "replay", CustomID: customID, Interaction: kind,
				Error: fmt.Sprintf("handler panicked: %v", p)})
		}
	}()
	h(s, event)
}
