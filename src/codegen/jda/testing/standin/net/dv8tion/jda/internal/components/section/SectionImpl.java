// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/internal/components/section/SectionImpl.java
package net.dv8tion.jda.internal.components.section;

import net.dv8tion.jda.api.components.attribute.IDisableable;
import net.dv8tion.jda.api.components.section.Section;
import net.dv8tion.jda.api.components.section.SectionAccessoryComponent;
import net.dv8tion.jda.api.components.section.SectionContentComponent;
import net.dv8tion.jda.api.utils.FileUpload;
import net.dv8tion.jda.internal.components.AbstractComponentImpl;

import java.util.Collections;
import java.util.List;
import java.util.Map;

public class SectionImpl extends AbstractComponentImpl implements Section {
    private SectionAccessoryComponent accessory;
    private final List<SectionContentComponent> components;

    public SectionImpl(SectionAccessoryComponent accessory, List<SectionContentComponent> components) {
        this.accessory = accessory;
        this.components = Collections.unmodifiableList(components);
    }

    public Type getType() {
        return Type.SECTION;
    }

    public List<SectionContentComponent> getContentComponents() {
        return components;
    }

    public SectionAccessoryComponent getAccessory() {
        return accessory;
    }

    public Section withUniqueId(int uniqueId) {
        return copyWithUniqueId(uniqueId);
    }

    public Section withAccessory(SectionAccessoryComponent accessory) {
        SectionImpl c = copy();
        c.accessory = accessory;
        return c;
    }

    public boolean isDisabled() {
        return accessory instanceof IDisableable && ((IDisableable) accessory).isDisabled();
    }

    public Section withDisabled(boolean disabled) {
        if (!(accessory instanceof IDisableable)) return this;
        return withAccessory((SectionAccessoryComponent) ((IDisableable) accessory).withDisabled(disabled));
    }

    @Override
    public void collectFiles(List<FileUpload> out) {
        for (SectionContentComponent c : components) collectFrom(c, out);
        collectFrom(accessory, out);
    }

    public Map<String, Object> toData() {
        Map<String, Object> json = start(9);
        json.put("accessory", accessory);
        json.put("components", components);
        return withId(json);
    }
}
