import type { TemplateType } from '@taskhub/domain';
import type { MessageId } from '../i18n/index.js';
import { teamTypeOptions } from '../workspaces/labels.js';

/** What a template's type keeps (API.md section 5), as the gallery names it; each id spelled whole for the catalogue check. */
export const templateTypeLabels: Record<TemplateType, MessageId> = {
  workflow_only: 'templates.type.workflow_only',
  content: 'templates.type.content',
  content_and_users: 'templates.type.content_and_users',
};

/** The gallery's team filter: every job type of SPEC.md section 3, named as onboarding names them, after "All teams". */
export const allJobTypes = 'all';
export const jobTypeOptions: { value: string; label: MessageId }[] = [
  { value: allJobTypes, label: 'templates.jobType.all' },
  ...teamTypeOptions,
];
