// Turns zod issues into problems with a stable code and a sentence a person understands.
import type { z } from 'zod';
import type { PathSegment, RelativeProblem } from './problems';
import { formatPath } from './problems';
import { describeValue, plural } from './context';
import { withArticle } from '../text';
import { isDefaultValue, nullMeansAbsent } from './absent-fields';

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let cur: unknown = root;
  for (const seg of path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = Object.prototype.hasOwnProperty.call(cur, seg)
      ? (cur as Record<PropertyKey, unknown>)[seg]
      : undefined;
  }
  return cur;
}

/** What a "wrong type" issue expected, in words: "a string", "a whole number". */
function expectedOf(issue: Issue | undefined): string {
  if (issue?.code !== 'invalid_type') return 'something else';
  return issue.expected === 'int' ? 'a whole number' : withArticle(issue.expected);
}

function missing(subject: string, path: PathSegment[]): RelativeProblem {
  // The subject ("this Button") opens the sentence here.
  const Subject = subject.charAt(0).toUpperCase() + subject.slice(1);
  return { code: 'missing-field', path, message: `${Subject} needs \`${fieldName(path)}\`.` };
}

function fieldName(path: readonly PathSegment[]): string {
  return path.length === 0 ? 'value' : formatPath(path).slice(2).replace(/^\[/, '[');
}

/**
 * One problem per zod issue; `subject` names the component ("this Button"). Given the `schema`
 * that was parsed, a `null` in an optional field is taken as the field being absent (absent-fields.ts).
 */
export function fieldIssues(
  error: z.ZodError,
  input: unknown,
  subject: string,
  schema?: z.ZodType,
): RelativeProblem[] {
  return issueProblems(error.issues, input, subject, schema);
}

type Issue = z.ZodError['issues'][number];

/**
 * The branch of a union that the value was meant for: the first whose issues are not all "wrong
 * type here" (a number given to `string | number` fails the string branch only by its type).
 */
function meantBranch(branches: readonly (readonly Issue[])[]): readonly Issue[] | undefined {
  return branches.find((issues) =>
    issues.some((i) => !(i.code === 'invalid_type' && i.path.length === 0)),
  );
}

function issueProblems(
  issues: readonly Issue[],
  input: unknown,
  subject: string,
  schema?: z.ZodType,
): RelativeProblem[] {
  return issues.flatMap((issue): RelativeProblem | RelativeProblem[] => {
    const path = issue.path.filter((p): p is PathSegment => typeof p !== 'symbol');
    if (issue.code === 'invalid_union' && issue.errors.length > 0) {
      const branch = meantBranch(issue.errors);
      if (branch) {
        const inner = branch.map((i) => ({ ...i, path: [...issue.path, ...i.path] }) as Issue);
        return issueProblems(inner, input, subject, schema);
      }
      // Every branch wants another type: one sentence naming them all.
      const value = valueAt(input, path);
      if (value === undefined) return missing(subject, path);
      const expected = [...new Set(issue.errors.map((b) => expectedOf(b[0])))].join(' or ');
      return {
        code: 'invalid-type',
        path,
        message: `\`${fieldName(path)}\` of ${subject} must be ${expected}; it is ${describeValue(value)}.`,
      };
    }
    if (
      schema &&
      issue.code === 'invalid_type' &&
      valueAt(input, path) === null &&
      nullMeansAbsent(schema, path)
    )
      return [];
    if (issue.code === 'unrecognized_keys') {
      const owner = `\`${fieldName(path)}\` of ${subject}`;
      return issue.keys.map((key) => ({
        code: 'unknown-field',
        severity: 'warning' as const,
        path: [...path, key],
        message: `\`${key}\` is not a field of ${owner}; Discord will ignore or reject it.`,
      }));
    }
    const field = `\`${fieldName(path)}\``;
    const value = valueAt(input, path);
    const where = `${field} of ${subject}`;
    // A check of our own names its code in `params`; its message is a fragment that follows the
    // field ("is not a Discord locale"), or with `sentence` a whole sentence of its own.
    if (issue.code === 'custom' && typeof issue.params?.code === 'string') {
      if (issue.params.severity === 'warning') {
        const said =
          typeof issue.params.message === 'string' ? issue.params.message : issue.message;
        return {
          code: issue.params.code,
          path,
          severity: 'warning' as const,
          message: issue.params.sentence === true ? said : `${where} ${said}.`,
        };
      }
      if (typeof issue.params.ifDefault === 'string' && isDefaultValue(valueAt(input, path)))
        return {
          code: issue.params.code,
          path,
          severity: 'warning' as const,
          message: issue.params.ifDefault,
        };
      const sentence = issue.params.sentence === true;
      return {
        code: issue.params.code,
        path,
        message: sentence ? issue.message : `${where} ${issue.message}.`,
      };
    }
    switch (issue.code) {
      case 'too_big': {
        const max = Number(issue.maximum);
        if (issue.origin === 'string') {
          return {
            code: 'too-long',
            path,
            message: `${where} is ${(value as string).length} characters long; the maximum is ${max}.`,
          };
        }
        if (issue.origin === 'array') {
          return {
            code: 'too-many',
            path,
            message: `${where} has ${(value as unknown[]).length} entries; the maximum is ${max}.`,
          };
        }
        return {
          code: 'out-of-range',
          path,
          message: `${where} is ${describeValue(value)}; the maximum is ${max}.`,
        };
      }
      case 'too_small': {
        const min = Number(issue.minimum);
        if (issue.origin === 'string') {
          return min === 1 && value === ''
            ? { code: 'empty', path, message: `${where} is empty; it needs at least 1 character.` }
            : {
                code: 'too-short',
                path,
                message: `${where} is ${(value as string).length} characters long; the minimum is ${min}.`,
              };
        }
        if (issue.origin === 'array') {
          return {
            code: 'too-few',
            path,
            message: `${where} has ${plural((value as unknown[]).length, 'entry', 'entries')}; it needs at least ${min}.`,
          };
        }
        return {
          code: 'out-of-range',
          path,
          message: `${where} is ${describeValue(value)}; the minimum is ${min}.`,
        };
      }
      case 'invalid_type': {
        if (value === undefined) return missing(subject, path);
        const expected = issue.expected === 'int' ? 'a whole number' : withArticle(issue.expected);
        if (
          issue.expected === 'int' ||
          (issue.expected === 'number' && typeof value === 'number')
        ) {
          return {
            code: 'invalid-type',
            path,
            message: `${where} must be a whole number; it is ${describeValue(value)}.`,
          };
        }
        return {
          code: 'invalid-type',
          path,
          message: `${where} must be ${expected}; it is ${describeValue(value)}.`,
        };
      }
      case 'invalid_format':
        return {
          code: 'invalid-format',
          path,
          message: `${where} ${issue.message}; it is ${describeValue(value)}.`,
        };
      case 'invalid_value':
        return {
          code: 'invalid-value',
          path,
          message: `${where} must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}; it is ${describeValue(value)}.`,
        };
      default:
        return {
          code: 'invalid-value',
          path,
          message: `${where} ${issue.message}; it is ${describeValue(value)}.`,
        };
    }
  });
}
