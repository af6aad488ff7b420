export { TaskDetailPanel, type TaskDetailPanelProps } from './TaskDetailPanel.js';
export type { UploadAttachment } from './AttachmentSection.js';
export type { FetchAttachmentLinks } from './useAttachmentLinks.js';
export { useTaskScreenSettings, settingsOf, type TaskScreenSettings } from './screen-settings.js';
