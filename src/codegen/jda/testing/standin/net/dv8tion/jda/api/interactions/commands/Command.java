// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/api/interactions/commands/Command.java (Type and Choice only; the Command entity itself is left out)
package net.dv8tion.jda.api.interactions.commands;

import net.dv8tion.jda.api.interactions.DiscordLocale;
import net.dv8tion.jda.internal.standin.Checks;
import net.dv8tion.jda.internal.standin.Json;

import java.util.LinkedHashMap;
import java.util.Map;

public interface Command {
    enum Type {
        UNKNOWN(-1),
        SLASH(1),
        USER(2),
        MESSAGE(3);

        private final int id;

        Type(int id) {
            this.id = id;
        }

        public int getId() {
            return id;
        }

        public static Type fromId(int id) {
            for (Type type : values()) if (type.id == id) return type;
            return UNKNOWN;
        }
    }

    class Choice {
        private final String name;
        private final Map<String, String> nameLocalizations = new LinkedHashMap<>();
        private long intValue = 0;
        private double doubleValue = Double.NaN;
        private String stringValue = null;
        private OptionType type;

        public Choice(String name, long value) {
            setName(name);
            this.name = name;
            this.intValue = value;
            this.doubleValue = value;
            this.stringValue = Long.toString(value);
            this.type = OptionType.INTEGER;
        }

        public Choice(String name, double value) {
            setName(name);
            this.name = name;
            this.intValue = (long) value;
            this.doubleValue = value;
            this.stringValue = Double.toString(value);
            this.type = OptionType.NUMBER;
        }

        public Choice(String name, String value) {
            setName(name);
            Checks.notNull(value, "Value");
            this.name = name;
            this.stringValue = value;
            this.type = OptionType.STRING;
        }

        private static void setName(String name) {
            Checks.inRange(name, 1, 100, "Name");
        }

        public String getName() {
            return name;
        }

        public Choice setNameLocalization(DiscordLocale locale, String name) {
            Checks.notNull(locale, "Locale");
            Checks.check(locale != DiscordLocale.UNKNOWN, "Locale cannot be UNKNOWN");
            Checks.inRange(name, 1, 100, "Localized name");
            nameLocalizations.put(locale.getLocale(), name);
            return this;
        }

        public Choice setNameLocalizations(Map<DiscordLocale, String> map) {
            for (Map.Entry<DiscordLocale, String> e : map.entrySet()) setNameLocalization(e.getKey(), e.getValue());
            return this;
        }

        public double getAsDouble() {
            return doubleValue;
        }

        public long getAsLong() {
            return intValue;
        }

        public String getAsString() {
            return stringValue;
        }

        public OptionType getType() {
            return type;
        }

        /** JDA's Choice.toData(OptionType): the value is written as the option's type. */
        public Object toData(OptionType optionType) {
            Object value;
            if (optionType == OptionType.INTEGER) value = getAsLong();
            else if (optionType == OptionType.STRING) value = getAsString();
            else if (optionType == OptionType.NUMBER) value = getAsDouble();
            else throw new IllegalArgumentException("Cannot transform choice into data for type " + optionType);
            Map<String, Object> json = Json.object();
            json.put("name", name);
            json.put("value", value);
            json.put("name_localizations", new LinkedHashMap<>(nameLocalizations));
            return json;
        }
    }
}
