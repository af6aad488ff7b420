import { type ReactNode, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { apiOrigin } from '../api/config.js';
import { createEmailCheck } from '../auth/email-check.js';
import { useAuth, useAuthStore } from '../auth/useAuth.js';
import { useLanguage } from '../i18n/index.js';
import { useStartNotice } from '../shell/start-notice.js';
import { EmailStep, FormError } from './EmailStep.js';
import { ForgotPasswordStep } from './ForgotPasswordStep.js';
import { PageBrand } from './PageBrand.js';
import { emailCheckMessage, isValidEmail, type ScreenMessage, signInErrorMessage } from './messages.js';
import { PasswordStep } from './PasswordStep.js';
import { ProviderButtons } from './ProviderButtons.js';
import { useProviders } from './providers.js';
import { SignUpStep } from './SignUpStep.js';
import { useSignInCaptcha } from './useSignInCaptcha.js';

type Step = 'email' | 'password' | 'signUp' | 'forgot';

export interface SignInScreenProps {
  /** Leaves the page for a provider's sign-in; tests record the address instead. */
  navigate?: (url: string) => void;
}

interface SignInContext {
  /** The email to start with (the mailed invitations link names the invited address). */
  initialEmail?: string;
  /** Above the form: what signing in leads to (an invite link's workspace). */
  intro?: ReactNode;
}

const leavePage = (url: string) => window.location.assign(url);

/** The login screen of SPEC.md section 2: email first, then welcome back or welcome, forgot password, providers. */
export function SignInScreen({ navigate = leavePage, initialEmail = '', intro }: SignInScreenProps & SignInContext) {
  const store = useAuthStore();
  const pending = useAuth((state) => state.pending);
  const { language } = useLanguage();
  const { loginError } = useStartNotice();
  const providers = useProviders(store.http);
  const captcha = useSignInCaptcha(store.http, providers?.captchaSiteKey ?? null);
  const [emailCheck] = useState(() => createEmailCheck(captcha.emailCheckHttp));

  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState(initialEmail);
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<ScreenMessage | null>(null);
  // A redirect sign-in (Apple) that came back with login_error; it concerns the providers, not the email field.
  const [providerError, setProviderError] = useState<ScreenMessage | null>(loginError ? { id: 'errors.thirdPartyFailed' } : null);

  const checkEmail = async (typed: string): Promise<void> => {
    const check = emailCheck.getState();
    await check.check(typed);
    // Past the server's threshold an answer without a captcha says "no account" for every email; ask again with one.
    if (emailCheck.getState().mustUseCaptcha && !captcha.required) {
      captcha.require();
      await check.check(typed);
    }
  };

  const submitEmail = async (typed: string) => {
    if (!isValidEmail(typed)) {
      setError({ id: 'errors.invalidEmail' });
      return;
    }
    setError(null);
    setProviderError(null);
    setChecking(true);
    await checkEmail(typed);
    setChecking(false);
    const { status, email: checked, retryAfterSeconds } = emailCheck.getState();
    if (captcha.failed) setError({ id: 'signIn.captchaFailed' });
    else if (status === 'userExists' || status === 'userDoesNotExist') {
      setEmail(checked ?? typed.trim());
      setStep(status === 'userExists' ? 'password' : 'signUp');
    } else setError(emailCheckMessage(status, retryAfterSeconds));
  };

  /** Runs a log-in or sign-up with a captcha when one is required; a CAPTCHA_REQUIRED answer earns one retry with it. */
  const signIn = async (run: (answer: Awaited<ReturnType<typeof captcha.answer>>) => Promise<unknown>, action: 'login' | 'signup') => {
    setError(null);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      let answer;
      try {
        answer = await captcha.answer(action);
      } catch {
        setError({ id: 'signIn.captchaFailed' });
        return;
      }
      if ((await run(answer)) !== 'failed') return;
      const lastError = store.getState().lastError;
      if (lastError?.serverCode === 'CAPTCHA_REQUIRED' && !captcha.required) {
        captcha.require();
        continue;
      }
      setError(signInErrorMessage(lastError));
      return;
    }
  };

  const changeEmail = () => {
    setError(null);
    setStep('email');
  };

  return (
    <main className="page sign-in">
      <div className="card">
        <PageBrand />
        {intro}
        {step === 'email' ? (
          <>
            <EmailStep initialEmail={email} busy={checking} error={error} onSubmit={(typed) => void submitEmail(typed)} />
            <FormError message={providerError} />
            <p className="divider"><FormattedMessage id="signIn.or" /></p>
            <ProviderButtons
              providers={providers} apiOrigin={apiOrigin()} pageOrigin={window.location.origin}
              locale={language} navigate={navigate}
            />
          </>
        ) : null}
        {step === 'password' ? (
          <PasswordStep
            email={email} busy={pending} error={error} onChangeEmail={changeEmail}
            onForgotPassword={() => { setError(null); setStep('forgot'); }}
            onSubmit={(password) => void signIn((answer) => store.getState().logIn({ email, password, captcha: answer }), 'login')}
          />
        ) : null}
        {step === 'signUp' ? (
          <SignUpStep
            email={email} busy={pending} error={error} onChangeEmail={changeEmail}
            onSubmit={({ name, password }) => void signIn(
              (answer) => store.getState().signUp({ name, email, password, captcha: answer }), 'signup',
            )}
          />
        ) : null}
        {step === 'forgot' ? <ForgotPasswordStep http={store.http} initialEmail={email} onBack={() => setStep('password')} /> : null}
      </div>
    </main>
  );
}
