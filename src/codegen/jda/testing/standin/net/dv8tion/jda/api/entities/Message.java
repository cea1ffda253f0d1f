// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/api/entities/Message.java (only MentionType and Attachment, what a bot building these designs touches)
package net.dv8tion.jda.api.entities;

public interface Message {
    int MAX_CONTENT_LENGTH = 2000;

    enum MentionType {
        USER("users"),
        ROLE("roles"),
        CHANNEL(null),
        EMOJI(null),
        HERE("everyone"),
        EVERYONE("everyone"),
        SLASH_COMMAND(null);

        private final String parseKey;

        MentionType(String parseKey) {
            this.parseKey = parseKey;
        }

        public String getParseKey() {
            return parseKey;
        }
    }

    class Attachment implements ISnowflake {
        private final long id;
        private final String url, fileName;

        public Attachment(long id, String url, String fileName) {
            this.id = id;
            this.url = url;
            this.fileName = fileName;
        }

        public long getIdLong() {
            return id;
        }

        public String getUrl() {
            return url;
        }

        public String getFileName() {
            return fileName;
        }
    }
}
