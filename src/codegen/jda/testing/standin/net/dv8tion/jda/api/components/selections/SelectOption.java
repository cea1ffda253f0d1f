// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/api/components/selections/SelectOption.java
package net.dv8tion.jda.api.components.selections;

import net.dv8tion.jda.api.entities.emoji.Emoji;
import net.dv8tion.jda.internal.standin.Checks;
import net.dv8tion.jda.internal.standin.Json;

import java.util.Map;

public class SelectOption implements Json.Data {
    public static final int LABEL_MAX_LENGTH = 100;
    public static final int VALUE_MAX_LENGTH = 100;
    public static final int DESCRIPTION_MAX_LENGTH = 100;

    private final String label, value, description;
    private final boolean isDefault;
    private final Emoji emoji;

    protected SelectOption(String label, String value, String description, boolean isDefault, Emoji emoji) {
        Checks.notEmpty(label, "Label");
        Checks.notEmpty(value, "Value");
        Checks.check(label.length() <= LABEL_MAX_LENGTH, "Label may not be longer than 100");
        Checks.check(value.length() <= VALUE_MAX_LENGTH, "Value may not be longer than 100");
        if (description != null) Checks.check(description.length() <= DESCRIPTION_MAX_LENGTH, "Description may not be longer than 100");
        this.label = label;
        this.value = value;
        this.description = description;
        this.isDefault = isDefault;
        this.emoji = emoji;
    }

    public static SelectOption of(String label, String value) {
        return new SelectOption(label, value, null, false, null);
    }

    public SelectOption withLabel(String label) {
        return new SelectOption(label, value, description, isDefault, emoji);
    }

    public SelectOption withValue(String value) {
        return new SelectOption(label, value, description, isDefault, emoji);
    }

    public SelectOption withDescription(String description) {
        return new SelectOption(label, value, description, isDefault, emoji);
    }

    public SelectOption withDefault(boolean isDefault) {
        return new SelectOption(label, value, description, isDefault, emoji);
    }

    public SelectOption withEmoji(Emoji emoji) {
        return new SelectOption(label, value, description, isDefault, emoji);
    }

    public String getLabel() {
        return label;
    }

    public String getValue() {
        return value;
    }

    public String getDescription() {
        return description;
    }

    public boolean isDefault() {
        return isDefault;
    }

    public Emoji getEmoji() {
        return emoji;
    }

    public Object toJson() {
        Map<String, Object> json = Json.object();
        json.put("label", label);
        json.put("value", value);
        json.put("default", isDefault);
        if (emoji != null) json.put("emoji", emoji);
        if (description != null && !description.isEmpty()) json.put("description", description);
        return json;
    }
}
