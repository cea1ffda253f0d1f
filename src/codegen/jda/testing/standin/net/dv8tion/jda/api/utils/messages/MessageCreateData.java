// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/api/utils/messages/MessageCreateData.java (with AllowedMentionsData.toData and MessageUtil.getAttachmentsData)
package net.dv8tion.jda.api.utils.messages;

import net.dv8tion.jda.api.components.MessageTopLevelComponent;
import net.dv8tion.jda.api.entities.Message;
import net.dv8tion.jda.api.entities.MessageEmbed;
import net.dv8tion.jda.api.utils.FileUpload;
import net.dv8tion.jda.internal.components.AbstractComponentImpl;
import net.dv8tion.jda.internal.standin.Json;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

public class MessageCreateData implements Json.Data {
    private final String content;
    private final List<MessageEmbed> embeds;
    private final List<FileUpload> files;
    private final List<FileUpload> allDistinctFiles;
    private final List<MessageTopLevelComponent> components;
    private final EnumSet<Message.MentionType> parse;
    private final Set<String> users, roles;
    private final boolean repliedUser;
    private final MessagePollData poll;
    private final boolean tts;
    private final int flags;

    MessageCreateData(String content, List<MessageEmbed> embeds, List<FileUpload> files, List<MessageTopLevelComponent> components,
            EnumSet<Message.MentionType> parse, Set<String> users, Set<String> roles, boolean repliedUser,
            MessagePollData poll, boolean tts, int flags) {
        this.content = content;
        this.embeds = Collections.unmodifiableList(embeds);
        this.files = Collections.unmodifiableList(files);
        this.components = Collections.unmodifiableList(components);
        this.parse = parse;
        this.users = users;
        this.roles = roles;
        this.repliedUser = repliedUser;
        this.poll = poll;
        this.tts = tts;
        this.flags = flags;
        // explicit files first, then the files the components refer to, each once (a LinkedHashSet in JDA)
        List<FileUpload> indirect = new ArrayList<>();
        for (MessageTopLevelComponent c : components)
            if (c instanceof AbstractComponentImpl) ((AbstractComponentImpl) c).collectFiles(indirect);
        Map<FileUpload, Boolean> seen = new IdentityHashMap<>();
        List<FileUpload> all = new ArrayList<>();
        for (FileUpload f : files) if (seen.put(f, true) == null) all.add(f);
        for (FileUpload f : indirect) if (seen.put(f, true) == null) all.add(f);
        this.allDistinctFiles = Collections.unmodifiableList(all);
    }

    public static MessageCreateData fromContent(String content) {
        return new MessageCreateBuilder().setContent(content).build();
    }

    public static MessageCreateData fromEmbeds(MessageEmbed... embeds) {
        return new MessageCreateBuilder().setEmbeds(embeds).build();
    }

    public static MessageCreateData fromFiles(FileUpload... files) {
        return new MessageCreateBuilder().setFiles(files).build();
    }

    public String getContent() {
        return content;
    }

    public List<MessageEmbed> getEmbeds() {
        return embeds;
    }

    public List<MessageTopLevelComponent> getComponents() {
        return components;
    }

    public List<FileUpload> getFiles() {
        return files;
    }

    public MessagePollData getPoll() {
        return poll;
    }

    public boolean isTTS() {
        return tts;
    }

    public long getFlags() {
        return flags;
    }

    public boolean isUsingComponentsV2() {
        return (flags & MessageCreateBuilder.IS_COMPONENTS_V2) != 0;
    }

    private Map<String, Object> allowedMentions() {
        Map<String, Object> obj = Json.object();
        List<String> parsable = new ArrayList<>();
        for (Message.MentionType t : parse) {
            String key = t.getParseKey();
            if (key != null && !parsable.contains(key)) parsable.add(key);
        }
        if (!users.isEmpty()) {
            parsable.remove("users");
            obj.put("users", new ArrayList<>(users));
        }
        if (!roles.isEmpty()) {
            parsable.remove("roles");
            obj.put("roles", new ArrayList<>(roles));
        }
        obj.put("replied_user", repliedUser);
        obj.put("parse", parsable);
        return obj;
    }

    public Object toJson() {
        Map<String, Object> json = Json.object();
        if (!isUsingComponentsV2()) {
            json.put("content", content);
            json.put("poll", poll);
            json.put("embeds", embeds);
        }
        json.put("components", components);
        json.put("tts", tts);
        json.put("flags", flags);
        json.put("allowed_mentions", allowedMentions());
        if (!allDistinctFiles.isEmpty()) {
            List<Object> attachments = new ArrayList<>();
            for (int i = 0; i < allDistinctFiles.size(); i++) attachments.add(allDistinctFiles.get(i).toAttachmentData(i));
            json.put("attachments", attachments);
        }
        return json;
    }
}
