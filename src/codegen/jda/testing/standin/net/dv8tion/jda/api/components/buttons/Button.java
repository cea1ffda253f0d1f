// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/api/components/buttons/Button.java (premium/SKU buttons left out)
package net.dv8tion.jda.api.components.buttons;

import net.dv8tion.jda.api.components.ActionComponent;
import net.dv8tion.jda.api.components.actionrow.ActionRowChildComponent;
import net.dv8tion.jda.api.components.section.SectionAccessoryComponent;
import net.dv8tion.jda.api.entities.emoji.Emoji;
import net.dv8tion.jda.internal.components.buttons.ButtonImpl;

public interface Button extends ActionComponent, ActionRowChildComponent, SectionAccessoryComponent {
    int LABEL_MAX_LENGTH = 80;
    int ID_MAX_LENGTH = 100;
    int URL_MAX_LENGTH = 512;

    String getLabel();

    ButtonStyle getStyle();

    String getUrl();

    Emoji getEmoji();

    @Override
    default Button asDisabled() {
        return withDisabled(true);
    }

    @Override
    default Button asEnabled() {
        return withDisabled(false);
    }

    @Override
    Button withDisabled(boolean disabled);

    Button withEmoji(Emoji emoji);

    Button withLabel(String label);

    Button withCustomId(String customId);

    @Override
    Button withUniqueId(int uniqueId);

    Button withUrl(String url);

    Button withStyle(ButtonStyle style);

    static Button primary(String id, String label) {
        return new ButtonImpl(id, label, ButtonStyle.PRIMARY, null, false, null).checkValid();
    }

    static Button primary(String id, Emoji emoji) {
        return new ButtonImpl(id, "", ButtonStyle.PRIMARY, null, false, emoji).checkValid();
    }

    static Button secondary(String id, String label) {
        return new ButtonImpl(id, label, ButtonStyle.SECONDARY, null, false, null).checkValid();
    }

    static Button secondary(String id, Emoji emoji) {
        return new ButtonImpl(id, "", ButtonStyle.SECONDARY, null, false, emoji).checkValid();
    }

    static Button success(String id, String label) {
        return new ButtonImpl(id, label, ButtonStyle.SUCCESS, null, false, null).checkValid();
    }

    static Button success(String id, Emoji emoji) {
        return new ButtonImpl(id, "", ButtonStyle.SUCCESS, null, false, emoji).checkValid();
    }

    static Button danger(String id, String label) {
        return new ButtonImpl(id, label, ButtonStyle.DANGER, null, false, null).checkValid();
    }

    static Button danger(String id, Emoji emoji) {
        return new ButtonImpl(id, "", ButtonStyle.DANGER, null, false, emoji).checkValid();
    }

    static Button link(String url, String label) {
        return new ButtonImpl(null, label, ButtonStyle.LINK, url, false, null).checkValid();
    }

    static Button link(String url, Emoji emoji) {
        return new ButtonImpl(null, "", ButtonStyle.LINK, url, false, emoji).checkValid();
    }

    static Button of(ButtonStyle style, String idOrUrl, String label) {
        return of(style, idOrUrl, label, null);
    }

    static Button of(ButtonStyle style, String idOrUrl, Emoji emoji) {
        return of(style, idOrUrl, null, emoji);
    }

    static Button of(ButtonStyle style, String idOrUrlOrSku, String label, Emoji emoji) {
        if (style == ButtonStyle.LINK)
            return new ButtonImpl(null, label == null ? "" : label, style, idOrUrlOrSku, false, emoji).checkValid();
        return new ButtonImpl(idOrUrlOrSku, label == null ? "" : label, style, null, false, emoji).checkValid();
    }
}
