// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/api/components/container/Container.java (union types and the replacer are left out)
package net.dv8tion.jda.api.components.container;

import net.dv8tion.jda.api.components.MessageTopLevelComponent;
import net.dv8tion.jda.api.components.attribute.IDisableable;
import net.dv8tion.jda.internal.components.container.ContainerImpl;
import net.dv8tion.jda.internal.standin.Checks;

import java.awt.Color;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;

public interface Container extends MessageTopLevelComponent, IDisableable {
    static Container of(Collection<? extends ContainerChildComponent> components) {
        Checks.notNull(components, "Components");
        Checks.check(!components.isEmpty(), "A container needs at least one component");
        return new ContainerImpl(new ArrayList<>(components));
    }

    static Container of(ContainerChildComponent component, ContainerChildComponent... components) {
        Checks.notNull(component, "Component");
        Checks.noneNull(components, "Components");
        List<ContainerChildComponent> all = new ArrayList<>();
        all.add(component);
        all.addAll(Arrays.asList(components));
        return of(all);
    }

    @Override
    Container withUniqueId(int uniqueId);

    Container withAccentColor(Integer accentColor);

    default Container withAccentColor(Color accentColor) {
        return withAccentColor(accentColor == null ? null : accentColor.getRGB());
    }

    Container withSpoiler(boolean spoiler);

    Container withComponents(Collection<? extends ContainerChildComponent> components);

    @Override
    Container withDisabled(boolean disabled);

    @Override
    default Container asDisabled() {
        return withDisabled(true);
    }

    @Override
    default Container asEnabled() {
        return withDisabled(false);
    }

    List<ContainerChildComponent> getComponents();

    Integer getAccentColorRaw();

    boolean isSpoiler();
}
