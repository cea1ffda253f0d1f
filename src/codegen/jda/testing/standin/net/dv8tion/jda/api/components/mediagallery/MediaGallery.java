// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/api/components/mediagallery/MediaGallery.java
package net.dv8tion.jda.api.components.mediagallery;

import net.dv8tion.jda.api.components.Component;
import net.dv8tion.jda.api.components.MessageTopLevelComponent;
import net.dv8tion.jda.api.components.container.ContainerChildComponent;
import net.dv8tion.jda.internal.components.mediagallery.MediaGalleryImpl;
import net.dv8tion.jda.internal.standin.Checks;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;

public interface MediaGallery extends Component, MessageTopLevelComponent, ContainerChildComponent {
    int MAX_ITEMS = 10;

    static MediaGallery of(Collection<? extends MediaGalleryItem> items) {
        Checks.notNull(items, "Items");
        Checks.check(!items.isEmpty(), "A media gallery needs at least one item");
        Checks.check(items.size() <= MAX_ITEMS, "A media gallery can only contain 10 items");
        return new MediaGalleryImpl(new ArrayList<>(items));
    }

    static MediaGallery of(MediaGalleryItem item, MediaGalleryItem... items) {
        Checks.notNull(item, "Item");
        Checks.noneNull(items, "Items");
        List<MediaGalleryItem> all = new ArrayList<>();
        all.add(item);
        all.addAll(Arrays.asList(items));
        return of(all);
    }

    @Override
    MediaGallery withUniqueId(int uniqueId);

    List<MediaGalleryItem> getItems();
}
