// The events reference: what Discord sends an app, as documented (docs/discord-rules.md, Events).
export * from './catalog';
export * from './arrival';
export * from './guild-members';
