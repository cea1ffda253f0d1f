// The stand-in's own machinery, not part of Discord.Net: the recorder that prints what the program
// would send as JSON lines, and the entry point that runs a program written against the library.
//
// The program contract: public static classes with any of
//   static Task SendAsync(IMessageChannel channel)            - builds and sends a message
//   static Task ShowAsync(SocketInteraction interaction)      - answers an interaction with a modal
//   static Task RegisterAsync(DiscordSocketClient client)     - registers the command set
//   static void Route(DiscordSocketClient client)             - subscribes its interaction handlers
// After running them, the driver raises ButtonExecuted / SelectMenuExecuted (and InteractionCreated)
// once per custom_id of the sent messages and ModalSubmitted once per shown modal (a value in every
// field); a handler that answers the interaction it was given is recorded as a route, each value it
// reads from SocketMessageComponentData as a read.
using System;
using System.Collections.Generic;
using System.Linq;
using System.Reflection;
using System.Threading.Tasks;
using Discord.WebSocket;

namespace Discord.StandIn
{
    internal static class Recorder
    {
        public static readonly List<MessageComponent> SentComponents = new List<MessageComponent>();
        public static readonly List<Modal> ShownModals = new List<Modal>();
        public static SocketInteraction Dispatching;
        public static string DispatchingModal;
        public static bool DispatchAnswered;

        /// <summary>A sent message; `files` (the uploaded parts: name and byte count) only with uploads.</summary>
        public static void Message(JObj body, MessageComponent components, JObj[] files = null)
        {
            if (components != null) SentComponents.Add(components);
            var parts = files != null ? ",\"files\":" + Json.Serialize(files) : "";
            Console.WriteLine("{\"kind\":\"message\",\"body\":" + Json.Serialize(body) + parts + "}");
        }

        public static void Modal(Modal modal)
        {
            ShownModals.Add(modal);
            Console.WriteLine("{\"kind\":\"modal\",\"body\":" + Json.Serialize(modal.ToModel()) + "}");
        }

        public static void Commands(JObj[] commands, ulong? guildId = null)
        {
            var guild = guildId.HasValue ? ",\"guild_id\":" + Json.Quote(guildId.Value.ToString()) : "";
            Console.WriteLine("{\"kind\":\"commands\"" + guild + ",\"body\":" + Json.Serialize(commands) + "}");
        }

        public static void Answered(SocketInteraction interaction)
        {
            if (interaction == Dispatching) DispatchAnswered = true;
        }

        public static void Read(SocketMessageComponentData data, string valueType)
        {
            if (DispatchingModal == null) return;
            Console.WriteLine("{\"kind\":\"read\",\"modal\":" + Json.Quote(DispatchingModal) + ",\"custom_id\":"
                + Json.Quote(data.CustomId) + ",\"as\":" + Json.Quote(valueType) + "}");
        }

        public static void Route(string customId)
        {
            Console.WriteLine("{\"kind\":\"route\",\"custom_id\":" + Json.Quote(customId) + "}");
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
            var client = new DiscordSocketClient();
            IMessageChannel channel = new StandInChannel();
            var programTypes = Assembly.GetExecutingAssembly().GetTypes()
                .Where(t => t.Namespace == null || !(t.Namespace == "Discord" || t.Namespace.StartsWith("Discord.")))
                .OrderBy(t => t.FullName, StringComparer.Ordinal)
                .ToList();
            const BindingFlags flags = BindingFlags.Public | BindingFlags.NonPublic | BindingFlags.Static;
            foreach (var type in programTypes)
            {
                var send = type.GetMethod("SendAsync", flags, null, new[] { typeof(IMessageChannel) }, null);
                if (send != null) await (Task)send.Invoke(null, new object[] { channel });
                var show = type.GetMethod("ShowAsync", flags, null, new[] { typeof(SocketInteraction) }, null);
                if (show != null) await (Task)show.Invoke(null, new object[] { new SocketSlashCommand() });
                var register = type.GetMethod("RegisterAsync", flags, null, new[] { typeof(DiscordSocketClient) }, null);
                if (register != null) await (Task)register.Invoke(null, new object[] { client });
                var route = type.GetMethod("Route", flags, null, new[] { typeof(DiscordSocketClient) }, null);
                if (route != null) route.Invoke(null, new object[] { client });
            }

            foreach (var message in Recorder.SentComponents)
                foreach (var component in Walk(message.Components))
                {
                    var button = component as ButtonComponent;
                    var select = component as SelectMenuComponent;
                    if (button != null && !string.IsNullOrEmpty(button.CustomId))
                    {
                        var data = new SocketMessageComponentData(button.CustomId, button.Type, null, null);
                        await Dispatch(client, client.ButtonHandlers, new SocketMessageComponent { Data = data }, button.CustomId);
                    }
                    else if (select != null)
                    {
                        var data = new SocketMessageComponentData(select.CustomId, select.Type, null, new[] { "value" });
                        await Dispatch(client, client.SelectHandlers, new SocketMessageComponent { Data = data }, select.CustomId);
                    }
                }

            foreach (var modal in Recorder.ShownModals)
            {
                var fields = Walk(modal.Component.Components).OfType<IInteractableComponent>().Select(Fill).ToList();
                var submit = new SocketModal { Data = new SocketModalData { CustomId = modal.CustomId, Components = fields } };
                Recorder.DispatchingModal = modal.CustomId;
                await Dispatch(client, client.ModalHandlers, submit, modal.CustomId);
                Recorder.DispatchingModal = null;
            }
        }

        private static async Task Dispatch<T>(DiscordSocketClient client, List<Func<T, Task>> handlers, T interaction, string customId) where T : SocketInteraction
        {
            Recorder.Dispatching = interaction;
            Recorder.DispatchAnswered = false;
            foreach (var handler in handlers.ToList()) await handler(interaction);
            foreach (var handler in client.InteractionHandlers.ToList()) await handler(interaction);
            if (Recorder.DispatchAnswered) Recorder.Route(customId);
            Recorder.Dispatching = null;
        }

        private static IEnumerable<IMessageComponent> Walk(IEnumerable<IMessageComponent> components)
        {
            foreach (var component in components)
            {
                yield return component;
                var built = component as BuiltComponent;
                if (built != null)
                    foreach (var child in Walk(built.Children())) yield return child;
            }
        }

        /// <summary>The data Discord sends back for a modal field, the way SocketModalData exposes it.</summary>
        private static SocketMessageComponentData Fill(IInteractableComponent component)
        {
            var select = component as SelectMenuComponent;
            var radio = component as RadioGroupComponent;
            var checkboxes = component as CheckboxGroupComponent;
            if (component is TextInputComponent) return new SocketMessageComponentData(component.CustomId, component.Type, "typed text", null);
            if (select != null)
            {
                var values = select.Options != null && select.Options.Count > 0 ? new[] { select.Options.First().Value } : new[] { "123456789012345678" };
                return new SocketMessageComponentData(component.CustomId, component.Type, null, values);
            }
            if (component is FileUploadComponent) return new SocketMessageComponentData(component.CustomId, component.Type, null, new[] { "111111111111111111" });
            if (radio != null) return new SocketMessageComponentData(component.CustomId, component.Type, radio.Options.First().Value, null);
            if (checkboxes != null) return new SocketMessageComponentData(component.CustomId, component.Type, null, checkboxes.Options.Take(1).Select(o => o.Value).ToArray());
            return new SocketMessageComponentData(component.CustomId, component.Type, "true", null);
        }
    }
}
