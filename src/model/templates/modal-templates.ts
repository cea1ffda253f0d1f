// The modal templates: a feedback form and the first step of a multi-step form.
import { makeNode } from '../document/document';
import type { Doc } from '../document/document';
import { label, modal, text } from './build';

export function feedback(): Doc {
  const rating = (n: number, words: string) => ({ value: String(n), label: `${n} – ${words}` });
  return modal(
    'feedback_form',
    'Tell us what you think',
    label(
      'Subject',
      'A few words about your feedback',
      makeNode('text-input', {
        custom_id: 'feedback_subject',
        style: 1,
        max_length: 100,
        placeholder: 'The new dashboard',
      }),
    ),
    label(
      'Details',
      'What went well, and what could be better?',
      makeNode('text-input', {
        custom_id: 'feedback_details',
        style: 2,
        min_length: 10,
        max_length: 1000,
        required: false,
      }),
    ),
    label(
      'Rating',
      'How happy are you overall?',
      makeNode('radio-group', {
        custom_id: 'feedback_rating',
        options: [
          rating(1, 'Not at all'),
          rating(2, 'A little'),
          rating(3, 'Fairly'),
          rating(4, 'Very'),
          rating(5, 'Delighted'),
        ],
      }),
    ),
  );
}

/** Step one of a sign-up: the bot answers the submit with a message whose button opens step two. */
export function multiStep(): Doc {
  return modal(
    'signup_step_1',
    'Sign up (step 1 of 2)',
    text('**Step 1 of 2.** Tell us who you are; the next step asks about your availability.'),
    label(
      'Name',
      'How should we call you?',
      makeNode('text-input', { custom_id: 'signup_name', style: 1, max_length: 45 }),
    ),
    label(
      'Team',
      'Which team would you like to join?',
      makeNode('string-select', {
        custom_id: 'signup_team',
        placeholder: 'Choose a team',
        options: [
          { label: 'Design', value: 'design' },
          { label: 'Development', value: 'development' },
          { label: 'Events', value: 'events' },
        ],
      }),
    ),
    label(
      'Rules',
      'You can read them in the rules channel.',
      makeNode('checkbox', { custom_id: 'signup_rules' }),
    ),
  );
}
