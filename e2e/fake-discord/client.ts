// What a spec uses to talk to the fake Discord's test controls (see controls.ts).
import { FAKE_DISCORD_DEFAULT_PORT } from './constants';
import type { CannedAnswer, RecordedRequest } from './state';

export type { CannedAnswer, RecordedFile, RecordedRequest } from './state';

/** The fake's base URL for this run: FAKE_DISCORD_PORT, else 4174. */
export function fakeDiscordUrl(): string {
  return `http://127.0.0.1:${Number(process.env.FAKE_DISCORD_PORT ?? FAKE_DISCORD_DEFAULT_PORT)}`;
}

export class FakeDiscordClient {
  constructor(readonly baseUrl: string = fakeDiscordUrl()) {}

  /** Every Discord API request the fake received since the last reset, oldest first. */
  async requests(): Promise<RecordedRequest[]> {
    return (await this.call('GET', '/__fake/requests')) as RecordedRequest[];
  }

  /** Forgets requests, canned answers and sent messages; the seeded message comes back. */
  async reset(): Promise<void> {
    await this.call('POST', '/__fake/reset');
  }

  /** The next Discord request gets this answer instead of the real one. */
  async next(answer: CannedAnswer): Promise<void> {
    await this.call('POST', '/__fake/next', answer);
  }

  /** The next Discord request gets a 429 with `retry_after` (seconds) and a Retry-After header. */
  async rateLimit(seconds: number): Promise<void> {
    await this.call('POST', '/__fake/rate-limit', { retryAfter: seconds });
  }

  private async call(method: string, path: string, body?: unknown): Promise<unknown> {
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json: unknown = await res.json();
    if (!res.ok) {
      const message = (json as { message?: string }).message ?? res.statusText;
      throw new Error(`fake Discord ${method} ${path} answered ${res.status}: ${message}`);
    }
    return json;
  }
}
