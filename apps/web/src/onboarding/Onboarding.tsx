import { type FormEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { completeOnboarding } from '../auth/onboarding.js';
import { useAuthStore } from '../auth/useAuth.js';
import type { MessageId } from '../i18n/index.js';
import { PageBrand } from '../sign-in/PageBrand.js';
import { Alert, Button } from '../ui/index.js';
import { ChoiceStep } from './ChoiceStep.js';
import { completionErrorMessageId } from './completion-error.js';
import { PositionStep } from './PositionStep.js';
import { type ChoiceField, type OnboardingAnswers, onboardingSteps, profileFromAnswers } from './steps.js';

/** How the person ended onboarding: Finish sends the answers, Skip sends none. */
type Ending = 'finish' | 'skip';

/**
 * The new-user questions (SPEC.md sections 2 and 4), one step at a time. Finishing or skipping completes onboarding on
 * the server; the auth store then drops shouldShowOnboarding and the signed-in home takes over. A failure keeps the
 * answers and offers to send them again.
 */
export function Onboarding() {
  const store = useAuthStore();
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<OnboardingAnswers>({});
  const [sending, setSending] = useState<Ending | null>(null);
  const [failure, setFailure] = useState<{ ending: Ending; message: MessageId } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const step = onboardingSteps[index]!;
  const isLast = index === onboardingSteps.length - 1;

  // Each new step announces itself: focus goes to its heading, so a screen reader reads the question next. A layout
  // effect runs at commit, and again when a Suspense boundary above reveals the screen after hiding it.
  useLayoutEffect(() => {
    headingRef.current?.focus();
  }, [index]);

  const end = async (ending: Ending) => {
    setSending(ending);
    setFailure(null);
    try {
      await completeOnboarding(store, ending === 'finish' ? profileFromAnswers(answers) : undefined);
      // Success unmounts this screen (the user no longer needs onboarding), so there is nothing to reset.
    } catch (error) {
      setFailure({ ending, message: completionErrorMessageId(error) });
      setSending(null);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (isLast) void end('finish');
    else setIndex(index + 1);
  };

  const setChoice = (field: ChoiceField, value: string) => {
    // The value comes from the step's option list, which is built from the domain's list for this very field.
    setAnswers((current) => ({ ...current, [field]: value }) as OnboardingAnswers);
  };

  return (
    <main className="page onboarding">
      <div className="card">
        <PageBrand />
        <form onSubmit={submit} noValidate aria-labelledby={headingId}>
          <p className="onboarding-progress">
            <FormattedMessage id="onboarding.stepOf" values={{ current: index + 1, total: onboardingSteps.length }} />
          </p>
          <div className="onboarding-progress-bar" aria-hidden="true">
            <span style={{ width: `${((index + 1) / onboardingSteps.length) * 100}%` }} />
          </div>
          {step.kind === 'text' ? (
            <PositionStep
              title={step.title} value={answers.position ?? ''}
              onChange={(position) => setAnswers((current) => ({ ...current, position }))}
              headingRef={headingRef} headingId={headingId}
            />
          ) : (
            <ChoiceStep
              key={step.field} title={step.title} options={step.options}
              value={answers[step.field]} onChange={(value) => setChoice(step.field, value)}
              headingRef={headingRef} headingId={headingId}
            />
          )}
          {failure ? (
            <div className="onboarding-failure">
              <Alert>
                <FormattedMessage id="onboarding.sendFailed" /> <FormattedMessage id={failure.message} />
              </Alert>
              <Button variant="secondary" onClick={() => void end(failure.ending)}>
                <FormattedMessage id="common.retry" />
              </Button>
            </div>
          ) : null}
          <div className="onboarding-actions">
            {index > 0 ? (
              <Button variant="secondary" disabled={sending !== null} onClick={() => setIndex(index - 1)}>
                <FormattedMessage id="common.back" />
              </Button>
            ) : null}
            <Button type="submit" busy={sending === 'finish'} disabled={sending === 'skip'}>
              <FormattedMessage id={isLast ? 'common.finish' : 'common.next'} />
            </Button>
          </div>
          <Button variant="link" busy={sending === 'skip'} disabled={sending === 'finish'} onClick={() => void end('skip')}>
            <FormattedMessage id="common.skip" />
          </Button>
        </form>
      </div>
    </main>
  );
}
