// Command sets to start from: each a whole, valid set a bot could register as it is.
import { emptyCommands } from '../catalog/factory';
import { makeNode } from '../document/document';
import type { Doc, Node } from '../document/document';
import type { NodeKind } from '../catalog/kinds';

const MODERATE_MEMBERS = String(1n << 40n);
const BAN_MEMBERS = String(1n << 2n);
const GUILD_ONLY = { contexts: [0], integration_types: [0] };

const set = (...commands: Node[]): Doc => ({ ...emptyCommands(null), nodes: commands });
const opt = (kind: NodeKind, name: string, description: string, more: object = {}) =>
  makeNode(kind, { name, description, ...more });
const sub = (name: string, description: string, ...options: Node[]) =>
  makeNode('subcommand', { name, description }, { options });

/** /mod ban, /mod kick and the group /mod timeout add|remove, for members who may moderate. */
export function moderation(): Doc {
  const member = (verb: string) =>
    opt('user-option', 'member', `Who to ${verb}`, { required: true });
  const reason = () =>
    opt('string-option', 'reason', 'Why (shown in the audit log)', { max_length: 400 });
  return set(
    makeNode(
      'chat-input-command',
      {
        name: 'mod',
        description: 'Moderate members of this server',
        description_localizations: { fr: 'Modérer les membres de ce serveur' },
        default_member_permissions: String(BigInt(MODERATE_MEMBERS) | BigInt(BAN_MEMBERS)),
        ...GUILD_ONLY,
      },
      {
        options: [
          sub('ban', 'Ban a member', member('ban'), reason()),
          sub('kick', 'Remove a member from the server', member('kick'), reason()),
          makeNode(
            'subcommand-group',
            { name: 'timeout', description: 'Keep a member from talking for a while' },
            {
              options: [
                sub(
                  'add',
                  'Time a member out',
                  member('time out'),
                  opt('integer-option', 'minutes', 'For how long', {
                    required: true,
                    choices: [
                      { name: '10 minutes', value: 10 },
                      { name: '1 hour', value: 60 },
                      { name: '1 day', value: 1440 },
                      { name: '1 week', value: 10080 },
                    ],
                  }),
                ),
                sub('remove', 'End a time-out early', member('release')),
              ],
            },
          ),
        ],
      },
    ),
  );
}

/** "User info" in a member's Apps menu, usable everywhere the app is installed. */
export function userMenu(): Doc {
  return set(
    makeNode('user-command', {
      type: 2,
      name: 'User info',
      name_localizations: { de: 'Benutzerinfo', fr: 'Infos du membre' },
      contexts: [0, 1, 2],
      integration_types: [0, 1],
    }),
  );
}

/** "Report message" in a message's Apps menu, in servers only. */
export function messageMenu(): Doc {
  return set(
    makeNode('message-command', {
      type: 3,
      name: 'Report message',
      name_localizations: { 'es-ES': 'Denunciar mensaje' },
      ...GUILD_ONLY,
    }),
  );
}

/** /tag with a name the bot suggests as it is typed (autocomplete). */
export function autocompleteTag(): Doc {
  return set(
    makeNode(
      'chat-input-command',
      { name: 'tag', description: 'Post a saved answer' },
      {
        options: [
          opt('string-option', 'name', 'Which tag', { required: true, autocomplete: true }),
          opt('user-option', 'to', 'Mention someone with it'),
        ],
      },
    ),
  );
}
