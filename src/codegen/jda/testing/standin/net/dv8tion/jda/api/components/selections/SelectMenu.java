// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/api/components/selections/SelectMenu.java
package net.dv8tion.jda.api.components.selections;

import net.dv8tion.jda.api.components.ActionComponent;
import net.dv8tion.jda.api.components.actionrow.ActionRowChildComponent;
import net.dv8tion.jda.api.components.label.LabelChildComponent;
import net.dv8tion.jda.internal.standin.Checks;

public interface SelectMenu extends ActionComponent, ActionRowChildComponent, LabelChildComponent {
    int ID_MAX_LENGTH = 100;
    int PLACEHOLDER_MAX_LENGTH = 100;
    int OPTIONS_MAX_AMOUNT = 25;

    @Override
    SelectMenu withUniqueId(int uniqueId);

    @Override
    SelectMenu withDisabled(boolean disabled);

    @Override
    default SelectMenu asDisabled() {
        return withDisabled(true);
    }

    @Override
    default SelectMenu asEnabled() {
        return withDisabled(false);
    }

    String getPlaceholder();

    int getMinValues();

    int getMaxValues();

    Boolean isRequired();

    @SuppressWarnings("unchecked")
    abstract class Builder<T extends SelectMenu, B extends Builder<T, B>> {
        protected String customId;
        protected int uniqueId = -1;
        protected String placeholder;
        protected int minValues = 1, maxValues = 1;
        protected boolean disabled = false;
        protected Boolean required = null;

        protected Builder(String customId) {
            setCustomId(customId);
        }

        public B setCustomId(String customId) {
            Checks.notEmpty(customId, "Component ID");
            Checks.check(customId.length() <= ID_MAX_LENGTH, "Component ID may not be longer than 100 characters");
            this.customId = customId;
            return (B) this;
        }

        public B setUniqueId(int uniqueId) {
            Checks.check(uniqueId > 0, "Unique ID must be positive");
            this.uniqueId = uniqueId;
            return (B) this;
        }

        public B setPlaceholder(String placeholder) {
            if (placeholder != null) {
                Checks.notEmpty(placeholder, "Placeholder");
                Checks.check(placeholder.length() <= PLACEHOLDER_MAX_LENGTH, "Placeholder may not be longer than 100 characters");
            }
            this.placeholder = placeholder;
            return (B) this;
        }

        public B setMinValues(int minValues) {
            Checks.check(minValues >= 0 && minValues <= OPTIONS_MAX_AMOUNT, "Min Values must be between 0 and 25");
            this.minValues = minValues;
            return (B) this;
        }

        public B setMaxValues(int maxValues) {
            Checks.check(maxValues >= 1 && maxValues <= OPTIONS_MAX_AMOUNT, "Max Values must be between 1 and 25");
            this.maxValues = maxValues;
            return (B) this;
        }

        public B setRequiredRange(int min, int max) {
            Checks.check(min <= max, "Min Values should be less than or equal to Max Values!");
            return setMinValues(min).setMaxValues(max);
        }

        public B setDisabled(boolean disabled) {
            this.disabled = disabled;
            return (B) this;
        }

        public B setRequired(Boolean required) {
            this.required = required;
            return (B) this;
        }

        public String getCustomId() {
            return customId;
        }

        public int getUniqueId() {
            return uniqueId;
        }

        public String getPlaceholder() {
            return placeholder;
        }

        public int getMinValues() {
            return minValues;
        }

        public int getMaxValues() {
            return maxValues;
        }

        public boolean isDisabled() {
            return disabled;
        }

        public Boolean isRequired() {
            return required;
        }

        public abstract T build();
    }
}
