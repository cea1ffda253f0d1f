// The stand-in's JSON writer; not part of Discord.Net's API. It writes the request models the way
// Discord.Net's serializer does (src/Discord.Net.Rest/Net/Converters/DiscordContractResolver.cs,
// UInt64Converter.cs, OptionalConverter.cs of github.com/discord-net/Discord.Net, dev branch after
// PR #3229, files read at the commits named in Discord.cs):
// - an Optional<T> member is written only when it is specified (the model builders below simply
//   leave it out), a specified null is written as null, a plain member is always written;
// - ulong snowflakes are written as strings (UInt64Converter), enums as their numbers, a
//   DateTimeOffset as ISO 8601 with its offset (Newtonsoft's default), doubles as Newtonsoft does.
using System;
using System.Collections;
using System.Collections.Generic;
using System.Globalization;
using System.Text;

namespace Discord.StandIn
{
    /// <summary>A JSON object whose members keep the order they were added in.</summary>
    internal sealed class JObj
    {
        public readonly List<KeyValuePair<string, object>> Members = new List<KeyValuePair<string, object>>();

        public JObj Set(string key, object value)
        {
            Members.Add(new KeyValuePair<string, object>(key, value));
            return this;
        }

        /// <summary>Writes the member only when <paramref name="specified"/> (an Optional that is set).</summary>
        public JObj SetIf(bool specified, string key, object value)
        {
            if (specified) Set(key, value);
            return this;
        }
    }

    /// <summary>A ulong written the way UInt64Converter writes it: as a string.</summary>
    internal struct Snowflake
    {
        public readonly ulong Value;
        public Snowflake(ulong value) { Value = value; }
    }

    internal static class Json
    {
        public static string Serialize(object value)
        {
            var sb = new StringBuilder();
            Write(sb, value);
            return sb.ToString();
        }

        private static void Write(StringBuilder sb, object value)
        {
            if (value == null) { sb.Append("null"); return; }
            if (value is string) { WriteString(sb, (string)value); return; }
            if (value is bool) { sb.Append((bool)value ? "true" : "false"); return; }
            if (value is Snowflake) { WriteString(sb, ((Snowflake)value).Value.ToString(CultureInfo.InvariantCulture)); return; }
            if (value is ulong) { WriteString(sb, ((ulong)value).ToString(CultureInfo.InvariantCulture)); return; }
            var type = value.GetType();
            if (type.IsEnum)
            {
                sb.Append(Convert.ToUInt64(value, CultureInfo.InvariantCulture).ToString(CultureInfo.InvariantCulture));
                return;
            }
            if (value is int || value is long || value is uint || value is short || value is byte)
            {
                sb.Append(Convert.ToInt64(value, CultureInfo.InvariantCulture).ToString(CultureInfo.InvariantCulture));
                return;
            }
            if (value is double || value is float)
            {
                var d = Convert.ToDouble(value, CultureInfo.InvariantCulture);
                var text = d.ToString("R", CultureInfo.InvariantCulture);
                if (text.IndexOfAny(new[] { '.', 'E', 'e' }) < 0) text += ".0";
                sb.Append(text);
                return;
            }
            if (value is DateTimeOffset)
            {
                WriteString(sb, ((DateTimeOffset)value).ToString("yyyy'-'MM'-'dd'T'HH':'mm':'ss.FFFFFFFzzz", CultureInfo.InvariantCulture));
                return;
            }
            var obj = value as JObj;
            if (obj != null)
            {
                sb.Append('{');
                for (var i = 0; i < obj.Members.Count; i++)
                {
                    if (i > 0) sb.Append(',');
                    WriteString(sb, obj.Members[i].Key);
                    sb.Append(':');
                    Write(sb, obj.Members[i].Value);
                }
                sb.Append('}');
                return;
            }
            var dict = value as IDictionary<string, string>;
            if (dict != null)
            {
                sb.Append('{');
                var first = true;
                foreach (var entry in dict)
                {
                    if (!first) sb.Append(',');
                    first = false;
                    WriteString(sb, entry.Key);
                    sb.Append(':');
                    WriteString(sb, entry.Value);
                }
                sb.Append('}');
                return;
            }
            var list = value as IEnumerable;
            if (list != null)
            {
                sb.Append('[');
                var first = true;
                foreach (var item in list)
                {
                    if (!first) sb.Append(',');
                    first = false;
                    Write(sb, item);
                }
                sb.Append(']');
                return;
            }
            throw new InvalidOperationException("the stand-in cannot write a " + type.FullName);
        }

        public static void WriteString(StringBuilder sb, string s)
        {
            sb.Append('"');
            foreach (var c in s)
            {
                switch (c)
                {
                    case '"': sb.Append("\\\""); break;
                    case '\\': sb.Append("\\\\"); break;
                    case '\n': sb.Append("\\n"); break;
                    case '\r': sb.Append("\\r"); break;
                    case '\t': sb.Append("\\t"); break;
                    case '\b': sb.Append("\\b"); break;
                    case '\f': sb.Append("\\f"); break;
                    default:
                        if (c < 0x20) sb.Append("\\u").Append(((int)c).ToString("x4"));
                        else sb.Append(c);
                        break;
                }
            }
            sb.Append('"');
        }

        public static string Quote(string s)
        {
            var sb = new StringBuilder();
            WriteString(sb, s);
            return sb.ToString();
        }
    }
}
