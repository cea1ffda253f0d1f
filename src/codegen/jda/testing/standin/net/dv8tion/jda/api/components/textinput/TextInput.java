// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/api/components/textinput/TextInput.java
package net.dv8tion.jda.api.components.textinput;

import net.dv8tion.jda.api.components.attribute.ICustomId;
import net.dv8tion.jda.api.components.label.LabelChildComponent;
import net.dv8tion.jda.internal.components.textinput.TextInputImpl;
import net.dv8tion.jda.internal.standin.Checks;

public interface TextInput extends ICustomId, LabelChildComponent {
    int MAX_VALUE_LENGTH = 4000;
    int MAX_ID_LENGTH = 100;
    int MAX_PLACEHOLDER_LENGTH = 100;

    TextInputStyle getStyle();

    @Override
    String getCustomId();

    int getMinLength();

    int getMaxLength();

    boolean isRequired();

    String getValue();

    String getPlaceHolder();

    @Override
    TextInput withUniqueId(int uniqueId);

    @Override
    default Type getType() {
        return Type.TEXT_INPUT;
    }

    static TextInput.Builder create(String id, TextInputStyle style) {
        return new TextInput.Builder(id, style);
    }

    static TextInput of(String id, TextInputStyle style) {
        return create(id, style).build();
    }

    class Builder {
        private String id;
        private int uniqueId = -1;
        private TextInputStyle style;
        private String placeholder;
        private int minLength = -1, maxLength = -1;
        private String value;
        private boolean required = true;

        protected Builder(String customId, TextInputStyle style) {
            setCustomId(customId);
            setStyle(style);
        }

        public Builder setCustomId(String customId) {
            Checks.notBlank(customId, "ID");
            Checks.check(customId.length() <= MAX_ID_LENGTH, "ID may not be longer than 100 characters");
            this.id = customId;
            return this;
        }

        public Builder setUniqueId(int uniqueId) {
            Checks.check(uniqueId > 0, "Unique ID must be positive");
            this.uniqueId = uniqueId;
            return this;
        }

        public Builder setStyle(TextInputStyle style) {
            Checks.notNull(style, "Style");
            Checks.check(style != TextInputStyle.UNKNOWN, "TextInputStyle cannot be UNKNOWN!");
            this.style = style;
            return this;
        }

        public Builder setRequired(boolean required) {
            this.required = required;
            return this;
        }

        public Builder setMinLength(int minLength) {
            if (minLength != -1) Checks.check(minLength >= 0 && minLength <= MAX_VALUE_LENGTH, "Minimum length must be between 0 and 4000");
            this.minLength = minLength;
            return this;
        }

        public Builder setMaxLength(int maxLength) {
            if (maxLength != -1) Checks.check(maxLength >= 1 && maxLength <= MAX_VALUE_LENGTH, "Maximum length must be between 1 and 4000");
            this.maxLength = maxLength;
            return this;
        }

        public Builder setRequiredRange(int min, int max) {
            if (min != -1 && max != -1 && min > max) throw new IllegalArgumentException("minimum cannot be greater than maximum value!");
            setMinLength(min);
            setMaxLength(max);
            return this;
        }

        public Builder setValue(String value) {
            if (value != null) {
                Checks.notEmpty(value, "Value");
                Checks.check(value.length() <= MAX_VALUE_LENGTH, "Value may not be longer than 4000 characters");
            }
            this.value = value;
            return this;
        }

        public Builder setPlaceholder(String placeholder) {
            if (placeholder != null) {
                Checks.notEmpty(placeholder, "Placeholder");
                Checks.check(placeholder.length() <= MAX_PLACEHOLDER_LENGTH, "Placeholder may not be longer than 100 characters");
            }
            this.placeholder = placeholder;
            return this;
        }

        public int getMinLength() {
            return minLength;
        }

        public int getMaxLength() {
            return maxLength;
        }

        public String getCustomId() {
            return id;
        }

        public int getUniqueId() {
            return uniqueId;
        }

        public TextInputStyle getStyle() {
            return style;
        }

        public String getPlaceholder() {
            return placeholder;
        }

        public String getValue() {
            return value;
        }

        public boolean isRequired() {
            return required;
        }

        public TextInput build() {
            if (maxLength < minLength && maxLength != -1) throw new IllegalStateException("maxLength cannot be smaller than minLength!");
            return new TextInputImpl(id, uniqueId, style, placeholder, minLength, maxLength, required, value);
        }
    }
}
