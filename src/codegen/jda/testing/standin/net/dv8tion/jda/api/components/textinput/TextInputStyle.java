// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/api/components/textinput/TextInputStyle.java
package net.dv8tion.jda.api.components.textinput;

public enum TextInputStyle {
    UNKNOWN(-1),
    SHORT(1),
    PARAGRAPH(2);

    private final int key;

    TextInputStyle(int key) {
        this.key = key;
    }

    public int getRaw() {
        return key;
    }

    public static TextInputStyle fromKey(int key) {
        for (TextInputStyle s : values()) if (s.key == key) return s;
        return UNKNOWN;
    }
}
