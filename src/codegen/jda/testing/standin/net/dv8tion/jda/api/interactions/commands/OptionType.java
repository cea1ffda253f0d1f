// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/api/interactions/commands/OptionType.java
package net.dv8tion.jda.api.interactions.commands;

public enum OptionType {
    UNKNOWN(-1),
    SUB_COMMAND(1),
    SUB_COMMAND_GROUP(2),
    STRING(3, true),
    INTEGER(4, true),
    BOOLEAN(5),
    USER(6),
    CHANNEL(7),
    ROLE(8),
    MENTIONABLE(9),
    NUMBER(10, true),
    ATTACHMENT(11);

    private final int raw;
    private final boolean supportsChoices;

    OptionType(int raw) {
        this(raw, false);
    }

    OptionType(int raw, boolean supportsChoices) {
        this.raw = raw;
        this.supportsChoices = supportsChoices;
    }

    public int getKey() {
        return raw;
    }

    public boolean canSupportChoices() {
        return supportsChoices;
    }

    public static OptionType fromKey(int key) {
        for (OptionType type : values()) if (type.raw == key) return type;
        return UNKNOWN;
    }
}
