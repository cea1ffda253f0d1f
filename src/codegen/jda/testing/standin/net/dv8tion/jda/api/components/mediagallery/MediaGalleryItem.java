// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/api/components/mediagallery/MediaGalleryItem.java (ResolvedMedia is left out)
package net.dv8tion.jda.api.components.mediagallery;

import net.dv8tion.jda.api.utils.FileUpload;
import net.dv8tion.jda.internal.components.mediagallery.MediaGalleryItemImpl;
import net.dv8tion.jda.internal.standin.Checks;

public interface MediaGalleryItem {
    int MAX_DESCRIPTION_LENGTH = 1024;

    static MediaGalleryItem fromUrl(String url) {
        Checks.notBlank(url, "URL");
        return new MediaGalleryItemImpl(url, null);
    }

    static MediaGalleryItem fromFile(FileUpload file) {
        Checks.notNull(file, "FileUpload");
        return new MediaGalleryItemImpl("attachment://" + file.getName(), file);
    }

    MediaGalleryItem withDescription(String description);

    MediaGalleryItem withSpoiler(boolean spoiler);

    String getUrl();

    String getDescription();

    boolean isSpoiler();
}
