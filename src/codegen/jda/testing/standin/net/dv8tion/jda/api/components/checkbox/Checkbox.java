// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/api/components/checkbox/Checkbox.java
package net.dv8tion.jda.api.components.checkbox;

import net.dv8tion.jda.api.components.attribute.ICustomId;
import net.dv8tion.jda.api.components.label.LabelChildComponent;
import net.dv8tion.jda.internal.components.checkbox.CheckboxImpl;
import net.dv8tion.jda.internal.standin.Checks;

public interface Checkbox extends ICustomId, LabelChildComponent {
    int CUSTOM_ID_MAX_LENGTH = 100;

    static Checkbox of(String customId) {
        return of(customId, false);
    }

    static Checkbox of(String customId, boolean isDefault) {
        Checks.notBlank(customId, "Custom ID");
        Checks.check(customId.length() <= CUSTOM_ID_MAX_LENGTH, "Custom ID may not be longer than 100 characters");
        return new CheckboxImpl(-1, customId, isDefault);
    }

    @Override
    Checkbox withUniqueId(int uniqueId);

    Checkbox withCustomId(String customId);

    Checkbox withDefault(boolean isDefault);

    @Override
    String getCustomId();

    boolean isDefault();
}
