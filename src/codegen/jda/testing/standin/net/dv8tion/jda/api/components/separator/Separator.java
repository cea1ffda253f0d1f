// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/api/components/separator/Separator.java
package net.dv8tion.jda.api.components.separator;

import net.dv8tion.jda.api.components.Component;
import net.dv8tion.jda.api.components.MessageTopLevelComponent;
import net.dv8tion.jda.api.components.container.ContainerChildComponent;
import net.dv8tion.jda.internal.components.separator.SeparatorImpl;
import net.dv8tion.jda.internal.standin.Checks;

public interface Separator extends Component, MessageTopLevelComponent, ContainerChildComponent {
    static Separator createDivider(Spacing spacing) {
        return create(true, spacing);
    }

    static Separator createInvisible(Spacing spacing) {
        return create(false, spacing);
    }

    static Separator create(boolean isDivider, Spacing spacing) {
        Checks.notNull(spacing, "Spacing");
        Checks.check(spacing != Spacing.UNKNOWN, "Spacing may not be UNKNOWN");
        return new SeparatorImpl(isDivider, spacing);
    }

    @Override
    Separator withUniqueId(int uniqueId);

    Separator withDivider(boolean divider);

    boolean isDivider();

    Spacing getSpacing();

    enum Spacing {
        UNKNOWN(-1),
        SMALL(1),
        LARGE(2);

        private final int key;

        Spacing(int key) {
            this.key = key;
        }

        public int getKey() {
            return key;
        }

        public static Spacing fromKey(int type) {
            for (Spacing t : values()) if (t.key == type) return t;
            return UNKNOWN;
        }
    }
}
