// The verifier made on this page and its S256 challenge. The verifier stays in memory only: it is
// the secret the app keeps for the token exchange, so it is never put in the address or stored.
import { useCallback, useRef, useState } from 'react';
import { generateVerifier, s256Challenge } from '../../../model/social-sdk';

export interface Pkce {
  verifier: string;
  challenge: string;
}

export function usePkce(onChallenge: (challenge: string) => void) {
  const [pkce, setPkce] = useState<Pkce | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const latest = useRef(0);
  const generate = useCallback(() => {
    const mine = ++latest.current;
    let verifier: string;
    try {
      verifier = generateVerifier();
    } catch {
      setFailure('This browser gives the page no secure random numbers (Web Crypto).');
      return;
    }
    // Web Crypto's digest is only available in secure contexts (https or localhost).
    s256Challenge(verifier).then(
      (challenge) => {
        if (mine !== latest.current) return;
        setFailure(null);
        setPkce({ verifier, challenge });
        onChallenge(challenge);
      },
      () => {
        if (mine === latest.current)
          setFailure('This browser could not compute SHA-256 here (Web Crypto needs https).');
      },
    );
  }, [onChallenge]);
  return { pkce, failure, generate };
}
