// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/internal/components/selections/SelectMenuImpl.java
package net.dv8tion.jda.internal.components.selections;

import net.dv8tion.jda.internal.components.AbstractComponentImpl;
import net.dv8tion.jda.internal.standin.Json;

import java.util.Map;

public abstract class SelectMenuImpl extends AbstractComponentImpl {
    protected final String id, placeholder;
    protected final int minValues, maxValues;
    protected boolean disabled;
    protected final Boolean required;

    protected SelectMenuImpl(String id, int uniqueId, String placeholder, int minValues, int maxValues, boolean disabled, Boolean required) {
        this.id = id;
        this.uniqueId = uniqueId;
        this.placeholder = placeholder;
        this.minValues = minValues;
        this.maxValues = maxValues;
        this.disabled = disabled;
        this.required = required;
    }

    public String getCustomId() {
        return id;
    }

    public String getPlaceholder() {
        return placeholder;
    }

    public int getMinValues() {
        return minValues;
    }

    public int getMaxValues() {
        return maxValues;
    }

    public boolean isDisabled() {
        return disabled;
    }

    public Boolean isRequired() {
        return required;
    }

    protected <T extends SelectMenuImpl> T copyDisabled(boolean disabled) {
        T c = copy();
        ((SelectMenuImpl) c).disabled = disabled;
        return c;
    }

    public Map<String, Object> toData() {
        Map<String, Object> data = Json.object();
        data.put("custom_id", id);
        withId(data);
        data.put("min_values", minValues);
        data.put("max_values", maxValues);
        data.put("disabled", disabled);
        if (placeholder != null) data.put("placeholder", placeholder);
        if (required != null) data.put("required", required);
        return data;
    }
}
