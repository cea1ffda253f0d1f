// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/api/Permission.java (offsets only)
package net.dv8tion.jda.api;

public enum Permission {
    MANAGE_CHANNEL(4),
    MANAGE_SERVER(5),
    VIEW_AUDIT_LOGS(7),
    VIEW_CHANNEL(10),
    VIEW_GUILD_INSIGHTS(19),
    MANAGE_ROLES(28),
    MANAGE_PERMISSIONS(28),
    MANAGE_WEBHOOKS(29),
    MANAGE_GUILD_EXPRESSIONS(30),
    MANAGE_EVENTS(33),
    USE_EMBEDDED_ACTIVITIES(39),
    VIEW_CREATOR_MONETIZATION_ANALYTICS(41),
    CREATE_GUILD_EXPRESSIONS(43),
    CREATE_SCHEDULED_EVENTS(44),
    CREATE_INSTANT_INVITE(0),
    KICK_MEMBERS(1),
    BAN_MEMBERS(2),
    NICKNAME_CHANGE(26),
    NICKNAME_MANAGE(27),
    MODERATE_MEMBERS(40),
    MESSAGE_ADD_REACTION(6),
    MESSAGE_SEND(11),
    MESSAGE_TTS(12),
    MESSAGE_MANAGE(13),
    MESSAGE_EMBED_LINKS(14),
    MESSAGE_ATTACH_FILES(15),
    MESSAGE_HISTORY(16),
    MESSAGE_MENTION_EVERYONE(17),
    MESSAGE_EXT_EMOJI(18),
    USE_APPLICATION_COMMANDS(31),
    MESSAGE_EXT_STICKER(37),
    MESSAGE_ATTACH_VOICE_MESSAGE(46),
    MESSAGE_SEND_POLLS(49),
    USE_EXTERNAL_APPLICATIONS(50),
    PIN_MESSAGES(51),
    BYPASS_SLOWMODE(52),
    MANAGE_THREADS(34),
    CREATE_PUBLIC_THREADS(35),
    CREATE_PRIVATE_THREADS(36),
    MESSAGE_SEND_IN_THREADS(38),
    PRIORITY_SPEAKER(8),
    VOICE_STREAM(9),
    VOICE_CONNECT(20),
    VOICE_SPEAK(21),
    VOICE_MUTE_OTHERS(22),
    VOICE_DEAF_OTHERS(23),
    VOICE_MOVE_OTHERS(24),
    VOICE_USE_VAD(25),
    VOICE_USE_SOUNDBOARD(42),
    VOICE_USE_EXTERNAL_SOUNDS(45),
    VOICE_SET_STATUS(48),
    REQUEST_TO_SPEAK(32),
    ADMINISTRATOR(3),
    UNKNOWN(-1);

    private final int offset;
    private final long raw;

    Permission(int offset) {
        this.offset = offset;
        this.raw = offset < 0 ? 0 : 1L << offset;
    }

    public int getOffset() {
        return offset;
    }

    public long getRawValue() {
        return raw;
    }

    public static long getRaw(Permission... permissions) {
        long raw = 0;
        for (Permission p : permissions) if (p != null && p != UNKNOWN) raw |= p.raw;
        return raw;
    }

    public static long getRaw(java.util.Collection<Permission> permissions) {
        return getRaw(permissions.toArray(new Permission[0]));
    }
}
