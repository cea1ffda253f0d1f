// Vitest setup: Testing Library's waitFor and findBy* wait up to 5 s instead of 1 s. Speed is
// measured by `npm run bench`, never by a timeout, and on a loaded CI machine a fake fetch's
// answer can take more than a second to reach the page (PermissionsEditor's save test once did).
import { beforeAll } from 'vitest';

beforeAll(async () => {
  if (typeof document === 'undefined') return; // a test in Node draws nothing
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5_000 });
});
