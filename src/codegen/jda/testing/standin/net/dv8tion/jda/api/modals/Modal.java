// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/api/modals/Modal.java and src/main/java/net/dv8tion/jda/internal/modals/ModalImpl.java
package net.dv8tion.jda.api.modals;

import net.dv8tion.jda.api.components.ModalTopLevelComponent;
import net.dv8tion.jda.internal.standin.Checks;
import net.dv8tion.jda.internal.standin.Json;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Map;

public interface Modal extends Json.Data {
    int MAX_COMPONENTS = 5;
    int MAX_ID_LENGTH = 100;
    int MAX_TITLE_LENGTH = 45;

    String getId();

    String getTitle();

    List<ModalTopLevelComponent> getComponents();

    static Modal.Builder create(String customId, String title) {
        return new Modal.Builder(customId, title);
    }

    class Builder {
        private final List<ModalTopLevelComponent> components = new ArrayList<>(MAX_COMPONENTS);
        private String id;
        private String title;

        protected Builder(String customId, String title) {
            setId(customId);
            setTitle(title);
        }

        public Builder setId(String customId) {
            Checks.notBlank(customId, "ID");
            Checks.check(customId.length() <= MAX_ID_LENGTH, "ID may not be longer than 100 characters");
            this.id = customId;
            return this;
        }

        public Builder setTitle(String title) {
            Checks.notBlank(title, "Title");
            Checks.check(title.length() <= MAX_TITLE_LENGTH, "Title may not be longer than 45 characters");
            this.title = title;
            return this;
        }

        public Builder addComponents(ModalTopLevelComponent... components) {
            Checks.noneNull(components, "Components");
            return addComponents(Arrays.asList(components));
        }

        public Builder addComponents(Collection<? extends ModalTopLevelComponent> components) {
            Checks.noneNull(components.toArray(), "Components");
            this.components.addAll(components);
            return this;
        }

        public List<ModalTopLevelComponent> getComponents() {
            return components;
        }

        public String getTitle() {
            return title;
        }

        public String getId() {
            return id;
        }

        public Modal build() {
            Checks.check(!components.isEmpty(), "Cannot make a modal without components!");
            Checks.check(components.size() <= MAX_COMPONENTS, "Cannot make a modal with more than 5 components!");
            String id = this.id, title = this.title;
            List<ModalTopLevelComponent> list = Collections.unmodifiableList(new ArrayList<>(components));
            return new Modal() {
                public String getId() {
                    return id;
                }

                public String getTitle() {
                    return title;
                }

                public List<ModalTopLevelComponent> getComponents() {
                    return list;
                }

                public Object toJson() {
                    Map<String, Object> object = Json.object();
                    object.put("custom_id", id);
                    object.put("title", title);
                    object.put("components", list);
                    return object;
                }
            };
        }
    }
}
