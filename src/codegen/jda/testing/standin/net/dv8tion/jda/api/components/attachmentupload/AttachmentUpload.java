// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/api/components/attachmentupload/AttachmentUpload.java
package net.dv8tion.jda.api.components.attachmentupload;

import net.dv8tion.jda.api.components.Component;
import net.dv8tion.jda.api.components.attribute.ICustomId;
import net.dv8tion.jda.api.components.label.LabelChildComponent;
import net.dv8tion.jda.internal.components.attachmentupload.AttachmentUploadImpl;
import net.dv8tion.jda.internal.standin.Checks;

public interface AttachmentUpload extends Component, ICustomId, LabelChildComponent {
    int ID_MAX_LENGTH = 100;
    int MIN_VALUES_MAX = 10;
    int MAX_VALUES_MAX = 10;

    static AttachmentUpload.Builder create(String customId) {
        return new Builder(customId);
    }

    static AttachmentUpload of(String customId) {
        return create(customId).build();
    }

    @Override
    AttachmentUpload withUniqueId(int uniqueId);

    int getMinValues();

    int getMaxValues();

    boolean isRequired();

    class Builder {
        protected int uniqueId = -1;
        protected String customId;
        protected int minValues = 1;
        protected int maxValues = 1;
        protected boolean required = true;

        protected Builder(String customId) {
            setCustomId(customId);
        }

        public Builder setCustomId(String customId) {
            Checks.notBlank(customId, "Custom ID");
            Checks.check(customId.length() <= ID_MAX_LENGTH, "Custom ID may not be longer than 100 characters");
            this.customId = customId;
            return this;
        }

        public Builder setUniqueId(int uniqueId) {
            Checks.check(uniqueId > 0, "Unique ID must be positive");
            this.uniqueId = uniqueId;
            return this;
        }

        public Builder setMinValues(int minValues) {
            Checks.check(minValues >= 0 && minValues <= MIN_VALUES_MAX, "Min values must be between 0 and 10");
            this.minValues = minValues;
            return this;
        }

        public Builder setMaxValues(int maxValues) {
            Checks.check(maxValues >= 1 && maxValues <= MAX_VALUES_MAX, "Max values must be between 1 and 10");
            this.maxValues = maxValues;
            return this;
        }

        public Builder setRequiredRange(int min, int max) {
            Checks.check(min <= max, "Min values cannot be greater than max values");
            return setMinValues(min).setMaxValues(max);
        }

        public Builder setRequired(boolean required) {
            this.required = required;
            return this;
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

        public AttachmentUpload build() {
            Checks.check(minValues <= maxValues, "Min values cannot be greater than max values");
            return new AttachmentUploadImpl(customId, uniqueId, minValues, maxValues, required);
        }
    }
}
