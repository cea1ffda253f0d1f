// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/api/requests/restaction/CommandListUpdateAction.java
package net.dv8tion.jda.api.requests.restaction;

import net.dv8tion.jda.api.interactions.commands.Command;
import net.dv8tion.jda.api.interactions.commands.build.CommandData;
import net.dv8tion.jda.api.requests.RestAction;
import net.dv8tion.jda.internal.standin.Checks;

import java.util.Arrays;
import java.util.Collection;
import java.util.List;

public interface CommandListUpdateAction extends RestAction<List<Command>> {
    CommandListUpdateAction addCommands(Collection<? extends CommandData> commands);

    default CommandListUpdateAction addCommands(CommandData... commands) {
        Checks.noneNull(commands, "Command");
        return addCommands(Arrays.asList(commands));
    }
}
