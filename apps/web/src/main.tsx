import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { capturePendingInvitation } from '#web/lib/pending-invitation.ts';

// The router reads the address as soon as its module loads: take an invitation link's token out first.
capturePendingInvitation();
const { App } = await import('#web/app/app.tsx');

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks the #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
