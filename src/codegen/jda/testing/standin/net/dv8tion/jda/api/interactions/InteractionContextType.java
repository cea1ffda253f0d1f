// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/api/interactions/InteractionContextType.java
package net.dv8tion.jda.api.interactions;

import java.util.Collections;
import java.util.EnumSet;
import java.util.Set;

public enum InteractionContextType {
    UNKNOWN("-1"),
    GUILD("0"),
    BOT_DM("1"),
    PRIVATE_CHANNEL("2");

    public static final Set<InteractionContextType> ALL = Collections.unmodifiableSet(EnumSet.of(GUILD, BOT_DM, PRIVATE_CHANNEL));

    private final String key;

    InteractionContextType(String key) {
        this.key = key;
    }

    public String getType() {
        return key;
    }

    public static InteractionContextType fromKey(String key) {
        for (InteractionContextType value : values()) if (value.key.equals(key)) return value;
        return UNKNOWN;
    }
}
