// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/api/events/interaction/command/SlashCommandInteractionEvent.java, flattened with GenericCommandInteractionEvent (options/getOption are left out)
package net.dv8tion.jda.api.events.interaction.command;

import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.events.interaction.GenericInteractionCreateEvent;
import net.dv8tion.jda.api.interactions.callbacks.IModalCallback;
import net.dv8tion.jda.api.interactions.callbacks.IReplyCallback;
import net.dv8tion.jda.api.modals.Modal;
import net.dv8tion.jda.api.requests.restaction.interactions.ModalCallbackAction;
import net.dv8tion.jda.api.requests.restaction.interactions.ReplyCallbackAction;
import net.dv8tion.jda.internal.standin.CallbackActions;
import net.dv8tion.jda.internal.standin.Interaction;

public class SlashCommandInteractionEvent extends GenericInteractionCreateEvent implements IReplyCallback, IModalCallback {
    private final String name, subcommandGroup, subcommandName;

    public SlashCommandInteractionEvent(JDA api, long responseNumber, Interaction interaction, String name, String subcommandGroup, String subcommandName) {
        super(api, responseNumber, interaction);
        this.name = name;
        this.subcommandGroup = subcommandGroup;
        this.subcommandName = subcommandName;
    }

    public String getName() {
        return name;
    }

    public String getSubcommandName() {
        return subcommandName;
    }

    public String getSubcommandGroup() {
        return subcommandGroup;
    }

    public String getFullCommandName() {
        return interaction.getRouteKey();
    }

    public String getCommandString() {
        return "/" + getFullCommandName();
    }

    public ReplyCallbackAction deferReply() {
        return CallbackActions.reply(interaction);
    }

    public ModalCallbackAction replyModal(Modal modal) {
        return CallbackActions.modal(interaction, modal);
    }
}
