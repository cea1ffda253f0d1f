// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/internal/components/textinput/TextInputImpl.java
package net.dv8tion.jda.internal.components.textinput;

import net.dv8tion.jda.api.components.textinput.TextInput;
import net.dv8tion.jda.api.components.textinput.TextInputStyle;
import net.dv8tion.jda.internal.components.AbstractComponentImpl;

import java.util.Map;

public class TextInputImpl extends AbstractComponentImpl implements TextInput {
    private final String id, placeholder, value;
    private final TextInputStyle style;
    private final int minLength, maxLength;
    private final boolean required;

    public TextInputImpl(String id, int uniqueId, TextInputStyle style, String placeholder, int minLength, int maxLength, boolean required, String value) {
        this.id = id;
        this.uniqueId = uniqueId;
        this.style = style;
        this.placeholder = placeholder;
        this.minLength = minLength;
        this.maxLength = maxLength;
        this.required = required;
        this.value = value;
    }

    public TextInputStyle getStyle() {
        return style;
    }

    public String getCustomId() {
        return id;
    }

    public int getMinLength() {
        return minLength;
    }

    public int getMaxLength() {
        return maxLength;
    }

    public boolean isRequired() {
        return required;
    }

    public String getValue() {
        return value;
    }

    public String getPlaceHolder() {
        return placeholder;
    }

    public TextInput withUniqueId(int uniqueId) {
        return copyWithUniqueId(uniqueId);
    }

    public Map<String, Object> toData() {
        Map<String, Object> obj = start(4);
        obj.put("custom_id", id);
        obj.put("style", style.getRaw());
        obj.put("required", required);
        withId(obj);
        if (minLength != -1) obj.put("min_length", minLength);
        if (maxLength != -1) obj.put("max_length", maxLength);
        if (value != null) obj.put("value", value);
        if (placeholder != null) obj.put("placeholder", placeholder);
        return obj;
    }
}
