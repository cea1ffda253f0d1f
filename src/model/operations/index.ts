// The spec's other operations: each console's request builder and the reading of its answer.
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
