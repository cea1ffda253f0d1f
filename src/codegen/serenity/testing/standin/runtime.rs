// The stand-in's recorder (not part of serenity's API): prints what the bot would send as JSON
// lines, remembers sent messages, registered commands and shown modals, and makes up the
// interactions a user would make with them, for `Client::start` to play.
use std::sync::Mutex;

use crate::json::{Json, Obj};
use crate::model::application::*;
use crate::model::fixed;
use crate::model::id::*;
use crate::model::FixedArray;

struct State {
    /// (route to report, interaction) in the order they appeared.
    interactions: Vec<(String, InteractionId, Interaction)>,
    answered: Vec<InteractionId>,
    next_id: u64,
}

static STATE: Mutex<State> = Mutex::new(State { interactions: Vec::new(), answered: Vec::new(), next_id: 1 });

fn emit(kind: &str, body: Json) {
    let line = Obj::new().field("kind", kind).raw("body", body).done();
    println!("{}", line.to_string());
}

fn with_state<T>(f: impl FnOnce(&mut State) -> T) -> T {
    let mut state = STATE.lock().unwrap_or_else(|e| e.into_inner());
    f(&mut state)
}

fn push(route: String, make: impl FnOnce(InteractionId) -> Interaction) {
    with_state(|s| {
        let id = InteractionId::new(s.next_id);
        s.next_id += 1;
        s.interactions.push((route, id, make(id)));
    });
}

fn str_of(value: Option<&Json>) -> String {
    value.and_then(Json::as_str).unwrap_or("").to_string()
}

fn first_option(component: &Json) -> Option<String> {
    match component.get("options") {
        Some(Json::Arr(options)) => options.first().map(|o| str_of(o.get("value"))),
        _ => None,
    }
}

/// Every interactive component with a custom_id, anywhere in a message's components.
fn walk_components(value: &Json, out: &mut Vec<(String, u64, Option<String>)>) {
    match value {
        Json::Arr(items) => items.iter().for_each(|i| walk_components(i, out)),
        Json::Obj(entries) => {
            let kind = value.get("type").and_then(Json::as_u64).unwrap_or(0);
            if let Some(Json::Str(custom_id)) = value.get("custom_id") {
                if matches!(kind, 2 | 3 | 5 | 6 | 7 | 8) {
                    out.push((custom_id.clone(), kind, first_option(value)));
                }
            }
            for (_, v) in entries {
                walk_components(v, out);
            }
        },
        _ => {},
    }
}

pub fn record_message(body: Json) {
    let mut found = Vec::new();
    if let Some(components) = body.get("components") {
        walk_components(components, &mut found);
    }
    emit("message", body);
    for (custom_id, kind, option) in found {
        let data_kind = match kind {
            2 => ComponentInteractionDataKind::Button,
            3 => ComponentInteractionDataKind::StringSelect {
                values: FixedArray::from_vec(option.into_iter().collect()),
            },
            5 => ComponentInteractionDataKind::UserSelect { values: FixedArray::from_vec(vec![UserId::new(1)]) },
            6 => ComponentInteractionDataKind::RoleSelect { values: FixedArray::from_vec(vec![RoleId::new(1)]) },
            7 => ComponentInteractionDataKind::MentionableSelect {
                values: FixedArray::from_vec(vec![GenericId::new(1)]),
            },
            _ => ComponentInteractionDataKind::ChannelSelect {
                values: FixedArray::from_vec(vec![ChannelId::new(1)]),
            },
        };
        let route = custom_id.clone();
        push(route, |id| {
            Interaction::Component(ComponentInteraction {
                id,
                data: ComponentInteractionData { custom_id: fixed(&custom_id), kind: data_kind },
            })
        });
    }
}

pub fn record_commands(body: Json) -> Vec<String> {
    let mut names = Vec::new();
    if let Json::Arr(commands) = &body {
        for command in commands {
            let name = str_of(command.get("name"));
            let kind = command.get("type").and_then(Json::as_u64).unwrap_or(1) as u8;
            names.push(name.clone());
            push(format!("command:{}", name), |id| {
                Interaction::Command(CommandInteraction {
                    id,
                    data: CommandData { id: CommandId::new(1), name: fixed(&name), kind: CommandType(kind) },
                })
            });
        }
    }
    emit("commands", body);
    names
}

/// What a user's answer to one modal field looks like in a modal submit.
fn submitted(component: &Json) -> Option<LabelComponent> {
    let kind = component.get("type").and_then(Json::as_u64).unwrap_or(0) as u8;
    let custom_id = fixed(&str_of(component.get("custom_id")));
    let first = first_option(component);
    Some(match kind {
        4 => LabelComponent::InputText(InputText {
            kind: ComponentType::InputText,
            custom_id,
            value: fixed(&str_of(component.get("value"))),
        }),
        3 | 5 | 6 | 7 | 8 => LabelComponent::SelectMenu(SelectMenu {
            custom_id,
            values: FixedArray::from_vec(vec![first.unwrap_or_else(|| "1".to_string())]),
        }),
        19 => LabelComponent::FileUpload(FileUpload {
            kind: ComponentType::FileUpload,
            custom_id,
            values: FixedArray::from_vec(vec![AttachmentId::new(1)]),
        }),
        21 => LabelComponent::RadioGroup(RadioGroup {
            kind: ComponentType::RadioGroup,
            custom_id,
            value: first.map(|v| fixed(&v)),
        }),
        22 => LabelComponent::CheckboxGroup(CheckboxGroup {
            kind: ComponentType::CheckboxGroup,
            custom_id,
            values: FixedArray::from_vec(first.into_iter().collect()),
        }),
        23 => LabelComponent::Checkbox(Checkbox { kind: ComponentType::Checkbox, custom_id, value: true }),
        _ => return None,
    })
}

pub fn record_response(interaction: InteractionId, response: Json) {
    with_state(|s| s.answered.push(interaction));
    if response.get("type").and_then(Json::as_u64) != Some(9) {
        return;
    }
    let data = response.get("data").cloned().unwrap_or(Json::Null);
    let custom_id = str_of(data.get("custom_id"));
    let mut components = Vec::new();
    if let Some(Json::Arr(items)) = data.get("components") {
        for item in items {
            match item.get("type").and_then(Json::as_u64) {
                Some(10) => components.push(Component::TextDisplay(TextDisplay {
                    kind: ComponentType::TextDisplay,
                    content: fixed(&str_of(item.get("content"))),
                })),
                Some(18) => {
                    if let Some(component) = item.get("component").and_then(submitted) {
                        components.push(Component::Label(Label { kind: ComponentType::Label, component }));
                    }
                },
                Some(n) => components.push(Component::Unknown(n as u8)),
                None => {},
            }
        }
    }
    emit("modal", data);
    push(custom_id.clone(), |id| {
        Interaction::Modal(ModalInteraction {
            id,
            data: ModalInteractionData { custom_id: fixed(&custom_id), components: FixedArray::from_vec(components) },
        })
    });
}

pub fn interactions_from(start: usize) -> Vec<(String, InteractionId, Interaction)> {
    with_state(|s| s.interactions.iter().skip(start).cloned().collect())
}

/// A component or modal interaction the handler answered is routed: print it.
pub fn report_route(route: &str, interaction: InteractionId) {
    if route.starts_with("command:") {
        return;
    }
    if with_state(|s| s.answered.contains(&interaction)) {
        println!("{}", Obj::new().field("kind", "route").field("custom_id", route).done().to_string());
    }
}
