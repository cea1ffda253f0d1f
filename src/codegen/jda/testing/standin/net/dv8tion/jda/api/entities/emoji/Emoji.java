// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/api/entities/emoji/Emoji.java (fromUnicode, fromCustom; fromFormatted and EmojiUnion are left out)
package net.dv8tion.jda.api.entities.emoji;

import net.dv8tion.jda.internal.entities.emoji.CustomEmojiImpl;
import net.dv8tion.jda.internal.entities.emoji.UnicodeEmojiImpl;
import net.dv8tion.jda.internal.standin.Checks;
import net.dv8tion.jda.internal.standin.Json;

public interface Emoji extends Json.Data {
    static UnicodeEmoji fromUnicode(String code) {
        Checks.notEmpty(code, "Unicode");
        return new UnicodeEmojiImpl(code);
    }

    static CustomEmoji fromCustom(String name, long id, boolean animated) {
        Checks.notEmpty(name, "Name");
        return new CustomEmojiImpl(name, id, animated);
    }

    static CustomEmoji fromCustom(CustomEmoji emoji) {
        Checks.notNull(emoji, "Emoji");
        return fromCustom(emoji.getName(), emoji.getIdLong(), emoji.isAnimated());
    }

    Type getType();

    String getName();

    String getFormatted();

    enum Type {
        UNICODE,
        CUSTOM
    }
}
