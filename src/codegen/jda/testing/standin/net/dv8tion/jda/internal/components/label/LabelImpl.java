// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/internal/components/label/LabelImpl.java
package net.dv8tion.jda.internal.components.label;

import net.dv8tion.jda.api.components.label.Label;
import net.dv8tion.jda.api.components.label.LabelChildComponent;
import net.dv8tion.jda.internal.components.AbstractComponentImpl;

import java.util.Map;

public class LabelImpl extends AbstractComponentImpl implements Label {
    private final String label, description;
    private final LabelChildComponent child;

    public LabelImpl(String label, String description, LabelChildComponent child) {
        this.label = label;
        this.description = description;
        this.child = child;
    }

    public Type getType() {
        return Type.LABEL;
    }

    public Label withLabel(String label) {
        return Label.of(label, description, child);
    }

    public Label withDescription(String description) {
        return Label.of(label, description, child);
    }

    public Label withChild(LabelChildComponent child) {
        return Label.of(label, description, child);
    }

    public String getLabel() {
        return label;
    }

    public String getDescription() {
        return description;
    }

    public LabelChildComponent getChild() {
        return child;
    }

    public Label withUniqueId(int uniqueId) {
        return copyWithUniqueId(uniqueId);
    }

    public Map<String, Object> toData() {
        // JDA puts description even when it is null
        Map<String, Object> obj = start(18);
        obj.put("label", label);
        obj.put("description", description);
        obj.put("component", child);
        return withId(obj);
    }
}
