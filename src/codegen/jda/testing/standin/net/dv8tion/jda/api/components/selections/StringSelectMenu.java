// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/api/components/selections/StringSelectMenu.java
package net.dv8tion.jda.api.components.selections;

import net.dv8tion.jda.api.entities.emoji.Emoji;
import net.dv8tion.jda.internal.components.selections.StringSelectMenuImpl;
import net.dv8tion.jda.internal.standin.Checks;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.List;

public interface StringSelectMenu extends SelectMenu {
    @Override
    StringSelectMenu withUniqueId(int uniqueId);

    @Override
    StringSelectMenu withDisabled(boolean disabled);

    List<SelectOption> getOptions();

    static Builder create(String customId) {
        return new Builder(customId);
    }

    class Builder extends SelectMenu.Builder<StringSelectMenu, StringSelectMenu.Builder> {
        private final List<SelectOption> options = new ArrayList<>();

        protected Builder(String customId) {
            super(customId);
        }

        public Builder addOptions(SelectOption... options) {
            Checks.noneNull(options, "Options");
            return addOptions(Arrays.asList(options));
        }

        public Builder addOptions(Collection<? extends SelectOption> options) {
            Checks.notNull(options, "Options");
            Checks.check(this.options.size() + options.size() <= OPTIONS_MAX_AMOUNT, "Cannot have more than 25 options for a select menu!");
            this.options.addAll(options);
            return this;
        }

        public Builder addOption(String label, String value) {
            return addOptions(SelectOption.of(label, value));
        }

        public Builder addOption(String label, String value, Emoji emoji) {
            return addOption(label, value, null, emoji);
        }

        public Builder addOption(String label, String value, String description) {
            return addOption(label, value, description, null);
        }

        public Builder addOption(String label, String value, String description, Emoji emoji) {
            return addOptions(SelectOption.of(label, value).withDescription(description).withEmoji(emoji));
        }

        public List<SelectOption> getOptions() {
            return options;
        }

        public Builder setDefaultValues(Collection<String> values) {
            Checks.notNull(values, "Values");
            for (int i = 0; i < options.size(); i++) {
                SelectOption o = options.get(i);
                options.set(i, o.withDefault(values.contains(o.getValue())));
            }
            return this;
        }

        public Builder setDefaultValues(String... values) {
            Checks.noneNull(values, "Values");
            return setDefaultValues(Arrays.asList(values));
        }

        public Builder setDefaultOptions(Collection<? extends SelectOption> values) {
            Checks.notNull(values, "Values");
            List<String> list = new ArrayList<>();
            for (SelectOption o : values) list.add(o.getValue());
            return setDefaultValues(list);
        }

        public Builder setDefaultOptions(SelectOption... values) {
            Checks.noneNull(values, "Values");
            return setDefaultOptions(Arrays.asList(values));
        }

        public StringSelectMenu build() {
            Checks.check(minValues <= maxValues, "Min values cannot be greater than max values!");
            Checks.check(!options.isEmpty(), "Cannot build a select menu without options. Add at least one option!");
            Checks.check(options.size() >= minValues, "The provided minimum values is larger than the amount of options");
            int max = Math.min(maxValues, options.size());
            return new StringSelectMenuImpl(customId, uniqueId, placeholder, minValues, max, disabled, required,
                    Collections.unmodifiableList(new ArrayList<>(options)));
        }
    }
}
