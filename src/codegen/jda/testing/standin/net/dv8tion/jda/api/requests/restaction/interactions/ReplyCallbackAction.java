// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/api/requests/restaction/interactions/ReplyCallbackAction.java (content, embeds, ephemeral and applyData only)
package net.dv8tion.jda.api.requests.restaction.interactions;

import net.dv8tion.jda.api.entities.MessageEmbed;
import net.dv8tion.jda.api.interactions.InteractionHook;
import net.dv8tion.jda.api.requests.RestAction;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;

public interface ReplyCallbackAction extends RestAction<InteractionHook> {
    ReplyCallbackAction setEphemeral(boolean ephemeral);

    ReplyCallbackAction setContent(String content);

    ReplyCallbackAction addEmbeds(MessageEmbed... embeds);

    ReplyCallbackAction applyData(MessageCreateData data);
}
