// A legacy message's poll as Discord draws it before anyone votes: the question, "Select one
// answer" (or "one or more"), each answer in a box with its emoji and a round (or square) mark,
// then "0 votes • 1d left", "Show votes" and a dimmed Vote button. Pure: it draws the payload
// object (PartView's node frame around it carries its kind and selection). Everything is inert:
// voting on a real poll sends the bot no interaction, only a MESSAGE_POLL_VOTE_ADD gateway event,
// so the simulator has nothing to show for it.
import { Emoji } from '../media/Emoji';
import { readPoll, timeLeft, votesText } from './poll-read';
import type { PollAnswerView } from './poll-read';
import './message.css';
import './poll.css';

export interface PollCardProps {
  poll: Record<string, unknown>;
}

/** A hollow circle (one answer) or rounded square (several), as the unvoted poll shows. */
function Mark({ multiselect }: { multiselect: boolean }) {
  return (
    <svg className="dp-poll-mark" width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
      {multiselect ? (
        <rect
          x="3"
          y="3"
          width="18"
          height="18"
          rx="4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
      ) : (
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
      )}
    </svg>
  );
}

function Answer({ answer, multiselect }: { answer: PollAnswerView; multiselect: boolean }) {
  return (
    <li className="dp-poll-answer">
      {answer.emoji ? <Emoji emoji={answer.emoji} className="dp-poll-emoji" /> : null}
      <span className="dp-poll-answer-text">{answer.text}</span>
      <Mark multiselect={multiselect} />
    </li>
  );
}

export function PollCard({ poll }: PollCardProps) {
  const view = readPoll(poll);
  return (
    <section
      className="dp-poll"
      data-multiselect={view.multiselect ? 'true' : 'false'}
      aria-label={view.question ? `Poll: ${view.question}` : 'Poll'}
    >
      {view.question ? <div className="dp-poll-question">{view.question}</div> : null}
      <div className="dp-poll-hint">
        {view.multiselect ? 'Select one or more answers' : 'Select one answer'}
      </div>
      {view.answers.length > 0 ? (
        <ul className="dp-poll-answers">
          {view.answers.map((answer, i) => (
            <Answer key={i} answer={answer} multiselect={view.multiselect} />
          ))}
        </ul>
      ) : null}
      <div className="dp-poll-footer">
        <span className="dp-poll-status">
          <span className="dp-poll-votes">{votesText(0)}</span>
          <span className="dp-poll-dot" aria-hidden="true">
            •
          </span>
          <span className="dp-poll-left">{timeLeft(view.hours)}</span>
        </span>
        <span className="dp-poll-actions">
          <span className="dp-poll-show">Show votes</span>
          <button
            type="button"
            className="dp-button dp-button--primary"
            disabled
            aria-disabled="true"
          >
            <span className="dp-button-label">Vote</span>
          </button>
        </span>
      </div>
    </section>
  );
}
