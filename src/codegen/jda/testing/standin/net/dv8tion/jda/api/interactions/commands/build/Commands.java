// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/api/interactions/commands/build/Commands.java (fromList is left out)
package net.dv8tion.jda.api.interactions.commands.build;

import net.dv8tion.jda.api.interactions.commands.Command;
import net.dv8tion.jda.internal.interactions.CommandDataImpl;
import net.dv8tion.jda.internal.standin.Checks;

public class Commands {
    public static SlashCommandData slash(String name, String description) {
        return new CommandDataImpl(name, description);
    }

    public static CommandData message(String name) {
        return new CommandDataImpl(Command.Type.MESSAGE, name);
    }

    public static CommandData user(String name) {
        return new CommandDataImpl(Command.Type.USER, name);
    }

    public static CommandData context(Command.Type type, String name) {
        Checks.notNull(type, "Type");
        Checks.check(type != Command.Type.SLASH && type != Command.Type.UNKNOWN, "Type must be USER or MESSAGE");
        return new CommandDataImpl(type, name);
    }
}
