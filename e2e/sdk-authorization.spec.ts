// The Social SDK authorization tool in the browser: the desktop and mobile authorize URLs, a PKCE
// verifier made by the page's Web Crypto whose challenge node:crypto agrees with, and a bad client
// id or custom scheme refused under its field. Nothing is sent anywhere.
import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { SdkAuthPage } from './pages/sdk-auth-page';

const APP = '1234567890123456789';
const challengeOf = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

test.use({ viewport: { width: 1400, height: 900 } });

test('desktop: the verifier made in the page gives the challenge node:crypto computes', async ({
  page,
}) => {
  const sdk = new SdkAuthPage(page);
  await sdk.goto({ client_id: APP });
  await expect(sdk.redirect).toHaveText('http://127.0.0.1/callback');
  await sdk.generatePkce.click();
  const verifier = (await sdk.verifier.textContent()) ?? '';
  expect(verifier).toMatch(/^[A-Za-z0-9._~-]{43,128}$/);
  const challenge = challengeOf(verifier);
  await expect(sdk.field('codeChallenge')).toHaveValue(challenge);
  await expect(sdk.url).toHaveText(
    `https://discord.com/oauth2/authorize?response_type=code&client_id=${APP}` +
      '&scope=openid%20sdk.social_layer&redirect_uri=http%3A%2F%2F127.0.0.1%2Fcallback' +
      `&code_challenge=${challenge}&code_challenge_method=S256`,
  );
  await expect(sdk.url).not.toContainText(verifier);
  await expect(sdk.cpp).toContainText(`args.SetClientId(${APP}ULL);`);
  await expect(sdk.cpp).toContainText(`challenge.SetChallenge("${challenge}");`);
  // Nothing in the address or storage holds the verifier.
  expect(page.url()).not.toContain(verifier);
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored).not.toContain(verifier);
  await page.mouse.move(0, 0);
  await page.screenshot({ path: 'artifacts/screenshots/tools-sdk-auth-1400.png', fullPage: true });
});

test('mobile: PKCE is required, and the redirect is the default or the custom scheme', async ({
  page,
}) => {
  const sdk = new SdkAuthPage(page);
  await sdk.goto({ client_id: APP });
  await sdk.platform('mobile');
  await expect(sdk.urlMissing).toBeVisible();
  await expect(sdk.findings('codeChallenge')).toContainText('PKCE is mandatory on mobile');
  await sdk.generatePkce.click();
  await expect(sdk.verifier).toBeVisible();
  await expect(sdk.redirect).toHaveText(`discord-${APP}:/authorize/callback`);
  const url = new URL((await sdk.url.textContent()) ?? '');
  expect(url.searchParams.get('redirect_uri')).toBe(`discord-${APP}:/authorize/callback`);
  expect(url.searchParams.get('code_challenge')).toBe(
    challengeOf((await sdk.verifier.textContent()) ?? ''),
  );

  await sdk.field('customScheme').fill('mygame');
  await expect(sdk.redirect).toHaveText('mygame:/authorize/callback');
  await expect(sdk.url).toContainText('redirect_uri=mygame%3A%2Fauthorize%2Fcallback');
  await expect(sdk.cpp).toContainText('args.SetCustomSchemeParam("mygame");');
});

test('a bad client id and a bad scheme are refused with the message at their fields', async ({
  page,
}) => {
  const sdk = new SdkAuthPage(page);
  await sdk.goto({ platform: 'mobile', client_id: APP });
  await sdk.generatePkce.click();
  await expect(sdk.url).toBeVisible();
  await sdk.field('clientId').fill('18446744073709551616');
  await expect(sdk.findings('clientId')).toContainText(
    'The client id is a 64-bit unsigned integer: at most 18446744073709551615',
  );
  await expect(sdk.field('clientId')).toHaveAttribute('aria-invalid', 'true');
  await sdk.field('clientId').fill(APP);
  await sdk.field('customScheme').fill('my_game');
  await expect(sdk.findings('customScheme')).toContainText(
    'only letters, digits, "+", "-" and "."',
  );
  await expect(sdk.url).toHaveCount(0);
  await expect(sdk.urlMissing).toHaveText(
    'No URL yet: one thing above needs filling in or fixing.',
  );
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the form fits the width', async ({ page }) => {
    const sdk = new SdkAuthPage(page);
    await sdk.goto({ client_id: APP, platform: 'mobile' });
    await sdk.generatePkce.click();
    await expect(sdk.verifier).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: 'artifacts/screenshots/tools-sdk-auth-390.png', fullPage: true });
  });
});
