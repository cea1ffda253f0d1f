// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/api/components/label/Label.java
package net.dv8tion.jda.api.components.label;

import net.dv8tion.jda.api.components.ModalTopLevelComponent;
import net.dv8tion.jda.internal.components.label.LabelImpl;
import net.dv8tion.jda.internal.standin.Checks;

public interface Label extends ModalTopLevelComponent {
    int LABEL_MAX_LENGTH = 45;
    int DESCRIPTION_MAX_LENGTH = 100;

    static Label of(String label, String description, LabelChildComponent child) {
        Checks.notBlank(label, "Label");
        Checks.check(label.length() <= LABEL_MAX_LENGTH, "Label may not be longer than 45 characters");
        if (description != null) Checks.check(description.length() <= DESCRIPTION_MAX_LENGTH, "Description may not be longer than 100 characters");
        Checks.notNull(child, "Child");
        return new LabelImpl(label, description, child);
    }

    static Label of(String label, LabelChildComponent child) {
        return of(label, null, child);
    }

    Label withLabel(String label);

    Label withDescription(String description);

    Label withChild(LabelChildComponent child);

    String getLabel();

    String getDescription();

    LabelChildComponent getChild();

    @Override
    Label withUniqueId(int uniqueId);
}
