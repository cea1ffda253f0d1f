// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/api/interactions/DiscordLocale.java (locale tags; the English and native names are left out)
package net.dv8tion.jda.api.interactions;

public enum DiscordLocale {
    ARABIC("ar"),
    BULGARIAN("bg"),
    CHINESE_CHINA("zh-CN"),
    CHINESE_TAIWAN("zh-TW"),
    CROATIAN("hr"),
    CZECH("cs"),
    DANISH("da"),
    DUTCH("nl"),
    ENGLISH_UK("en-GB"),
    ENGLISH_US("en-US"),
    FINNISH("fi"),
    FRENCH("fr"),
    GERMAN("de"),
    GREEK("el"),
    HEBREW("he"),
    HINDI("hi"),
    HUNGARIAN("hu"),
    INDONESIAN("id"),
    ITALIAN("it"),
    JAPANESE("ja"),
    KOREAN("ko"),
    LITHUANIAN("lt"),
    NORWEGIAN("no"),
    POLISH("pl"),
    PORTUGUESE_BRAZILIAN("pt-BR"),
    ROMANIAN_ROMANIA("ro"),
    RUSSIAN("ru"),
    SPANISH("es-ES"),
    SPANISH_LATAM("es-419"),
    SWEDISH("sv-SE"),
    THAI("th"),
    TURKISH("tr"),
    UKRAINIAN("uk"),
    VIETNAMESE("vi"),
    UNKNOWN("unknown");

    private final String locale;

    DiscordLocale(String locale) {
        this.locale = locale;
    }

    public String getLocale() {
        return locale;
    }

    public static DiscordLocale from(String localeTag) {
        for (DiscordLocale l : values()) if (l.locale.equals(localeTag)) return l;
        return UNKNOWN;
    }
}
