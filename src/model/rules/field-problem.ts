// A problem at one field of a form (a console's form, the install link's, the social SDK's
// authorization arguments): the field's name and a sentence. Unlike a payload's Problem it points
// at a control the person types in, not at a place in JSON.

/** `error` keeps the form from being used; `warning` is advice; `note` informs. */
export type FieldSeverity = 'error' | 'warning' | 'note';

/** What is wrong with (or worth knowing about) one field of a form, in a sentence. */
export interface FieldProblem<Field extends string = string> {
  field: Field;
  message: string;
  /** Unset for an error: most forms only ever refuse. */
  severity?: FieldSeverity;
}

/** How bad a field's problem is, an unset severity being an error. */
export const severityOf = (problem: { severity?: FieldSeverity }): FieldSeverity =>
  problem.severity ?? 'error';
