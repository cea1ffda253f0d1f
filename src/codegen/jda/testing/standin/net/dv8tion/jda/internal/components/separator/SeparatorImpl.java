// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/internal/components/separator/SeparatorImpl.java
package net.dv8tion.jda.internal.components.separator;

import net.dv8tion.jda.api.components.separator.Separator;
import net.dv8tion.jda.internal.components.AbstractComponentImpl;

import java.util.Map;

public class SeparatorImpl extends AbstractComponentImpl implements Separator {
    private boolean divider;
    private Spacing spacing;

    public SeparatorImpl(boolean divider, Spacing spacing) {
        this.divider = divider;
        this.spacing = spacing;
    }

    public Type getType() {
        return Type.SEPARATOR;
    }

    public boolean isDivider() {
        return divider;
    }

    public Spacing getSpacing() {
        return spacing;
    }

    public Separator withUniqueId(int uniqueId) {
        return copyWithUniqueId(uniqueId);
    }

    public Separator withDivider(boolean divider) {
        return new SeparatorImpl(divider, spacing);
    }

    public Map<String, Object> toData() {
        Map<String, Object> json = start(14);
        json.put("divider", divider);
        json.put("spacing", spacing.getKey());
        return withId(json);
    }
}
