// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/internal/entities/emoji/UnicodeEmojiImpl.java
package net.dv8tion.jda.internal.entities.emoji;

import net.dv8tion.jda.api.entities.emoji.UnicodeEmoji;
import net.dv8tion.jda.internal.standin.Json;

import java.util.Map;

public class UnicodeEmojiImpl implements UnicodeEmoji {
    private final String name;

    public UnicodeEmojiImpl(String name) {
        this.name = name;
    }

    public Type getType() {
        return Type.UNICODE;
    }

    public String getName() {
        return name;
    }

    public String getFormatted() {
        return name;
    }

    public Object toJson() {
        Map<String, Object> json = Json.object();
        json.put("name", name);
        return json;
    }
}
