import { createBrowserRouter } from 'react-router';
import { createRoutes } from '#web/app/routes/routes.tsx';
import { setNavigator } from '#web/lib/navigation.ts';

export const router = createBrowserRouter(createRoutes());

setNavigator((path) => void router.navigate(path, { replace: true }));
