// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/api/entities/channel/middleman/MessageChannel.java (sendMessage only)
package net.dv8tion.jda.api.entities.channel.middleman;

import net.dv8tion.jda.api.entities.ISnowflake;
import net.dv8tion.jda.api.requests.restaction.MessageCreateAction;
import net.dv8tion.jda.api.utils.messages.MessageCreateBuilder;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;

public interface MessageChannel extends ISnowflake {
    MessageCreateAction sendMessage(MessageCreateData msg);

    default MessageCreateAction sendMessage(CharSequence text) {
        return sendMessage(new MessageCreateBuilder().setContent(text == null ? null : text.toString()).build());
    }
}
