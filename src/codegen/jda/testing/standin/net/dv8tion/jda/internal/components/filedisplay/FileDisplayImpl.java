// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/internal/components/filedisplay/FileDisplayImpl.java and FileDisplayFileUpload.java
package net.dv8tion.jda.internal.components.filedisplay;

import net.dv8tion.jda.api.components.filedisplay.FileDisplay;
import net.dv8tion.jda.api.utils.FileUpload;
import net.dv8tion.jda.internal.components.AbstractComponentImpl;
import net.dv8tion.jda.internal.standin.Json;

import java.util.List;
import java.util.Map;

public class FileDisplayImpl extends AbstractComponentImpl implements FileDisplay {
    private final String url;
    private final FileUpload file;
    private boolean spoiler;

    public FileDisplayImpl(String url, FileUpload file) {
        this.url = url;
        this.file = file;
    }

    public Type getType() {
        return Type.FILE_DISPLAY;
    }

    public String getUrl() {
        return url;
    }

    public boolean isSpoiler() {
        return spoiler;
    }

    public FileDisplay withUniqueId(int uniqueId) {
        return copyWithUniqueId(uniqueId);
    }

    public FileDisplay withSpoiler(boolean spoiler) {
        FileDisplayImpl c = copy();
        c.spoiler = spoiler;
        return c;
    }

    @Override
    public void collectFiles(List<FileUpload> out) {
        if (file != null) out.add(file);
    }

    public Map<String, Object> toData() {
        Map<String, Object> json = start(13);
        Map<String, Object> media = Json.object();
        media.put("url", url);
        json.put("file", media);
        json.put("spoiler", spoiler);
        return withId(json);
    }
}
