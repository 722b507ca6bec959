import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

// The first render is a transition: React renders it in slices that let the phone's browser breathe (no long task
// while a slow CPU builds the page), and the HTML's page frame stays until the whole first page is ready.
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
