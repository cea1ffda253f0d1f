// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/api/entities/channel/ChannelType.java (ids only; the channel interface classes are left out)
package net.dv8tion.jda.api.entities.channel;

public enum ChannelType {
    TEXT(0),
    PRIVATE(1),
    VOICE(2),
    GROUP(3),
    CATEGORY(4),
    NEWS(5),
    STAGE(13),
    GUILD_NEWS_THREAD(10),
    GUILD_PUBLIC_THREAD(11),
    GUILD_PRIVATE_THREAD(12),
    GUILD_DIRECTORY(14),
    FORUM(15),
    MEDIA(16),
    UNKNOWN(-1);

    private final int id;

    ChannelType(int id) {
        this.id = id;
    }

    public int getId() {
        return id;
    }

    public static ChannelType fromId(int id) {
        for (ChannelType type : values()) if (type.id == id) return type;
        return UNKNOWN;
    }
}
