// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/api/interactions/IntegrationType.java
package net.dv8tion.jda.api.interactions;

import java.util.Collections;
import java.util.EnumSet;
import java.util.Set;

public enum IntegrationType {
    UNKNOWN("-1"),
    GUILD_INSTALL("0"),
    USER_INSTALL("1");

    public static final Set<IntegrationType> ALL = Collections.unmodifiableSet(EnumSet.of(GUILD_INSTALL, USER_INSTALL));

    private final String key;

    IntegrationType(String key) {
        this.key = key;
    }

    public String getType() {
        return key;
    }

    public static IntegrationType fromKey(String key) {
        for (IntegrationType value : values()) if (value.key.equals(key)) return value;
        return UNKNOWN;
    }
}
