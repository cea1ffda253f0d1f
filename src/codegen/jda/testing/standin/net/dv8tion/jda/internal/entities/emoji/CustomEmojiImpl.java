// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/internal/entities/emoji/CustomEmojiImpl.java
package net.dv8tion.jda.internal.entities.emoji;

import net.dv8tion.jda.api.entities.emoji.CustomEmoji;
import net.dv8tion.jda.internal.standin.Json;

import java.util.Map;

public class CustomEmojiImpl implements CustomEmoji {
    private final String name;
    private final long id;
    private final boolean animated;

    public CustomEmojiImpl(String name, long id, boolean animated) {
        this.name = name;
        this.id = id;
        this.animated = animated;
    }

    public Type getType() {
        return Type.CUSTOM;
    }

    public String getName() {
        return name;
    }

    public long getIdLong() {
        return id;
    }

    public boolean isAnimated() {
        return animated;
    }

    public String getFormatted() {
        return "<" + (animated ? "a" : "") + ":" + name + ":" + getId() + ">";
    }

    public Object toJson() {
        // JDA: DataObject.empty().put("name", name).put("id", id).put("animated", animated); id is a long
        Map<String, Object> json = Json.object();
        json.put("name", name);
        json.put("id", id);
        json.put("animated", animated);
        return json;
    }
}
