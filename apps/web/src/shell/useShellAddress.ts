import { useCallback, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ViewKey } from '../tasks/views/types.js';
import {
  backgroundOf, boardPath, boardsPath, customViewPath, depthOf, fromOf, createWorkspacePath, type OverlayState, parseAddress, pathForView, searchPath, type SettingsSection, settingsPath,
  startPath, taskPath, templatesPath, workspacePath, workspaceSettingsPath,
} from './paths.js';

/**
 * The signed-in screens' address: what it shows and the moves between addresses. A task or the settings open over
 * the view they were opened from, kept in the history state, so reload, back and forward show the same screen; so
 * does the create-workspace wizard.
 */
export function useShellAddress() {
  const location = useLocation();
  const navigate = useNavigate();
  const address = useMemo(() => parseAddress(location.pathname, location.search), [location.pathname, location.search]);
  const overlay = address.kind === 'task' || address.kind === 'settings' || address.kind === 'newWorkspace';
  const here = `${location.pathname}${location.search}`;
  // Over a task or the settings, the view behind is the one they came from; otherwise the address itself.
  const background = overlay ? backgroundOf(fromOf(location.state)) : backgroundOf(here);
  const backgroundPath = background.path;

  // An overlay opened over another one (a task found from the panel) stacks on it: closing goes back past both.
  const depth = overlay ? depthOf(location.state) : 0;
  const overlayState = useCallback((): OverlayState => (
    { from: backgroundPath, ...(overlay && depth === 0 ? {} : { depth: depth + 1 }) }
  ), [backgroundPath, overlay, depth]);
  const openTask = useCallback((taskId: string) => navigate(taskPath(taskId), { state: overlayState() }), [navigate, overlayState]);
  const openSettings = useCallback((section?: SettingsSection, options: { replace?: boolean } = {}) => {
    navigate(settingsPath(section), { state: options.replace ? location.state : overlayState(), replace: options.replace });
  }, [navigate, overlayState, location.state]);
  // Back to the view it came from: through history when the app opened it (so Forward reopens it and Back does not
  // open it again), else (the page was loaded at the overlay's address) in place of it. Once per address: going back
  // is asynchronous in a browser, and a second Escape before the address changes must not go back a second time.
  // The location object, not its key: Forward back to the same entry brings the same key, and a new location.
  const closedAt = useRef<object | null>(null);
  const closeOverlay = useCallback(() => {
    if (closedAt.current === location) return;
    closedAt.current = location;
    if (depth > 0) navigate(-depth);
    else navigate(backgroundPath, { replace: true });
  }, [navigate, backgroundPath, depth, location]);
  const openView = useCallback((view: ViewKey) => navigate(pathForView(view)), [navigate]);
  const openSearch = useCallback((query: string) => navigate(searchPath(query)), [navigate]);
  const openNewWorkspace = useCallback(() => navigate(createWorkspacePath, { state: overlayState() }), [navigate, overlayState]);
  // The wizard's end lands on the new workspace in its place, so Back does not open the wizard again.
  const openWorkspace = useCallback((id: string | null, options: { replace?: boolean } = {}) => (
    navigate(id === null ? startPath : workspacePath(id), { replace: options.replace })
  ), [navigate]);
  const openWorkspaceSettings = useCallback((id: string) => navigate(workspaceSettingsPath(id)), [navigate]);
  const openBoards = useCallback((workspaceId: string) => navigate(boardsPath(workspaceId)), [navigate]);
  const openTemplates = useCallback((workspaceId: string) => navigate(templatesPath(workspaceId)), [navigate]);
  const openBoard = useCallback((id: string) => navigate(boardPath(id)), [navigate]);
  const openCustomView = useCallback((id: string, options: { replace?: boolean } = {}) => navigate(customViewPath(id), { replace: options.replace }), [navigate]);

  return {
    address, background: background.address, openTask, openSettings, closeOverlay, openView, openSearch, openNewWorkspace, openWorkspace,
    openWorkspaceSettings, openBoards, openTemplates, openBoard, openCustomView,
  };
}
