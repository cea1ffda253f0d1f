// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/api/events/interaction/ModalInteractionEvent.java (with ModalInteraction.getModalId/getValues/getValue)
package net.dv8tion.jda.api.events.interaction;

import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.interactions.callbacks.IMessageEditCallback;
import net.dv8tion.jda.api.interactions.callbacks.IReplyCallback;
import net.dv8tion.jda.api.interactions.modals.ModalMapping;
import net.dv8tion.jda.api.requests.restaction.interactions.MessageEditCallbackAction;
import net.dv8tion.jda.api.requests.restaction.interactions.ReplyCallbackAction;
import net.dv8tion.jda.internal.standin.CallbackActions;
import net.dv8tion.jda.internal.standin.Checks;
import net.dv8tion.jda.internal.standin.Interaction;

import java.util.List;

public class ModalInteractionEvent extends GenericInteractionCreateEvent implements IReplyCallback, IMessageEditCallback {
    private final List<ModalMapping> values;

    public ModalInteractionEvent(JDA api, long responseNumber, Interaction interaction, List<ModalMapping> values) {
        super(api, responseNumber, interaction);
        this.values = values;
    }

    public String getModalId() {
        return interaction.getRouteKey();
    }

    public List<ModalMapping> getValues() {
        return values;
    }

    public ModalMapping getValue(String customId) {
        Checks.notNull(customId, "ID");
        return values.stream().filter(mapping -> mapping.getCustomId().equals(customId)).findFirst().orElse(null);
    }

    public ReplyCallbackAction deferReply() {
        return CallbackActions.reply(interaction);
    }

    public MessageEditCallbackAction deferEdit() {
        return CallbackActions.edit(interaction);
    }
}
