// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/internal/components/selections/StringSelectMenuImpl.java
package net.dv8tion.jda.internal.components.selections;

import net.dv8tion.jda.api.components.selections.SelectOption;
import net.dv8tion.jda.api.components.selections.StringSelectMenu;

import java.util.List;
import java.util.Map;

public class StringSelectMenuImpl extends SelectMenuImpl implements StringSelectMenu {
    private final List<SelectOption> options;

    public StringSelectMenuImpl(String id, int uniqueId, String placeholder, int min, int max, boolean disabled, Boolean required, List<SelectOption> options) {
        super(id, uniqueId, placeholder, min, max, disabled, required);
        this.options = options;
    }

    public Type getType() {
        return Type.STRING_SELECT;
    }

    public List<SelectOption> getOptions() {
        return options;
    }

    public StringSelectMenu withUniqueId(int uniqueId) {
        return copyWithUniqueId(uniqueId);
    }

    public StringSelectMenu withDisabled(boolean disabled) {
        return copyDisabled(disabled);
    }

    @Override
    public Map<String, Object> toData() {
        Map<String, Object> json = super.toData();
        json.put("type", Type.STRING_SELECT.getKey());
        json.put("options", options);
        return json;
    }
}
