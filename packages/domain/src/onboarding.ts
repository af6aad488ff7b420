import { z } from 'zod';

/** Team size buckets of SPEC.md section 9. */
export const teamSizes = ['just_me', '2-10', '11-50', '51-200', '201-500', '501-1000', '1001-5000', '5001-10000', '10001+'] as const;

/** The team job-type list of SPEC.md section 3. */
export const teamTypes = [
  'marketing', 'sales', 'software_development', 'hr', 'operations', 'finance', 'design', 'freelance', 'content',
  'education', 'legal', 'it', 'other',
] as const;

/** Weekly task goals of SPEC.md section 9. */
export const weeklyTaskGoals = ['1-5', '10-20', '20-50', '50+'] as const;

/** What the person mainly uses the product for. */
export const onboardingFocuses = ['work', 'personal', 'school'] as const;

/** The onboarding profile (SPEC.md section 3), sent with the completion of onboarding; every answer may be skipped. */
export const onboardingProfileSchema = z.strictObject({
  position: z.string().trim().max(100).optional(),
  team_size: z.enum(teamSizes).optional(),
  focus: z.enum(onboardingFocuses).optional(),
  team_type: z.enum(teamTypes).optional(),
  weekly_task_goal: z.enum(weeklyTaskGoals).optional(),
});

export type OnboardingProfile = z.infer<typeof onboardingProfileSchema>;
