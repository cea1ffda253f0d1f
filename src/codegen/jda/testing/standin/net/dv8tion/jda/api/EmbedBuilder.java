// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/api/EmbedBuilder.java and the toData() of src/main/java/net/dv8tion/jda/api/entities/MessageEmbed.java
package net.dv8tion.jda.api;

import net.dv8tion.jda.api.entities.MessageEmbed;
import net.dv8tion.jda.internal.standin.Checks;
import net.dv8tion.jda.internal.standin.Json;

import java.awt.Color;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.TemporalAccessor;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

public class EmbedBuilder {
    public static final String ZERO_WIDTH_SPACE = "\u200E";
    public static final Pattern URL_PATTERN = Pattern.compile("\\s*(https?|attachment)://\\S+\\s*", Pattern.CASE_INSENSITIVE);

    private final List<Map<String, Object>> fields = new ArrayList<>();
    private final StringBuilder description = new StringBuilder();
    private int color = 0x1FFFFFFF; // Role.DEFAULT_COLOR_RAW
    private String url, title;
    private OffsetDateTime timestamp;
    private String thumbnail, image;
    private String authorName, authorUrl, authorIcon;
    private String footerText, footerIcon;
    private boolean hasAuthor, hasFooter;

    public EmbedBuilder() {}

    public MessageEmbed build() {
        if (isEmpty()) throw new IllegalStateException("Cannot build an empty embed!");
        if (description.length() > MessageEmbed.DESCRIPTION_MAX_LENGTH)
            throw new IllegalStateException("Description is longer than 4096!");
        Map<String, Object> obj = Json.object();
        if (url != null) obj.put("url", url);
        if (title != null) obj.put("title", title);
        if (description.length() > 0) obj.put("description", description.toString());
        if (timestamp != null) obj.put("timestamp", timestamp.format(DateTimeFormatter.ISO_INSTANT));
        if (color != 0x1FFFFFFF) obj.put("color", color & 0xFFFFFF);
        if (thumbnail != null) obj.put("thumbnail", urlObject(thumbnail));
        if (hasAuthor) {
            Map<String, Object> author = Json.object();
            if (authorName != null) author.put("name", authorName);
            if (authorUrl != null) author.put("url", authorUrl);
            if (authorIcon != null) author.put("icon_url", authorIcon);
            obj.put("author", author);
        }
        if (hasFooter) {
            Map<String, Object> footer = Json.object();
            if (footerText != null) footer.put("text", footerText);
            if (footerIcon != null) footer.put("icon_url", footerIcon);
            obj.put("footer", footer);
        }
        if (image != null) obj.put("image", urlObject(image));
        if (!fields.isEmpty()) obj.put("fields", new ArrayList<>(fields));
        return new MessageEmbed(obj);
    }

    private static Map<String, Object> urlObject(String url) {
        Map<String, Object> o = Json.object();
        o.put("url", url);
        return o;
    }

    public boolean isEmpty() {
        return title == null && timestamp == null && thumbnail == null && !hasAuthor && !hasFooter && image == null
                && color == 0x1FFFFFFF && description.length() == 0 && fields.isEmpty();
    }

    public EmbedBuilder setTitle(String title) {
        return setTitle(title, null);
    }

    public EmbedBuilder setTitle(String title, String url) {
        if (title == null) {
            this.title = null;
            this.url = null;
        } else {
            Checks.notBlank(title, "Title");
            Checks.check(title.length() <= MessageEmbed.TITLE_MAX_LENGTH, "Title cannot be longer than 256 characters.");
            if (url != null && url.trim().isEmpty()) url = null;
            urlCheck(url);
            this.title = title;
            this.url = url;
        }
        return this;
    }

    public EmbedBuilder setUrl(String url) {
        if (url != null && url.trim().isEmpty()) url = null;
        urlCheck(url);
        this.url = url;
        return this;
    }

    public final EmbedBuilder setDescription(CharSequence description) {
        this.description.setLength(0);
        if (description != null && description.length() >= 1) appendDescription(description);
        return this;
    }

    public EmbedBuilder appendDescription(CharSequence description) {
        Checks.notNull(description, "description");
        this.description.append(description);
        return this;
    }

    public EmbedBuilder setTimestamp(TemporalAccessor temporal) {
        if (temporal == null) this.timestamp = null;
        else if (temporal instanceof OffsetDateTime) this.timestamp = (OffsetDateTime) temporal;
        else if (temporal instanceof Instant) this.timestamp = OffsetDateTime.ofInstant((Instant) temporal, ZoneOffset.UTC);
        else this.timestamp = OffsetDateTime.from(temporal);
        return this;
    }

    public EmbedBuilder setColor(Color color) {
        this.color = color == null ? 0x1FFFFFFF : color.getRGB();
        return this;
    }

    public EmbedBuilder setColor(int color) {
        this.color = color;
        return this;
    }

    public EmbedBuilder setThumbnail(String url) {
        urlCheck(url);
        this.thumbnail = url;
        return this;
    }

    public EmbedBuilder setImage(String url) {
        urlCheck(url);
        this.image = url;
        return this;
    }

    public EmbedBuilder setAuthor(String name) {
        return setAuthor(name, null, null);
    }

    public EmbedBuilder setAuthor(String name, String url) {
        return setAuthor(name, url, null);
    }

    public EmbedBuilder setAuthor(String name, String url, String iconUrl) {
        if (name == null) {
            hasAuthor = false;
            authorName = authorUrl = authorIcon = null;
        } else {
            Checks.check(name.length() <= MessageEmbed.AUTHOR_MAX_LENGTH, "Name cannot be longer than 256 characters.");
            urlCheck(url);
            urlCheck(iconUrl);
            hasAuthor = true;
            authorName = name;
            authorUrl = url;
            authorIcon = iconUrl;
        }
        return this;
    }

    public EmbedBuilder setFooter(String text) {
        return setFooter(text, null);
    }

    public EmbedBuilder setFooter(String text, String iconUrl) {
        if (text == null) {
            hasFooter = false;
            footerText = footerIcon = null;
        } else {
            Checks.check(text.length() <= MessageEmbed.TEXT_MAX_LENGTH, "Text cannot be longer than 2048 characters.");
            urlCheck(iconUrl);
            hasFooter = true;
            footerText = text;
            footerIcon = iconUrl;
        }
        return this;
    }

    public EmbedBuilder addField(String name, String value, boolean inline) {
        Checks.notNull(name, "Name");
        Checks.notNull(value, "Value");
        Checks.check(value.length() <= MessageEmbed.VALUE_MAX_LENGTH, "Value cannot be longer than 1024 characters.");
        Map<String, Object> field = Json.object();
        field.put("name", name);
        field.put("value", value);
        field.put("inline", inline);
        fields.add(field);
        return this;
    }

    public EmbedBuilder addBlankField(boolean inline) {
        return addField(ZERO_WIDTH_SPACE, ZERO_WIDTH_SPACE, inline);
    }

    public EmbedBuilder clearFields() {
        fields.clear();
        return this;
    }

    private static void urlCheck(String url) {
        if (url == null) return;
        Checks.check(url.length() <= MessageEmbed.URL_MAX_LENGTH, "URL cannot be longer than 2000 characters.");
        Checks.check(URL_PATTERN.matcher(url).matches(), "URL must be a valid http(s) or attachment url.");
    }
}
