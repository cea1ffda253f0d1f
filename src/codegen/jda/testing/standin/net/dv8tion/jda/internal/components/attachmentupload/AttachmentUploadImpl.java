// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/internal/components/attachmentupload/AttachmentUploadImpl.java
package net.dv8tion.jda.internal.components.attachmentupload;

import net.dv8tion.jda.api.components.attachmentupload.AttachmentUpload;
import net.dv8tion.jda.internal.components.AbstractComponentImpl;

import java.util.Map;

public class AttachmentUploadImpl extends AbstractComponentImpl implements AttachmentUpload {
    private final String customId;
    private final int minValues, maxValues;
    private final boolean required;

    public AttachmentUploadImpl(String customId, int uniqueId, int minValues, int maxValues, boolean required) {
        this.customId = customId;
        this.uniqueId = uniqueId;
        this.minValues = minValues;
        this.maxValues = maxValues;
        this.required = required;
    }

    public Type getType() {
        return Type.FILE_UPLOAD;
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

    public AttachmentUpload withUniqueId(int uniqueId) {
        return copyWithUniqueId(uniqueId);
    }

    public Map<String, Object> toData() {
        Map<String, Object> json = start(19);
        json.put("custom_id", customId);
        json.put("required", required);
        json.put("min_values", minValues);
        json.put("max_values", maxValues);
        return withId(json);
    }
}
