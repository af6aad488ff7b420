import { createContext, useContext } from 'react';
import type { StartNotice } from './start-page.js';

/** What the start address told the screens (a failed redirect sign-in), after the shell removed it from the address. */
export const StartNoticeContext = createContext<StartNotice>({ loginError: null });

export const useStartNotice = (): StartNotice => useContext(StartNoticeContext);
