import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { capturePendingInvitation } from '#web/lib/pending-invitation.ts';

// The router reads the address as soon as its module loads: take an invitation link's token out first.
capturePendingInvitation();
const { App, routerReady, textsReady } = await import('#web/app/app.tsx');
const { i18n } = await import('#web/lib/i18n.ts');

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks the #root element');
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

await textsReady();
// The server sends the Start page prerendered in the reader's language: React takes it over once the
// screen's chunk is here. Any other page (or a language the server did not guess) renders from scratch.
const prerendered = root.dataset.prerendered === i18n.language && window.location.pathname === '/';
if (prerendered) {
  await routerReady();
  hydrateRoot(root, app);
} else {
  createRoot(root).render(app);
}
