// A titled group of the document form's fields ("Content", "Mentions", "Delivery", "Webhook"), so
// that a long form still reads as a few short ones.
import { useId } from 'react';
import type { ReactNode } from 'react';

interface FormGroupProps {
  title: string;
  /** For `group:<id>` test ids. */
  id: string;
  /** A sentence under the title saying what the group is for. */
  note?: ReactNode;
  children: ReactNode;
}

export function FormGroup({ title, id, note, children }: FormGroupProps) {
  const headingId = useId();
  return (
    <section className="insp-group" aria-labelledby={headingId} data-testid={`group:${id}`}>
      <h3 id={headingId} className="insp-group-title">
        {title}
      </h3>
      {note && <p className="insp-hint">{note}</p>}
      {children}
    </section>
  );
}
