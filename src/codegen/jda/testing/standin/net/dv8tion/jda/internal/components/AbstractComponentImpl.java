// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/internal/components/AbstractComponentImpl.java
package net.dv8tion.jda.internal.components;

import net.dv8tion.jda.internal.standin.Json;

import java.util.Map;

/** Base of the stand-in's components: copy-on-write with(...) and a unique id left to Discord (-1). */
public abstract class AbstractComponentImpl implements Json.Data, Cloneable {
    protected int uniqueId = -1;

    public int getUniqueId() {
        return uniqueId;
    }

    @SuppressWarnings("unchecked")
    protected <T extends AbstractComponentImpl> T copy() {
        try {
            return (T) clone();
        } catch (CloneNotSupportedException e) {
            throw new IllegalStateException(e);
        }
    }

    protected <T extends AbstractComponentImpl> T copyWithUniqueId(int id) {
        if (id < 1) throw new IllegalArgumentException("Unique ID must be positive, provided: " + id);
        T c = copy();
        ((AbstractComponentImpl) c).uniqueId = id;
        return c;
    }

    protected Map<String, Object> start(int type) {
        Map<String, Object> json = Json.object();
        json.put("type", type);
        return json;
    }

    protected Map<String, Object> withId(Map<String, Object> json) {
        if (uniqueId >= 0) json.put("id", uniqueId);
        return json;
    }

    /** Files this component refers to (attachment://), in tree order: JDA's MessageUtil.getIndirectFiles. */
    public void collectFiles(java.util.List<net.dv8tion.jda.api.utils.FileUpload> out) {}

    protected static void collectFrom(Object component, java.util.List<net.dv8tion.jda.api.utils.FileUpload> out) {
        if (component instanceof AbstractComponentImpl) ((AbstractComponentImpl) component).collectFiles(out);
    }

    public abstract Map<String, Object> toData();

    @Override
    public Object toJson() {
        return toData();
    }
}
