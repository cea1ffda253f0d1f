// The type check of the npm checks on a program of several files in several folders: the files
// import each other (as a dressed project's do), and an error is named at the file it is in.
import { describe, expect, it } from 'vitest';
import { typecheckProgram } from './npm-check';

describe('typecheckProgram', () => {
  const files = {
    'src/values/limits.ts': 'export const limit: number = 3;\n',
    'src/messages/send.ts':
      "import { limit } from '../values/limits';\nexport const n = limit + 1;\n",
  };

  it('type-checks files that import each other across folders', () => {
    expect(typecheckProgram('multi-file', files)).toEqual([]);
  }, 60_000);

  it("names a type error that comes through an import at the importing file's line", () => {
    const errors = typecheckProgram('multi-file', {
      ...files,
      'src/messages/send.ts':
        "import { limit } from '../values/limits';\nexport const n: string = limit;\n",
    });
    expect(errors).toEqual([
      "src/messages/send.ts:2:14 Type 'number' is not assignable to type 'string'.\n    export const n: string = limit;",
    ]);
  }, 60_000);
});
