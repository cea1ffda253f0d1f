// Stand-in for what a Discord.Net message carries besides components (namespace Discord). Checked
// against Discord.Net 3.16.0 (commit 8b929690a): src/Discord.Net.Core/Entities/Messages/AllowedMentions.cs,
// AllowedMentionTypes.cs, FileAttachment.cs (constructors); src/Discord.Net.Rest/Extensions/EntityExtensions.cs
// (ToModel(AllowedMentions), EnumerateMentionTypes); API/Common/AllowedMentions.cs; API/Rest/CreateMessageParams.cs,
// UploadFileParams.cs (ToDictionary); Entities/Channels/ChannelHelper.cs (SendMessageAsync, SendFilesAsync); the
// poll files below. Still written from memory (dev branch, the 3.19 line), not re-read:
//   src/Discord.Net.Core/Entities/Messages/EmbedBuilder.cs, Embed.cs, MessageFlags.cs; API/Common/Embed*.cs
//   src/Discord.Net.Core/Entities/Channels/IMessageChannel.cs (SendMessageAsync, SendFileAsync, SendFilesAsync)
// Poll files (checked against 3.16.0): src/Discord.Net.Core/Entities/Messages/Polls/PollProperties.cs,
//   PollMediaProperties.cs, PollLayout.cs; src/Discord.Net.Rest/Extensions/PollExtensions.cs,
//   API/Rest/CreatePollParams.cs, API/Common/PollAnswer.cs, PollMedia.cs, Emoji.cs
using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Threading.Tasks;
using Discord.StandIn;

namespace Discord
{
    [Flags]
    public enum MessageFlags
    {
        None = 0, Crossposted = 1, IsCrosspost = 1 << 1, SuppressEmbeds = 1 << 2, SourceMessageDeleted = 1 << 3,
        Urgent = 1 << 4, HasThread = 1 << 5, Ephemeral = 1 << 6, Loading = 1 << 7, FailedToMentionRolesInThread = 1 << 8,
        SuppressNotification = 1 << 12, VoiceMessage = 1 << 13, ComponentsV2 = 1 << 15,
    }

    [Flags]
    public enum AllowedMentionTypes { None = 0, Roles = 1, Users = 2, Everyone = 4 }

    public enum PollLayout { Default = 1 }

    public class RequestOptions { }

    public class AllowedMentions
    {
        // AllowedMentions.None is `new AllowedMentions()`: its AllowedTypes is null, so it sends no parse list.
        public static AllowedMentions None { get { return new AllowedMentions(); } }
        public static AllowedMentions All { get { return new AllowedMentions(AllowedMentionTypes.Everyone | AllowedMentionTypes.Users | AllowedMentionTypes.Roles); } }
        public AllowedMentionTypes? AllowedTypes { get; set; }
        public List<ulong> RoleIds { get; set; } = new List<ulong>();
        public List<ulong> UserIds { get; set; } = new List<ulong>();
        public bool? MentionRepliedUser { get; set; } = null;
        public AllowedMentions(AllowedMentionTypes? allowedTypes = null) { AllowedTypes = allowedTypes; }

        /// <summary>EntityExtensions.ToModel(AllowedMentions): Parse, Roles and Users are assigned with `?.`, so
        /// each is specified (null when its source is null; roles and users `[]` when their lists are empty).</summary>
        internal JObj ToModel()
        {
            var model = new JObj();
            string[] parse = null;
            if (AllowedTypes.HasValue)
            {
                var list = new List<string>();
                if ((AllowedTypes.Value & AllowedMentionTypes.Everyone) != 0) list.Add("everyone");
                if ((AllowedTypes.Value & AllowedMentionTypes.Roles) != 0) list.Add("roles");
                if ((AllowedTypes.Value & AllowedMentionTypes.Users) != 0) list.Add("users");
                parse = list.ToArray();
            }
            model.Set("parse", parse);
            model.Set("roles", RoleIds == null ? null : RoleIds.Select(x => new Snowflake(x)).ToArray());
            model.Set("users", UserIds == null ? null : UserIds.Select(x => new Snowflake(x)).ToArray());
            if (MentionRepliedUser.HasValue) model.Set("replied_user", MentionRepliedUser.Value);
            return model;
        }
    }

    public class EmbedFieldBuilder
    {
        public string Name { get; set; }
        public object Value { get; set; }
        public bool IsInline { get; set; }
        public EmbedFieldBuilder WithName(string name) { Name = name; return this; }
        public EmbedFieldBuilder WithValue(object value) { Value = value; return this; }
        public EmbedFieldBuilder WithIsInline(bool isInline) { IsInline = isInline; return this; }
    }

    public class EmbedAuthorBuilder
    {
        public string Name { get; set; }
        public string Url { get; set; }
        public string IconUrl { get; set; }
        public EmbedAuthorBuilder WithName(string name) { Name = name; return this; }
        public EmbedAuthorBuilder WithUrl(string url) { Url = url; return this; }
        public EmbedAuthorBuilder WithIconUrl(string iconUrl) { IconUrl = iconUrl; return this; }
    }

    public class EmbedFooterBuilder
    {
        public string Text { get; set; }
        public string IconUrl { get; set; }
        public EmbedFooterBuilder WithText(string text) { Text = text; return this; }
        public EmbedFooterBuilder WithIconUrl(string iconUrl) { IconUrl = iconUrl; return this; }
    }

    public class Embed
    {
        internal JObj Model;
        internal Embed(JObj model) { Model = model; }
    }

    public class EmbedBuilder
    {
        public string Title { get; set; }
        public string Description { get; set; }
        public string Url { get; set; }
        public string ThumbnailUrl { get; set; }
        public string ImageUrl { get; set; }
        public DateTimeOffset? Timestamp { get; set; }
        public Color? Color { get; set; }
        public EmbedAuthorBuilder Author { get; set; }
        public EmbedFooterBuilder Footer { get; set; }
        public List<EmbedFieldBuilder> Fields { get; set; } = new List<EmbedFieldBuilder>();

        public EmbedBuilder WithTitle(string title) { Title = title; return this; }
        public EmbedBuilder WithDescription(string description) { Description = description; return this; }
        public EmbedBuilder WithUrl(string url) { Url = url; return this; }
        public EmbedBuilder WithThumbnailUrl(string thumbnailUrl) { ThumbnailUrl = thumbnailUrl; return this; }
        public EmbedBuilder WithImageUrl(string imageUrl) { ImageUrl = imageUrl; return this; }
        public EmbedBuilder WithCurrentTimestamp() { Timestamp = DateTimeOffset.UtcNow; return this; }
        public EmbedBuilder WithTimestamp(DateTimeOffset dateTimeOffset) { Timestamp = dateTimeOffset; return this; }
        public EmbedBuilder WithColor(Color color) { Color = color; return this; }
        public EmbedBuilder WithAuthor(EmbedAuthorBuilder author) { Author = author; return this; }
        public EmbedBuilder WithAuthor(string name, string iconUrl = null, string url = null) { Author = new EmbedAuthorBuilder { Name = name, IconUrl = iconUrl, Url = url }; return this; }
        public EmbedBuilder WithFooter(EmbedFooterBuilder footer) { Footer = footer; return this; }
        public EmbedBuilder WithFooter(string text, string iconUrl = null) { Footer = new EmbedFooterBuilder { Text = text, IconUrl = iconUrl }; return this; }
        public EmbedBuilder WithFields(params EmbedFieldBuilder[] fields) { Fields = fields.ToList(); return this; }
        public EmbedBuilder WithFields(IEnumerable<EmbedFieldBuilder> fields) { Fields = fields.ToList(); return this; }
        public EmbedBuilder AddField(EmbedFieldBuilder field) { Fields.Add(field); return this; }
        public EmbedBuilder AddField(string name, object value, bool inline = false) { return AddField(new EmbedFieldBuilder().WithName(name).WithValue(value).WithIsInline(inline)); }

        /// <summary>Embed.ToModel() (EntityExtensions.cs) into API.Embed: plain members always written.</summary>
        public Embed Build()
        {
            var model = new JObj().Set("title", Title).Set("description", Description).Set("url", Url)
                .Set("color", Color.HasValue ? (object)Color.Value.RawValue : null).Set("type", "rich")
                .Set("timestamp", Timestamp.HasValue ? (object)Timestamp.Value : null);
            if (Author != null)
                model.Set("author", new JObj().Set("name", Author.Name).Set("url", Author.Url).Set("icon_url", Author.IconUrl));
            if (Footer != null)
                model.Set("footer", new JObj().Set("text", Footer.Text).Set("icon_url", Footer.IconUrl));
            if (ThumbnailUrl != null) model.Set("thumbnail", new JObj().Set("url", ThumbnailUrl).Set("proxy_url", null));
            if (ImageUrl != null) model.Set("image", new JObj().Set("url", ImageUrl).Set("proxy_url", null));
            if (Fields.Count > 0)
                model.Set("fields", Fields.Select(f => new JObj().Set("name", f.Name).Set("value", f.Value == null ? null : f.Value.ToString()).Set("inline", f.IsInline)).ToArray());
            return new Embed(model);
        }
    }

    public class PollMediaProperties
    {
        public string Text { get; set; }
        public IEmote Emoji { get; set; }

        internal JObj ToModel()
        {
            var model = new JObj().Set("text", Text);
            if (Emoji != null)
            {
                // PollExtensions.ToModel: Id only for an Emote, Name only for an Emoji (both plain
                // members of API.Emoji, written as null when not set); a custom emote's name is not sent.
                var emote = Emoji as Emote;
                var unicode = Emoji as Emoji;
                model.Set("emoji", new JObj().Set("id", emote != null ? (object)new Snowflake(emote.Id) : null)
                    .Set("name", unicode != null ? unicode.Name : null));
            }
            return model;
        }
    }

    public class PollProperties
    {
        public PollMediaProperties Question { get; set; }
        public List<PollMediaProperties> Answers { get; set; }
        public uint Duration { get; set; }
        public bool AllowMultiselect { get; set; }
        public PollLayout LayoutType { get; set; }

        internal JObj ToModel()
        {
            return new JObj().Set("question", Question.ToModel())
                // API.PollAnswer's answer_id is a plain uint PollExtensions never sets: always 0.
                .Set("answers", Answers.Select(a => new JObj().Set("answer_id", 0u).Set("poll_media", a.ToModel())).ToArray())
                .Set("duration", Duration).Set("allow_multiselect", AllowMultiselect).Set("layout_type", LayoutType);
        }
    }

    /// <summary>A file to upload (FileAttachment.cs). Only the Stream constructor: the stand-in reads no paths.</summary>
    public struct FileAttachment : IDisposable
    {
        public string FileName { get; set; }
        public string Description { get; set; }
        public bool IsSpoiler { get; set; }
        public bool IsThumbnail { get; set; }
        public Stream Stream { get; }

        public FileAttachment(Stream stream, string fileName, string description = null, bool isSpoiler = false, bool isThumbnail = false)
        {
            Stream = stream; FileName = fileName; Description = description; IsSpoiler = isSpoiler; IsThumbnail = isThumbnail;
        }

        public void Dispose() { if (Stream != null) Stream.Dispose(); }
    }

    public interface IMessage { ulong Id { get; } }

    public interface IUserMessage : IMessage { }

    public interface IMessageChannel
    {
        ulong Id { get; }

        Task<IUserMessage> SendMessageAsync(string text = null, bool isTTS = false, Embed embed = null, RequestOptions options = null,
            AllowedMentions allowedMentions = null, MessageReference messageReference = null, MessageComponent components = null,
            ISticker[] stickers = null, Embed[] embeds = null, MessageFlags flags = MessageFlags.None, PollProperties poll = null);

        Task<IUserMessage> SendFileAsync(FileAttachment attachment, string text = null, bool isTTS = false, Embed embed = null,
            RequestOptions options = null, AllowedMentions allowedMentions = null, MessageReference messageReference = null,
            MessageComponent components = null, ISticker[] stickers = null, Embed[] embeds = null, MessageFlags flags = MessageFlags.None,
            PollProperties poll = null);

        Task<IUserMessage> SendFilesAsync(IEnumerable<FileAttachment> attachments, string text = null, bool isTTS = false, Embed embed = null,
            RequestOptions options = null, AllowedMentions allowedMentions = null, MessageReference messageReference = null,
            MessageComponent components = null, ISticker[] stickers = null, Embed[] embeds = null, MessageFlags flags = MessageFlags.None,
            PollProperties poll = null);
    }

    public class MessageReference { }

    public interface ISticker { ulong Id { get; } }
}
