// Stand-in for the part of Newtonsoft.Json that DisCatSharp's request payloads rely on, plus a small
// reflection writer that follows the same rules DisCatSharp's serializer applies
// (DisCatSharp/Net/Serialization/DiscordJson.cs and DisCatSharpContractResolver.cs of
// github.com/Aiko-IT-Systems/DisCatSharp at commit e5637375fe613c51e8b95c87bc2bf6a077a5c606,
// VersionPrefix 10.7.1, after tag v10.7.1-nightly-026):
// - members marked [JsonProperty] are written under their given name, other public properties
//   under their own name (Newtonsoft's opt-out default), [JsonIgnore] members never;
// - a null value is written unless NullValueHandling.Ignore; a default value (false, 0) is written;
// - a ShouldSerialize<Property>() method decides whether the member is written;
// - Optional<T> is written only when it has a value;
// - enums are written as numbers, ulong snowflakes as numbers, DateTimeOffset as ISO 8601 with offset,
//   Uri as its original string, the runtime type of an object decides its members.
using System;
using System.Collections;
using System.Collections.Generic;
using System.Globalization;
using System.Reflection;
using System.Text;

namespace Newtonsoft.Json
{
    public enum NullValueHandling
    {
        Include = 0,
        Ignore = 1,
    }

    [AttributeUsage(AttributeTargets.Property | AttributeTargets.Field)]
    public sealed class JsonPropertyAttribute : Attribute
    {
        public JsonPropertyAttribute() { }

        public JsonPropertyAttribute(string propertyName)
        {
            this.PropertyName = propertyName;
        }

        public string PropertyName { get; set; }
        public NullValueHandling NullValueHandling { get; set; }
    }

    [AttributeUsage(AttributeTargets.Property | AttributeTargets.Field)]
    public sealed class JsonIgnoreAttribute : Attribute { }
}

namespace DisCatSharp.StandIn
{
    using Newtonsoft.Json;

    /// <summary>Marks a value the writer prints as a JSON string (DiscordUri's converter).</summary>
    internal interface IJsonString
    {
        string JsonString { get; }
    }

    /// <summary>The writer; not part of DisCatSharp's API.</summary>
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
            var type = value.GetType();
            if (value is string) { WriteString(sb, (string)value); return; }
            if (value is bool) { sb.Append((bool)value ? "true" : "false"); return; }
            if (type.IsEnum)
            {
                sb.Append(Convert.ToInt64(value, CultureInfo.InvariantCulture).ToString(CultureInfo.InvariantCulture));
                return;
            }
            if (value is int || value is long || value is short || value is byte)
            {
                sb.Append(Convert.ToInt64(value, CultureInfo.InvariantCulture).ToString(CultureInfo.InvariantCulture));
                return;
            }
            if (value is ulong || value is uint)
            {
                sb.Append(Convert.ToUInt64(value, CultureInfo.InvariantCulture).ToString(CultureInfo.InvariantCulture));
                return;
            }
            if (value is double || value is float || value is decimal)
            {
                var d = Convert.ToDouble(value, CultureInfo.InvariantCulture);
                var text = d.ToString("R", CultureInfo.InvariantCulture);
                // Newtonsoft writes a double with a fractional part even when it is whole (5.0).
                if (!(value is decimal) && text.IndexOfAny(new[] { '.', 'E', 'e' }) < 0) text += ".0";
                sb.Append(text);
                return;
            }
            if (value is DateTimeOffset)
            {
                WriteString(sb, ((DateTimeOffset)value).ToString("yyyy'-'MM'-'dd'T'HH':'mm':'ss.FFFFFFFzzz", CultureInfo.InvariantCulture));
                return;
            }
            if (value is Uri) { WriteString(sb, ((Uri)value).OriginalString); return; }
            if (value is IJsonString) { WriteString(sb, ((IJsonString)value).JsonString); return; }
            if (value is DisCatSharp.Entities.IOptional)
            {
                Write(sb, ((DisCatSharp.Entities.IOptional)value).RawValue);
                return;
            }
            if (value is IDictionary)
            {
                sb.Append('{');
                var first = true;
                foreach (DictionaryEntry entry in (IDictionary)value)
                {
                    if (!first) sb.Append(',');
                    first = false;
                    WriteString(sb, Convert.ToString(entry.Key, CultureInfo.InvariantCulture));
                    sb.Append(':');
                    Write(sb, entry.Value);
                }
                sb.Append('}');
                return;
            }
            if (value is IEnumerable)
            {
                sb.Append('[');
                var first = true;
                foreach (var item in (IEnumerable)value)
                {
                    if (!first) sb.Append(',');
                    first = false;
                    Write(sb, item);
                }
                sb.Append(']');
                return;
            }
            WriteObject(sb, value, type);
        }

        private static void WriteObject(StringBuilder sb, object value, Type type)
        {
            sb.Append('{');
            var first = true;
            var seen = new HashSet<string>();
            const BindingFlags flags = BindingFlags.Instance | BindingFlags.Public | BindingFlags.NonPublic;
            // Most derived type first, so an override (custom_id on a button) wins over its base.
            for (var t = type; t != null && t != typeof(object); t = t.BaseType)
            {
                foreach (var member in t.GetMembers(flags | BindingFlags.DeclaredOnly))
                {
                    var prop = member as PropertyInfo;
                    var field = member as FieldInfo;
                    if (prop == null && field == null) continue;
                    if (prop != null && prop.GetIndexParameters().Length > 0) continue;
                    if (member.GetCustomAttributes(typeof(JsonIgnoreAttribute), true).Length > 0) continue;
                    var attrs = member.GetCustomAttributes(typeof(JsonPropertyAttribute), true);
                    var attr = attrs.Length > 0 ? (JsonPropertyAttribute)attrs[0] : null;
                    if (attr == null)
                    {
                        // Opt-out: public properties without attributes are written too.
                        if (prop == null || prop.GetGetMethod() == null) continue;
                    }
                    var name = attr != null && attr.PropertyName != null ? attr.PropertyName : member.Name;
                    if (!seen.Add(name)) continue;
                    if (prop != null && prop.GetGetMethod(true) == null) continue;
                    var memberValue = prop != null ? prop.GetValue(value, null) : field.GetValue(value);
                    var nullHandling = attr != null ? attr.NullValueHandling : NullValueHandling.Include;
                    var should = type.GetMethod("ShouldSerialize" + member.Name, flags, null, Type.EmptyTypes, null);
                    if (should != null && should.ReturnType == typeof(bool))
                    {
                        if (!(bool)should.Invoke(value, null)) continue;
                        nullHandling = NullValueHandling.Include;
                    }
                    var optional = memberValue as DisCatSharp.Entities.IOptional;
                    if (optional != null && !optional.HasValue) continue;
                    if (memberValue == null && nullHandling == NullValueHandling.Ignore) continue;
                    if (!first) sb.Append(',');
                    first = false;
                    WriteString(sb, name);
                    sb.Append(':');
                    Write(sb, memberValue);
                }
            }
            sb.Append('}');
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
    }
}
