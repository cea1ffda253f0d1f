// Part of the JDA 6.4.2 stand-in used to check printed bots. No JDA file: stands in for net/dv8tion/jda/api/utils/data/DataObject.java and DataArray.java, which JDA serialises with Jackson.
package net.dv8tion.jda.internal.standin;

import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Map;

/** A tiny JSON writer. Like JDA's DataObject (a HashMap written by Jackson) it keeps null values. */
public final class Json {
    /** Anything JDA would put into a DataObject by calling its toData(). */
    public interface Data {
        Object toJson();
    }

    private Json() {}

    public static Map<String, Object> object() {
        return new LinkedHashMap<>();
    }

    /** The value as plain maps, lists, strings, numbers, booleans and nulls. */
    public static Object plain(Object value) {
        if (value instanceof Data) return plain(((Data) value).toJson());
        if (value instanceof Map) {
            Map<String, Object> out = object();
            for (Map.Entry<?, ?> e : ((Map<?, ?>) value).entrySet()) out.put(String.valueOf(e.getKey()), plain(e.getValue()));
            return out;
        }
        if (value instanceof Collection) {
            java.util.List<Object> out = new java.util.ArrayList<>();
            for (Object item : (Collection<?>) value) out.add(plain(item));
            return out;
        }
        return value;
    }

    public static String write(Object value) {
        StringBuilder out = new StringBuilder();
        write(out, value);
        return out.toString();
    }

    private static void write(StringBuilder out, Object value) {
        if (value instanceof Data) {
            write(out, ((Data) value).toJson());
        } else if (value == null) {
            out.append("null");
        } else if (value instanceof String) {
            string(out, (String) value);
        } else if (value instanceof Boolean || value instanceof Integer || value instanceof Long) {
            out.append(value);
        } else if (value instanceof Double || value instanceof Float) {
            double d = ((Number) value).doubleValue();
            if (Double.isNaN(d) || Double.isInfinite(d)) throw new IllegalArgumentException("not a JSON number: " + d);
            out.append(Double.toString(d));
        } else if (value instanceof Map) {
            out.append('{');
            boolean first = true;
            for (Map.Entry<?, ?> e : ((Map<?, ?>) value).entrySet()) {
                if (!first) out.append(',');
                first = false;
                string(out, String.valueOf(e.getKey()));
                out.append(':');
                write(out, e.getValue());
            }
            out.append('}');
        } else if (value instanceof Collection) {
            out.append('[');
            boolean first = true;
            for (Object item : (Collection<?>) value) {
                if (!first) out.append(',');
                first = false;
                write(out, item);
            }
            out.append(']');
        } else {
            throw new IllegalArgumentException("cannot write " + value.getClass());
        }
    }

    private static void string(StringBuilder out, String s) {
        out.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"': out.append("\\\""); break;
                case '\\': out.append("\\\\"); break;
                case '\n': out.append("\\n"); break;
                case '\r': out.append("\\r"); break;
                case '\t': out.append("\\t"); break;
                default:
                    if (c < 0x20) out.append(String.format("\\u%04x", (int) c));
                    else out.append(c);
            }
        }
        out.append('"');
    }
}
