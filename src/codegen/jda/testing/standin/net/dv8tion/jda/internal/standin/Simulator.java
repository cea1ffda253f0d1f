// Part of the JDA 6.4.2 stand-in used to check printed bots. No JDA file: plays Discord after the program's main() returns, so that its listeners run.
package net.dv8tion.jda.internal.standin;

import net.dv8tion.jda.api.components.Component;
import net.dv8tion.jda.api.entities.IMentionable;
import net.dv8tion.jda.api.entities.Mentions;
import net.dv8tion.jda.api.entities.Message;
import net.dv8tion.jda.api.entities.Role;
import net.dv8tion.jda.api.entities.User;
import net.dv8tion.jda.api.events.GenericEvent;
import net.dv8tion.jda.api.events.interaction.ModalInteractionEvent;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.events.interaction.component.ButtonInteractionEvent;
import net.dv8tion.jda.api.events.interaction.component.EntitySelectInteractionEvent;
import net.dv8tion.jda.api.events.interaction.component.StringSelectInteractionEvent;
import net.dv8tion.jda.api.events.session.ReadyEvent;
import net.dv8tion.jda.api.hooks.EventListener;
import net.dv8tion.jda.api.interactions.modals.ModalMapping;
import net.dv8tion.jda.api.modals.Modal;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.List;
import java.util.Map;

/**
 * When the program's main() has returned (a shutdown hook), this sends the listeners: a ReadyEvent;
 * a SlashCommandInteractionEvent for every leaf of every registered slash command; a component
 * event for every custom_id of every sent message (buttons, string and entity selects); and a
 * ModalInteractionEvent for every modal shown, with made-up values for each of its fields. A
 * listener that throws makes the program exit with status 1, as a failed check should.
 */
public final class Simulator {
    private static final List<JDAImpl> instances = new ArrayList<>();
    private static final List<Object> commands = new ArrayList<>();
    private static final List<Object> messages = new ArrayList<>();
    private static final Deque<Modal> modals = new ArrayDeque<>();
    private static boolean hooked;
    private static boolean failed;
    private static long responseNumber;

    private Simulator() {}

    static synchronized void register(JDAImpl jda) {
        instances.add(jda);
        if (!hooked) {
            hooked = true;
            Runtime.getRuntime().addShutdownHook(new Thread(Simulator::run, "jda-standin-simulator"));
        }
    }

    static synchronized void commandsRegistered(Object body) {
        commands.clear();
        commands.addAll((List<?>) body);
    }

    static synchronized void messageSent(Object body) {
        messages.add(body);
    }

    static synchronized void modalShown(Modal modal) {
        modals.add(modal);
    }

    private static void run() {
        try {
            JDAImpl jda = instances.get(0);
            dispatch(new ReadyEvent(jda));
            for (Object command : new ArrayList<>(commands)) slashEvents(jda, asMap(command));
            for (Object message : new ArrayList<>(messages)) componentEvents(jda, message);
            int shown = 0;
            while (!modals.isEmpty() && shown++ < 100) modalEvent(jda, modals.poll());
        } catch (Throwable t) {
            t.printStackTrace();
            failed = true;
        }
        System.out.flush();
        System.err.flush();
        if (failed) Runtime.getRuntime().halt(1);
    }

    private static void dispatch(GenericEvent event) {
        for (JDAImpl jda : instances) {
            for (EventListener listener : jda.listeners) {
                try {
                    listener.onEvent(event);
                } catch (Throwable t) {
                    System.err.println("A listener threw on " + event.getClass().getSimpleName() + ":");
                    t.printStackTrace();
                    failed = true;
                }
            }
        }
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> asMap(Object o) {
        return (Map<String, Object>) o;
    }

    private static List<Object> list(Object o) {
        if (o instanceof List) {
            @SuppressWarnings("unchecked")
            List<Object> l = (List<Object>) o;
            return l;
        }
        return Collections.emptyList();
    }

    private static int intOf(Object o) {
        return o instanceof Number ? ((Number) o).intValue() : -1;
    }

    private static void slashEvents(JDAImpl jda, Map<String, Object> command) {
        if (intOf(command.get("type")) != 1) return;
        String name = (String) command.get("name");
        boolean hasSub = false;
        for (Object o : list(command.get("options"))) {
            Map<String, Object> option = asMap(o);
            int type = intOf(option.get("type"));
            if (type == 1) {
                hasSub = true;
                slash(jda, name, null, (String) option.get("name"));
            } else if (type == 2) {
                hasSub = true;
                for (Object s : list(option.get("options"))) slash(jda, name, (String) option.get("name"), (String) asMap(s).get("name"));
            }
        }
        if (!hasSub) slash(jda, name, null, null);
    }

    private static void slash(JDAImpl jda, String name, String group, String sub) {
        String full = name + (group != null ? " " + group : "") + (sub != null ? " " + sub : "");
        dispatch(new SlashCommandInteractionEvent(jda, ++responseNumber, new Interaction("command", full), name, group, sub));
    }

    private static void componentEvents(JDAImpl jda, Object node) {
        if (node instanceof List) {
            for (Object o : (List<?>) node) componentEvents(jda, o);
            return;
        }
        if (!(node instanceof Map)) return;
        Map<String, Object> map = asMap(node);
        Object customId = map.get("custom_id");
        int type = intOf(map.get("type"));
        if (customId instanceof String && type >= 2 && type <= 8 && type != 4) {
            String id = (String) customId;
            Interaction interaction = new Interaction("custom_id", id);
            if (type == 2) {
                dispatch(new ButtonInteractionEvent(jda, ++responseNumber, interaction));
            } else if (type == 3) {
                List<Object> options = list(map.get("options"));
                List<String> values = options.isEmpty() ? Collections.emptyList()
                        : Collections.singletonList((String) asMap(options.get(0)).get("value"));
                dispatch(new StringSelectInteractionEvent(jda, ++responseNumber, interaction, values));
            } else {
                dispatch(new EntitySelectInteractionEvent(jda, ++responseNumber, interaction, noMentions()));
            }
        }
        for (Object value : map.values()) componentEvents(jda, value);
    }

    private static Mentions noMentions() {
        return new Mentions() {
            public List<User> getUsers() {
                return Collections.emptyList();
            }

            public List<Role> getRoles() {
                return Collections.emptyList();
            }

            public List<IMentionable> getMentions(Message.MentionType... types) {
                return Collections.emptyList();
            }
        };
    }

    private static void modalEvent(JDAImpl jda, Modal modal) {
        String modalId = modal.getId();
        List<ModalMapping> mappings = new ArrayList<>();
        Map<String, Object> body = asMap(Json.plain(modal));
        for (Object o : list(body.get("components"))) {
            Map<String, Object> top = asMap(o);
            if (intOf(top.get("type")) != 18) continue;
            Map<String, Object> child = asMap(top.get("component"));
            String id = (String) child.get("custom_id");
            Component.Type type = Component.Type.fromKey(intOf(child.get("type")));
            List<Object> options = list(child.get("options"));
            String first = options.isEmpty() ? null : (String) asMap(options.get(0)).get("value");
            switch (type) {
                case TEXT_INPUT:
                    mappings.add(new ModalMapping(modalId, id, type, "text", null, null));
                    break;
                case RADIO_GROUP:
                    mappings.add(new ModalMapping(modalId, id, type, first, null, null));
                    break;
                case CHECKBOX:
                    mappings.add(new ModalMapping(modalId, id, type, null, null, Boolean.TRUE));
                    break;
                case STRING_SELECT:
                case CHECKBOX_GROUP:
                    mappings.add(new ModalMapping(modalId, id, type, null, first == null ? Collections.emptyList() : Collections.singletonList(first), null));
                    break;
                case FILE_UPLOAD:
                    mappings.add(new ModalMapping(modalId, id, type, null, Collections.emptyList(), null));
                    break;
                default:
                    mappings.add(new ModalMapping(modalId, id, type, null, Collections.singletonList("111111111111111111"), null));
            }
        }
        dispatch(new ModalInteractionEvent(jda, ++responseNumber, new Interaction("custom_id", modalId), Collections.unmodifiableList(mappings)));
    }
}
