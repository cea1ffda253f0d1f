// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/api/components/checkboxgroup/CheckboxGroup.java
package net.dv8tion.jda.api.components.checkboxgroup;

import net.dv8tion.jda.api.components.attribute.ICustomId;
import net.dv8tion.jda.api.components.label.LabelChildComponent;
import net.dv8tion.jda.internal.components.checkboxgroup.CheckboxGroupImpl;
import net.dv8tion.jda.internal.standin.Checks;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.ListIterator;
import java.util.stream.Collectors;

public interface CheckboxGroup extends ICustomId, LabelChildComponent {
    int CUSTOM_ID_MAX_LENGTH = 100;
    int OPTIONS_MAX_AMOUNT = 10;

    static Builder create(String customId) {
        return new Builder(customId).setCustomId(customId);
    }

    @Override
    CheckboxGroup withUniqueId(int uniqueId);

    @Override
    String getCustomId();

    List<CheckboxGroupOption> getOptions();

    int getMinValues();

    int getMaxValues();

    boolean isRequired();

    class Builder {
        protected int uniqueId = -1;
        protected String customId;
        protected final List<CheckboxGroupOption> options = new ArrayList<>();
        protected int minValues = -1, maxValues = -1;
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

        public int getMinValues() {
            return minValues;
        }

        public int getMaxValues() {
            return maxValues;
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

        public Builder addOptions(CheckboxGroupOption... options) {
            Checks.noneNull(options, "Options");
            return addOptions(Arrays.asList(options));
        }

        public Builder addOptions(Collection<? extends CheckboxGroupOption> options) {
            Checks.noneNull(options.toArray(), "Options");
            this.options.addAll(options);
            return this;
        }

        public Builder addOption(String label, String value) {
            return addOptions(CheckboxGroupOption.of(label, value));
        }

        public Builder addOption(String label, String value, String description) {
            return addOptions(CheckboxGroupOption.of(label, value, description));
        }

        public Builder addOption(String label, String value, String description, boolean isDefault) {
            return addOptions(CheckboxGroupOption.of(label, value, description, isDefault));
        }

        public List<CheckboxGroupOption> getOptions() {
            return options;
        }

        public Builder setMinValues(int minValues) {
            Checks.check(minValues >= 0 && minValues <= OPTIONS_MAX_AMOUNT, "Min values must be between 0 and 10");
            this.minValues = minValues;
            return this;
        }

        public Builder setMaxValues(int maxValues) {
            Checks.check(maxValues >= 1 && maxValues <= OPTIONS_MAX_AMOUNT, "Max values must be between 1 and 10");
            this.maxValues = maxValues;
            return this;
        }

        public Builder setRequiredRange(int minValues, int maxValues) {
            Checks.check(minValues <= maxValues, "Min values cannot be greater than max values");
            return setMinValues(minValues).setMaxValues(maxValues);
        }

        public Builder setRequired(boolean required) {
            this.required = required;
            return this;
        }

        public Builder setSelectedValues(Collection<String> values) {
            Checks.noneNull(values.toArray(), "Values");
            for (ListIterator<CheckboxGroupOption> it = options.listIterator(); it.hasNext(); ) {
                CheckboxGroupOption option = it.next();
                it.set(option.withDefault(values.contains(option.getValue())));
            }
            return this;
        }

        public Builder setSelectedValues(String... values) {
            Checks.noneNull(values, "Values");
            return setSelectedValues(Arrays.asList(values));
        }

        public Builder setSelectedOptions(CheckboxGroupOption... options) {
            Checks.noneNull(options, "Options");
            return setSelectedValues(Arrays.stream(options).map(CheckboxGroupOption::getValue).collect(Collectors.toList()));
        }

        public Builder setSelectedOptions(Collection<CheckboxGroupOption> options) {
            Checks.noneNull(options.toArray(), "Options");
            return setSelectedValues(options.stream().map(CheckboxGroupOption::getValue).collect(Collectors.toList()));
        }

        public CheckboxGroup build() {
            if (options.isEmpty()) throw new IllegalStateException("Cannot build a checkbox group with no options");
            if (options.size() > OPTIONS_MAX_AMOUNT) throw new IllegalStateException("Cannot build a checkbox group with more than 10 options");
            if (minValues != -1 && maxValues != -1 && minValues > maxValues)
                throw new IllegalStateException("Min values cannot be greater than max values");
            if (minValues == 0 && required)
                throw new IllegalStateException("A checkbox group cannot have min values set to 0 and be required at the same time");
            int min = minValues == -1 ? -1 : Math.min(minValues, options.size());
            int max = maxValues == -1 ? -1 : Math.min(maxValues, options.size());
            return new CheckboxGroupImpl(uniqueId, customId, Collections.unmodifiableList(new ArrayList<>(options)), min, max, required);
        }
    }
}
