import './no-eval.js';
import './csp-nonce.js';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, startApp } from './App.js';
import { startErrorReporting } from './error-reporting/index.js';
import './styles/app.css';
import './ui/ui.css';

// First, so errors of the start are kept for the reporter; its SDK loads in a chunk of its own, only with a DSN.
// A wrong setting stops only the reporting (the rejection names the setting in the console); the app starts all the same.
void startErrorReporting();
const start = startApp();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App start={start} />
  </StrictMode>,
);
