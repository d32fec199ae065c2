import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { SCREEN_ROUTES } from '@lineup/contract/routes';
import { guardMiddleware } from '#web/app/routes/access.ts';
import { RootLayout } from '#web/app/routes/root-layout.tsx';
import { RouteError } from '#web/app/routes/route-error.tsx';
import {
  loadGuardedLayout,
  SCREEN_IMPORTERS,
  type ScreenImporter,
  type ScreenImporters,
} from '#web/app/routes/screens.ts';
import { PageLoader } from '#web/components/ui/page-loader.tsx';
import { loadChunk } from '#web/lib/chunk.ts';

type ScreenRoute = (typeof SCREEN_ROUTES)[number];

async function loadScreen(importer: ScreenImporter): Promise<ComponentType> {
  try {
    return (await loadChunk(importer)).default;
  } catch (error) {
    // React Router 8.5 keeps a route whose lazy import rejected "lazy" (to retry) and then renders nothing for it;
    // a screen that throws the failure reaches the route error boundary instead.
    return function FailedScreen(): never {
      throw error;
    };
  }
}

function screenRoute(route: ScreenRoute, importers: ScreenImporters): RouteObject {
  return {
    path: route.path,
    lazy: { Component: () => loadScreen(importers[route.screen]) },
    ErrorBoundary: RouteError,
  };
}

/** The whole route table of the contract: public screens, guarded screens in the app layout, Start for the rest. */
export function createRoutes(importers: ScreenImporters = SCREEN_IMPORTERS): RouteObject[] {
  const isPublic = (route: ScreenRoute) => route.access === 'public';
  return [
    {
      Component: RootLayout,
      HydrateFallback: PageLoader,
      ErrorBoundary: RouteError,
      children: [
        ...SCREEN_ROUTES.filter(isPublic).map((route) => screenRoute(route, importers)),
        {
          middleware: [guardMiddleware],
          lazy: { Component: async () => (await loadChunk(loadGuardedLayout)).GuardedLayout },
          children: SCREEN_ROUTES.filter((route) => !isPublic(route)).map((route) => screenRoute(route, importers)),
        },
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ];
}
