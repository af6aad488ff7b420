import './no-eval.js';
import './csp-nonce.js';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, startApp } from './App.js';
import './styles/app.css';
import './ui/ui.css';

const start = startApp();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App start={start} />
  </StrictMode>,
);
