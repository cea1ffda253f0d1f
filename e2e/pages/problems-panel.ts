import type { Locator } from '@playwright/test';
import type { EditorPage } from './editor-page';

/**
 * The editor's problems beyond the list EditorPage reads (`problems`, `noProblems`): a problem's
 * row with its severity badge, and the fixes offered in the panel and under the inspector's fields.
 */
export class ProblemsPanel {
  /** The rows of the problems that offer fixes, in order. */
  readonly rowsWithFixes: Locator;
  /** The fixes the inspector offers under the shown component's fields. */
  readonly inspectorFixes: Locator;

  constructor(private readonly app: EditorPage) {
    this.rowsWithFixes = app.page.getByTestId(FIX).locator(ROW);
    this.inspectorFixes = app.inspector.getByTestId(FIX);
  }

  /** The problems of one code (`v2-forbidden-field`). */
  withCode(code: string): Locator {
    return this.app.problems.and(this.app.page.locator(`[data-code="${code}"]`));
  }

  /** The row a problem is listed in, with its badge and its fixes. */
  row(problem: Locator): Locator {
    return problem.locator(ROW);
  }

  /** The fixes offered in a row. */
  fixes(row: Locator): Locator {
    return row.getByTestId(FIX);
  }

  /** A row's severity badge ("Error", "Warning"). */
  badge(row: Locator, severity: string): Locator {
    return row.getByText(severity, { exact: true });
  }
}

const FIX = 'problem-fix';
const ROW = 'xpath=ancestor::li[1]';
