// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/api/JDABuilder.java (createDefault, createLight, addEventListeners, build; no gateway is opened)
package net.dv8tion.jda.api;

import net.dv8tion.jda.internal.standin.JDAImpl;
import net.dv8tion.jda.internal.standin.Checks;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

public class JDABuilder {
    private final List<Object> listeners = new ArrayList<>();

    private JDABuilder(String token) {}

    public static JDABuilder createDefault(String token) {
        return new JDABuilder(token);
    }

    public static JDABuilder createLight(String token) {
        return new JDABuilder(token);
    }

    public JDABuilder addEventListeners(Object... listeners) {
        Checks.noneNull(listeners, "listeners");
        this.listeners.addAll(Arrays.asList(listeners));
        return this;
    }

    public JDABuilder removeEventListeners(Object... listeners) {
        this.listeners.removeAll(Arrays.asList(listeners));
        return this;
    }

    public JDA build() {
        JDAImpl jda = new JDAImpl();
        jda.addEventListener(listeners.toArray());
        return jda;
    }
}
