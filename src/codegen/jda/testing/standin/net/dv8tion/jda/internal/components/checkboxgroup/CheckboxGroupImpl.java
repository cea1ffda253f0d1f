// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/internal/components/checkboxgroup/CheckboxGroupImpl.java
package net.dv8tion.jda.internal.components.checkboxgroup;

import net.dv8tion.jda.api.components.checkboxgroup.CheckboxGroup;
import net.dv8tion.jda.api.components.checkboxgroup.CheckboxGroupOption;
import net.dv8tion.jda.internal.components.AbstractComponentImpl;

import java.util.List;
import java.util.Map;

public class CheckboxGroupImpl extends AbstractComponentImpl implements CheckboxGroup {
    private final String customId;
    private final List<CheckboxGroupOption> options;
    private final int minValues, maxValues;
    private final boolean required;

    public CheckboxGroupImpl(int uniqueId, String customId, List<CheckboxGroupOption> options, int minValues, int maxValues, boolean required) {
        this.uniqueId = uniqueId;
        this.customId = customId;
        this.options = options;
        this.minValues = minValues;
        this.maxValues = maxValues;
        this.required = required;
    }

    public Type getType() {
        return Type.CHECKBOX_GROUP;
    }

    public String getCustomId() {
        return customId;
    }

    public List<CheckboxGroupOption> getOptions() {
        return options;
    }

    public int getMinValues() {
        return minValues;
    }

    public int getMaxValues() {
        return maxValues;
    }

    public boolean isRequired() {
        return required;
    }

    public CheckboxGroup withUniqueId(int uniqueId) {
        return copyWithUniqueId(uniqueId);
    }

    public Map<String, Object> toData() {
        Map<String, Object> object = start(22);
        object.put("custom_id", customId);
        object.put("options", options);
        withId(object);
        if (minValues != -1) object.put("min_values", minValues);
        if (maxValues != -1) object.put("max_values", maxValues);
        if (!required) object.put("required", false);
        return object;
    }
}
