// Stand-in for serenity's model (serenity-rs/serenity, branch `next`): src/model/id.rs,
// src/model/colour.rs, src/model/timestamp.rs, src/model/permissions.rs,
// src/model/channel/{message.rs,reaction.rs,channel_id.rs}, src/model/application/{component.rs,
// command.rs,interaction.rs,component_interaction.rs,modal_interaction.rs,command_interaction.rs}
// and small_fixed_array's FixedString/FixedArray. Builder files from commit 5b6a1d4 (2024-10-21);
// component.rs as stored after the radio group / checkbox support (2026). Only what a bot needs to
// build the sample designs and route their interactions; names, paths and serialisation as there.
use std::fmt;
use std::ops::{BitOr, BitOrAssign, Deref};

use crate::json::{Json, Obj, ToJson};

/// small_fixed_array::FixedString (serenity re-exports the crate as `serenity::small_fixed_array`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct FixedString(String);

impl FixedString {
    pub fn from_static_trunc(s: &'static str) -> Self {
        FixedString(s.to_string())
    }
    pub fn from_str_trunc(s: &str) -> Self {
        FixedString(s.to_string())
    }
    pub fn as_str(&self) -> &str {
        &self.0
    }
    pub fn into_string(self) -> String {
        self.0
    }
}

impl Deref for FixedString {
    type Target = str;
    fn deref(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for FixedString {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl PartialEq<str> for FixedString {
    fn eq(&self, other: &str) -> bool {
        self.0 == other
    }
}

impl PartialEq<&str> for FixedString {
    fn eq(&self, other: &&str) -> bool {
        self.0 == *other
    }
}

impl ToJson for FixedString {
    fn to_json(&self) -> Json {
        Json::Str(self.0.clone())
    }
}

/// small_fixed_array::FixedArray: a read-only boxed slice.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct FixedArray<T>(Vec<T>);

impl<T> FixedArray<T> {
    pub fn new() -> Self {
        FixedArray(Vec::new())
    }
    pub(crate) fn from_vec(v: Vec<T>) -> Self {
        FixedArray(v)
    }
}

impl<T> Deref for FixedArray<T> {
    type Target = [T];
    fn deref(&self) -> &[T] {
        &self.0
    }
}

impl<'a, T> IntoIterator for &'a FixedArray<T> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.iter()
    }
}

/// serenity's `enum_number!`: a newtype over the number, with a constant per known value and
/// `Unknown(n)` for the rest.
macro_rules! enum_number {
    ($name:ident : $t:ty { $($variant:ident = $value:expr,)* }) => {
        #[derive(Clone, Copy, Debug, Eq, Hash, Ord, PartialEq, PartialOrd)]
        pub struct $name(pub $t);
        #[allow(non_upper_case_globals)]
        impl $name {
            $(pub const $variant: Self = Self($value);)*
            #[allow(non_snake_case)]
            pub const fn Unknown(val: $t) -> Self {
                Self(val)
            }
        }
        impl From<$t> for $name {
            fn from(value: $t) -> Self {
                Self(value)
            }
        }
        impl From<$name> for $t {
            fn from(value: $name) -> Self {
                value.0
            }
        }
        impl crate::json::ToJson for $name {
            fn to_json(&self) -> crate::json::Json {
                self.0.to_json()
            }
        }
    };
}

/// serenity's bitflags types: constants, `empty`, `bits`, `|`, `insert`, `contains`.
macro_rules! flags {
    ($name:ident : $t:ty { $($flag:ident = $value:expr,)* }) => {
        #[derive(Clone, Copy, Debug, Default, Eq, Hash, PartialEq)]
        pub struct $name($t);
        impl $name {
            $(pub const $flag: Self = Self($value);)*
            pub const fn empty() -> Self {
                Self(0)
            }
            pub const fn bits(&self) -> $t {
                self.0
            }
            pub const fn from_bits_truncate(bits: $t) -> Self {
                Self(bits)
            }
            pub fn contains(&self, other: Self) -> bool {
                self.0 & other.0 == other.0
            }
            pub fn insert(&mut self, other: Self) {
                self.0 |= other.0;
            }
        }
        impl BitOr for $name {
            type Output = Self;
            fn bitor(self, rhs: Self) -> Self {
                Self(self.0 | rhs.0)
            }
        }
        impl BitOrAssign for $name {
            fn bitor_assign(&mut self, rhs: Self) {
                self.0 |= rhs.0;
            }
        }
    };
}

pub mod id {
    //! src/model/id.rs: ids are non-zero u64s, written to JSON as strings.
    use crate::json::{Json, ToJson};
    use std::fmt;

    macro_rules! ids {
        ($($name:ident,)*) => {$(
            #[derive(Clone, Copy, Debug, Eq, Hash, Ord, PartialEq, PartialOrd)]
            pub struct $name(u64);
            impl $name {
                /// Panics if `id` is zero, as serenity's `NonZeroU64` ids do.
                pub const fn new(id: u64) -> Self {
                    if id == 0 {
                        panic!("Attempted to call Id::new with invalid (0) value");
                    }
                    Self(id)
                }
                pub const fn get(self) -> u64 {
                    self.0
                }
            }
            impl From<u64> for $name {
                fn from(id: u64) -> Self {
                    Self::new(id)
                }
            }
            impl fmt::Display for $name {
                fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                    write!(f, "{}", self.0)
                }
            }
            impl ToJson for $name {
                fn to_json(&self) -> Json {
                    Json::Str(self.0.to_string())
                }
            }
        )*};
    }

    ids!(
        ApplicationId,
        AttachmentId,
        ChannelId,
        CommandId,
        EmojiId,
        GenericChannelId,
        GenericId,
        GuildId,
        InteractionId,
        MessageId,
        RoleId,
        SkuId,
        StickerId,
        UserId,
    );
}

pub mod colour {
    //! src/model/colour.rs
    use crate::json::{Json, ToJson};

    #[derive(Clone, Copy, Debug, Default, Eq, Hash, PartialEq)]
    pub struct Colour(pub u32);

    impl Colour {
        pub const fn new(value: u32) -> Self {
            Colour(value)
        }
        pub const fn from_rgb(r: u8, g: u8, b: u8) -> Self {
            Colour(((r as u32) << 16) | ((g as u32) << 8) | b as u32)
        }
    }

    impl From<u32> for Colour {
        fn from(value: u32) -> Self {
            Colour(value)
        }
    }

    impl From<(u8, u8, u8)> for Colour {
        fn from((r, g, b): (u8, u8, u8)) -> Self {
            Colour::from_rgb(r, g, b)
        }
    }

    impl ToJson for Colour {
        fn to_json(&self) -> Json {
            self.0.to_json()
        }
    }

    pub type Color = Colour;
}

pub mod timestamp {
    //! src/model/timestamp.rs (feature `chrono`, serenity's default): parsed from and written as
    //! RFC 3339, UTC, with milliseconds only when they are not zero (chrono's `SecondsFormat::AutoSi`).
    use crate::json::{Json, ToJson};
    use std::fmt;

    #[derive(Clone, Copy, Debug, Eq, Hash, Ord, PartialEq, PartialOrd)]
    pub struct Timestamp {
        // (year, month, day, hour, minute, second, millisecond), UTC
        parts: (i32, u32, u32, u32, u32, u32, u32),
    }

    #[derive(Debug)]
    pub struct ParseError(String);

    impl fmt::Display for ParseError {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str(&self.0)
        }
    }

    impl std::error::Error for ParseError {}

    impl Timestamp {
        /// Parses an RFC 3339 timestamp in UTC (`...Z`), as `Timestamp::parse` does.
        pub fn parse(input: &str) -> Result<Timestamp, ParseError> {
            let err = || ParseError(format!("invalid RFC 3339 timestamp: {}", input));
            let b = input.as_bytes();
            if b.len() < 20 || b[4] != b'-' || b[7] != b'-' || b[10] != b'T' || b[13] != b':'
                || b[16] != b':' || *b.last().unwrap_or(&0) != b'Z'
            {
                return Err(err());
            }
            let num = |from: usize, to: usize| -> Result<u32, ParseError> {
                input.get(from..to).and_then(|s| s.parse::<u32>().ok()).ok_or_else(err)
            };
            let mut millis = 0;
            if b.len() > 20 {
                if b[19] != b'.' {
                    return Err(err());
                }
                let frac = input.get(20..b.len() - 1).ok_or_else(err)?;
                let padded = format!("{:0<3}", frac);
                millis = padded.get(0..3).and_then(|s| s.parse().ok()).ok_or_else(err)?;
            }
            Ok(Timestamp {
                parts: (
                    num(0, 4)? as i32,
                    num(5, 7)?,
                    num(8, 10)?,
                    num(11, 13)?,
                    num(14, 16)?,
                    num(17, 19)?,
                    millis,
                ),
            })
        }

        pub fn to_rfc3339(&self) -> Option<String> {
            let (y, mo, d, h, mi, s, ms) = self.parts;
            Some(if ms == 0 {
                format!("{:04}-{:02}-{:02}T{:02}:{:02}:{:02}Z", y, mo, d, h, mi, s)
            } else {
                format!("{:04}-{:02}-{:02}T{:02}:{:02}:{:02}.{:03}Z", y, mo, d, h, mi, s, ms)
            })
        }
    }

    impl ToJson for Timestamp {
        fn to_json(&self) -> Json {
            Json::Str(self.to_rfc3339().unwrap_or_default())
        }
    }
}

pub mod permissions {
    //! src/model/permissions.rs: written to JSON as a string of the bits.
    use super::*;

    flags!(Permissions: u64 {
        CREATE_INSTANT_INVITE = 1 << 0,
        KICK_MEMBERS = 1 << 1,
        BAN_MEMBERS = 1 << 2,
        ADMINISTRATOR = 1 << 3,
        MANAGE_CHANNELS = 1 << 4,
        MANAGE_GUILD = 1 << 5,
        ADD_REACTIONS = 1 << 6,
        VIEW_AUDIT_LOG = 1 << 7,
        VIEW_CHANNEL = 1 << 10,
        SEND_MESSAGES = 1 << 11,
        MANAGE_MESSAGES = 1 << 13,
        EMBED_LINKS = 1 << 14,
        ATTACH_FILES = 1 << 15,
        READ_MESSAGE_HISTORY = 1 << 16,
        MENTION_EVERYONE = 1 << 17,
        MANAGE_NICKNAMES = 1 << 27,
        MANAGE_ROLES = 1 << 28,
        MANAGE_WEBHOOKS = 1 << 29,
        MANAGE_THREADS = 1 << 34,
        MODERATE_MEMBERS = 1 << 40,
    });

    impl ToJson for Permissions {
        fn to_json(&self) -> Json {
            Json::Str(self.0.to_string())
        }
    }
}

pub mod channel {
    //! src/model/channel/{message.rs,reaction.rs,channel_id.rs,mod.rs}
    use super::id::*;
    use super::*;
    use crate::builder::CreateMessage;
    use crate::http::Http;

    flags!(MessageFlags: u64 {
        CROSSPOSTED = 1 << 0,
        IS_CROSSPOST = 1 << 1,
        SUPPRESS_EMBEDS = 1 << 2,
        SOURCE_MESSAGE_DELETED = 1 << 3,
        URGENT = 1 << 4,
        HAS_THREAD = 1 << 5,
        EPHEMERAL = 1 << 6,
        LOADING = 1 << 7,
        FAILED_TO_MENTION_SOME_ROLES_IN_THREAD = 1 << 8,
        SUPPRESS_NOTIFICATIONS = 1 << 12,
        IS_VOICE_MESSAGE = 1 << 13,
        IS_COMPONENTS_V2 = 1 << 15,
    });

    impl ToJson for MessageFlags {
        fn to_json(&self) -> Json {
            self.0.to_json()
        }
    }

    enum_number!(ChannelType: u8 {
        Text = 0,
        Private = 1,
        Voice = 2,
        GroupDm = 3,
        Category = 4,
        News = 5,
        NewsThread = 10,
        PublicThread = 11,
        PrivateThread = 12,
        Stage = 13,
        Directory = 14,
        Forum = 15,
        Media = 16,
    });

    enum_number!(PollLayoutType: u8 {
        Default = 1,
    });

    /// src/model/channel/message.rs: `{"name": ..}` or `{"id": ..}`.
    #[derive(Clone, Debug)]
    pub enum PollMediaEmoji {
        Name(String),
        Id(EmojiId),
    }

    impl From<String> for PollMediaEmoji {
        fn from(value: String) -> Self {
            Self::Name(value)
        }
    }

    impl From<EmojiId> for PollMediaEmoji {
        fn from(value: EmojiId) -> Self {
            Self::Id(value)
        }
    }

    impl ToJson for PollMediaEmoji {
        fn to_json(&self) -> Json {
            match self {
                Self::Name(name) => Obj::new().field("name", name).done(),
                Self::Id(id) => Obj::new().field("id", id).done(),
            }
        }
    }

    /// src/model/channel/reaction.rs
    #[derive(Clone, Debug, Eq, PartialEq, Hash)]
    #[non_exhaustive]
    pub enum ReactionType {
        Custom { animated: bool, id: EmojiId, name: Option<FixedString> },
        Unicode(FixedString),
    }

    impl From<char> for ReactionType {
        fn from(ch: char) -> ReactionType {
            ReactionType::Unicode(FixedString(ch.to_string()))
        }
    }

    impl From<EmojiId> for ReactionType {
        fn from(emoji_id: EmojiId) -> ReactionType {
            ReactionType::Custom { animated: false, id: emoji_id, name: None }
        }
    }

    impl ToJson for ReactionType {
        fn to_json(&self) -> Json {
            match self {
                ReactionType::Custom { animated, id, name } => Obj::new()
                    .field("animated", animated)
                    .field("id", id)
                    .field("name", name)
                    .done(),
                ReactionType::Unicode(name) => Obj::new().field("name", name).done(),
            }
        }
    }

    /// A sent message, as the stand-in answers it.
    #[derive(Clone, Debug)]
    #[non_exhaustive]
    pub struct Message {
        pub id: MessageId,
        pub channel_id: ChannelId,
    }

    impl ChannelId {
        /// src/model/channel/channel_id.rs: `ChannelId::send_message`. The stand-in records the
        /// body as `{"kind":"message","body":...}` instead of calling Discord.
        pub async fn send_message(self, http: &Http, builder: CreateMessage<'_>) -> crate::Result<Message> {
            let _ = http;
            let body = builder.to_json();
            crate::runtime::record_message(body);
            Ok(Message { id: MessageId::new(1), channel_id: self })
        }
    }
}

pub mod application {
    //! src/model/application/: component.rs, command.rs, interaction.rs,
    //! component_interaction.rs, modal_interaction.rs, command_interaction.rs.
    use super::id::*;
    use super::*;
    use crate::builder::{CreateCommand, CreateInteractionResponse};
    use crate::http::Http;

    enum_number!(ComponentType: u8 {
        ActionRow = 1,
        Button = 2,
        StringSelect = 3,
        InputText = 4,
        UserSelect = 5,
        RoleSelect = 6,
        MentionableSelect = 7,
        ChannelSelect = 8,
        Section = 9,
        TextDisplay = 10,
        Thumbnail = 11,
        MediaGallery = 12,
        File = 13,
        Separator = 14,
        Container = 17,
        Label = 18,
        FileUpload = 19,
        RadioGroup = 21,
        CheckboxGroup = 22,
        Checkbox = 23,
    });

    // No Link or Premium: serenity represents them with `CreateButton::new_link` / `new_premium`.
    enum_number!(ButtonStyle: u8 {
        Primary = 1,
        Secondary = 2,
        Success = 3,
        Danger = 4,
    });

    enum_number!(InputTextStyle: u8 {
        Short = 1,
        Paragraph = 2,
    });

    enum_number!(SeparatorSpacingSize: u8 {
        Small = 1,
        Large = 2,
    });

    enum_number!(CommandType: u8 {
        ChatInput = 1,
        User = 2,
        Message = 3,
        PrimaryEntryPoint = 4,
    });

    enum_number!(CommandOptionType: u8 {
        SubCommand = 1,
        SubCommandGroup = 2,
        String = 3,
        Integer = 4,
        Boolean = 5,
        User = 6,
        Channel = 7,
        Role = 8,
        Mentionable = 9,
        Number = 10,
        Attachment = 11,
    });

    enum_number!(InteractionContext: u8 {
        Guild = 0,
        BotDm = 1,
        PrivateChannel = 2,
    });

    enum_number!(InstallationContext: u8 {
        Guild = 0,
        User = 1,
    });

    /// A registered command, as the stand-in answers it.
    #[derive(Clone, Debug)]
    #[non_exhaustive]
    pub struct Command {
        pub id: CommandId,
        pub name: FixedString,
    }

    impl Command {
        /// src/model/application/command.rs: overwrite all global commands (one PUT). The stand-in
        /// records `{"kind":"commands","body":[...]}`.
        pub async fn set_global_commands(
            http: &Http,
            commands: &[CreateCommand<'_>],
        ) -> crate::Result<Vec<Command>> {
            let _ = http;
            let body = commands.to_json();
            let names = crate::runtime::record_commands(body);
            Ok(names
                .into_iter()
                .enumerate()
                .map(|(i, name)| Command {
                    id: CommandId::new(i as u64 + 1),
                    name: FixedString(name),
                })
                .collect())
        }
    }

    impl GuildId {
        /// src/model/guild/guild_id.rs: overwrite all of a guild's commands (one PUT). The
        /// stand-in records `{"kind":"commands","body":[...]}` as for global commands.
        pub async fn set_commands(
            self,
            http: &Http,
            commands: &[CreateCommand<'_>],
        ) -> crate::Result<Vec<Command>> {
            Command::set_global_commands(http, commands).await
        }
    }

    #[derive(Clone, Debug)]
    #[non_exhaustive]
    pub enum Interaction {
        Ping(PingInteraction),
        Command(CommandInteraction),
        Autocomplete(CommandInteraction),
        Component(ComponentInteraction),
        Modal(ModalInteraction),
    }

    #[derive(Clone, Debug)]
    #[non_exhaustive]
    pub struct PingInteraction {
        pub id: InteractionId,
    }

    macro_rules! responds {
        ($t:ident) => {
            impl $t {
                /// Answers the interaction. The stand-in records a modal as
                /// `{"kind":"modal","body":...}` and any answer as this interaction's route.
                pub async fn create_response(
                    &self,
                    http: &Http,
                    builder: CreateInteractionResponse<'_>,
                ) -> crate::Result<()> {
                    let _ = http;
                    crate::runtime::record_response(self.id, builder.to_json());
                    Ok(())
                }

                /// Acknowledges the interaction, to answer later.
                pub async fn defer(&self, http: &Http) -> crate::Result<()> {
                    let _ = http;
                    crate::runtime::record_response(
                        self.id,
                        Obj::new().field("type", &5u8).done(),
                    );
                    Ok(())
                }
            }
        };
    }

    #[derive(Clone, Debug)]
    #[non_exhaustive]
    pub struct CommandInteraction {
        pub id: InteractionId,
        pub data: CommandData,
    }
    responds!(CommandInteraction);

    #[derive(Clone, Debug)]
    #[non_exhaustive]
    pub struct CommandData {
        pub id: CommandId,
        pub name: FixedString,
        pub kind: CommandType,
    }

    #[derive(Clone, Debug)]
    #[non_exhaustive]
    pub struct ComponentInteraction {
        pub id: InteractionId,
        pub data: ComponentInteractionData,
    }
    responds!(ComponentInteraction);

    #[derive(Clone, Debug)]
    #[non_exhaustive]
    pub struct ComponentInteractionData {
        pub custom_id: FixedString,
        pub kind: ComponentInteractionDataKind,
    }

    #[derive(Clone, Debug)]
    pub enum ComponentInteractionDataKind {
        Button,
        StringSelect { values: FixedArray<String> },
        UserSelect { values: FixedArray<UserId> },
        RoleSelect { values: FixedArray<RoleId> },
        MentionableSelect { values: FixedArray<GenericId> },
        ChannelSelect { values: FixedArray<ChannelId> },
        Unknown(u8),
    }

    #[derive(Clone, Debug)]
    #[non_exhaustive]
    pub struct ModalInteraction {
        pub id: InteractionId,
        pub data: ModalInteractionData,
    }
    responds!(ModalInteraction);

    #[derive(Clone, Debug)]
    #[non_exhaustive]
    pub struct ModalInteractionData {
        pub custom_id: FixedString,
        pub components: FixedArray<Component>,
    }

    /// Top-level components as a modal submit carries them (component.rs).
    #[derive(Clone, Debug)]
    #[non_exhaustive]
    pub enum Component {
        ActionRow(ActionRow),
        TextDisplay(TextDisplay),
        Label(Label),
        Unknown(u8),
    }

    #[derive(Clone, Debug)]
    #[non_exhaustive]
    pub struct ActionRow {
        pub kind: ComponentType,
    }

    #[derive(Clone, Debug)]
    #[non_exhaustive]
    pub struct TextDisplay {
        pub kind: ComponentType,
        pub content: FixedString,
    }

    #[derive(Clone, Debug)]
    #[non_exhaustive]
    pub struct Label {
        pub kind: ComponentType,
        pub component: LabelComponent,
    }

    #[derive(Clone, Debug)]
    #[non_exhaustive]
    pub enum LabelComponent {
        SelectMenu(SelectMenu),
        InputText(InputText),
        FileUpload(FileUpload),
        RadioGroup(RadioGroup),
        CheckboxGroup(CheckboxGroup),
        Checkbox(Checkbox),
    }

    #[derive(Clone, Debug)]
    #[non_exhaustive]
    pub struct SelectMenu {
        pub custom_id: FixedString,
        pub values: FixedArray<String>,
    }

    #[derive(Clone, Debug)]
    #[non_exhaustive]
    pub struct InputText {
        pub kind: ComponentType,
        pub custom_id: FixedString,
        pub value: FixedString,
    }

    #[derive(Clone, Debug)]
    #[non_exhaustive]
    pub struct FileUpload {
        pub kind: ComponentType,
        pub custom_id: FixedString,
        pub values: FixedArray<AttachmentId>,
    }

    #[derive(Clone, Debug)]
    #[non_exhaustive]
    pub struct RadioGroup {
        pub kind: ComponentType,
        pub custom_id: FixedString,
        pub value: Option<FixedString>,
    }

    #[derive(Clone, Debug)]
    #[non_exhaustive]
    pub struct CheckboxGroup {
        pub kind: ComponentType,
        pub custom_id: FixedString,
        pub values: FixedArray<String>,
    }

    #[derive(Clone, Debug)]
    #[non_exhaustive]
    pub struct Checkbox {
        pub kind: ComponentType,
        pub custom_id: FixedString,
        pub value: bool,
    }
}

pub mod gateway {
    //! src/model/gateway.rs
    use super::*;

    flags!(GatewayIntents: u64 {
        GUILDS = 1 << 0,
        GUILD_MEMBERS = 1 << 1,
        GUILD_MESSAGES = 1 << 9,
        DIRECT_MESSAGES = 1 << 12,
        MESSAGE_CONTENT = 1 << 15,
    });

    impl GatewayIntents {
        pub fn non_privileged() -> Self {
            Self::GUILDS | Self::GUILD_MESSAGES | Self::DIRECT_MESSAGES
        }
    }

    #[derive(Clone, Debug)]
    #[non_exhaustive]
    pub struct Ready {
        pub version: u8,
    }
}

pub use colour::{Color, Colour};
pub use permissions::Permissions;
pub use timestamp::Timestamp;

pub mod prelude {
    pub use super::application::*;
    pub use super::channel::*;
    pub use super::colour::*;
    pub use super::gateway::*;
    pub use super::id::*;
    pub use super::permissions::*;
    pub use super::timestamp::*;
}

// Used by the synthetic interactions in runtime.rs.
pub(crate) fn fixed(s: &str) -> FixedString {
    FixedString(s.to_string())
}
