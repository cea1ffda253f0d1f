// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/api/entities/MessageEmbed.java (what EmbedBuilder builds; toData() only, getters trimmed)
package net.dv8tion.jda.api.entities;

import net.dv8tion.jda.internal.standin.Json;

import java.util.Map;

public class MessageEmbed implements Json.Data {
    public static final int TITLE_MAX_LENGTH = 256;
    public static final int AUTHOR_MAX_LENGTH = 256;
    public static final int VALUE_MAX_LENGTH = 1024;
    public static final int DESCRIPTION_MAX_LENGTH = 4096;
    public static final int TEXT_MAX_LENGTH = 2048;
    public static final int URL_MAX_LENGTH = 2000;
    public static final int MAX_FIELD_AMOUNT = 25;
    public static final int EMBED_MAX_LENGTH_BOT = 6000;

    private final Map<String, Object> json;

    /** Built by EmbedBuilder with the fields in the order JDA's toData() writes them. */
    public MessageEmbed(Map<String, Object> json) {
        this.json = json;
    }

    public String getTitle() {
        return (String) json.get("title");
    }

    public String getDescription() {
        return (String) json.get("description");
    }

    public String getUrl() {
        return (String) json.get("url");
    }

    public Object toJson() {
        return json;
    }
}
