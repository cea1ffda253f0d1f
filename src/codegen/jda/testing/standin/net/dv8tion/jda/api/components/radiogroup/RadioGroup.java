// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/api/components/radiogroup/RadioGroup.java
package net.dv8tion.jda.api.components.radiogroup;

import net.dv8tion.jda.api.components.attribute.ICustomId;
import net.dv8tion.jda.api.components.label.LabelChildComponent;
import net.dv8tion.jda.internal.components.radiogroup.RadioGroupImpl;
import net.dv8tion.jda.internal.standin.Checks;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.ListIterator;

public interface RadioGroup extends ICustomId, LabelChildComponent {
    int CUSTOM_ID_MAX_LENGTH = 100;
    int OPTIONS_MAX_AMOUNT = 10;

    static Builder create(String customId) {
        return new Builder(customId).setCustomId(customId);
    }

    @Override
    RadioGroup withUniqueId(int uniqueId);

    @Override
    String getCustomId();

    List<RadioGroupOption> getOptions();

    boolean isRequired();

    class Builder {
        protected int uniqueId = -1;
        protected String customId;
        protected final List<RadioGroupOption> options = new ArrayList<>();
        protected boolean required = true;

        protected Builder(String customId) {
            this.customId = customId;
        }

        public int getUniqueId() {
            return uniqueId;
        }

        public String getCustomId() {
            return customId;
        }

        public boolean isRequired() {
            return required;
        }

        public Builder setUniqueId(int uniqueId) {
            Checks.check(uniqueId > 0, "Unique ID must be positive");
            this.uniqueId = uniqueId;
            return this;
        }

        public Builder setCustomId(String customId) {
            Checks.notBlank(customId, "Custom ID");
            Checks.check(customId.length() <= CUSTOM_ID_MAX_LENGTH, "Custom ID may not be longer than 100 characters");
            this.customId = customId;
            return this;
        }

        public Builder addOptions(RadioGroupOption... options) {
            Checks.noneNull(options, "Options");
            return addOptions(Arrays.asList(options));
        }

        public Builder addOptions(Collection<? extends RadioGroupOption> options) {
            Checks.noneNull(options.toArray(), "Options");
            this.options.addAll(options);
            return this;
        }

        public Builder addOption(String label, String value) {
            return addOptions(RadioGroupOption.of(label, value));
        }

        public Builder addOption(String label, String value, String description) {
            return addOptions(RadioGroupOption.of(label, value, description));
        }

        public Builder addOption(String label, String value, String description, boolean isDefault) {
            return addOptions(RadioGroupOption.of(label, value, description, isDefault));
        }

        public List<RadioGroupOption> getOptions() {
            return options;
        }

        public Builder setRequired(boolean required) {
            this.required = required;
            return this;
        }

        public Builder setSelectedValue(String value) {
            for (ListIterator<RadioGroupOption> it = options.listIterator(); it.hasNext(); ) {
                RadioGroupOption option = it.next();
                it.set(option.withDefault(option.getValue().equals(value)));
            }
            return this;
        }

        public Builder setSelectedOption(RadioGroupOption option) {
            return setSelectedValue(option == null ? null : option.getValue());
        }

        public RadioGroup build() {
            if (options.size() < 2) throw new IllegalStateException("Cannot build a radio group with less than 2 options");
            if (options.size() > OPTIONS_MAX_AMOUNT) throw new IllegalStateException("Cannot build a radio group with more than 10 options");
            if (options.stream().filter(RadioGroupOption::isDefault).count() > 1)
                throw new IllegalStateException("Cannot have more than one default option");
            return new RadioGroupImpl(uniqueId, customId, Collections.unmodifiableList(new ArrayList<>(options)), required);
        }
    }
}
