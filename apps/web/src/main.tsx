import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { capturePendingInvitation } from '#web/lib/pending-invitation.ts';
import { keepEarlyClick } from '#web/lib/early-click.ts';

// The router reads the address as soon as its module loads: take an invitation link's token out first.
capturePendingInvitation();
const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks the #root element');
// The server sends the Start page prerendered in the reader's language: React takes it over once the
// screen's chunk is here. A click on it before then is kept and given again afterwards.
const prerenderedIn = window.location.pathname === '/' ? root.dataset.prerendered : undefined;
const earlyClick = prerenderedIn ? keepEarlyClick(document) : null;

const { App, routerReady, textsReady } = await import('#web/app/app.tsx');
const { i18n } = await import('#web/lib/i18n.ts');
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

await textsReady();
// Any other page, or a language the server did not guess, renders from scratch.
if (prerenderedIn === i18n.language) {
  await routerReady();
  hydrateRoot(root, app);
  earlyClick?.replay();
} else {
  earlyClick?.drop();
  createRoot(root).render(app);
}
