// Starting points for a new design. Each template builds a fresh document (new node keys every
// time) from the model's helpers and validates with no problems at all (templates.test.ts).
import type { Doc } from '../document/document';
import type { SurfaceChoice } from '../document/surface';
import { announcement, poll, welcome } from './message-templates';
import { embedRelease, nativePoll } from './embed-templates';
import { feedback, multiStep } from './modal-templates';
import { autocompleteTag, messageMenu, moderation, userMenu } from './command-templates';

export interface Template {
  /** Stable id, used by test ids (`template:<id>`). */
  id: string;
  name: string;
  /** One line saying what it is for. */
  description: string;
  surface: SurfaceChoice;
  build: () => Doc;
}

export const TEMPLATES: readonly Template[] = [
  {
    id: 'announcement',
    name: 'Announcement',
    description: 'A coloured card with a heading, pictures and a link button.',
    surface: 'v2',
    build: announcement,
  },
  {
    id: 'poll',
    name: 'Poll',
    description: 'A question with a select menu of choices.',
    surface: 'v2',
    build: poll,
  },
  {
    id: 'welcome',
    name: 'Welcome card',
    description: 'A greeting with a thumbnail and buttons for new members.',
    surface: 'v2',
    build: welcome,
  },
  {
    id: 'embed-release',
    name: 'Embed with fields',
    description: 'Release notes as an embed: author, thumbnail, inline fields and a footer.',
    surface: 'legacy',
    build: embedRelease,
  },
  {
    id: 'native-poll',
    name: 'Discord poll',
    description: 'A question with three answers that Discord counts, open for three days.',
    surface: 'legacy',
    build: nativePoll,
  },
  {
    id: 'feedback',
    name: 'Feedback form',
    description: 'A modal with a short answer, a long answer and a 1–5 rating.',
    surface: 'modal',
    build: feedback,
  },
  {
    id: 'multi-step',
    name: 'Multi-step form',
    description: 'The first modal of a two-step sign-up: intro, name, team and rules.',
    surface: 'modal',
    build: multiStep,
  },
  {
    id: 'moderation',
    name: 'Moderation commands',
    description: '/mod ban, kick and a timeout group, for members who may moderate.',
    surface: 'commands',
    build: moderation,
  },
  {
    id: 'user-menu',
    name: 'User menu command',
    description: "“User info” in a member's Apps menu, in servers and DMs.",
    surface: 'commands',
    build: userMenu,
  },
  {
    id: 'message-menu',
    name: 'Message menu command',
    description: "“Report message” in a message's Apps menu.",
    surface: 'commands',
    build: messageMenu,
  },
  {
    id: 'autocomplete',
    name: 'Autocomplete command',
    description: '/tag with names your bot suggests as they are typed.',
    surface: 'commands',
    build: autocompleteTag,
  },
];

/** The template with this id, if there is one. */
export function templateById(id: string): Template | undefined {
  return TEMPLATES.find((t) => t.id === id);
}
