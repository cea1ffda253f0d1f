// The bounds of the Tools page's consoles (docs/discord-rules.md, Other operations), beside
// limits.ts rather than in it: only the Tools page uses them, and limits.ts is in the editor's
// first load (the catalog reads it), which should not carry them.
export const OPERATION_LIMITS = {
  voiceStatus: 500,
  lobby: {
    secret: 250,
    idleTimeoutSeconds: { min: 5, max: 604800 },
    /** All keys and values of one metadata map together. */
    metadata: 1000,
    /** Members named when a lobby is created with POST /lobbies. */
    createMembers: 25,
    messagesFetched: { min: 1, max: 200, default: 50 },
    bulkMembers: { min: 1, max: 25 },
    additionalName: { min: 1, max: 80 },
  },
  invite: {
    maxAge: { min: 0, max: 604800, default: 86400 },
    maxUses: { min: 0, max: 100 },
    /** Roles granted on accept: a guild holds at most 250 roles. */
    roleIds: 250,
  },
  search: {
    content: 1024,
    limit: { min: 1, max: 25 },
    offset: { min: 0, max: 9975 },
    // Ids per list filter, as discord-api-types documents them (Discord's own pages give none).
    authorIds: 100,
    channelIds: 500,
    mentions: 100,
  },
  currentMember: {
    /** Discord's developer docs (Users › Usernames and Nicknames): nicknames are 1 to 32 characters. */
    nick: { min: 1, max: 32 },
    /**
     * An avatar or banner picked from a file. Discord documents no size bound for a member's image
     * data, so the picker keeps to its default upload limit per file, and the whole body to its
     * 25 MiB request limit, as the relay does too (docs/discord-rules.md, Sending messages).
     */
    imageBytes: 10 * 1024 * 1024,
    requestBytes: 25 * 1024 * 1024,
  },
  /** Request Guild Members for all members (limit 0, empty query): once per guild per bot. */
  requestAllMembersSeconds: 30,
} as const;
