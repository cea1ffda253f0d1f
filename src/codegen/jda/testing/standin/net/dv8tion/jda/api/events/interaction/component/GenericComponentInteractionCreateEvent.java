// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/api/events/interaction/component/GenericComponentInteractionCreateEvent.java (getComponentId and the callbacks)
package net.dv8tion.jda.api.events.interaction.component;

import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.events.interaction.GenericInteractionCreateEvent;
import net.dv8tion.jda.api.interactions.callbacks.IMessageEditCallback;
import net.dv8tion.jda.api.interactions.callbacks.IModalCallback;
import net.dv8tion.jda.api.interactions.callbacks.IReplyCallback;
import net.dv8tion.jda.api.modals.Modal;
import net.dv8tion.jda.api.requests.restaction.interactions.MessageEditCallbackAction;
import net.dv8tion.jda.api.requests.restaction.interactions.ModalCallbackAction;
import net.dv8tion.jda.api.requests.restaction.interactions.ReplyCallbackAction;
import net.dv8tion.jda.internal.standin.CallbackActions;
import net.dv8tion.jda.internal.standin.Interaction;

public class GenericComponentInteractionCreateEvent extends GenericInteractionCreateEvent
        implements IReplyCallback, IMessageEditCallback, IModalCallback {
    public GenericComponentInteractionCreateEvent(JDA api, long responseNumber, Interaction interaction) {
        super(api, responseNumber, interaction);
    }

    public String getComponentId() {
        return interaction.getRouteKey();
    }

    public ReplyCallbackAction deferReply() {
        return CallbackActions.reply(interaction);
    }

    public MessageEditCallbackAction deferEdit() {
        return CallbackActions.edit(interaction);
    }

    public ModalCallbackAction replyModal(Modal modal) {
        return CallbackActions.modal(interaction, modal);
    }
}
