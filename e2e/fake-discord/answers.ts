// Discord's error answers, shared by every route of the fake: `{ message, code }` with a status.
import type { FakeResponse } from './routes';

export const fail = (status: number, message: string, code: number): FakeResponse => ({
  status,
  body: { message, code },
});

export const UNAUTHORIZED = fail(401, '401: Unauthorized', 0);
export const MISSING_ACCESS = fail(403, 'Missing Access', 50001);
