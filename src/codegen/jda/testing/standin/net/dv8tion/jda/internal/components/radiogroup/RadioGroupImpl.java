// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/internal/components/radiogroup/RadioGroupImpl.java
package net.dv8tion.jda.internal.components.radiogroup;

import net.dv8tion.jda.api.components.radiogroup.RadioGroup;
import net.dv8tion.jda.api.components.radiogroup.RadioGroupOption;
import net.dv8tion.jda.internal.components.AbstractComponentImpl;

import java.util.List;
import java.util.Map;

public class RadioGroupImpl extends AbstractComponentImpl implements RadioGroup {
    private final String customId;
    private final List<RadioGroupOption> options;
    private final boolean required;

    public RadioGroupImpl(int uniqueId, String customId, List<RadioGroupOption> options, boolean required) {
        this.uniqueId = uniqueId;
        this.customId = customId;
        this.options = options;
        this.required = required;
    }

    public Type getType() {
        return Type.RADIO_GROUP;
    }

    public String getCustomId() {
        return customId;
    }

    public List<RadioGroupOption> getOptions() {
        return options;
    }

    public boolean isRequired() {
        return required;
    }

    public RadioGroup withUniqueId(int uniqueId) {
        return copyWithUniqueId(uniqueId);
    }

    public Map<String, Object> toData() {
        Map<String, Object> object = start(21);
        object.put("custom_id", customId);
        object.put("options", options);
        withId(object);
        if (!required) object.put("required", false);
        return object;
    }
}
