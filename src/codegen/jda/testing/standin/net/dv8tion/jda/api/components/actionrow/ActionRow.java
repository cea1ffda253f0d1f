// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/api/components/actionrow/ActionRow.java (the union types and the replacer are left out)
package net.dv8tion.jda.api.components.actionrow;

import net.dv8tion.jda.api.components.MessageTopLevelComponent;
import net.dv8tion.jda.api.components.attribute.IDisableable;
import net.dv8tion.jda.api.components.container.ContainerChildComponent;
import net.dv8tion.jda.internal.components.actionrow.ActionRowImpl;
import net.dv8tion.jda.internal.standin.Checks;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;

public interface ActionRow extends MessageTopLevelComponent, ContainerChildComponent, IDisableable {
    static ActionRow of(Collection<? extends ActionRowChildComponent> components) {
        Checks.notNull(components, "Components");
        return ActionRowImpl.of(components);
    }

    static ActionRow of(ActionRowChildComponent component, ActionRowChildComponent... components) {
        Checks.notNull(component, "Component");
        Checks.noneNull(components, "Components");
        List<ActionRowChildComponent> all = new ArrayList<>();
        all.add(component);
        all.addAll(Arrays.asList(components));
        return of(all);
    }

    @Override
    ActionRow withUniqueId(int uniqueId);

    List<ActionRowChildComponent> getComponents();

    @Override
    ActionRow withDisabled(boolean disabled);

    @Override
    default ActionRow asDisabled() {
        return withDisabled(true);
    }

    @Override
    default ActionRow asEnabled() {
        return withDisabled(false);
    }
}
