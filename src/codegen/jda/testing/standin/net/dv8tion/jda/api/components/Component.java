// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/api/components/Component.java
package net.dv8tion.jda.api.components;

public interface Component {
    Type getType();

    int getUniqueId();

    Component withUniqueId(int uniqueId);

    enum Type {
        UNKNOWN(-1, false, false),
        ACTION_ROW(1, true, false),
        BUTTON(2, true, false),
        STRING_SELECT(3, true, true),
        TEXT_INPUT(4, false, true),
        USER_SELECT(5, true, true),
        ROLE_SELECT(6, true, true),
        MENTIONABLE_SELECT(7, true, true),
        CHANNEL_SELECT(8, true, true),
        SECTION(9, true, false),
        TEXT_DISPLAY(10, true, true),
        THUMBNAIL(11, true, false),
        MEDIA_GALLERY(12, true, false),
        FILE_DISPLAY(13, true, false),
        SEPARATOR(14, true, false),
        CONTAINER(17, true, false),
        LABEL(18, false, true),
        FILE_UPLOAD(19, false, true),
        RADIO_GROUP(21, false, true),
        CHECKBOX_GROUP(22, false, true),
        CHECKBOX(23, false, true);

        private final int key;
        private final boolean messageCompatible;
        private final boolean modalCompatible;

        Type(int key, boolean messageCompatible, boolean modalCompatible) {
            this.key = key;
            this.messageCompatible = messageCompatible;
            this.modalCompatible = modalCompatible;
        }

        public int getKey() {
            return key;
        }

        public boolean isMessageCompatible() {
            return messageCompatible;
        }

        public boolean isModalCompatible() {
            return modalCompatible;
        }

        public boolean isEntitySelectMenu() {
            return this == USER_SELECT || this == ROLE_SELECT || this == MENTIONABLE_SELECT || this == CHANNEL_SELECT;
        }

        public static Type fromKey(int type) {
            for (Type t : values()) if (t.key == type) return t;
            return UNKNOWN;
        }
    }
}
