import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders, createQueryClient } from './app/AppProviders';
import { AppRoutes } from './app/AppRoutes';
import './styles.css';

const queryClient = createQueryClient();
// A page the server rendered comes with the API answers it was built from: the browser starts from them
// instead of asking again.
const state = document.getElementById('rimba-state');
if (state?.textContent) hydrate(queryClient, JSON.parse(state.textContent));

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
if (root.hasChildNodes()) hydrateRoot(root, app);
else createRoot(root).render(app);
