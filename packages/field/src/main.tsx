import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { registerServiceWorker } from './register-sw';
import './style.css';
import { say, texts } from './texts';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// A new version of the app takes over when the user chooses, never in the middle of a form.
registerServiceWorker((apply) => {
  const bar = document.createElement('div');
  bar.className = 'update';
  bar.setAttribute('role', 'status');
  const lang = document.documentElement.lang === 'en' ? 'en' : 'id';
  bar.textContent = `${say(texts.updateReady, lang)} `;
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = say(texts.reload, lang);
  button.onclick = apply;
  bar.append(button);
  document.body.append(bar);
});
