import { useCallback, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ViewKey } from '../tasks/views/types.js';
import {
  backgroundOf, fromOf, type OverlayState, parseAddress, pathForView, searchPath, type SettingsSection, settingsPath, taskPath,
} from './paths.js';

/**
 * The signed-in screens' address: what it shows and the moves between addresses. A task or the settings open over
 * the view they were opened from, kept in the history state, so reload, back and forward show the same screen.
 */
export function useShellAddress() {
  const location = useLocation();
  const navigate = useNavigate();
  const address = useMemo(() => parseAddress(location.pathname, location.search), [location.pathname, location.search]);
  const overlay = address.kind === 'task' || address.kind === 'settings';
  const here = `${location.pathname}${location.search}`;
  // Over a task or the settings, the view behind is the one they came from; otherwise the address itself.
  const background = overlay ? backgroundOf(fromOf(location.state)) : backgroundOf(here);
  const backgroundPath = background.path;

  const openTask = useCallback((taskId: string) => {
    const state: OverlayState = { from: backgroundPath };
    navigate(taskPath(taskId), { state });
  }, [navigate, backgroundPath]);
  const openSettings = useCallback((section?: SettingsSection, options: { replace?: boolean } = {}) => {
    const state: OverlayState = { from: backgroundPath };
    navigate(settingsPath(section), { state, replace: options.replace });
  }, [navigate, backgroundPath]);
  // Once per address: Escape can reach both the panel and the page, and one close must not push the view twice.
  const closedAt = useRef<string | null>(null);
  const closeOverlay = useCallback(() => {
    if (closedAt.current === location.key) return;
    closedAt.current = location.key;
    navigate(backgroundPath);
  }, [navigate, backgroundPath, location.key]);
  const openView = useCallback((view: ViewKey) => navigate(pathForView(view)), [navigate]);
  const openSearch = useCallback((query: string) => navigate(searchPath(query)), [navigate]);

  return { address, background: background.address, openTask, openSettings, closeOverlay, openView, openSearch };
}
