// A created invite drawn plainly: its code, its link (made only from a code of letters, digits
// and dashes), when it expires, how often it may be used, and the roles it grants.
import { readCreatedInvite } from '../../../model/operations';

export function InviteCard({ body }: { body: unknown }) {
  const read = readCreatedInvite(body);
  if (!read.ok)
    return (
      <p className="form-problem" role="alert">
        {read.reason}
      </p>
    );
  const { invite } = read;
  return (
    <dl className="op-facts" data-testid="invite-card">
      <dt>Code</dt>
      <dd>
        <code data-testid="invite-code">{invite.code}</code>
      </dd>
      <dt>Link</dt>
      <dd>
        <a href={invite.link} target="_blank" rel="noopener noreferrer" data-testid="invite-link">
          {invite.link}
        </a>
      </dd>
      <dt>Expiry</dt>
      <dd data-testid="invite-expiry">{invite.expiry}</dd>
      <dt>Uses</dt>
      <dd data-testid="invite-uses">{invite.uses}</dd>
      {invite.temporary && (
        <>
          <dt>Membership</dt>
          <dd>Temporary</dd>
        </>
      )}
      <dt>Roles granted</dt>
      <dd data-testid="invite-roles">
        {invite.roles.length === 0
          ? 'None'
          : invite.roles.map((r, i) => (
              <span key={r.id}>
                {i > 0 ? ', ' : ''}
                {r.name} (<code>{r.id}</code>)
              </span>
            ))}
      </dd>
    </dl>
  );
}
