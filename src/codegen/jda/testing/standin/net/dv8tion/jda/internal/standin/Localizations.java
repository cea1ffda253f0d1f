// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/api/interactions/commands/localization/LocalizationMap.java (as a plain ordered map)
package net.dv8tion.jda.internal.standin;

import net.dv8tion.jda.api.interactions.DiscordLocale;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Consumer;

public final class Localizations implements Json.Data {
    private final Map<String, String> map = new LinkedHashMap<>();
    private final Consumer<String> check;

    public Localizations(Consumer<String> check) {
        this.check = check;
    }

    public void set(DiscordLocale locale, String text) {
        Checks.notNull(locale, "Locale");
        Checks.check(locale != DiscordLocale.UNKNOWN, "Locale cannot be UNKNOWN");
        check.accept(text);
        map.put(locale.getLocale(), text);
    }

    public void setAll(Map<DiscordLocale, String> all) {
        Checks.notNull(all, "Map");
        for (Map.Entry<DiscordLocale, String> e : all.entrySet()) set(e.getKey(), e.getValue());
    }

    public Object toJson() {
        return new LinkedHashMap<>(map);
    }

    public static void checkName(String name) {
        Checks.inRange(name, 1, 32, "Name");
        Checks.check(name.matches("^[\\w-]+$"), "Name may only contain alphanumeric characters, dashes and underscores, provided: \"" + name + "\"");
        Checks.check(name.equals(name.toLowerCase(java.util.Locale.ROOT)), "Name must be lowercase, provided: \"" + name + "\"");
    }

    public static void checkDescription(String description) {
        Checks.inRange(description, 1, 100, "Description");
    }
}
