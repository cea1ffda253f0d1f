// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/internal/components/mediagallery/MediaGalleryItemImpl.java and MediaGalleryItemFileUpload.java
package net.dv8tion.jda.internal.components.mediagallery;

import net.dv8tion.jda.api.components.mediagallery.MediaGalleryItem;
import net.dv8tion.jda.api.utils.FileUpload;
import net.dv8tion.jda.internal.standin.Json;

import java.util.Map;

public class MediaGalleryItemImpl implements MediaGalleryItem, Json.Data {
    private final String url;
    public final FileUpload file;
    private final String description;
    private final boolean spoiler;

    public MediaGalleryItemImpl(String url, FileUpload file) {
        this(url, file, null, false);
    }

    private MediaGalleryItemImpl(String url, FileUpload file, String description, boolean spoiler) {
        this.url = url;
        this.file = file;
        this.description = description;
        this.spoiler = spoiler;
    }

    public MediaGalleryItem withDescription(String description) {
        if (description != null) net.dv8tion.jda.internal.standin.Checks.inRange(description, 1, MAX_DESCRIPTION_LENGTH, "Description");
        return new MediaGalleryItemImpl(url, file, description, spoiler);
    }

    public MediaGalleryItem withSpoiler(boolean spoiler) {
        return new MediaGalleryItemImpl(url, file, description, spoiler);
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

    public Object toJson() {
        // JDA puts description even when it is null
        Map<String, Object> json = Json.object();
        Map<String, Object> media = Json.object();
        media.put("url", url);
        json.put("media", media);
        json.put("description", description);
        json.put("spoiler", spoiler);
        return json;
    }
}
