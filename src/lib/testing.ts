// Payload builders for the library's tests: what a bot keeps in its JSON files.
const V2 = 1 << 15;

export const v2Message = (content = 'Hello') => ({
  flags: V2,
  components: [{ type: 10, content }],
});

/** A legacy message: content and one embed. */
export const legacyMessage = () => ({
  content: 'Trail report',
  embeds: [{ title: 'North ridge', description: 'Open, some mud.' }],
});

export const slashCommand = (name = 'trail', optionType = 3) => ({
  name,
  description: 'Shows the state of a trail',
  options: [{ type: optionType, name: 'trail', description: 'Which trail', required: true }],
});

/** The same command as Discord returns it: with the fields it adds. */
export const registered = (command: Record<string, unknown>, id = '1000000000000000001') => ({
  id,
  application_id: '2000000000000000002',
  version: '3000000000000000003',
  type: 1,
  ...command,
});

export const permissionsBody = () => ({
  permissions: [{ id: '123456789012345678', type: 1, permission: true }],
});
