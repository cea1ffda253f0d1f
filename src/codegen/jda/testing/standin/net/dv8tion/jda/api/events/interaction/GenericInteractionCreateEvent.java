// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/api/events/interaction/GenericInteractionCreateEvent.java (the Interaction getters are left out)
package net.dv8tion.jda.api.events.interaction;

import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.events.Event;
import net.dv8tion.jda.internal.standin.Interaction;

public abstract class GenericInteractionCreateEvent extends Event {
    protected final Interaction interaction;

    public GenericInteractionCreateEvent(JDA api, long responseNumber, Interaction interaction) {
        super(api, responseNumber);
        this.interaction = interaction;
    }

    public boolean isAcknowledged() {
        return false;
    }
}
