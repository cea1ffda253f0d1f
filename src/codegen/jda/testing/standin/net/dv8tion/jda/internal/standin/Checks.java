// Stand-in of JDA 6.4.2 for checking printed bots: same names and signatures, records JSON instead of sending.
// Mirrors github.com/discord-jda/JDA at tag v6.4.2 (commit 559e5acf455183389a8c7c8d3e0cb866a610f3f3):
// src/main/java/net/dv8tion/jda/internal/utils/Checks.java (only the checks the stand-in needs)
package net.dv8tion.jda.internal.standin;

public final class Checks {
    private Checks() {}

    public static void notNull(Object o, String name) {
        if (o == null) throw new IllegalArgumentException(name + " may not be null");
    }

    public static void notEmpty(CharSequence s, String name) {
        notNull(s, name);
        if (s.length() == 0) throw new IllegalArgumentException(name + " may not be empty");
    }

    public static void notBlank(CharSequence s, String name) {
        notNull(s, name);
        if (s.toString().trim().isEmpty()) throw new IllegalArgumentException(name + " may not be blank");
    }

    public static void noneNull(Object[] arr, String name) {
        notNull(arr, name);
        for (Object o : arr) notNull(o, name);
    }

    public static void check(boolean ok, String message) {
        if (!ok) throw new IllegalArgumentException(message);
    }

    public static void inRange(String s, int min, int max, String name) {
        notNull(s, name);
        int len = s.codePointCount(0, s.length());
        if (len < min || len > max)
            throw new IllegalArgumentException(name + " must be between " + min + " and " + max + " characters long, provided: \"" + s + "\"");
    }
}
