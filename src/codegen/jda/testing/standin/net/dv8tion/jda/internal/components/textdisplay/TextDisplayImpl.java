// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/internal/components/textdisplay/TextDisplayImpl.java
package net.dv8tion.jda.internal.components.textdisplay;

import net.dv8tion.jda.api.components.textdisplay.TextDisplay;
import net.dv8tion.jda.internal.components.AbstractComponentImpl;
import net.dv8tion.jda.internal.standin.Checks;

import java.util.Map;

public class TextDisplayImpl extends AbstractComponentImpl implements TextDisplay {
    private String content;

    public TextDisplayImpl(String content) {
        this.content = content;
    }

    public Type getType() {
        return Type.TEXT_DISPLAY;
    }

    public String getContent() {
        return content;
    }

    public TextDisplay withUniqueId(int uniqueId) {
        return copyWithUniqueId(uniqueId);
    }

    public Map<String, Object> toData() {
        Map<String, Object> json = start(10);
        json.put("content", content);
        return withId(json);
    }
}
