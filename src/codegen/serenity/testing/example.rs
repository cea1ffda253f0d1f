// The hand-written reference bot for serenity (`next` branch API): builds the five sample designs
// (two messages sent to a channel, two modals shown as interaction responses, the command set
// registered with one bulk overwrite), routes every interactive component of the messages by
// custom_id and reads every field of both modals. The future printer's output takes its place.
use std::borrow::Cow;
use std::collections::HashMap;
use std::time::Duration;

use serenity::all::*;
use serenity::builder::{CreateModal, CreateMessage};
use serenity::small_fixed_array::FixedString;

const CHANNEL: ChannelId = ChannelId::new(123456789012345678);

fn message_v2() -> CreateMessage<'static> {
    CreateMessage::new()
        .flags(MessageFlags::IS_COMPONENTS_V2)
        .add_file(CreateAttachment::bytes(vec![0u8; 4], "two.png"))
        .add_file(CreateAttachment::bytes(b"notes".to_vec(), "notes.txt"))
        .components(vec![
            CreateComponent::Container(
                CreateContainer::new(vec![
                    CreateContainerComponent::TextDisplay(CreateTextDisplay::new(
                        "# Release \"v2\"\nNotes with 'quotes', a \\ backslash and ünïcödé ✨",
                    )),
                    CreateContainerComponent::Section(CreateSection::new(
                        vec![CreateSectionComponent::TextDisplay(CreateTextDisplay::new("Read the changelog"))],
                        CreateSectionAccessory::Button(
                            CreateButton::new_link("https://example.com/changes").label("Open"),
                        ),
                    )),
                    CreateContainerComponent::Section(CreateSection::new(
                        vec![CreateSectionComponent::TextDisplay(CreateTextDisplay::new("Avatar"))],
                        CreateSectionAccessory::Thumbnail(
                            CreateThumbnail::new(CreateUnfurledMediaItem::new("https://example.com/a.png"))
                                .description("An avatar"),
                        ),
                    )),
                    CreateContainerComponent::Separator(
                        CreateSeparator::new().divider(true).spacing(SeparatorSpacingSize::Large),
                    ),
                    CreateContainerComponent::MediaGallery(CreateMediaGallery::new(vec![
                        CreateMediaGalleryItem::new(CreateUnfurledMediaItem::new("https://example.com/1.png"))
                            .description("One"),
                        CreateMediaGalleryItem::new(CreateUnfurledMediaItem::new("attachment://two.png"))
                            .spoiler(true),
                    ])),
                    CreateContainerComponent::File(CreateFile::new(CreateUnfurledMediaItem::new(
                        "attachment://notes.txt",
                    ))),
                    CreateContainerComponent::ActionRow(CreateActionRow::buttons(vec![
                        CreateButton::new("release:approve").style(ButtonStyle::Primary).label("Approve").emoji('✅'),
                        CreateButton::new("release:reject").style(ButtonStyle::Danger).label("Reject").disabled(true),
                    ])),
                ])
                .accent_color(5793266),
            ),
            CreateComponent::ActionRow(CreateActionRow::SelectMenu(
                CreateSelectMenu::new("release:channel", CreateSelectMenuKind::String {
                    options: vec![
                        CreateSelectMenuOption::new("General", "general")
                            .description("Everyone")
                            .default_selection(true),
                        CreateSelectMenuOption::new("Staff", "staff").emoji(ReactionType::Custom {
                            animated: false,
                            id: EmojiId::new(123456789012345678),
                            name: Some(FixedString::from_static_trunc("staff")),
                        }),
                    ]
                    .into(),
                })
                .placeholder("Pick a channel")
                .min_values(1)
                .max_values(2),
            )),
            CreateComponent::ActionRow(CreateActionRow::SelectMenu(
                CreateSelectMenu::new("release:users", CreateSelectMenuKind::User { default_users: None })
                    .max_values(3),
            )),
            CreateComponent::ActionRow(CreateActionRow::SelectMenu(CreateSelectMenu::new(
                "release:roles",
                CreateSelectMenuKind::Role { default_roles: None },
            ))),
            CreateComponent::ActionRow(CreateActionRow::SelectMenu(CreateSelectMenu::new(
                "release:mentionables",
                CreateSelectMenuKind::Mentionable { default_users: None, default_roles: None },
            ))),
            CreateComponent::ActionRow(CreateActionRow::SelectMenu(CreateSelectMenu::new(
                "release:channels",
                CreateSelectMenuKind::Channel {
                    channel_types: Some(vec![ChannelType::Text, ChannelType::News].into()),
                    default_channels: None,
                },
            ))),
        ])
}

fn message_legacy() -> CreateMessage<'static> {
    let embed = CreateEmbed::new()
        .title("Weekly report")
        .description("All \"green\"\nsee below")
        .url("https://example.com/report")
        .colour(3066993)
        .timestamp(Timestamp::parse("2026-11-29T12:00:00.000Z").expect("timestamp"))
        .author(
            CreateEmbedAuthor::new("Report bot")
                .url("https://example.com")
                .icon_url("https://example.com/bot.png"),
        )
        .footer(CreateEmbedFooter::new("Generated").icon_url("https://example.com/f.png"))
        .thumbnail("https://example.com/t.png")
        .image("attachment://chart.png")
        .field("Uptime", "99.9%", true)
        .field("Errors", "3", true)
        .field("Notes", "None", false);
    let poll = CreatePoll::new()
        .question("Ship it?")
        .answers(vec![
            CreatePollAnswer::new().text("Yes").emoji("👍".to_string()),
            CreatePollAnswer::new().text("No").emoji(EmojiId::new(123456789012345678)),
        ])
        .duration(Duration::from_secs(24 * 3600))
        .layout_type(PollLayoutType::Default);
    CreateMessage::new()
        .content("Hello <@123456789012345678>, the vote is open")
        .tts(false)
        .flags(MessageFlags::SUPPRESS_NOTIFICATIONS)
        .allowed_mentions(CreateAllowedMentions::new().users(vec![UserId::new(123456789012345678)]))
        .embed(embed)
        .poll(poll)
        .components(vec![CreateComponent::ActionRow(CreateActionRow::buttons(vec![
            CreateButton::new("report:details").style(ButtonStyle::Primary).label("Details"),
            CreateButton::new("report:mute").style(ButtonStyle::Secondary).label("Mute").emoji('🔕'),
            CreateButton::new_link("https://example.com/dash").label("Dashboard"),
        ]))])
        .add_file(CreateAttachment::bytes(vec![0u8; 4], "chart.png").description("A chart"))
}

fn modal_feedback() -> CreateModal<'static> {
    CreateModal::new("feedback", "Send \"feedback\"").components(vec![
        CreateComponent::TextDisplay(CreateTextDisplay::new("Tell us what you think.")),
        CreateComponent::Label(
            CreateLabel::input_text(
                "Subject",
                CreateInputText::new(InputTextStyle::Short, "subject")
                    .min_length(3)
                    .max_length(80)
                    .required(true)
                    .placeholder("Short summary"),
            )
            .description("One line"),
        ),
        CreateComponent::Label(CreateLabel::input_text(
            "Details",
            CreateInputText::new(InputTextStyle::Paragraph, "details").required(false).value("It's about…"),
        )),
        CreateComponent::Label(CreateLabel::select_menu(
            "Area",
            CreateSelectMenu::new("area", CreateSelectMenuKind::String {
                options: vec![
                    CreateSelectMenuOption::new("Editor", "editor"),
                    CreateSelectMenuOption::new("Export", "export"),
                ]
                .into(),
            }),
        )),
        CreateComponent::Label(CreateLabel::file_upload(
            "Screenshot",
            CreateFileUpload::new("shot").min_values(0).max_values(2).required(false),
        )),
    ])
}

fn modal_survey() -> CreateModal<'static> {
    CreateModal::new("survey", "Survey").components(vec![
        CreateComponent::Label(CreateLabel::radio_group(
            "Plan",
            CreateRadioGroup::new("plan", vec![
                CreateRadioGroupOption::new("Free", "free").description("No cost"),
                CreateRadioGroupOption::new("Pro", "pro").default_selection(true),
            ]),
        )),
        CreateComponent::Label(CreateLabel::checkbox_group(
            "Topics",
            CreateCheckboxGroup::new("topics", vec![
                CreateCheckboxGroupOption::new("Bots", "bots"),
                CreateCheckboxGroupOption::new("Design", "design"),
                CreateCheckboxGroupOption::new("Docs", "docs"),
            ])
            .min_values(1)
            .max_values(2),
        )),
        CreateComponent::Label(CreateLabel::checkbox(
            "Subscribe",
            CreateCheckbox::new("subscribe").default_selected(true),
        )),
        CreateComponent::Label(CreateLabel::select_menu(
            "Team",
            CreateSelectMenu::new("team", CreateSelectMenuKind::Role { default_roles: None }),
        )),
        CreateComponent::Label(CreateLabel::select_menu(
            "Contact",
            CreateSelectMenu::new("contact", CreateSelectMenuKind::Mentionable {
                default_users: None,
                default_roles: None,
            })
            .required(false),
        )),
    ])
}

fn locales(pairs: &[(&'static str, &'static str)]) -> HashMap<Cow<'static, str>, Cow<'static, str>> {
    pairs.iter().map(|&(k, v)| (Cow::Borrowed(k), Cow::Borrowed(v))).collect()
}

fn commands() -> Vec<CreateCommand<'static>> {
    let open = CreateCommandOption::new(CommandOptionType::SubCommand, "open", "Open a ticket")
        .add_sub_option(
            CreateCommandOption::new(CommandOptionType::String, "topic", "What it is about")
                .required(true)
                .min_length(3)
                .max_length(100),
        )
        .add_sub_option(
            CreateCommandOption::new(CommandOptionType::Integer, "priority", "How urgent")
                .add_int_choice_localized("Low", 1, locales(&[("fr", "Basse")]))
                .add_int_choice("High", 3),
        )
        .add_sub_option(
            CreateCommandOption::new(CommandOptionType::Channel, "channel", "Where")
                .channel_types(vec![ChannelType::Text, ChannelType::News]),
        )
        .add_sub_option(CreateCommandOption::new(CommandOptionType::Attachment, "file", "A screenshot"));
    let close = CreateCommandOption::new(CommandOptionType::SubCommand, "close", "Close one")
        .add_sub_option(CreateCommandOption::new(CommandOptionType::User, "user", "Whose").required(true))
        .add_sub_option(CreateCommandOption::new(CommandOptionType::Boolean, "silent", "Quietly"))
        .add_sub_option(
            CreateCommandOption::new(CommandOptionType::Number, "score", "Rating")
                .min_number_value(0.0)
                .max_number_value(5.5),
        )
        .add_sub_option(CreateCommandOption::new(CommandOptionType::Role, "role", "Role"))
        .add_sub_option(CreateCommandOption::new(CommandOptionType::Mentionable, "who", "Mention"))
        .add_sub_option(
            CreateCommandOption::new(CommandOptionType::String, "reason", "Why").set_autocomplete(true),
        );
    let admin = CreateCommandOption::new(CommandOptionType::SubCommandGroup, "admin", "Admin tools")
        .add_sub_option(close);
    vec![
        CreateCommand::new("ticket")
            .kind(CommandType::ChatInput)
            .description("Manage tickets")
            .name_localized("fr", "billet")
            .name_localized("de", "vorgang")
            .description_localized("fr", "Gérer les tickets")
            .description_localized("de", "Tickets verwalten")
            .default_member_permissions(Permissions::MANAGE_MESSAGES)
            .contexts(vec![InteractionContext::Guild])
            .integration_types(vec![InstallationContext::Guild])
            .add_option(open)
            .add_option(admin),
        CreateCommand::new("Report message")
            .kind(CommandType::Message)
            .contexts(vec![
                InteractionContext::Guild,
                InteractionContext::BotDm,
                InteractionContext::PrivateChannel,
            ])
            .integration_types(vec![InstallationContext::Guild, InstallationContext::User]),
        CreateCommand::new("Profile").kind(CommandType::User).nsfw(false),
    ]
}

/// Reads a modal submit's fields by custom_id, each with its type.
fn modal_values(data: &ModalInteractionData) -> String {
    let mut read = Vec::new();
    for component in data.components.iter() {
        if let Component::Label(label) = component {
            match &label.component {
                LabelComponent::InputText(input) => {
                    let text: &str = &input.value;
                    read.push(format!("{}={}", input.custom_id, text));
                },
                LabelComponent::SelectMenu(select) => {
                    let values: &[String] = &select.values;
                    read.push(format!("{}={}", select.custom_id, values.join(",")));
                },
                LabelComponent::FileUpload(upload) => {
                    let files: &[AttachmentId] = &upload.values;
                    read.push(format!("{}={} file(s)", upload.custom_id, files.len()));
                },
                LabelComponent::RadioGroup(radio) => {
                    let choice: Option<&str> = radio.value.as_deref();
                    read.push(format!("{}={}", radio.custom_id, choice.unwrap_or("")));
                },
                LabelComponent::CheckboxGroup(group) => {
                    let values: &[String] = &group.values;
                    read.push(format!("{}={}", group.custom_id, values.join(",")));
                },
                LabelComponent::Checkbox(checkbox) => {
                    let checked: bool = checkbox.value;
                    read.push(format!("{}={}", checkbox.custom_id, checked));
                },
                _ => {},
            }
        }
    }
    read.join("; ")
}

struct Handler;

#[async_trait]
impl EventHandler for Handler {
    async fn ready(&self, ctx: Context, _ready: Ready) {
        CHANNEL.send_message(&ctx.http, message_v2()).await.expect("send message-v2");
        CHANNEL.send_message(&ctx.http, message_legacy()).await.expect("send message-legacy");
        Command::set_global_commands(&ctx.http, &commands()).await.expect("register commands");
    }

    async fn interaction_create(&self, ctx: Context, interaction: Interaction) {
        match interaction {
            Interaction::Command(command) => {
                let modal = match command.data.name.as_str() {
                    "ticket" => modal_feedback(),
                    "Report message" => modal_survey(),
                    _ => return,
                };
                command.create_response(&ctx.http, CreateInteractionResponse::Modal(modal)).await.expect("modal");
            },
            Interaction::Component(component) => {
                let reply = match component.data.custom_id.as_str() {
                    "release:approve" | "release:reject" | "report:details" | "report:mute" => {
                        format!("Pressed {}", component.data.custom_id)
                    },
                    "release:channel" => match &component.data.kind {
                        ComponentInteractionDataKind::StringSelect { values } => format!("Picked {:?}", &values[..]),
                        _ => return,
                    },
                    "release:users" | "release:roles" | "release:mentionables" | "release:channels" => {
                        format!("Selected from {}", component.data.custom_id)
                    },
                    _ => return,
                };
                let message = CreateInteractionResponseMessage::new().content(reply).ephemeral(true);
                component.create_response(&ctx.http, CreateInteractionResponse::Message(message)).await.expect("reply");
            },
            Interaction::Modal(modal) => {
                let reply = match modal.data.custom_id.as_str() {
                    "feedback" | "survey" => modal_values(&modal.data),
                    _ => return,
                };
                let message = CreateInteractionResponseMessage::new().content(reply).ephemeral(true);
                modal.create_response(&ctx.http, CreateInteractionResponse::Message(message)).await.expect("reply");
            },
            _ => {},
        }
    }
}

fn main() {
    let token = std::env::var("DISCORD_TOKEN").unwrap_or_default();
    let runtime = tokio::runtime::Runtime::new().expect("tokio runtime");
    runtime.block_on(async {
        let mut client = Client::builder(&token, GatewayIntents::non_privileged())
            .event_handler(Handler)
            .await
            .expect("client");
        client.start().await.expect("client run");
    });
}
