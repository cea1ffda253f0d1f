// Part of the JDA 6.4.2 stand-in used to check printed bots. No JDA file: the stand-in's ReplyCallbackActionImpl, MessageEditCallbackActionImpl and ModalCallbackActionImpl.
package net.dv8tion.jda.internal.standin;

import net.dv8tion.jda.api.entities.MessageEmbed;
import net.dv8tion.jda.api.interactions.InteractionHook;
import net.dv8tion.jda.api.modals.Modal;
import net.dv8tion.jda.api.requests.restaction.interactions.MessageEditCallbackAction;
import net.dv8tion.jda.api.requests.restaction.interactions.ModalCallbackAction;
import net.dv8tion.jda.api.requests.restaction.interactions.ReplyCallbackAction;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;

public final class CallbackActions {
    private CallbackActions() {}

    public static ReplyCallbackAction reply(Interaction interaction) {
        class Reply extends RecordingAction<InteractionHook> implements ReplyCallbackAction {
            public ReplyCallbackAction setEphemeral(boolean ephemeral) {
                return this;
            }

            public ReplyCallbackAction setContent(String content) {
                return this;
            }

            public ReplyCallbackAction addEmbeds(MessageEmbed... embeds) {
                return this;
            }

            public ReplyCallbackAction applyData(MessageCreateData data) {
                Checks.notNull(data, "Data");
                return this;
            }

            protected InteractionHook execute() {
                interaction.acknowledge();
                return new InteractionHook() {};
            }
        }
        return new Reply();
    }

    public static MessageEditCallbackAction edit(Interaction interaction) {
        class Edit extends RecordingAction<InteractionHook> implements MessageEditCallbackAction {
            public MessageEditCallbackAction setContent(String content) {
                return this;
            }

            protected InteractionHook execute() {
                interaction.acknowledge();
                return new InteractionHook() {};
            }
        }
        return new Edit();
    }

    public static ModalCallbackAction modal(Interaction interaction, Modal modal) {
        Checks.notNull(modal, "Modal");
        class Show extends RecordingAction<Void> implements ModalCallbackAction {
            protected Void execute() {
                interaction.acknowledge();
                Recorder.record("modal", "body", Json.plain(modal));
                Simulator.modalShown(modal);
                return null;
            }
        }
        return new Show();
    }
}
