import { onboardingFocuses, teamSizes, teamTypes, weeklyTaskGoals } from '@taskhub/domain';
import { describe, expect, it } from 'vitest';
import { networkError, authErrorFromResponse } from '../api/auth-error.js';
import { en } from '../i18n/messages/en.js';
import { completionErrorMessageId } from './completion-error.js';
import { onboardingSteps, profileFromAnswers } from './steps.js';

describe('the onboarding steps', () => {
  it('ask position, team size, focus, team type and weekly goal, offering exactly the domain lists', () => {
    expect(onboardingSteps.map((step) => step.field)).toEqual(['position', 'team_size', 'focus', 'team_type', 'weekly_task_goal']);
    const values = (field: string) => {
      const step = onboardingSteps.find((candidate) => candidate.field === field);
      return step?.kind === 'choice' ? step.options.map((option) => option.value) : [];
    };
    expect(values('team_size')).toEqual([...teamSizes]);
    expect(values('focus')).toEqual([...onboardingFocuses]);
    expect(values('team_type')).toEqual([...teamTypes]);
    expect(values('weekly_task_goal')).toEqual([...weeklyTaskGoals]);
  });

  it('label every option with an existing message', () => {
    const labels = onboardingSteps.flatMap((step) => (step.kind === 'choice' ? step.options.map((option) => option.label) : []));
    expect(labels.filter((id) => !(id in en))).toEqual([]);
    expect(new Set(labels).size).toBe(labels.length);
  });
});

describe('profileFromAnswers', () => {
  it('keeps only the answered questions and trims the position', () => {
    expect(profileFromAnswers({ position: '  Lead  ', focus: 'work' })).toEqual({ position: 'Lead', focus: 'work' });
  });

  it('treats a blank position as no answer', () => {
    expect(profileFromAnswers({ position: '   ', team_size: 'just_me' })).toEqual({ team_size: 'just_me' });
    expect(profileFromAnswers({})).toEqual({});
  });

  it('caps the position at the 100 characters the server accepts', () => {
    expect(profileFromAnswers({ position: 'x'.repeat(120) }).position).toHaveLength(100);
  });
});

describe('completionErrorMessageId', () => {
  it('names connectivity when no answer came, the server code when known, else the generic text', () => {
    expect(completionErrorMessageId(networkError())).toBe('errors.connectivity');
    expect(completionErrorMessageId(authErrorFromResponse(429, { Error: 'slow down', code: 'RATE_LIMITED' }))).toBe('errors.rateLimited');
    expect(completionErrorMessageId(authErrorFromResponse(502, 'Bad gateway'))).toBe('errors.unknown');
    expect(completionErrorMessageId(new Error('boom'))).toBe('errors.unknown');
  });
});
