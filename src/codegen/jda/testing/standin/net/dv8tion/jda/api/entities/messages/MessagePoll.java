// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/api/entities/messages/MessagePoll.java (LayoutType only)
package net.dv8tion.jda.api.entities.messages;

public interface MessagePoll {
    int MAX_ANSWERS = 10;
    int MAX_QUESTION_TEXT_LENGTH = 300;
    int MAX_ANSWER_TEXT_LENGTH = 55;
    long MAX_DURATION_HOURS = 7 * 24;

    enum LayoutType {
        DEFAULT(1),
        UNKNOWN(-1);

        private final int key;

        LayoutType(int key) {
            this.key = key;
        }

        public int getKey() {
            return key;
        }
    }
}
