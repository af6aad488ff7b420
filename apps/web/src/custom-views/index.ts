export { CustomViewPage, type CustomViewPageProps } from './CustomViewPage.js';
export { CustomViewsSidebar, type CustomViewsSidebarProps } from './CustomViewsSidebar.js';
