// Stand-in for the async-trait crate's `#[async_trait]` (dtolnay/async-trait), as serenity
// re-exports it (`serenity::async_trait`), built with rustc's own proc_macro library only. It
// handles what a bot's `impl EventHandler for Handler` holds: `async fn name(&self, args) { body }`
// returning `()`, and rewrites each into the boxed-future form the trait declares. The body's
// tokens keep their spans, so an error inside a handler points at the handler's own line.
extern crate proc_macro;

use proc_macro::{Delimiter, Group, Ident, Punct, Spacing, Span, TokenStream, TokenTree};

fn parse(s: &str) -> TokenStream {
    s.parse().expect("async_trait stand-in: internal token error")
}

fn compile_error(message: &str) -> TokenStream {
    parse(&format!("compile_error!({:?});", message))
}

/// `&self` becomes `&'life0 self`.
fn rewrite_params(params: TokenStream) -> TokenStream {
    let tokens: Vec<TokenTree> = params.into_iter().collect();
    let mut out = Vec::new();
    for (i, token) in tokens.iter().enumerate() {
        out.push(token.clone());
        if let TokenTree::Punct(p) = token {
            let next_is_self = matches!(tokens.get(i + 1), Some(TokenTree::Ident(id)) if id.to_string() == "self");
            if p.as_char() == '&' && next_is_self {
                out.push(TokenTree::Punct(Punct::new('\'', Spacing::Joint)));
                out.push(TokenTree::Ident(Ident::new("life0", Span::call_site())));
            }
        }
    }
    out.into_iter().collect()
}

fn rewrite_body(body: TokenStream) -> TokenStream {
    let tokens: Vec<TokenTree> = body.into_iter().collect();
    let mut out: Vec<TokenTree> = Vec::new();
    let mut i = 0;
    while i < tokens.len() {
        let is_async_fn = matches!(&tokens[i], TokenTree::Ident(a) if a.to_string() == "async")
            && matches!(tokens.get(i + 1), Some(TokenTree::Ident(f)) if f.to_string() == "fn");
        if !is_async_fn {
            out.push(tokens[i].clone());
            i += 1;
            continue;
        }
        let name = match tokens.get(i + 2) {
            Some(TokenTree::Ident(name)) => name.clone(),
            _ => return compile_error("async_trait stand-in: expected a method name after `async fn`"),
        };
        let params = match tokens.get(i + 3) {
            Some(TokenTree::Group(g)) if g.delimiter() == Delimiter::Parenthesis => g.clone(),
            _ => return compile_error("async_trait stand-in: generic async methods are not supported"),
        };
        let block = match tokens.get(i + 4) {
            Some(TokenTree::Group(g)) if g.delimiter() == Delimiter::Brace => g.clone(),
            _ => {
                return compile_error(
                    "async_trait stand-in: only `async fn name(&self, ...) { ... }` returning () is supported",
                )
            },
        };
        out.push(TokenTree::Ident(Ident::new("fn", tokens[i + 1].span())));
        out.push(TokenTree::Ident(name));
        out.extend(parse("<'life0, 'async_trait>"));
        let mut new_params = Group::new(Delimiter::Parenthesis, rewrite_params(params.stream()));
        new_params.set_span(params.span());
        out.push(TokenTree::Group(new_params));
        out.extend(parse(
            "-> ::core::pin::Pin<::std::boxed::Box<dyn ::core::future::Future<Output = ()> \
             + ::core::marker::Send + 'async_trait>> where 'life0: 'async_trait, Self: 'async_trait",
        ));
        let mut inner = Group::new(Delimiter::Brace, block.stream());
        inner.set_span(block.span());
        let mut async_block: Vec<TokenTree> = parse("async move").into_iter().collect();
        async_block.push(TokenTree::Group(inner));
        let mut call: Vec<TokenTree> = parse("::std::boxed::Box::pin").into_iter().collect();
        call.push(TokenTree::Group(Group::new(Delimiter::Parenthesis, async_block.into_iter().collect())));
        out.push(TokenTree::Group(Group::new(Delimiter::Brace, call.into_iter().collect())));
        i += 5;
    }
    out.into_iter().collect()
}

#[proc_macro_attribute]
pub fn async_trait(_args: TokenStream, item: TokenStream) -> TokenStream {
    let mut out: Vec<TokenTree> = Vec::new();
    for token in item {
        match token {
            TokenTree::Group(g) if g.delimiter() == Delimiter::Brace => {
                let mut group = Group::new(Delimiter::Brace, rewrite_body(g.stream()));
                group.set_span(g.span());
                out.push(TokenTree::Group(group));
            },
            other => out.push(other),
        }
    }
    out.into_iter().collect()
}
