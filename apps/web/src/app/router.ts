import { createBrowserRouter } from 'react-router';
import { createRoutes } from '#web/app/routes/routes.tsx';
import { nextTask } from '#web/lib/next-task.ts';
import { setNavigator } from '#web/lib/navigation.ts';

// Making the router reads every route and matches the address: a task of its own, apart from the
// task that runs the app's modules.
await nextTask();

export const router = createBrowserRouter(createRoutes());

setNavigator((path) => void router.navigate(path, { replace: true }));
