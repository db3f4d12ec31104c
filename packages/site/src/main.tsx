import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders, createQueryClient } from './app/AppProviders';
import { AppRoutes } from './app/AppRoutes';
import type { PageState } from './entry-server';
import './styles.css';
import { preloadParts } from './ui/preloadable';

const queryClient = createQueryClient();
// A page the server rendered comes with the API answers it was built from: the browser starts from them
// instead of asking again. The parts of the page in chunks of their own are loaded before hydration.
const stateScript = document.getElementById('rimba-state');
const state: PageState | null = stateScript?.textContent ? JSON.parse(stateScript.textContent) : null;
if (state) hydrate(queryClient, state.queries);

const app = (
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>
);
const root = document.getElementById('root')!;
if (root.hasChildNodes()) void preloadParts(state?.parts ?? []).then(() => hydrateRoot(root, app));
else createRoot(root).render(app);
