// Discord's other operations (docs/discord-rules.md): each console's request and answer reading.
export * from './request';
export * from './errors';
export * from './role-member-counts';
export * from './voice-status';
export * from './lobby-metadata';
export * from './lobbies';
export * from './lobby-members';
export * from './current-member';
export * from './invites';
export * from './invite-answer';
export * from './message-search';
export * from './search-answer';
