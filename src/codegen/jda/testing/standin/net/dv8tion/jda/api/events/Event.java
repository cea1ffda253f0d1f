// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/api/events/Event.java
package net.dv8tion.jda.api.events;

import net.dv8tion.jda.api.JDA;

public abstract class Event implements GenericEvent {
    protected final JDA api;
    protected final long responseNumber;

    public Event(JDA api, long responseNumber) {
        this.api = api;
        this.responseNumber = responseNumber;
    }

    public Event(JDA api) {
        this(api, 0);
    }

    public JDA getJDA() {
        return api;
    }

    public long getResponseNumber() {
        return responseNumber;
    }
}
