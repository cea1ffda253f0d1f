// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/internal/components/checkbox/CheckboxImpl.java
package net.dv8tion.jda.internal.components.checkbox;

import net.dv8tion.jda.api.components.checkbox.Checkbox;
import net.dv8tion.jda.internal.components.AbstractComponentImpl;

import java.util.Map;

public class CheckboxImpl extends AbstractComponentImpl implements Checkbox {
    private final String customId;
    private final boolean isDefault;

    public CheckboxImpl(int uniqueId, String customId, boolean isDefault) {
        this.uniqueId = uniqueId;
        this.customId = customId;
        this.isDefault = isDefault;
    }

    public Type getType() {
        return Type.CHECKBOX;
    }

    public String getCustomId() {
        return customId;
    }

    public boolean isDefault() {
        return isDefault;
    }

    public Checkbox withUniqueId(int uniqueId) {
        return copyWithUniqueId(uniqueId);
    }

    public Checkbox withCustomId(String customId) {
        return new CheckboxImpl(uniqueId, Checkbox.of(customId).getCustomId(), isDefault);
    }

    public Checkbox withDefault(boolean isDefault) {
        return new CheckboxImpl(uniqueId, customId, isDefault);
    }

    public Map<String, Object> toData() {
        Map<String, Object> object = start(23);
        object.put("custom_id", customId);
        withId(object);
        if (isDefault) object.put("default", true);
        return object;
    }
}
