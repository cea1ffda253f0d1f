// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/api/components/thumbnail/Thumbnail.java (ResolvedMedia is left out)
package net.dv8tion.jda.api.components.thumbnail;

import net.dv8tion.jda.api.components.section.SectionAccessoryComponent;
import net.dv8tion.jda.api.utils.FileUpload;
import net.dv8tion.jda.internal.components.thumbnail.ThumbnailImpl;
import net.dv8tion.jda.internal.standin.Checks;

public interface Thumbnail extends SectionAccessoryComponent {
    static Thumbnail fromUrl(String url) {
        Checks.notBlank(url, "URL");
        return new ThumbnailImpl(url, null);
    }

    static Thumbnail fromFile(FileUpload file) {
        Checks.notNull(file, "FileUpload");
        return new ThumbnailImpl("attachment://" + file.getName(), file);
    }

    @Override
    Thumbnail withUniqueId(int uniqueId);

    Thumbnail withDescription(String description);

    Thumbnail withSpoiler(boolean spoiler);

    String getUrl();

    String getDescription();

    boolean isSpoiler();
}
