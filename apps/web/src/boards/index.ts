// The screens around a board (API.md section 5): browse boards, new board, templates, board settings.
export { BoardMenu, type BoardMenuProps } from './BoardMenu.js';
export { BoardSettingsDialog, type BoardSettingsDialogProps } from './BoardSettingsDialog.js';
export { BrowseBoardsPage } from './BrowseBoardsPage.js';
export { TemplatesPage } from './TemplatesPage.js';
