// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/internal/components/container/ContainerImpl.java
package net.dv8tion.jda.internal.components.container;

import net.dv8tion.jda.api.components.attribute.IDisableable;
import net.dv8tion.jda.api.components.container.Container;
import net.dv8tion.jda.api.components.container.ContainerChildComponent;
import net.dv8tion.jda.api.utils.FileUpload;
import net.dv8tion.jda.internal.components.AbstractComponentImpl;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Map;

public class ContainerImpl extends AbstractComponentImpl implements Container {
    private List<ContainerChildComponent> components;
    private Integer accentColor;
    private boolean spoiler;

    public ContainerImpl(List<ContainerChildComponent> components) {
        this.components = Collections.unmodifiableList(components);
    }

    public Type getType() {
        return Type.CONTAINER;
    }

    public List<ContainerChildComponent> getComponents() {
        return components;
    }

    public Integer getAccentColorRaw() {
        return accentColor;
    }

    public boolean isSpoiler() {
        return spoiler;
    }

    public Container withUniqueId(int uniqueId) {
        return copyWithUniqueId(uniqueId);
    }

    public Container withAccentColor(Integer accentColor) {
        ContainerImpl c = copy();
        c.accentColor = accentColor;
        return c;
    }

    public Container withSpoiler(boolean spoiler) {
        ContainerImpl c = copy();
        c.spoiler = spoiler;
        return c;
    }

    public Container withComponents(Collection<? extends ContainerChildComponent> components) {
        ContainerImpl c = copy();
        c.components = Collections.unmodifiableList(new ArrayList<>(components));
        return c;
    }

    public boolean isDisabled() {
        return components.stream().allMatch(c -> !(c instanceof IDisableable) || ((IDisableable) c).isDisabled());
    }

    public Container withDisabled(boolean disabled) {
        List<ContainerChildComponent> list = new ArrayList<>();
        for (ContainerChildComponent c : components)
            list.add(c instanceof IDisableable ? (ContainerChildComponent) ((IDisableable) c).withDisabled(disabled) : c);
        return withComponents(list);
    }

    @Override
    public void collectFiles(List<FileUpload> out) {
        for (ContainerChildComponent c : components) collectFrom(c, out);
    }

    public Map<String, Object> toData() {
        Map<String, Object> json = start(17);
        json.put("components", components);
        json.put("spoiler", spoiler);
        withId(json);
        if (accentColor != null) json.put("accent_color", accentColor & 0xFFFFFF);
        return json;
    }
}
