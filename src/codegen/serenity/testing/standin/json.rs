// The stand-in's JSON writer: what serde + serde_json do for serenity, written by hand because the
// check compiles with plain rustc and no crates. Not part of serenity's API (hidden module).
use std::borrow::Cow;
use std::collections::HashMap;

/// A JSON value, in the order its keys were written.
#[derive(Clone, Debug, PartialEq)]
pub enum Json {
    Null,
    Bool(bool),
    Num(String),
    Str(String),
    Arr(Vec<Json>),
    Obj(Vec<(String, Json)>),
}

impl Json {
    pub fn write(&self, out: &mut String) {
        match self {
            Json::Null => out.push_str("null"),
            Json::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
            Json::Num(n) => out.push_str(n),
            Json::Str(s) => write_str(s, out),
            Json::Arr(items) => {
                out.push('[');
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    item.write(out);
                }
                out.push(']');
            },
            Json::Obj(entries) => {
                out.push('{');
                for (i, (k, v)) in entries.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    write_str(k, out);
                    out.push(':');
                    v.write(out);
                }
                out.push('}');
            },
        }
    }

    pub fn to_string(&self) -> String {
        let mut out = String::new();
        self.write(&mut out);
        out
    }

    pub fn get(&self, key: &str) -> Option<&Json> {
        match self {
            Json::Obj(entries) => entries.iter().find(|(k, _)| k == key).map(|(_, v)| v),
            _ => None,
        }
    }

    pub fn as_str(&self) -> Option<&str> {
        match self {
            Json::Str(s) => Some(s),
            _ => None,
        }
    }

    pub fn as_u64(&self) -> Option<u64> {
        match self {
            Json::Num(n) => n.parse().ok(),
            _ => None,
        }
    }
}

fn write_str(s: &str, out: &mut String) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
}

/// What `#[derive(Serialize)]` gives a type in serenity.
pub trait ToJson {
    fn to_json(&self) -> Json;
}

impl ToJson for bool {
    fn to_json(&self) -> Json {
        Json::Bool(*self)
    }
}

macro_rules! int_to_json {
    ($($t:ty),*) => {$(
        impl ToJson for $t {
            fn to_json(&self) -> Json {
                Json::Num(self.to_string())
            }
        }
    )*};
}
int_to_json!(u8, u16, u32, u64, i32, i64, usize);

impl ToJson for f64 {
    fn to_json(&self) -> Json {
        // serde_json writes a finite f64 with a fraction (5.5, 0.0)
        Json::Num(format!("{:?}", self))
    }
}

impl ToJson for str {
    fn to_json(&self) -> Json {
        Json::Str(self.to_string())
    }
}

impl ToJson for String {
    fn to_json(&self) -> Json {
        Json::Str(self.clone())
    }
}

impl<'a> ToJson for Cow<'a, str> {
    fn to_json(&self) -> Json {
        Json::Str(self.to_string())
    }
}

impl<T: ToJson> ToJson for Option<T> {
    fn to_json(&self) -> Json {
        match self {
            Some(v) => v.to_json(),
            None => Json::Null,
        }
    }
}

impl<T: ToJson> ToJson for [T] {
    fn to_json(&self) -> Json {
        Json::Arr(self.iter().map(ToJson::to_json).collect())
    }
}

impl<T: ToJson> ToJson for Vec<T> {
    fn to_json(&self) -> Json {
        self.as_slice().to_json()
    }
}

impl<'a, T: ToJson + Clone> ToJson for Cow<'a, [T]> {
    fn to_json(&self) -> Json {
        let slice: &[T] = self;
        slice.to_json()
    }
}

impl<'a> ToJson for HashMap<Cow<'a, str>, Cow<'a, str>> {
    fn to_json(&self) -> Json {
        let mut entries: Vec<(String, Json)> =
            self.iter().map(|(k, v)| (k.to_string(), v.to_json())).collect();
        entries.sort_by(|a, b| a.0.cmp(&b.0));
        Json::Obj(entries)
    }
}

impl<T: ToJson + ?Sized> ToJson for &T {
    fn to_json(&self) -> Json {
        (**self).to_json()
    }
}

/// An object being written: `field` always writes, `opt` skips a `None`
/// (`#[serde(skip_serializing_if = "Option::is_none")]`).
pub struct Obj(Vec<(String, Json)>);

impl Obj {
    pub fn new() -> Self {
        Obj(Vec::new())
    }

    pub fn field<T: ToJson + ?Sized>(mut self, key: &str, value: &T) -> Self {
        self.0.push((key.to_string(), value.to_json()));
        self
    }

    pub fn opt<T: ToJson>(self, key: &str, value: &Option<T>) -> Self {
        match value {
            Some(v) => self.field(key, v),
            None => self,
        }
    }

    pub fn raw(mut self, key: &str, value: Json) -> Self {
        self.0.push((key.to_string(), value));
        self
    }

    /// `#[serde(flatten)]`: the entries of another object, in place.
    pub fn flatten(mut self, value: Json) -> Self {
        if let Json::Obj(entries) = value {
            self.0.extend(entries);
        }
        self
    }

    pub fn done(self) -> Json {
        Json::Obj(self.0)
    }
}
