import { RouterProvider } from 'react-router/dom';
import { AppProvider } from '#web/app/provider.tsx';
import { router } from '#web/app/router.ts';

export function App() {
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
