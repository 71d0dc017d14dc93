import type { INestApplication } from '@nestjs/common';

interface RouterLayer {
  route?: { path: string; methods: Record<string, boolean> };
}

/** Every `METHOD /path` Nest registered on Express, read from Express's own router (what HTTP reaches). */
export function registeredRoutes(app: INestApplication): string[] {
  const express = app.getHttpAdapter().getInstance() as { router: { stack: RouterLayer[] } };
  return express.router.stack.flatMap(({ route }) =>
    route ? Object.keys(route.methods).map((method) => `${method.toUpperCase()} ${route.path}`) : [],
  );
}
