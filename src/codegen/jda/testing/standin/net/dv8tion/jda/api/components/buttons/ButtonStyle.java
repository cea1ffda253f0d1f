// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/api/components/buttons/ButtonStyle.java
package net.dv8tion.jda.api.components.buttons;

public enum ButtonStyle {
    UNKNOWN(-1),
    PRIMARY(1),
    SECONDARY(2),
    SUCCESS(3),
    DANGER(4),
    LINK(5),
    PREMIUM(6);

    private final int key;

    ButtonStyle(int key) {
        this.key = key;
    }

    public int getKey() {
        return key;
    }

    public static ButtonStyle fromKey(int key) {
        for (ButtonStyle style : values()) if (style.key == key) return style;
        return UNKNOWN;
    }
}
