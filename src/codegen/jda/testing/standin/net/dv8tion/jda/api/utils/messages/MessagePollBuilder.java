// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/api/utils/messages/MessagePollBuilder.java
package net.dv8tion.jda.api.utils.messages;

import net.dv8tion.jda.api.entities.emoji.Emoji;
import net.dv8tion.jda.api.entities.messages.MessagePoll;
import net.dv8tion.jda.internal.standin.Checks;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

public class MessagePollBuilder {
    private final List<Object[]> answers = new ArrayList<>(MessagePoll.MAX_ANSWERS);
    private MessagePoll.LayoutType layout = MessagePoll.LayoutType.DEFAULT;
    private String title;
    private Duration duration = Duration.ofHours(24);
    private boolean isMultiAnswer;

    public MessagePollBuilder(String title) {
        setTitle(title);
    }

    public MessagePollBuilder setLayout(MessagePoll.LayoutType layout) {
        Checks.notNull(layout, "Layout");
        Checks.check(layout != MessagePoll.LayoutType.UNKNOWN, "Layout cannot be UNKNOWN");
        this.layout = layout;
        return this;
    }

    public MessagePollBuilder setTitle(String title) {
        Checks.notBlank(title, "Title");
        title = title.trim();
        Checks.check(title.length() <= MessagePoll.MAX_QUESTION_TEXT_LENGTH, "Title may not be longer than 300 characters");
        this.title = title;
        return this;
    }

    public MessagePollBuilder setDuration(Duration duration) {
        Checks.notNull(duration, "Duration");
        Checks.check(!duration.isNegative() && !duration.isZero(), "Duration must be positive");
        Checks.check(duration.toHours() <= MessagePoll.MAX_DURATION_HOURS, "Duration may not be longer than 7 days");
        this.duration = duration;
        return this;
    }

    public MessagePollBuilder setDuration(long duration, TimeUnit unit) {
        Checks.notNull(unit, "TimeUnit");
        return setDuration(Duration.ofSeconds(unit.toSeconds(duration)));
    }

    public MessagePollBuilder setMultiAnswer(boolean multiAnswer) {
        isMultiAnswer = multiAnswer;
        return this;
    }

    public MessagePollBuilder addAnswer(String title) {
        return addAnswer(title, null);
    }

    public MessagePollBuilder addAnswer(String title, Emoji emoji) {
        Checks.notBlank(title, "Answer title");
        title = title.trim();
        Checks.check(title.length() <= MessagePoll.MAX_ANSWER_TEXT_LENGTH, "Answer title may not be longer than 55 characters");
        Checks.check(answers.size() < MessagePoll.MAX_ANSWERS, "Poll cannot have more than 10 answers");
        answers.add(new Object[] {answers.size() + 1, title, emoji});
        return this;
    }

    public MessagePollData build() {
        if (answers.isEmpty()) throw new IllegalStateException("Cannot build a poll without answers");
        return new MessagePollData(layout, title, new ArrayList<>(answers), duration, isMultiAnswer);
    }
}
