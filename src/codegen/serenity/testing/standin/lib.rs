// Stand-in for the serenity crate (serenity-rs/serenity, branch `next`; see builder.rs and
// model.rs for the files and commits mirrored): the crate root src/lib.rs (`serenity::all`,
// `serenity::prelude`, `serenity::async_trait`, `serenity::Result`), src/http/client.rs (`Http`)
// and src/gateway/client/{mod.rs,context.rs,event_handler.rs} (`Client`, `ClientBuilder`,
// `Context`, `EventHandler`). Compiled with plain rustc (1.63, edition 2021) and no crates.
//
// Instead of talking to Discord it records what it would send, one JSON line on stdout each:
// {"kind":"message","body":..} for ChannelId::send_message, {"kind":"commands","body":[..]} for
// Command::set_global_commands, {"kind":"modal","body":..} for a modal interaction response. Then
// `Client::start` plays the interactions a user would make: one command interaction per registered
// command, one component interaction per custom_id in the sent messages, one modal submit per
// modal shown (with a made-up value per field), and prints {"kind":"route","custom_id":..} for
// each one the bot's handler answered.
//
// Differences from the real crate, forced by rustc 1.63 with no crates: `EventHandler` is written
// in the form `#[async_trait]` expands to (the stand-in's own `async_trait` macro accepts the usual
// `#[async_trait] impl EventHandler for Handler { async fn ... }`); `ClientBuilder` is a `Future`
// (the real one is `IntoFuture`, which `.await` accepts only from Rust 1.64); ids, FixedString and
// FixedArray are plain types of the same names.
#![allow(clippy::new_without_default)]

#[doc(hidden)]
pub mod json;

pub mod builder;
pub mod model;

mod runtime;

pub use async_trait::async_trait;

/// small_fixed_array, re-exported by serenity.
pub mod small_fixed_array {
    pub use crate::model::{FixedArray, FixedString};
}

/// src/error.rs
#[derive(Debug)]
#[non_exhaustive]
pub enum Error {
    Other(&'static str),
}

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Error::Other(s) => f.write_str(s),
        }
    }
}

impl std::error::Error for Error {}

pub type Result<T, E = Error> = std::result::Result<T, E>;

pub mod http {
    //! src/http/client.rs
    #[derive(Debug)]
    pub struct Http {
        _token: String,
    }

    impl Http {
        pub fn new(token: &str) -> Self {
            Http { _token: token.to_string() }
        }
    }
}

pub mod gateway {
    //! src/gateway/client/{mod.rs,context.rs,event_handler.rs}
    use std::future::Future;
    use std::pin::Pin;
    use std::sync::Arc;
    use std::task::{Context as TaskContext, Poll};

    use crate::http::Http;
    use crate::model::application::Interaction;
    use crate::model::gateway::{GatewayIntents, Ready};

    pub mod client {
        pub use super::{Client, ClientBuilder, Context, EventHandler};
    }

    #[derive(Clone)]
    #[non_exhaustive]
    pub struct Context {
        pub http: Arc<Http>,
    }

    type BoxFuture<'a> = Pin<Box<dyn Future<Output = ()> + Send + 'a>>;

    /// The events a bot handles. Written as `#[async_trait]` expands `async fn`: implement it with
    /// `#[async_trait] impl EventHandler for Handler { async fn interaction_create(&self, ...) }`.
    pub trait EventHandler: Send + Sync {
        fn ready<'life0, 'async_trait>(
            &'life0 self,
            ctx: Context,
            data_about_bot: Ready,
        ) -> BoxFuture<'async_trait>
        where
            'life0: 'async_trait,
            Self: 'async_trait,
        {
            Box::pin(async move {
                let _ = (ctx, data_about_bot);
            })
        }

        fn interaction_create<'life0, 'async_trait>(
            &'life0 self,
            ctx: Context,
            interaction: Interaction,
        ) -> BoxFuture<'async_trait>
        where
            'life0: 'async_trait,
            Self: 'async_trait,
        {
            Box::pin(async move {
                let _ = (ctx, interaction);
            })
        }
    }

    #[must_use]
    pub struct ClientBuilder {
        token: String,
        intents: GatewayIntents,
        handlers: Vec<Arc<dyn EventHandler>>,
    }

    impl ClientBuilder {
        pub fn new(token: &str, intents: GatewayIntents) -> Self {
            ClientBuilder { token: token.to_string(), intents, handlers: Vec::new() }
        }

        pub fn event_handler<H>(mut self, event_handler: impl Into<Arc<H>>) -> Self
        where
            H: EventHandler + 'static,
        {
            self.handlers.push(event_handler.into());
            self
        }
    }

    /// The real ClientBuilder is `IntoFuture`; a `Future` here so that `.await` works on 1.63.
    impl Future for ClientBuilder {
        type Output = crate::Result<Client>;

        fn poll(mut self: Pin<&mut Self>, _cx: &mut TaskContext<'_>) -> Poll<Self::Output> {
            let handlers = std::mem::take(&mut self.handlers);
            let _ = self.intents;
            Poll::Ready(Ok(Client { http: Arc::new(Http::new(&self.token)), handlers }))
        }
    }

    pub struct Client {
        pub http: Arc<Http>,
        handlers: Vec<Arc<dyn EventHandler>>,
    }

    impl Client {
        pub fn builder(token: &str, intents: GatewayIntents) -> ClientBuilder {
            ClientBuilder::new(token, intents)
        }

        /// Plays the session described at the top of lib.rs, then returns.
        pub async fn start(&mut self) -> crate::Result<()> {
            let ctx = Context { http: self.http.clone() };
            for handler in &self.handlers {
                handler.ready(ctx.clone(), Ready { version: 10 }).await;
            }
            let mut seen = 0;
            loop {
                let pending = crate::runtime::interactions_from(seen);
                if pending.is_empty() {
                    break;
                }
                seen += pending.len();
                for (route, id, interaction) in pending {
                    for handler in &self.handlers {
                        handler.interaction_create(ctx.clone(), interaction.clone()).await;
                    }
                    crate::runtime::report_route(&route, id);
                }
            }
            Ok(())
        }
    }
}

pub use crate::gateway::Client;

pub mod prelude {
    //! src/prelude.rs
    pub use crate::gateway::{Client, Context, EventHandler};
    pub use crate::model::gateway::GatewayIntents;
    pub use crate::Error as SerenityError;
}

pub mod all {
    //! src/lib.rs `serenity::all`: everything in one place.
    pub use crate::builder::*;
    pub use crate::gateway::client::*;
    pub use crate::http::*;
    pub use crate::model::prelude::*;
    pub use crate::model::{Color, Colour, Permissions, Timestamp};
    pub use crate::small_fixed_array::*;
    pub use crate::{async_trait, Error, Result};
}
