export { BoardView, type BoardViewProps } from './BoardView.js';
export { BoardViewSidebar, memberBoards } from './BoardViewSidebar.js';
