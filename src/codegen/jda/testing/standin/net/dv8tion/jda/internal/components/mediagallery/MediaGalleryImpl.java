// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/internal/components/mediagallery/MediaGalleryImpl.java
package net.dv8tion.jda.internal.components.mediagallery;

import net.dv8tion.jda.api.components.mediagallery.MediaGallery;
import net.dv8tion.jda.api.components.mediagallery.MediaGalleryItem;
import net.dv8tion.jda.api.utils.FileUpload;
import net.dv8tion.jda.internal.components.AbstractComponentImpl;

import java.util.Collections;
import java.util.List;
import java.util.Map;

public class MediaGalleryImpl extends AbstractComponentImpl implements MediaGallery {
    private final List<MediaGalleryItem> items;

    public MediaGalleryImpl(List<MediaGalleryItem> items) {
        this.items = Collections.unmodifiableList(items);
    }

    public Type getType() {
        return Type.MEDIA_GALLERY;
    }

    public List<MediaGalleryItem> getItems() {
        return items;
    }

    public MediaGallery withUniqueId(int uniqueId) {
        return copyWithUniqueId(uniqueId);
    }

    @Override
    public void collectFiles(List<FileUpload> out) {
        for (MediaGalleryItem item : items) {
            FileUpload file = ((MediaGalleryItemImpl) item).file;
            if (file != null) out.add(file);
        }
    }

    public Map<String, Object> toData() {
        Map<String, Object> json = start(12);
        json.put("items", items);
        return withId(json);
    }
}
