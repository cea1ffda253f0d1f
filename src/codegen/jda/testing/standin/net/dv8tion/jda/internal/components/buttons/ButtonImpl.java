// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/internal/components/buttons/ButtonImpl.java
package net.dv8tion.jda.internal.components.buttons;

import net.dv8tion.jda.api.components.buttons.Button;
import net.dv8tion.jda.api.components.buttons.ButtonStyle;
import net.dv8tion.jda.api.entities.emoji.Emoji;
import net.dv8tion.jda.internal.components.AbstractComponentImpl;
import net.dv8tion.jda.internal.standin.Checks;

import java.util.Map;

public class ButtonImpl extends AbstractComponentImpl implements Button {
    private String customId, label, url;
    private ButtonStyle style;
    private boolean disabled;
    private Emoji emoji;

    public ButtonImpl(String customId, String label, ButtonStyle style, String url, boolean disabled, Emoji emoji) {
        this.customId = customId;
        this.label = label == null ? "" : label;
        this.style = style;
        this.url = url;
        this.disabled = disabled;
        this.emoji = emoji;
    }

    public ButtonImpl checkValid() {
        Checks.notNull(style, "Style");
        Checks.check(label.length() <= LABEL_MAX_LENGTH, "Label may not be longer than 80 characters");
        Checks.check(!label.isEmpty() || emoji != null, "Button must have a label or emoji");
        if (style == ButtonStyle.LINK) {
            Checks.notEmpty(url, "URL");
            Checks.check(customId == null, "Link buttons may not have a custom id");
        } else {
            Checks.notEmpty(customId, "Id");
            Checks.check(customId.length() <= ID_MAX_LENGTH, "Id may not be longer than 100 characters");
            Checks.check(url == null, "Only link buttons may have a url");
        }
        return this;
    }

    public Type getType() {
        return Type.BUTTON;
    }

    public String getCustomId() {
        return customId;
    }

    public String getLabel() {
        return label;
    }

    public ButtonStyle getStyle() {
        return style;
    }

    public String getUrl() {
        return url;
    }

    public Emoji getEmoji() {
        return emoji;
    }

    public boolean isDisabled() {
        return disabled;
    }

    public Button withDisabled(boolean disabled) {
        ButtonImpl c = copy();
        c.disabled = disabled;
        return c;
    }

    public Button withEmoji(Emoji emoji) {
        ButtonImpl c = copy();
        c.emoji = emoji;
        return c.checkValid();
    }

    public Button withLabel(String label) {
        Checks.notNull(label, "Label");
        ButtonImpl c = copy();
        c.label = label;
        return c.checkValid();
    }

    public Button withCustomId(String customId) {
        ButtonImpl c = copy();
        c.customId = customId;
        return c.checkValid();
    }

    public Button withUniqueId(int uniqueId) {
        return copyWithUniqueId(uniqueId);
    }

    public Button withUrl(String url) {
        ButtonImpl c = copy();
        c.url = url;
        return c.checkValid();
    }

    public Button withStyle(ButtonStyle style) {
        Checks.check((this.style == ButtonStyle.LINK) == (style == ButtonStyle.LINK), "You cannot change a link button to another style!");
        ButtonImpl c = copy();
        c.style = style;
        return c.checkValid();
    }

    public Map<String, Object> toData() {
        Map<String, Object> json = start(2);
        if (!label.isEmpty()) json.put("label", label);
        json.put("style", style.getKey());
        json.put("disabled", disabled);
        if (emoji != null) json.put("emoji", emoji);
        if (url != null) json.put("url", url);
        else json.put("custom_id", customId);
        return withId(json);
    }
}
