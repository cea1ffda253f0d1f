// The stand-in's own machinery, not part of DisCatSharp: the request payloads DisCatSharp builds
// (mirrored from DisCatSharp/Net/Rest/DiscordApiClient.cs CreateMessageAsync(channelId, builder),
// CreateInteractionModalResponseAsync and BulkOverwriteGlobalApplicationCommandsAsync, and
// Net/Abstractions/Rest/RestChannelPayloads.cs / RestApplicationCommandPayloads.cs at commit
// e5637375fe613c51e8b95c87bc2bf6a077a5c606), the recorder that prints them as JSON lines, and the
// entry point that runs a program written against the library.
//
// The program contract: public static classes with any of
//   static Task SendAsync(DiscordChannel channel)          - builds and sends a message
//   static Task ShowAsync(DiscordInteraction interaction)  - answers an interaction with a modal
//   static Task RegisterAsync(DiscordClient client)        - registers the command set
//   static void Route(DiscordClient client)                - subscribes its interaction handlers
// After running them, the driver dispatches one component interaction per custom_id of the sent
// messages and one modal submit per shown modal (with a value in every field) to the subscribed
// handlers; a handler that answers its interaction is recorded as a route, each value it reads as
// a read.
using System;
using System.Collections.Generic;
using System.Linq;
using System.Reflection;
using System.Threading.Tasks;
using DisCatSharp.Entities;
using DisCatSharp.Enums;
using DisCatSharp.EventArgs;
using Newtonsoft.Json;

namespace DisCatSharp.StandIn
{
    internal sealed class RestChannelMessageEditPayload : ObservableApiObject
    {
        [JsonProperty("content", NullValueHandling = NullValueHandling.Include)]
        public string Content { get; set; }

        [JsonIgnore] public bool HasContent { get; set; }
        [JsonIgnore] public bool HasEmbeds { get; set; }
        [JsonIgnore] public bool HasComponents { get; set; }

        [JsonProperty("embeds", NullValueHandling = NullValueHandling.Include)]
        public IEnumerable<DiscordEmbed> Embeds { get; set; }

        [JsonProperty("allowed_mentions", NullValueHandling = NullValueHandling.Ignore)]
        public DiscordMentions Mentions { get; set; }

        [JsonProperty("attachments", NullValueHandling = NullValueHandling.Ignore)]
        public IEnumerable<DiscordAttachment> Attachments { get; set; }

        [JsonProperty("flags", NullValueHandling = NullValueHandling.Ignore)]
        public MessageFlags? Flags { get; set; }

        [JsonProperty("components", NullValueHandling = NullValueHandling.Include)]
        public IEnumerable<DiscordComponent> Components { get; set; }

        // RestChannelMessageCreatePayload's own members
        [JsonProperty("tts", NullValueHandling = NullValueHandling.Ignore)]
        public bool? IsTts { get; set; }

        [JsonProperty("sticker_ids", NullValueHandling = NullValueHandling.Ignore)]
        public IEnumerable<ulong> StickersIds { get; set; }

        [JsonProperty("nonce", NullValueHandling = NullValueHandling.Ignore)]
        public string Nonce { get; set; }

        [JsonProperty("enforce_nonce", NullValueHandling = NullValueHandling.Ignore)]
        public bool EnforceNonce { get; set; }

        [JsonProperty("poll", NullValueHandling = NullValueHandling.Ignore)]
        public DiscordPollRequest DiscordPollRequest { get; set; }

        public bool ShouldSerializeContent() { return this.HasContent; }
        public bool ShouldSerializeEmbeds() { return this.HasEmbeds; }
        public bool ShouldSerializeComponents() { return this.HasComponents; }
    }

    internal sealed class ModalCallbackData : ObservableApiObject
    {
        [JsonProperty("custom_id", NullValueHandling = NullValueHandling.Ignore)]
        public string CustomId { get; set; }

        [JsonProperty("title", NullValueHandling = NullValueHandling.Ignore)]
        public string Title { get; set; }

        [JsonProperty("components", NullValueHandling = NullValueHandling.Ignore)]
        public IReadOnlyCollection<DiscordComponent> ModalComponents { get; set; }
    }

    internal sealed class RestApplicationCommandCreatePayload : ObservableApiObject
    {
        [JsonProperty("type")] public ApplicationCommandType Type { get; set; }
        [JsonProperty("name")] public string Name { get; set; }

        [JsonProperty("name_localizations", NullValueHandling = NullValueHandling.Ignore)]
        public Optional<Dictionary<string, string>> NameLocalizations { get; set; }

        [JsonProperty("description", NullValueHandling = NullValueHandling.Ignore)]
        public string Description { get; set; }

        [JsonProperty("description_localizations", NullValueHandling = NullValueHandling.Ignore)]
        public Optional<Dictionary<string, string>> DescriptionLocalizations { get; set; }

        [JsonProperty("options", NullValueHandling = NullValueHandling.Ignore)]
        public IEnumerable<DiscordApplicationCommandOption> Options { get; set; }

        [JsonProperty("default_permission", NullValueHandling = NullValueHandling.Include)]
        public bool? DefaultPermission { get; set; }

        [JsonProperty("default_member_permissions", NullValueHandling = NullValueHandling.Include)]
        public Permissions? DefaultMemberPermission { get; set; }

        [JsonProperty("nsfw", NullValueHandling = NullValueHandling.Ignore)]
        public bool Nsfw { get; set; }

        [JsonProperty("contexts", NullValueHandling = NullValueHandling.Include)]
        public List<InteractionContextType> AllowedContexts { get; set; }

        [JsonProperty("integration_types", NullValueHandling = NullValueHandling.Ignore)]
        public List<ApplicationCommandIntegrationTypes> IntegrationTypes { get; set; }

        [JsonProperty("handler", NullValueHandling = NullValueHandling.Ignore)]
        public ApplicationCommandHandlerType? HandlerType { get; set; }
    }

    /// <summary>What DiscordApiClient does before its HTTP call, ending in a record instead.</summary>
    internal static class RestStandIn
    {
        public static Task<DiscordMessage> CreateMessageAsync(DiscordMessageBuilder builder)
        {
            if (builder.Embeds != null)
                foreach (var embed in builder.Embeds)
                    if (embed != null && embed.Timestamp != null)
                        embed.Timestamp = embed.Timestamp.Value.ToUniversalTime();

            var flags = MessageFlags.None;
            if (builder.EmbedsSuppressed) flags |= MessageFlags.SuppressedEmbeds;
            if (builder.Silent) flags |= MessageFlags.SuppressNotifications;
            if (builder.IsVoiceMessage) flags |= MessageFlags.IsVoiceMessage;
            if (builder.IsComponentsV2) flags |= MessageFlags.IsComponentsV2;

            var pld = new RestChannelMessageEditPayload
            {
                HasContent = !builder.IsComponentsV2 && builder.HasContent,
                Content = builder.IsComponentsV2 ? null : builder.Content,
                HasEmbeds = !builder.IsComponentsV2 && builder.HasEmbeds,
                Embeds = builder.IsComponentsV2 ? null : builder.Embeds,
                HasComponents = builder.HasComponents,
                Components = builder.Components,
                StickersIds = builder.StickerIds,
                IsTts = builder.IsTts,
                Nonce = builder.Nonce,
                EnforceNonce = builder.EnforceNonce,
                DiscordPollRequest = builder.Poll == null ? null : builder.Poll.Build(),
                Flags = flags,
            };
            if (builder.Mentions != null)
                pld.Mentions = new DiscordMentions(builder.Mentions, builder.Mentions.Count != 0, builder.MentionOnReply);

            if (builder.Files == null || builder.Files.Count == 0)
            {
                if (builder.Attachments != null)
                {
                    ulong fileId = 0;
                    foreach (var att in builder.Attachments) att.Id = fileId++;
                    pld.Attachments = builder.Attachments.ToList();
                }
            }
            else
            {
                ulong fileId = 0;
                var attachments = new List<DiscordAttachment>();
                if ((flags & MessageFlags.IsVoiceMessage) == 0)
                    foreach (var file in builder.Files)
                        attachments.Add(new DiscordAttachment { Id = fileId++, Description = file.Description, Filename = file.Filename, FileSize = null });
                if (builder.Attachments != null && builder.Attachments.Count > 0) attachments.AddRange(builder.Attachments);
                pld.Attachments = attachments;
            }

            Recorder.Record("message", Json.Serialize(pld));
            Recorder.SentMessages.Add(builder);
            return Task.FromResult(new DiscordMessage());
        }

        public static Task CreateInteractionModalResponseAsync(DiscordInteractionModalBuilder builder)
        {
            var components = builder.Components ?? new List<DiscordComponent>();
            var oldHook = components.All(x => x.Type == ComponentType.ActionRow);
            if (!oldHook && components.Any(x => x.Type != ComponentType.Label && x.Type != ComponentType.TextDisplay))
                throw new NotSupportedException("Can't send any other type than Label or Text Display as Modal Component.");
            var data = new ModalCallbackData { Title = builder.Title, CustomId = builder.CustomId, ModalComponents = components.ToList() };
            // The payload is {"type":9,"data":...}; the record keeps its data, as the samples do.
            Recorder.Record("modal", Json.Serialize(data));
            Recorder.ShownModals.Add(builder);
            return Task.FromResult(0);
        }

        public static Task<IReadOnlyList<DiscordApplicationCommand>> BulkOverwriteGlobalApplicationCommandsAsync(IEnumerable<DiscordApplicationCommand> commands)
        {
            var pld = commands.Select(command => new RestApplicationCommandCreatePayload
            {
                Type = command.Type,
                Name = command.Name,
                Description = command.Type == ApplicationCommandType.ChatInput ? command.Description : null,
                Options = command.Options,
                NameLocalizations = command.NameLocalizations == null ? null : command.NameLocalizations.GetKeyValuePairs(),
                DescriptionLocalizations = command.DescriptionLocalizations == null ? null : command.DescriptionLocalizations.GetKeyValuePairs(),
                DefaultMemberPermission = command.DefaultMemberPermissions,
                Nsfw = command.IsNsfw,
                AllowedContexts = command.AllowedContexts,
                IntegrationTypes = command.IntegrationTypes,
                HandlerType = command.HandlerType,
            }).ToList();
            Recorder.Record("commands", Json.Serialize(pld));
            return Task.FromResult<IReadOnlyList<DiscordApplicationCommand>>(commands.ToList());
        }
    }

    internal static class Recorder
    {
        public static readonly List<DiscordMessageBuilder> SentMessages = new List<DiscordMessageBuilder>();
        public static readonly List<DiscordInteractionModalBuilder> ShownModals = new List<DiscordInteractionModalBuilder>();
        internal static DiscordInteraction Dispatching;
        internal static bool DispatchAnswered;

        public static void Record(string kind, string bodyJson)
        {
            Console.WriteLine("{\"kind\":\"" + kind + "\",\"body\":" + bodyJson + "}");
        }

        /// <summary>A handler answered the interaction being dispatched.</summary>
        public static void Responded(DiscordInteraction interaction, InteractionResponseType type)
        {
            if (interaction == Dispatching) DispatchAnswered = true;
        }

        /// <summary>A submitted value was read while a modal submit was being dispatched.</summary>
        public static void Read(DiscordComponent component, string valueType)
        {
            if (Dispatching == null || Dispatching.Type != InteractionType.ModalSubmit) return;
            var sb = new System.Text.StringBuilder();
            sb.Append("{\"kind\":\"read\",\"modal\":");
            Json.WriteString(sb, Dispatching.Data.CustomId);
            sb.Append(",\"custom_id\":");
            Json.WriteString(sb, component.CustomId);
            sb.Append(",\"as\":");
            Json.WriteString(sb, valueType);
            sb.Append('}');
            Console.WriteLine(sb.ToString());
        }

        public static void Route(string customId)
        {
            var sb = new System.Text.StringBuilder();
            sb.Append("{\"kind\":\"route\",\"custom_id\":");
            Json.WriteString(sb, customId);
            sb.Append('}');
            Console.WriteLine(sb.ToString());
        }
    }

    internal static class Driver
    {
        public static int Main()
        {
            try
            {
                Run().GetAwaiter().GetResult();
                return 0;
            }
            catch (Exception e)
            {
                var inner = e is TargetInvocationException && e.InnerException != null ? e.InnerException : e;
                Console.Error.WriteLine("The program threw: " + inner);
                return 3;
            }
        }

        private static async Task Run()
        {
            var client = new DisCatSharp.DiscordClient(new DisCatSharp.DiscordConfiguration { Token = "stand-in" });
            var channel = await client.GetChannelAsync(123456789012345678UL);
            var programTypes = Assembly.GetExecutingAssembly().GetTypes()
                .Where(t => t.Namespace == null || !(t.Namespace == "DisCatSharp" || t.Namespace.StartsWith("DisCatSharp.") || t.Namespace.StartsWith("Newtonsoft")))
                .OrderBy(t => t.FullName, StringComparer.Ordinal)
                .ToList();
            var flags = BindingFlags.Public | BindingFlags.NonPublic | BindingFlags.Static;
            foreach (var type in programTypes)
            {
                var send = type.GetMethod("SendAsync", flags, null, new[] { typeof(DiscordChannel) }, null);
                if (send != null) await (Task)send.Invoke(null, new object[] { channel });
                var show = type.GetMethod("ShowAsync", flags, null, new[] { typeof(DiscordInteraction) }, null);
                if (show != null)
                {
                    var command = new DiscordInteraction { Type = InteractionType.ApplicationCommand, Data = new DiscordInteractionData() };
                    await (Task)show.Invoke(null, new object[] { command });
                }
                var register = type.GetMethod("RegisterAsync", flags, null, new[] { typeof(DisCatSharp.DiscordClient) }, null);
                if (register != null) await (Task)register.Invoke(null, new object[] { client });
                var route = type.GetMethod("Route", flags, null, new[] { typeof(DisCatSharp.DiscordClient) }, null);
                if (route != null) route.Invoke(null, new object[] { client });
            }

            foreach (var message in Recorder.SentMessages)
                foreach (var component in Walk(message.Components ?? new List<DiscordComponent>()))
                {
                    if (component is DiscordLinkButtonComponent || string.IsNullOrEmpty(component.CustomId)) continue;
                    var data = new DiscordInteractionData { CustomId = component.CustomId, ComponentType = component.Type, Values = new[] { "value" } };
                    await Dispatch(client, new DiscordInteraction { Type = InteractionType.Component, Data = data }, component.CustomId);
                }

            foreach (var modal in Recorder.ShownModals)
            {
                var submitted = (modal.Components ?? new List<DiscordComponent>()).ToList();
                foreach (var component in Walk(submitted)) Fill(component);
                var data = new DiscordInteractionData { CustomId = modal.CustomId, ModalComponentsInternal = submitted };
                await Dispatch(client, new DiscordInteraction { Type = InteractionType.ModalSubmit, Data = data }, modal.CustomId);
            }
        }

        private static async Task Dispatch(DisCatSharp.DiscordClient client, DiscordInteraction interaction, string customId)
        {
            Recorder.Dispatching = interaction;
            Recorder.DispatchAnswered = false;
            var args = new ComponentInteractionCreateEventArgs { Interaction = interaction };
            foreach (var handler in client.ComponentHandlers.ToList()) await handler(client, args);
            if (Recorder.DispatchAnswered) Recorder.Route(customId);
            Recorder.Dispatching = null;
        }

        private static IEnumerable<DiscordComponent> Walk(IEnumerable<DiscordComponent> components)
        {
            foreach (var component in components)
            {
                yield return component;
                var section = component as DiscordSectionComponent;
                if (section != null && section.Accessory != null) yield return section.Accessory;
                foreach (var child in Walk(component.GetChildren().Where(c => !(section != null && c == section.Accessory))))
                    yield return child;
            }
        }

        /// <summary>Gives a modal field the kind of value Discord sends back for it.</summary>
        private static void Fill(DiscordComponent component)
        {
            if (component is DiscordTextInputComponent) ((DiscordTextInputComponent)component).Value = "typed text";
            else if (component is DiscordStringSelectComponent) ((DiscordStringSelectComponent)component).SelectedValues = ((DiscordStringSelectComponent)component).Options.Take(1).Select(o => o.Value).ToArray();
            else if (component is DiscordBaseSelectComponent) ((DiscordBaseSelectComponent)component).SelectedValues = new[] { "123456789012345678" };
            else if (component is DiscordFileUploadComponent) ((DiscordFileUploadComponent)component).Values = new[] { "111111111111111111" };
            else if (component is DiscordRadioGroupComponent) ((DiscordRadioGroupComponent)component).SelectedValue = ((DiscordRadioGroupComponent)component).Options.First().Value;
            else if (component is DiscordCheckboxGroupComponent) ((DiscordCheckboxGroupComponent)component).SelectedValues = ((DiscordCheckboxGroupComponent)component).Options.Take(1).Select(o => o.Value).ToArray();
            else if (component is DiscordCheckboxComponent) ((DiscordCheckboxComponent)component).Value = true;
        }
    }
}
