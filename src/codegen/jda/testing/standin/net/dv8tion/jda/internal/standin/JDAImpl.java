// Part of the JDA 6.4.2 stand-in used to check printed bots. No JDA file: the stand-in's JDAImpl; sends and registrations are recorded, events come from Simulator.
package net.dv8tion.jda.internal.standin;

import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.entities.Guild;
import net.dv8tion.jda.api.entities.Message;
import net.dv8tion.jda.api.entities.channel.concrete.TextChannel;
import net.dv8tion.jda.api.hooks.EventListener;
import net.dv8tion.jda.api.interactions.commands.Command;
import net.dv8tion.jda.api.interactions.commands.build.CommandData;
import net.dv8tion.jda.api.requests.restaction.CommandListUpdateAction;
import net.dv8tion.jda.api.requests.restaction.MessageCreateAction;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Map;

public class JDAImpl implements JDA {
    final List<EventListener> listeners = new ArrayList<>();

    public JDAImpl() {
        Simulator.register(this);
    }

    public void addEventListener(Object... listeners) {
        Checks.noneNull(listeners, "listeners");
        for (Object l : listeners) {
            if (!(l instanceof EventListener))
                throw new IllegalArgumentException("Listener must implement EventListener (the stand-in has no annotated listeners)");
            this.listeners.add((EventListener) l);
        }
    }

    public CommandListUpdateAction updateCommands() {
        return updateCommands(null);
    }

    public Guild getGuildById(long id) {
        return new Guild() {
            public long getIdLong() {
                return id;
            }

            public CommandListUpdateAction updateCommands() {
                return JDAImpl.this.updateCommands(Long.toUnsignedString(id));
            }
        };
    }

    /** A bulk overwrite of the global commands (guild null) or of one guild's. */
    private CommandListUpdateAction updateCommands(String guild) {
        class Update extends RecordingAction<List<Command>> implements CommandListUpdateAction {
            private final List<CommandData> commands = new ArrayList<>();

            public CommandListUpdateAction addCommands(Collection<? extends CommandData> commands) {
                Checks.noneNull(commands.toArray(), "Command");
                this.commands.addAll(commands);
                return this;
            }

            protected List<Command> execute() {
                Object body = Json.plain(commands);
                Map<String, Object> line = Json.object();
                line.put("kind", "commands");
                if (guild != null) line.put("guild", guild);
                line.put("body", body);
                Recorder.write(line);
                Simulator.commandsRegistered(body);
                return Collections.emptyList();
            }
        }
        return new Update();
    }

    public TextChannel getTextChannelById(String id) {
        return getTextChannelById(Long.parseUnsignedLong(id));
    }

    public TextChannel getTextChannelById(long id) {
        return new TextChannel() {
            public long getIdLong() {
                return id;
            }

            public MessageCreateAction sendMessage(MessageCreateData msg) {
                Checks.notNull(msg, "Message");
                class Send extends RecordingAction<Message> implements MessageCreateAction {
                    protected Message execute() {
                        Object body = Json.plain(msg);
                        Recorder.record("message", "body", body);
                        Simulator.messageSent(body);
                        return null;
                    }
                }
                return new Send();
            }
        };
    }

    public void shutdown() {}
}
