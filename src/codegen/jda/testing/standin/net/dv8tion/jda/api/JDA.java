// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/api/JDA.java (updateCommands, getGuildById, listeners, awaitReady, shutdown) with getTextChannelById from src/main/java/net/dv8tion/jda/api/entities/channel/attribute/IGuildChannelContainer.java
package net.dv8tion.jda.api;

import net.dv8tion.jda.api.entities.Guild;
import net.dv8tion.jda.api.entities.channel.concrete.TextChannel;
import net.dv8tion.jda.api.requests.restaction.CommandListUpdateAction;

public interface JDA {
    default JDA awaitReady() throws InterruptedException {
        return this;
    }

    void addEventListener(Object... listeners);

    CommandListUpdateAction updateCommands();

    /** In JDA a look-up in the guild cache (null when the bot is not in it); in the stand-in every id names a guild. */
    default Guild getGuildById(String id) {
        return getGuildById(Long.parseUnsignedLong(id));
    }

    Guild getGuildById(long id);

    /** In the stand-in every id names a text channel whose sends are recorded. */
    TextChannel getTextChannelById(String id);

    TextChannel getTextChannelById(long id);

    void shutdown();
}
