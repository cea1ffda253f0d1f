// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/api/interactions/modals/ModalMapping.java (each getter also records which field was read with which getter)
package net.dv8tion.jda.api.interactions.modals;

import net.dv8tion.jda.api.components.Component;
import net.dv8tion.jda.api.entities.IMentionable;
import net.dv8tion.jda.api.entities.Mentions;
import net.dv8tion.jda.api.entities.Message;
import net.dv8tion.jda.api.entities.Role;
import net.dv8tion.jda.api.entities.User;
import net.dv8tion.jda.internal.standin.Json;
import net.dv8tion.jda.internal.standin.Recorder;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

public class ModalMapping {
    private final String modalId;
    private final String customId;
    private final Component.Type type;
    private final String value;
    private final List<String> values;
    private final Boolean checked;

    public ModalMapping(String modalId, String customId, Component.Type type, String value, List<String> values, Boolean checked) {
        this.modalId = modalId;
        this.customId = customId;
        this.type = type;
        this.value = value;
        this.values = values;
        this.checked = checked;
    }

    private void read(String getter) {
        Map<String, Object> line = Json.object();
        line.put("kind", "read");
        line.put("modal", modalId);
        line.put("custom_id", customId);
        line.put("getter", getter);
        Recorder.write(line);
    }

    public String getCustomId() {
        return customId;
    }

    public int getUniqueId() {
        return -1;
    }

    public Component.Type getType() {
        return type;
    }

    public String getAsString() {
        switch (type) {
            case TEXT_INPUT:
                read("getAsString");
                return value;
            case RADIO_GROUP:
                if (value == null)
                    throw new IllegalStateException("Cannot get a non-null string from an optional radio group, use 'getAsOptionalString()' instead");
                read("getAsString");
                return value;
            default:
                throw typeError("String");
        }
    }

    public String getAsOptionalString() {
        switch (type) {
            case TEXT_INPUT:
                read("getAsOptionalString");
                return value.isEmpty() ? null : value;
            case RADIO_GROUP:
                read("getAsOptionalString");
                return value;
            default:
                throw typeError("String");
        }
    }

    public boolean getAsBoolean() {
        if (type != Component.Type.CHECKBOX) throw typeError("boolean");
        read("getAsBoolean");
        return checked;
    }

    public List<String> getAsStringList() {
        if (type != Component.Type.STRING_SELECT && !type.isEntitySelectMenu() && type != Component.Type.CHECKBOX_GROUP)
            throw typeError("List<String>");
        read("getAsStringList");
        return Collections.unmodifiableList(values);
    }

    public List<Long> getAsLongList() {
        if (!type.isEntitySelectMenu()) throw typeError("List<Long>");
        read("getAsLongList");
        List<Long> out = new ArrayList<>();
        for (String v : values) out.add(Long.parseUnsignedLong(v));
        return out;
    }

    public Mentions getAsMentions() {
        if (!type.isEntitySelectMenu()) throw typeError("Mentions");
        read("getAsMentions");
        return new Mentions() {
            public List<User> getUsers() {
                return Collections.emptyList();
            }

            public List<Role> getRoles() {
                return Collections.emptyList();
            }

            public List<IMentionable> getMentions(Message.MentionType... types) {
                return Collections.emptyList();
            }
        };
    }

    public List<Message.Attachment> getAsAttachmentList() {
        if (type != Component.Type.FILE_UPLOAD) throw typeError("List<Message.Attachment>");
        read("getAsAttachmentList");
        return Collections.emptyList();
    }

    private IllegalStateException typeError(String targetType) {
        return new IllegalStateException("ModalMapping of type " + type + " can not be represented as " + targetType + "!");
    }
}
