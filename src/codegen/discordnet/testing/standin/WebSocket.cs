// Stand-in for Discord.Net's gateway client and interactions (namespace Discord.WebSocket), written
// from github.com/discord-net/Discord.Net, dev branch (the 3.19 line):
//   src/Discord.Net.WebSocket/DiscordSocketClient.cs (BulkOverwriteGlobalApplicationCommandsAsync)
//     and CreateGlobalApplicationCommandAsync, GetGuild; Entities/Guilds/SocketGuild.cs
//     (BulkOverwriteApplicationCommandAsync, CreateApplicationCommandAsync)
//   src/Discord.Net.WebSocket/BaseSocketClient.Events.cs (ButtonExecuted, SelectMenuExecuted,
//     ModalSubmitted, InteractionCreated: events of Func<T, Task>)
//   src/Discord.Net.WebSocket/Entities/Interaction/SocketInteraction.cs (RespondAsync, DeferAsync,
//     RespondWithModalAsync(Modal, RequestOptions))
//   .../Interaction/MessageComponents/SocketMessageComponent.cs, SocketMessageComponentData.cs
//     (CustomId, Type, Value, Values)
//   .../Interaction/Modals/SocketModal.cs, SocketModalData.cs (CustomId, Components)
// Its send / modal / registration entry points record the JSON instead of calling Discord.
using System;
using System.Collections.Generic;
using System.Linq;
using System.Threading.Tasks;
using Discord.StandIn;

namespace Discord.WebSocket
{
    public class DiscordSocketConfig { }

    public class SocketApplicationCommand { }

    public class SocketGuild
    {
        public ulong Id { get; }
        internal SocketGuild(ulong id) { Id = id; }

        public Task<IReadOnlyCollection<SocketApplicationCommand>> BulkOverwriteApplicationCommandAsync(ApplicationCommandProperties[] properties, RequestOptions options = null)
        {
            Recorder.Commands(properties.Select(p => p.ToModel()).ToArray(), Id);
            return Task.FromResult<IReadOnlyCollection<SocketApplicationCommand>>(properties.Select(p => new SocketApplicationCommand()).ToList());
        }

        public Task<SocketApplicationCommand> CreateApplicationCommandAsync(ApplicationCommandProperties properties, RequestOptions options = null)
        {
            Recorder.Commands(new[] { properties.ToModel() }, Id);
            return Task.FromResult(new SocketApplicationCommand());
        }
    }

    public abstract class SocketInteraction
    {
        public ulong Id { get; internal set; }
        public bool HasResponded { get; internal set; }

        public Task RespondAsync(string text = null, Embed[] embeds = null, bool isTTS = false, bool ephemeral = false,
            AllowedMentions allowedMentions = null, MessageComponent components = null, Embed embed = null,
            RequestOptions options = null, PollProperties poll = null, MessageFlags flags = MessageFlags.None)
        {
            Answer();
            return Task.CompletedTask;
        }

        public Task DeferAsync(bool ephemeral = false, RequestOptions options = null)
        {
            Answer();
            return Task.CompletedTask;
        }

        public Task RespondWithModalAsync(Modal modal, RequestOptions options = null)
        {
            Answer();
            Recorder.Modal(modal);
            return Task.CompletedTask;
        }

        private void Answer()
        {
            if (HasResponded) throw new InvalidOperationException("Cannot respond twice to the same interaction");
            HasResponded = true;
            Recorder.Answered(this);
        }
    }

    /// <summary>A slash command's interaction, as the driver hands one to a program's ShowAsync.</summary>
    public class SocketSlashCommand : SocketInteraction { }

    public class SocketMessageComponentData
    {
        private readonly string _value;
        private readonly IReadOnlyCollection<string> _values;
        internal SocketMessageComponentData(string customId, ComponentType type, string value, IReadOnlyCollection<string> values)
        {
            CustomId = customId; Type = type; _value = value; _values = values;
        }

        public string CustomId { get; }
        public ComponentType Type { get; }
        public string Value { get { Recorder.Read(this, "string"); return _value; } }
        public IReadOnlyCollection<string> Values { get { Recorder.Read(this, "strings"); return _values; } }
    }

    public class SocketMessageComponent : SocketInteraction
    {
        public SocketMessageComponentData Data { get; internal set; }
    }

    public class SocketModalData
    {
        public string CustomId { get; internal set; }
        public IReadOnlyCollection<SocketMessageComponentData> Components { get; internal set; }
    }

    public class SocketModal : SocketInteraction
    {
        public SocketModalData Data { get; internal set; }
    }

    internal sealed class StandInChannel : IMessageChannel
    {
        public ulong Id { get { return 123456789012345678UL; } }

        public Task<IUserMessage> SendMessageAsync(string text = null, bool isTTS = false, Embed embed = null, RequestOptions options = null,
            AllowedMentions allowedMentions = null, MessageReference messageReference = null, MessageComponent components = null,
            ISticker[] stickers = null, Embed[] embeds = null, MessageFlags flags = MessageFlags.None, PollProperties poll = null)
        {
            // CreateMessageParams as ChannelHelper.SendMessageAsync fills it.
            var all = Embeds(embed, embeds);
            var body = new JObj().Set("content", text).Set("tts", isTTS)
                .SetIf(all.Length > 0, "embeds", all.Select(e => e.Model).ToArray())
                .Set("allowed_mentions", allowedMentions == null ? null : allowedMentions.ToModel())
                .Set("message_reference", null)
                .SetIf(components != null, "components", components == null ? null : components.Components.Select(BuiltComponent.ModelOf).ToArray())
                .Set("flags", flags)
                .SetIf(poll != null, "poll", poll == null ? null : poll.ToModel());
            Recorder.Message(body, components);
            return Task.FromResult<IUserMessage>(new StandInMessage());
        }

        public Task<IUserMessage> SendFileAsync(FileAttachment attachment, string text = null, bool isTTS = false, Embed embed = null,
            RequestOptions options = null, AllowedMentions allowedMentions = null, MessageReference messageReference = null,
            MessageComponent components = null, ISticker[] stickers = null, Embed[] embeds = null, MessageFlags flags = MessageFlags.None,
            PollProperties poll = null)
        {
            return SendFilesAsync(new[] { attachment }, text, isTTS, embed, options, allowedMentions, messageReference, components, stickers, embeds, flags, poll);
        }

        public Task<IUserMessage> SendFilesAsync(IEnumerable<FileAttachment> attachments, string text = null, bool isTTS = false, Embed embed = null,
            RequestOptions options = null, AllowedMentions allowedMentions = null, MessageReference messageReference = null,
            MessageComponent components = null, ISticker[] stickers = null, Embed[] embeds = null, MessageFlags flags = MessageFlags.None,
            PollProperties poll = null)
        {
            // UploadFileParams.GetMultipart: payload_json holds only the specified members, then attachments.
            var files = attachments.ToList();
            foreach (var file in files)
                if (file.Stream == null) throw new ArgumentNullException("attachments", "An attachment needs a stream.");
            var all = Embeds(embed, embeds);
            var body = new JObj().Set("content", text).Set("tts", isTTS)
                .SetIf(all.Length > 0, "embeds", all.Select(e => e.Model).ToArray())
                .SetIf(allowedMentions != null, "allowed_mentions", allowedMentions == null ? null : allowedMentions.ToModel())
                .SetIf(components != null, "components", components == null ? null : components.Components.Select(BuiltComponent.ModelOf).ToArray())
                .Set("flags", flags)
                .SetIf(poll != null, "poll", poll == null ? null : poll.ToModel());
            var n = 0UL;
            body.Set("attachments", files.Select(f =>
            {
                var filename = f.FileName ?? "unknown.dat";
                var a = new JObj().Set("id", new Snowflake(n++)).Set("filename", f.IsSpoiler && !filename.StartsWith("SPOILER_") ? "SPOILER_" + filename : filename);
                return a.SetIf(f.Description != null, "description", f.Description);
            }).ToArray());
            var parts = files.Select(f =>
            {
                var bytes = new System.IO.MemoryStream();
                f.Stream.CopyTo(bytes);
                return new JObj().Set("name", f.FileName).Set("size", bytes.Length);
            }).ToArray();
            Recorder.Message(body, components, parts);
            return Task.FromResult<IUserMessage>(new StandInMessage());
        }

        private static Embed[] Embeds(Embed embed, Embed[] embeds)
        {
            var list = new List<Embed>();
            if (embed != null) list.Add(embed);
            if (embeds != null) list.AddRange(embeds);
            return list.ToArray();
        }
    }

    internal sealed class StandInMessage : IUserMessage { public ulong Id { get { return 1UL; } } }

    public class DiscordSocketClient
    {
        internal readonly List<Func<SocketMessageComponent, Task>> ButtonHandlers = new List<Func<SocketMessageComponent, Task>>();
        internal readonly List<Func<SocketMessageComponent, Task>> SelectHandlers = new List<Func<SocketMessageComponent, Task>>();
        internal readonly List<Func<SocketModal, Task>> ModalHandlers = new List<Func<SocketModal, Task>>();
        internal readonly List<Func<SocketInteraction, Task>> InteractionHandlers = new List<Func<SocketInteraction, Task>>();

        public DiscordSocketClient() { }
        public DiscordSocketClient(DiscordSocketConfig config) { }

        public event Func<SocketMessageComponent, Task> ButtonExecuted { add { ButtonHandlers.Add(value); } remove { ButtonHandlers.Remove(value); } }
        public event Func<SocketMessageComponent, Task> SelectMenuExecuted { add { SelectHandlers.Add(value); } remove { SelectHandlers.Remove(value); } }
        public event Func<SocketModal, Task> ModalSubmitted { add { ModalHandlers.Add(value); } remove { ModalHandlers.Remove(value); } }
        public event Func<SocketInteraction, Task> InteractionCreated { add { InteractionHandlers.Add(value); } remove { InteractionHandlers.Remove(value); } }

        /// <summary>The guild from the cache (the stand-in's cache holds every guild).</summary>
        public SocketGuild GetGuild(ulong id) { return new SocketGuild(id); }

        public Task<SocketApplicationCommand> CreateGlobalApplicationCommandAsync(ApplicationCommandProperties properties, RequestOptions options = null)
        {
            Recorder.Commands(new[] { properties.ToModel() });
            return Task.FromResult(new SocketApplicationCommand());
        }

        public Task<IReadOnlyCollection<SocketApplicationCommand>> BulkOverwriteGlobalApplicationCommandsAsync(ApplicationCommandProperties[] properties, RequestOptions options = null)
        {
            Recorder.Commands(properties.Select(p => p.ToModel()).ToArray());
            return Task.FromResult<IReadOnlyCollection<SocketApplicationCommand>>(properties.Select(p => new SocketApplicationCommand()).ToList());
        }
    }
}
