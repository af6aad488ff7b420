import {
  type OnboardingProfile, onboardingFocuses, teamSizes, teamTypes, weeklyTaskGoals,
} from '@taskhub/domain';
import type { MessageId } from '../i18n/index.js';

/** The answers while the person goes through the steps; every one may stay unanswered. */
export type OnboardingAnswers = OnboardingProfile;

export type ChoiceField = 'team_size' | 'focus' | 'team_type' | 'weekly_task_goal';

export interface ChoiceOption {
  value: string;
  label: MessageId;
}

export type OnboardingStep =
  | { kind: 'text'; field: 'position'; title: MessageId }
  | { kind: 'choice'; field: ChoiceField; title: MessageId; options: readonly ChoiceOption[] };

/** The position answer is capped like the server's profile rule, so the field never offers what the server refuses. */
export const positionMaxLength = 100;

// Message ids spell some wire values differently (just_me → justMe), so each list maps its values explicitly.
export const teamSizeLabels: Record<(typeof teamSizes)[number], MessageId> = {
  just_me: 'onboarding.teamSize.justMe',
  '2-10': 'onboarding.teamSize.2-10',
  '11-50': 'onboarding.teamSize.11-50',
  '51-200': 'onboarding.teamSize.51-200',
  '201-500': 'onboarding.teamSize.201-500',
  '501-1000': 'onboarding.teamSize.501-1000',
  '1001-5000': 'onboarding.teamSize.1001-5000',
  '5001-10000': 'onboarding.teamSize.5001-10000',
  '10001+': 'onboarding.teamSize.10001+',
};

const focusLabels: Record<(typeof onboardingFocuses)[number], MessageId> = {
  work: 'onboarding.focus.work',
  personal: 'onboarding.focus.personal',
  school: 'onboarding.focus.school',
};

export const teamTypeLabels: Record<(typeof teamTypes)[number], MessageId> = {
  marketing: 'onboarding.teamType.marketing',
  sales: 'onboarding.teamType.sales',
  software_development: 'onboarding.teamType.softwareDevelopment',
  hr: 'onboarding.teamType.hr',
  operations: 'onboarding.teamType.operations',
  finance: 'onboarding.teamType.finance',
  design: 'onboarding.teamType.design',
  freelance: 'onboarding.teamType.freelance',
  content: 'onboarding.teamType.content',
  education: 'onboarding.teamType.education',
  legal: 'onboarding.teamType.legal',
  it: 'onboarding.teamType.it',
  other: 'onboarding.teamType.other',
};

const weeklyGoalLabels: Record<(typeof weeklyTaskGoals)[number], MessageId> = {
  '1-5': 'onboarding.weeklyGoal.1-5',
  '10-20': 'onboarding.weeklyGoal.10-20',
  '20-50': 'onboarding.weeklyGoal.20-50',
  '50+': 'onboarding.weeklyGoal.50+',
};

/** Options in the domain's order (the lists the server validates against), each with its label. */
function optionsOf<V extends string>(values: readonly V[], labels: Record<V, MessageId>): ChoiceOption[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

/** The steps in the order they are asked. */
export const onboardingSteps: readonly OnboardingStep[] = [
  { kind: 'text', field: 'position', title: 'onboarding.position.title' },
  { kind: 'choice', field: 'team_size', title: 'onboarding.teamSize.title', options: optionsOf(teamSizes, teamSizeLabels) },
  { kind: 'choice', field: 'focus', title: 'onboarding.focus.title', options: optionsOf(onboardingFocuses, focusLabels) },
  { kind: 'choice', field: 'team_type', title: 'onboarding.teamType.title', options: optionsOf(teamTypes, teamTypeLabels) },
  {
    kind: 'choice', field: 'weekly_task_goal', title: 'onboarding.weeklyGoal.title',
    options: optionsOf(weeklyTaskGoals, weeklyGoalLabels),
  },
];

/**
 * The completion body: only what was answered. A blank position is no answer (the server would store an empty
 * string), and a typed one is trimmed and capped like the server's rule.
 */
export function profileFromAnswers(answers: OnboardingAnswers): OnboardingProfile {
  const profile: OnboardingProfile = {};
  const position = answers.position?.trim().slice(0, positionMaxLength);
  if (position) profile.position = position;
  if (answers.team_size) profile.team_size = answers.team_size;
  if (answers.focus) profile.focus = answers.focus;
  if (answers.team_type) profile.team_type = answers.team_type;
  if (answers.weekly_task_goal) profile.weekly_task_goal = answers.weekly_task_goal;
  return profile;
}
