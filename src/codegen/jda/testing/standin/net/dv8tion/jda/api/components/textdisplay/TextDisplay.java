// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/api/components/textdisplay/TextDisplay.java
package net.dv8tion.jda.api.components.textdisplay;

import net.dv8tion.jda.api.components.Component;
import net.dv8tion.jda.api.components.MessageTopLevelComponent;
import net.dv8tion.jda.api.components.ModalTopLevelComponent;
import net.dv8tion.jda.api.components.container.ContainerChildComponent;
import net.dv8tion.jda.api.components.section.SectionContentComponent;
import net.dv8tion.jda.internal.components.textdisplay.TextDisplayImpl;
import net.dv8tion.jda.internal.standin.Checks;

public interface TextDisplay
        extends Component, MessageTopLevelComponent, ModalTopLevelComponent, ContainerChildComponent, SectionContentComponent {
    static TextDisplay of(String content) {
        Checks.notBlank(content, "Content");
        return new TextDisplayImpl(content);
    }

    static TextDisplay ofFormat(String format, Object... args) {
        Checks.notNull(format, "Format");
        return of(String.format(format, args));
    }

    @Override
    TextDisplay withUniqueId(int uniqueId);

    String getContent();
}
