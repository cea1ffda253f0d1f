// Part of the JDA 6.4.2 stand-in used to check printed bots. No JDA file: where the stand-in's REST entry points write what JDA would send.
package net.dv8tion.jda.internal.standin;

import java.io.FileOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/**
 * Records one JSON line per request instead of talking to Discord: to the file named by the
 * environment variable JDA_STANDIN_RECORDS when it is set (the harness sets it, so the program's
 * own printing cannot mix in), otherwise to standard output.
 */
public final class Recorder {
    private static PrintStream out;

    private Recorder() {}

    public static synchronized void record(String kind, String key, Object body) {
        Map<String, Object> line = Json.object();
        line.put("kind", kind);
        line.put(key, body);
        write(line);
    }

    public static synchronized void write(Map<String, Object> line) {
        stream().println(Json.write(line));
        stream().flush();
    }

    private static PrintStream stream() {
        if (out == null) {
            String path = System.getenv("JDA_STANDIN_RECORDS");
            try {
                out = path == null || path.isEmpty()
                        ? new PrintStream(new FileOutputStream(java.io.FileDescriptor.out), true, "UTF-8")
                        : new PrintStream(new FileOutputStream(path, true), true, StandardCharsets.UTF_8.name());
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        }
        return out;
    }
}
