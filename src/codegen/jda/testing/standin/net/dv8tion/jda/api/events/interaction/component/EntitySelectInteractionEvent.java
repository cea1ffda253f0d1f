// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/api/events/interaction/component/EntitySelectInteractionEvent.java (GenericSelectMenuInteractionEvent flattened in)
package net.dv8tion.jda.api.events.interaction.component;

import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.entities.IMentionable;
import net.dv8tion.jda.api.entities.Mentions;
import net.dv8tion.jda.internal.standin.Interaction;

import java.util.List;

public class EntitySelectInteractionEvent extends GenericComponentInteractionCreateEvent {
    private final Mentions mentions;

    public EntitySelectInteractionEvent(JDA api, long responseNumber, Interaction interaction, Mentions mentions) {
        super(api, responseNumber, interaction);
        this.mentions = mentions;
    }

    public Mentions getMentions() {
        return mentions;
    }

    public List<IMentionable> getValues() {
        return mentions.getMentions();
    }
}
