// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/api/entities/Guild.java (updateCommands only; not its channel container or detachable parts)
package net.dv8tion.jda.api.entities;

import net.dv8tion.jda.api.requests.restaction.CommandListUpdateAction;

public interface Guild extends ISnowflake {
    /** The guild's command list, replaced in one bulk overwrite; the stand-in records the guild's id with it. */
    CommandListUpdateAction updateCommands();
}
