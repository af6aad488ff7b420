import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { codeChallengeOf, newAppleVerifier } from '../auth/apple-verifier.js';
import { referralCode, rememberReferralCode } from '../auth/referral.js';
import { Button } from '../ui/index.js';
import type { Providers } from './providers.js';
import { appleStartUrl, facebookAuthorizeUrl, googleAuthorizeUrl } from './provider-redirects.js';

export interface ProviderButtonsProps {
  /** The providers answer; null while it loads (all buttons wait disabled). */
  providers: Providers | null;
  /** Where the Apple start lives (the API origin) and the page's own origin (where Google and Facebook return). */
  apiOrigin: string;
  pageOrigin: string;
  locale: string;
  navigate: (url: string) => void;
}

interface ProviderButtonProps {
  label: 'signIn.continueWithGoogle' | 'signIn.continueWithFacebook' | 'signIn.continueWithApple';
  provider: string;
  /** The address to go to (made when clicked), or null when the server cannot take this sign-in. */
  target: (() => string | Promise<string>) | null;
  loading: boolean;
  navigate: (url: string) => void;
}

function ProviderButton({ label, provider, target, loading, navigate }: ProviderButtonProps) {
  const hintId = useId();
  const unavailable = !loading && target === null;
  return (
    <li>
      <Button
        variant="secondary"
        className="provider-button"
        disabled={target === null}
        aria-describedby={unavailable ? hintId : undefined}
        onClick={() => {
          if (!target) return;
          rememberReferralCode();
          void Promise.resolve(target()).then(navigate);
        }}
      >
        <FormattedMessage id={label} />
      </Button>
      {unavailable ? (
        <p id={hintId} className="field-hint">
          <FormattedMessage id="signIn.providerNotConfigured" values={{ provider }} />
        </p>
      ) : null}
    </li>
  );
}

/**
 * Continue with Google, the social network or Apple (SPEC.md section 2). A button the server cannot serve stays visible
 * but disabled, with the reason next to it, so the person knows to use email instead.
 */
export function ProviderButtons({ providers, apiOrigin, pageOrigin, locale, navigate }: ProviderButtonsProps) {
  const intl = useIntl();
  const loading = providers === null;
  // Google and Facebook need the OAuth client id in the browser; the server must send it, or the redirect cannot start.
  const googleId = providers?.google ? providers.googleClientId : null;
  const facebookId = providers?.facebook ? providers.facebookAppId : null;
  return (
    <ul className="provider-list" aria-label={intl.formatMessage({ id: 'signIn.or' })}>
      <ProviderButton
        label="signIn.continueWithGoogle" provider="Google" loading={loading} navigate={navigate}
        target={googleId && providers ? () => googleAuthorizeUrl(providers.googleAuthorizeUrl, googleId, pageOrigin) : null}
      />
      <ProviderButton
        label="signIn.continueWithFacebook" provider="Facebook" loading={loading} navigate={navigate}
        target={facebookId && providers ? () => facebookAuthorizeUrl(providers.facebookAuthorizeUrl, facebookId, pageOrigin) : null}
      />
      <ProviderButton
        label="signIn.continueWithApple" provider="Apple" loading={loading} navigate={navigate}
        target={providers?.apple ? async () => appleStartUrl(apiOrigin, await codeChallengeOf(newAppleVerifier()), locale, referralCode()) : null}
      />
    </ul>
  );
}
