// Part of the JDA 6.4.2 stand-in used to check printed bots. No JDA file: one simulated interaction, acknowledged at most once as in JDA's InteractionImpl.
package net.dv8tion.jda.internal.standin;

import java.util.Map;

public final class Interaction {
    private final String routeField;
    private final String routeKey;
    private boolean acknowledged;

    public Interaction(String routeField, String routeKey) {
        this.routeField = routeField;
        this.routeKey = routeKey;
    }

    public String getRouteKey() {
        return routeKey;
    }

    /** Called when a reply, edit or modal response is queued: records which handler answered. */
    public void acknowledge() {
        if (acknowledged)
            throw new IllegalStateException("This interaction has already been acknowledged or replied to. You can only reply or acknowledge an interaction once!");
        acknowledged = true;
        Map<String, Object> line = Json.object();
        line.put("kind", "route");
        line.put(routeField, routeKey);
        Recorder.write(line);
    }
}
