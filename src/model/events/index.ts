// The events reference: what Discord sends an app, as far as the spec documents it.
export * from './catalog';
export * from './arrival';
export * from './guild-members';
