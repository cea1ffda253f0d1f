// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/api/components/section/Section.java (union types and the replacer are left out)
package net.dv8tion.jda.api.components.section;

import net.dv8tion.jda.api.components.MessageTopLevelComponent;
import net.dv8tion.jda.api.components.attribute.IDisableable;
import net.dv8tion.jda.api.components.container.ContainerChildComponent;
import net.dv8tion.jda.internal.components.section.SectionImpl;
import net.dv8tion.jda.internal.standin.Checks;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;

public interface Section extends MessageTopLevelComponent, ContainerChildComponent, IDisableable {
    static Section of(SectionAccessoryComponent accessory, Collection<? extends SectionContentComponent> components) {
        Checks.notNull(accessory, "Accessory");
        Checks.notNull(components, "Components");
        Checks.check(!components.isEmpty() && components.size() <= 3, "A section needs between 1 and 3 components");
        return new SectionImpl(accessory, new ArrayList<>(components));
    }

    static Section of(SectionAccessoryComponent accessory, SectionContentComponent component, SectionContentComponent... components) {
        Checks.notNull(component, "Component");
        Checks.noneNull(components, "Components");
        List<SectionContentComponent> all = new ArrayList<>();
        all.add(component);
        all.addAll(Arrays.asList(components));
        return of(accessory, all);
    }

    @Override
    Section withUniqueId(int uniqueId);

    @Override
    Section withDisabled(boolean disabled);

    @Override
    default Section asDisabled() {
        return withDisabled(true);
    }

    @Override
    default Section asEnabled() {
        return withDisabled(false);
    }

    Section withAccessory(SectionAccessoryComponent accessory);

    List<SectionContentComponent> getContentComponents();

    SectionAccessoryComponent getAccessory();
}
