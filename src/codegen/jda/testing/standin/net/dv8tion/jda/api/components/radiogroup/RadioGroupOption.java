// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/api/components/radiogroup/RadioGroupOption.java
package net.dv8tion.jda.api.components.radiogroup;

import net.dv8tion.jda.internal.standin.Checks;
import net.dv8tion.jda.internal.standin.Json;

import java.util.Map;

public final class RadioGroupOption implements Json.Data {
    public static final int LABEL_MAX_LENGTH = 100;
    public static final int VALUE_MAX_LENGTH = 100;
    public static final int DESCRIPTION_MAX_LENGTH = 100;

    private final String label;
    private final String value;
    private final String description;
    private final boolean isDefault;

    private RadioGroupOption(String label, String value, String description, boolean isDefault) {
        Checks.notBlank(label, "Label");
        Checks.notBlank(value, "Value");
        Checks.check(label.length() <= LABEL_MAX_LENGTH, "Label may not be longer than 100 characters");
        Checks.check(value.length() <= VALUE_MAX_LENGTH, "Value may not be longer than 100 characters");
        if (description != null) Checks.check(description.length() <= DESCRIPTION_MAX_LENGTH, "Description may not be longer than 100 characters");
        this.label = label;
        this.value = value;
        this.description = description;
        this.isDefault = isDefault;
    }

    public static RadioGroupOption of(String label, String value) {
        return new RadioGroupOption(label, value, null, false);
    }

    public static RadioGroupOption of(String label, String value, String description) {
        return new RadioGroupOption(label, value, description, false);
    }

    public static RadioGroupOption of(String label, String value, String description, boolean isDefault) {
        return new RadioGroupOption(label, value, description, isDefault);
    }

    public RadioGroupOption withLabel(String label) {
        return new RadioGroupOption(label, value, description, isDefault);
    }

    public RadioGroupOption withValue(String value) {
        return new RadioGroupOption(label, value, description, isDefault);
    }

    public RadioGroupOption withDescription(String description) {
        return new RadioGroupOption(label, value, description, isDefault);
    }

    public RadioGroupOption withDefault(boolean isDefault) {
        return new RadioGroupOption(label, value, description, isDefault);
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

    public Object toJson() {
        Map<String, Object> object = Json.object();
        object.put("label", label);
        object.put("value", value);
        if (description != null) object.put("description", description);
        if (isDefault) object.put("default", true);
        return object;
    }
}
