// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/internal/components/actionrow/ActionRowImpl.java
package net.dv8tion.jda.internal.components.actionrow;

import net.dv8tion.jda.api.components.actionrow.ActionRow;
import net.dv8tion.jda.api.components.actionrow.ActionRowChildComponent;
import net.dv8tion.jda.api.components.attribute.IDisableable;
import net.dv8tion.jda.internal.components.AbstractComponentImpl;
import net.dv8tion.jda.internal.standin.Checks;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Map;

public class ActionRowImpl extends AbstractComponentImpl implements ActionRow {
    private List<ActionRowChildComponent> components;

    private ActionRowImpl(List<ActionRowChildComponent> components) {
        this.components = components;
    }

    public static ActionRow of(Collection<? extends ActionRowChildComponent> components) {
        Checks.check(!components.isEmpty(), "Cannot create an empty action row!");
        long kinds = components.stream().map(c -> c.getType()).distinct().count();
        Checks.check(kinds == 1, "Cannot create action row containing different component types!");
        int max = components.iterator().next().getType() == Type.BUTTON ? 5 : 1;
        Checks.check(components.size() <= max, "Cannot create an action row with more than " + max + " components");
        return new ActionRowImpl(Collections.unmodifiableList(new ArrayList<>(components)));
    }

    public Type getType() {
        return Type.ACTION_ROW;
    }

    public List<ActionRowChildComponent> getComponents() {
        return components;
    }

    public ActionRow withUniqueId(int uniqueId) {
        return copyWithUniqueId(uniqueId);
    }

    public boolean isDisabled() {
        return components.stream().allMatch(c -> c instanceof IDisableable && ((IDisableable) c).isDisabled());
    }

    public ActionRow withDisabled(boolean disabled) {
        List<ActionRowChildComponent> list = new ArrayList<>();
        for (ActionRowChildComponent c : components)
            list.add(c instanceof IDisableable ? (ActionRowChildComponent) ((IDisableable) c).withDisabled(disabled) : c);
        ActionRowImpl copy = copy();
        copy.components = Collections.unmodifiableList(list);
        return copy;
    }

    public Map<String, Object> toData() {
        Map<String, Object> json = start(1);
        json.put("components", components);
        return withId(json);
    }
}
