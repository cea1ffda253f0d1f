// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/api/interactions/callbacks/IReplyCallback.java (deferReply, reply(String), reply(MessageCreateData), replyEmbeds)
package net.dv8tion.jda.api.interactions.callbacks;

import net.dv8tion.jda.api.entities.MessageEmbed;
import net.dv8tion.jda.api.requests.restaction.interactions.ReplyCallbackAction;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;

public interface IReplyCallback {
    ReplyCallbackAction deferReply();

    default ReplyCallbackAction deferReply(boolean ephemeral) {
        return deferReply().setEphemeral(ephemeral);
    }

    default ReplyCallbackAction reply(MessageCreateData message) {
        return deferReply().applyData(message);
    }

    default ReplyCallbackAction reply(String content) {
        return deferReply().setContent(content);
    }

    default ReplyCallbackAction replyEmbeds(MessageEmbed embed, MessageEmbed... embeds) {
        return deferReply().addEmbeds(embed).addEmbeds(embeds);
    }
}
