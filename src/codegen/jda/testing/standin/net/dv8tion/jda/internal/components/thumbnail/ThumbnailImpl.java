// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/internal/components/thumbnail/ThumbnailImpl.java and ThumbnailFileUpload.java
package net.dv8tion.jda.internal.components.thumbnail;

import net.dv8tion.jda.api.components.thumbnail.Thumbnail;
import net.dv8tion.jda.api.utils.FileUpload;
import net.dv8tion.jda.internal.components.AbstractComponentImpl;
import net.dv8tion.jda.internal.standin.Json;

import java.util.List;
import java.util.Map;

public class ThumbnailImpl extends AbstractComponentImpl implements Thumbnail {
    private final String url;
    private final FileUpload file;
    private String description;
    private boolean spoiler;

    public ThumbnailImpl(String url, FileUpload file) {
        this.url = url;
        this.file = file;
    }

    public Type getType() {
        return Type.THUMBNAIL;
    }

    public String getUrl() {
        return url;
    }

    public String getDescription() {
        return description;
    }

    public boolean isSpoiler() {
        return spoiler;
    }

    public Thumbnail withUniqueId(int uniqueId) {
        return copyWithUniqueId(uniqueId);
    }

    public Thumbnail withDescription(String description) {
        if (description != null) net.dv8tion.jda.internal.standin.Checks.inRange(description, 1, 1024, "Description");
        ThumbnailImpl c = copy();
        c.description = description;
        return c;
    }

    public Thumbnail withSpoiler(boolean spoiler) {
        ThumbnailImpl c = copy();
        c.spoiler = spoiler;
        return c;
    }

    @Override
    public void collectFiles(List<FileUpload> out) {
        if (file != null) out.add(file);
    }

    public Map<String, Object> toData() {
        Map<String, Object> json = start(11);
        Map<String, Object> media = Json.object();
        media.put("url", url);
        json.put("media", media);
        json.put("spoiler", spoiler);
        withId(json);
        if (description != null) json.put("description", description);
        return json;
    }
}
