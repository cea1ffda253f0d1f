// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/api/utils/messages/MessageCreateBuilder.java, flattened with AbstractMessageBuilder.java, MessageRequest.java and MessageCreateRequest.java (ComponentTree overloads, applyMessage and mention(IMentionable) are left out)
package net.dv8tion.jda.api.utils.messages;

import net.dv8tion.jda.api.components.MessageTopLevelComponent;
import net.dv8tion.jda.api.components.actionrow.ActionRow;
import net.dv8tion.jda.api.entities.Message;
import net.dv8tion.jda.api.entities.MessageEmbed;
import net.dv8tion.jda.api.utils.FileUpload;
import net.dv8tion.jda.internal.standin.Checks;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.EnumSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

public class MessageCreateBuilder {
    static final int SUPPRESS_EMBEDS = 1 << 2;
    static final int SUPPRESS_NOTIFICATIONS = 1 << 12;
    static final int IS_VOICE_MESSAGE = 1 << 13;
    static final int IS_COMPONENTS_V2 = 1 << 15;

    private final StringBuilder content = new StringBuilder();
    private final List<MessageEmbed> embeds = new ArrayList<>();
    private final List<MessageTopLevelComponent> components = new ArrayList<>();
    private final List<FileUpload> files = new ArrayList<>(10);
    private EnumSet<Message.MentionType> parse = EnumSet.allOf(Message.MentionType.class);
    private final Set<String> users = new LinkedHashSet<>();
    private final Set<String> roles = new LinkedHashSet<>();
    private boolean repliedUser = true;
    private MessagePollData poll;
    private boolean tts;
    private int messageFlags;

    public MessageCreateBuilder() {}

    public MessageCreateBuilder setContent(String content) {
        this.content.setLength(0);
        if (content != null) this.content.append(content.trim());
        return this;
    }

    public MessageCreateBuilder addContent(String content) {
        Checks.notNull(content, "Content");
        this.content.append(content);
        return this;
    }

    public String getContent() {
        return content.toString();
    }

    public MessageCreateBuilder mentionRepliedUser(boolean mention) {
        this.repliedUser = mention;
        return this;
    }

    public MessageCreateBuilder setAllowedMentions(Collection<Message.MentionType> allowedMentions) {
        this.parse = allowedMentions == null ? EnumSet.allOf(Message.MentionType.class)
                : allowedMentions.isEmpty() ? EnumSet.noneOf(Message.MentionType.class) : EnumSet.copyOf(allowedMentions);
        return this;
    }

    public MessageCreateBuilder mentionUsers(Collection<String> userIds) {
        Checks.noneNull(userIds.toArray(), "User Id");
        for (String id : userIds) users.add(Long.toUnsignedString(Long.parseUnsignedLong(id)));
        return this;
    }

    public MessageCreateBuilder mentionUsers(String... userIds) {
        Checks.noneNull(userIds, "User Id");
        return mentionUsers(Arrays.asList(userIds));
    }

    public MessageCreateBuilder mentionUsers(long... userIds) {
        List<String> ids = new ArrayList<>();
        for (long id : userIds) ids.add(Long.toUnsignedString(id));
        return mentionUsers(ids);
    }

    public MessageCreateBuilder mentionRoles(Collection<String> roleIds) {
        Checks.noneNull(roleIds.toArray(), "Role Id");
        for (String id : roleIds) roles.add(Long.toUnsignedString(Long.parseUnsignedLong(id)));
        return this;
    }

    public MessageCreateBuilder mentionRoles(String... roleIds) {
        Checks.noneNull(roleIds, "Role Id");
        return mentionRoles(Arrays.asList(roleIds));
    }

    public MessageCreateBuilder mentionRoles(long... roleIds) {
        List<String> ids = new ArrayList<>();
        for (long id : roleIds) ids.add(Long.toUnsignedString(id));
        return mentionRoles(ids);
    }

    public MessageCreateBuilder setEmbeds(Collection<? extends MessageEmbed> embeds) {
        Checks.noneNull(embeds.toArray(), "Embeds");
        this.embeds.clear();
        this.embeds.addAll(embeds);
        return this;
    }

    public MessageCreateBuilder setEmbeds(MessageEmbed... embeds) {
        return setEmbeds(Arrays.asList(embeds));
    }

    public MessageCreateBuilder addEmbeds(Collection<? extends MessageEmbed> embeds) {
        Checks.noneNull(embeds.toArray(), "Embeds");
        this.embeds.addAll(embeds);
        return this;
    }

    public MessageCreateBuilder addEmbeds(MessageEmbed... embeds) {
        return addEmbeds(Arrays.asList(embeds));
    }

    public MessageCreateBuilder setComponents(Collection<? extends MessageTopLevelComponent> components) {
        Checks.noneNull(components.toArray(), "Components");
        this.components.clear();
        this.components.addAll(components);
        return this;
    }

    public MessageCreateBuilder setComponents(MessageTopLevelComponent... components) {
        return setComponents(Arrays.asList(components));
    }

    public MessageCreateBuilder addComponents(Collection<? extends MessageTopLevelComponent> components) {
        Checks.noneNull(components.toArray(), "Components");
        this.components.addAll(components);
        return this;
    }

    public MessageCreateBuilder addComponents(MessageTopLevelComponent... components) {
        return addComponents(Arrays.asList(components));
    }

    public MessageCreateBuilder useComponentsV2(boolean use) {
        if (use) messageFlags |= IS_COMPONENTS_V2;
        else messageFlags &= ~IS_COMPONENTS_V2;
        return this;
    }

    public MessageCreateBuilder useComponentsV2() {
        return useComponentsV2(true);
    }

    public boolean isUsingComponentsV2() {
        return (messageFlags & IS_COMPONENTS_V2) != 0;
    }

    public MessageCreateBuilder setSuppressEmbeds(boolean suppress) {
        if (suppress) messageFlags |= SUPPRESS_EMBEDS;
        else messageFlags &= ~SUPPRESS_EMBEDS;
        return this;
    }

    public MessageCreateBuilder setFiles(Collection<? extends FileUpload> files) {
        this.files.clear();
        if (files != null) this.files.addAll(files);
        return this;
    }

    public MessageCreateBuilder setFiles(FileUpload... files) {
        Checks.noneNull(files, "Files");
        return setFiles(Arrays.asList(files));
    }

    public MessageCreateBuilder addFiles(Collection<? extends FileUpload> files) {
        Checks.noneNull(files.toArray(), "Files");
        this.files.addAll(files);
        return this;
    }

    public MessageCreateBuilder addFiles(FileUpload... files) {
        return addFiles(Arrays.asList(files));
    }

    public List<FileUpload> getAttachments() {
        return files;
    }

    public MessagePollData getPoll() {
        return poll;
    }

    public MessageCreateBuilder setPoll(MessagePollData poll) {
        this.poll = poll;
        return this;
    }

    public MessageCreateBuilder setTTS(boolean tts) {
        this.tts = tts;
        return this;
    }

    public MessageCreateBuilder setSuppressedNotifications(boolean suppressed) {
        if (suppressed) messageFlags |= SUPPRESS_NOTIFICATIONS;
        else messageFlags &= ~SUPPRESS_NOTIFICATIONS;
        return this;
    }

    public MessageCreateBuilder setVoiceMessage(boolean voiceMessage) {
        if (voiceMessage) messageFlags |= IS_VOICE_MESSAGE;
        else messageFlags &= ~IS_VOICE_MESSAGE;
        return this;
    }

    public boolean isEmpty() {
        return content.length() == 0 && embeds.isEmpty() && files.isEmpty() && components.isEmpty() && poll == null;
    }

    public MessageCreateData build() {
        if (isUsingComponentsV2()) {
            if (content.length() > 0 || !embeds.isEmpty() || poll != null)
                throw new IllegalStateException("Cannot build a message with components V2 enabled while having content, embeds, or poll");
            if (components.isEmpty())
                throw new IllegalStateException("Cannot build message with no V2 components, or did you forget to disable them?");
            return new MessageCreateData("", new ArrayList<>(), new ArrayList<>(files), new ArrayList<>(components),
                    parse.clone(), new LinkedHashSet<>(users), new LinkedHashSet<>(roles), repliedUser, poll, tts, messageFlags);
        }
        String text = content.toString().trim();
        if (text.isEmpty() && embeds.isEmpty() && files.isEmpty() && components.isEmpty() && poll == null)
            throw new IllegalStateException("Cannot build an empty message. You need at least one of content, embeds, components, poll, or files");
        if (text.codePointCount(0, text.length()) > Message.MAX_CONTENT_LENGTH)
            throw new IllegalStateException("Message content is too long! Max length is 2000 characters");
        if (embeds.size() > 10) throw new IllegalStateException("Cannot build message with over 10 embeds");
        for (MessageTopLevelComponent c : components)
            if (!(c instanceof ActionRow))
                throw new IllegalStateException("Cannot build message with components other than ActionRow while using components V1, see #useComponentsV2");
        return new MessageCreateData(text, new ArrayList<>(embeds), new ArrayList<>(files), new ArrayList<>(components),
                parse.clone(), new LinkedHashSet<>(users), new LinkedHashSet<>(roles), repliedUser, poll, tts, messageFlags);
    }
}
