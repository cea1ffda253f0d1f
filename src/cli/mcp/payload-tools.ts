// The tools about one payload: validate it, explain a problem code, convert embeds to Components
// V2, print its code for a library. Each reads the payload the way `validate` does (checkText), so
// the agent and the command line see the same problems.
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { TARGETS } from '../../codegen';
import type { PayloadKind } from '../../model';
import { PROBLEM_CODES, convertDoc, problemCode, surfaceOf, toPayload } from '../../model';
import { z } from '../../model/zod';
import { AS_KINDS } from '../args';
import { runExport } from '../export-command';
import type { Checked } from '../validate-command';
import { checkText } from '../validate-command';
import { BadInput, fail, guarded, ok } from './result';

const PAYLOAD =
  'The payload: a JSON value, or JSON text as a string (a message or webhook body, an interaction response, a modal, a command, a list of commands or a permissions body).';
const kindNames = Object.keys(AS_KINDS) as [PayloadKind, ...PayloadKind[]];
const asKind = z
  .enum(kindNames)
  .optional()
  .describe(
    `What the payload is, instead of telling it from the fields: ${kindNames.map((k) => `${k} (${AS_KINDS[k]})`).join('; ')}.`,
  );

/** A payload argument as JSON text: a string is taken as text, anything else is serialised. */
export function payloadText(payload: unknown, what = 'payload'): string {
  if (typeof payload === 'string') return payload;
  if (payload === undefined) throw new BadInput(`${what} is missing: give the JSON to check.`);
  return JSON.stringify(payload);
}

/** Every problem with its severity, errors first. */
export const problemsOf = ({ report }: Checked) => [
  ...report.errors.map(({ path, code, message }) => ({ path, severity: 'error', code, message })),
  ...report.warnings.map(({ path, code, message }) => ({
    path,
    severity: 'warning',
    code,
    message,
  })),
];

function check(payload: unknown, as: PayloadKind | undefined): Checked {
  return checkText('payload', payloadText(payload), as === undefined ? {} : { as });
}

export function registerPayloadTools(server: McpServer, token: string): void {
  server.registerTool(
    'validate_payload',
    {
      description:
        "Checks a Discord payload against Discord's rules, as `component-studio validate` does. Returns { valid, kind, problems: [{ path, severity, code, message }] }: path is a JSONPath into the payload, code a stable name explain_problem explains. valid is true when there is no error (warnings allowed).",
      inputSchema: { payload: z.unknown().describe(PAYLOAD), as: asKind },
    },
    guarded(token, ({ payload, as }) => {
      const checked = check(payload, as);
      const { valid, kind } = checked.report;
      return ok({ valid, kind, problems: problemsOf(checked) });
    }),
  );

  server.registerTool(
    'explain_problem',
    {
      description:
        'Explains a problem code from validate_payload (e.g. "too-long", "placement"): what it means, why Discord refuses it, and how to fix it.',
      inputSchema: { code: z.string().describe('The problem code, as validate_payload gives it.') },
    },
    guarded(token, ({ code }) => {
      const entry = problemCode(code);
      if (entry) return ok(entry);
      const near = PROBLEM_CODES.filter((e) =>
        code.split(/[^a-z0-9]+/i).some((w) => w.length > 2 && e.code.includes(w.toLowerCase())),
      ).map((e) => e.code);
      return fail(
        `There is no problem code '${code}'. Codes are the \`code\` of each problem validate_payload returns (and the [code] at the end of each line of \`component-studio validate\`); all of them are listed in docs/problem-codes.md.${near.length > 0 ? ` Codes with a word in common: ${near.join(', ')}.` : ''}`,
      );
    }),
  );

  server.registerTool(
    'convert_embeds_to_v2',
    {
      description:
        'Turns a legacy message (content, embeds, Action Rows) into a Components V2 message (Containers, Text Displays; the IS_COMPONENTS_V2 flag set). Returns { message, notes: what did not carry over, problems: those of the new message }.',
      inputSchema: {
        payload: z.unknown().describe('The legacy message: a JSON value or JSON text.'),
      },
    },
    guarded(token, ({ payload }) => {
      const checked = check(payload, 'message');
      const { doc } = checked;
      if (!doc)
        return fail(
          `The payload is not a message that can be read: ${problemsOf(checked)
            .map((p) => `${p.path}: ${p.message} [${p.code}]`)
            .join('; ')}`,
        );
      if (surfaceOf(doc) === 'v2')
        return fail('The payload is already a Components V2 message (its flags have 32768 set).');
      const converted = convertDoc(doc, 'v2');
      const message = toPayload(converted.doc);
      const after = checkText('message', JSON.stringify(message), { as: 'message' });
      return ok({ message, notes: converted.lost, problems: problemsOf(after) });
    }),
  );

  const libraries = TARGETS.map((t) => t.name) as [string, ...string[]];
  server.registerTool(
    'export_code',
    {
      description: `Prints the code that builds the payload's design (a message, a modal or a command set) with a library, as \`component-studio export\` does. Libraries: ${TARGETS.map((t) => `${t.name} (${t.library}, ${t.language})`).join('; ')}. Returns { library, language, code, problems }; code is printed even when the design has errors, which it then names.`,
      inputSchema: {
        payload: z.unknown().describe(PAYLOAD),
        library: z.enum(libraries).describe('The library to print the code for.'),
        as: asKind,
      },
    },
    guarded(token, async ({ payload, library, as }) => {
      const text = payloadText(payload);
      const out = await runExport(
        { command: 'export', list: false, to: library, file: 'design.json', ...(as ? { as } : {}) },
        async () => text,
      );
      if (out.exitCode === 2 || out.stdout.length === 0)
        return fail(`No code was printed: ${out.stderr.join(' ')}`);
      const target = TARGETS.find((t) => t.name === library);
      return ok({
        library: target?.library ?? library,
        language: target?.language,
        code: out.stdout.join('\n'),
        problems: out.stderr,
      });
    }),
  );
}
