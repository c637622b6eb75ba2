import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { charts } from './charts';
import { ViewerApp } from './viewer-app';
import './viewer.css';

// Entry of statecharts.html, the offline statechart viewer (docs/decisions/010-statechart-viewer.md).
// Built only under the dev server or with VITE_STATECHARTS=true (vite.config.ts); never part of the site.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ViewerApp charts={charts} />
  </StrictMode>,
);
