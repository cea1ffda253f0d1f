// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/api/hooks/ListenerAdapter.java (the events the stand-in dispatches)
package net.dv8tion.jda.api.hooks;

import net.dv8tion.jda.api.events.GenericEvent;
import net.dv8tion.jda.api.events.interaction.ModalInteractionEvent;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.events.interaction.component.ButtonInteractionEvent;
import net.dv8tion.jda.api.events.interaction.component.EntitySelectInteractionEvent;
import net.dv8tion.jda.api.events.interaction.component.StringSelectInteractionEvent;
import net.dv8tion.jda.api.events.session.ReadyEvent;

public abstract class ListenerAdapter implements EventListener {
    public void onGenericEvent(GenericEvent event) {}

    public void onReady(ReadyEvent event) {}

    public void onSlashCommandInteraction(SlashCommandInteractionEvent event) {}

    public void onButtonInteraction(ButtonInteractionEvent event) {}

    public void onModalInteraction(ModalInteractionEvent event) {}

    public void onStringSelectInteraction(StringSelectInteractionEvent event) {}

    public void onEntitySelectInteraction(EntitySelectInteractionEvent event) {}

    @Override
    public final void onEvent(GenericEvent event) {
        onGenericEvent(event);
        if (event instanceof ReadyEvent) onReady((ReadyEvent) event);
        else if (event instanceof SlashCommandInteractionEvent) onSlashCommandInteraction((SlashCommandInteractionEvent) event);
        else if (event instanceof ButtonInteractionEvent) onButtonInteraction((ButtonInteractionEvent) event);
        else if (event instanceof StringSelectInteractionEvent) onStringSelectInteraction((StringSelectInteractionEvent) event);
        else if (event instanceof EntitySelectInteractionEvent) onEntitySelectInteraction((EntitySelectInteractionEvent) event);
        else if (event instanceof ModalInteractionEvent) onModalInteraction((ModalInteractionEvent) event);
    }
}
