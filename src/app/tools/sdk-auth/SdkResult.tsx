// What the form makes: the redirect, the authorize URL (or why there is none yet), the verifier
// the app keeps secret, and the C++ calls. All drawn as text, so no typed value becomes markup.
import { CopyButton } from '../../../preview/simulator/CopyButton';
import { severityOf } from '../../../model';
import type { SdkAuthResult } from '../../../model/social-sdk';
import { FindingList } from './SdkField';
import type { Pkce } from './use-pkce';

interface Props {
  result: SdkAuthResult;
  code: string;
  pkce: Pkce | null;
  /** The challenge in the form now. */
  challenge: string;
}

export function SdkResult({ result, code, pkce, challenge }: Props) {
  const errors = result.findings.filter((f) => severityOf(f) === 'error').length;
  const matching = pkce !== null && pkce.challenge === challenge;
  return (
    <div className="sdk-result">
      <section aria-label="Redirect URI">
        <h3>Redirect URI</h3>
        <p className="sdk-value sdk-mono" data-testid="sdk-redirect">
          {result.redirectUri ?? 'Enter a valid client id to see it.'}
        </p>
      </section>
      <section aria-label="Authorize URL">
        <h3>Authorize URL</h3>
        {result.url ? (
          <div className="sdk-copy-row">
            <p className="sdk-value sdk-mono" data-testid="sdk-url">
              {result.url}
            </p>
            <CopyButton text={result.url} />
          </div>
        ) : (
          <p className="hint" data-testid="sdk-url-missing" role="status">
            No URL yet: {errors === 1 ? 'one thing above needs' : `${errors} things above need`}{' '}
            filling in or fixing.
          </p>
        )}
        <FindingList field="url" findings={result.findings} />
      </section>
      {pkce && (
        <section aria-label="Code verifier" className="sdk-verifier">
          <h3>Code verifier</h3>
          {matching ? (
            <>
              <div className="sdk-copy-row">
                <p className="sdk-value sdk-mono" data-testid="sdk-verifier">
                  {pkce.verifier}
                </p>
                <CopyButton text={pkce.verifier} />
              </div>
              <p className="hint">
                The app keeps the verifier secret and sends it only in the token exchange
                (code_verifier), never in the URL. It lives in this page’s memory only.
              </p>
            </>
          ) : (
            <p className="hint" data-testid="sdk-verifier-stale">
              The challenge above is no longer the one made from the verifier generated here.
              Generate again to get a matching pair.
            </p>
          )}
        </section>
      )}
      <section aria-label="C++ with the SDK">
        <h3>C++ with the SDK</h3>
        <div className="sdk-copy-row">
          <pre className="sdk-code" data-testid="sdk-cpp">
            {code}
          </pre>
          <CopyButton text={code} />
        </div>
      </section>
      <p className="hint">Nothing here is sent anywhere, and no token is involved.</p>
    </div>
  );
}
