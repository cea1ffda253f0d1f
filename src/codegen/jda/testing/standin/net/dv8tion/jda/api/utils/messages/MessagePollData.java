// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/api/utils/messages/MessagePollData.java
package net.dv8tion.jda.api.utils.messages;

import net.dv8tion.jda.api.entities.messages.MessagePoll;
import net.dv8tion.jda.internal.standin.Json;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

public class MessagePollData implements Json.Data {
    private final MessagePoll.LayoutType layout;
    private final String question;
    private final List<Object[]> answers;
    private final Duration duration;
    private final boolean isMultiAnswer;

    MessagePollData(MessagePoll.LayoutType layout, String question, List<Object[]> answers, Duration duration, boolean isMultiAnswer) {
        this.layout = layout;
        this.question = question;
        this.answers = answers;
        this.duration = duration;
        this.isMultiAnswer = isMultiAnswer;
    }

    public static MessagePollBuilder builder(String title) {
        return new MessagePollBuilder(title);
    }

    public Object toJson() {
        Map<String, Object> data = Json.object();
        data.put("duration", TimeUnit.SECONDS.toHours(duration.getSeconds()));
        data.put("allow_multiselect", isMultiAnswer);
        data.put("layout_type", layout.getKey());
        Map<String, Object> q = Json.object();
        q.put("text", question);
        data.put("question", q);
        List<Object> list = new ArrayList<>();
        for (Object[] a : answers) {
            Map<String, Object> answer = Json.object();
            answer.put("answer_id", a[0]);
            Map<String, Object> media = Json.object();
            media.put("text", a[1]);
            media.put("emoji", a[2]);
            answer.put("poll_media", media);
            list.add(answer);
        }
        data.put("answers", list);
        return data;
    }
}
