export { ArchiveDrawer, type ArchiveDrawerProps } from './ArchiveDrawer.js';
