import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

// React's API, run by Preact (decision 136). The HTML's page frame shows until the first page replaces it. The first
// render runs in a task of its own, after the one that evaluates the code: two shorter tasks on a slow phone's CPU.
setTimeout(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}, 0);
