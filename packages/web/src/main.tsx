import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

// React's API, run by Preact (decision 136). The HTML's page frame shows until the first page replaces it.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
