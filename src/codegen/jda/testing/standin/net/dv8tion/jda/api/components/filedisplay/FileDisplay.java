// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/api/components/filedisplay/FileDisplay.java (ResolvedMedia is left out)
package net.dv8tion.jda.api.components.filedisplay;

import net.dv8tion.jda.api.components.Component;
import net.dv8tion.jda.api.components.MessageTopLevelComponent;
import net.dv8tion.jda.api.components.container.ContainerChildComponent;
import net.dv8tion.jda.api.utils.FileUpload;
import net.dv8tion.jda.internal.components.filedisplay.FileDisplayImpl;
import net.dv8tion.jda.internal.standin.Checks;

public interface FileDisplay extends Component, MessageTopLevelComponent, ContainerChildComponent {
    static FileDisplay fromFile(FileUpload file) {
        Checks.notNull(file, "FileUpload");
        return new FileDisplayImpl("attachment://" + file.getName(), file);
    }

    static FileDisplay fromFileName(String fileName) {
        Checks.notEmpty(fileName, "Name");
        return new FileDisplayImpl("attachment://" + fileName, null);
    }

    @Override
    FileDisplay withUniqueId(int uniqueId);

    FileDisplay withSpoiler(boolean spoiler);

    String getUrl();

    boolean isSpoiler();
}
