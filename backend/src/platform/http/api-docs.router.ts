import { buildOpenApiDocument } from '@academy/contracts';
import express, { Router } from 'express';

const SWAGGER_PAGE = `<!doctype html>
<html lang="vi"><head><meta charset="utf-8"><title>API – Học viện Marketing Thực Chiến</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css"></head>
<body><div id="swagger-ui"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script></body></html>`;

const SWAGGER_INIT = "window.ui = SwaggerUIBundle({ url: '/api/docs/openapi.json', dom_id: '#swagger-ui' });";

/**
 * The API documentation (Swagger UI over the catalogue's OpenAPI document), for /api/docs. Mounted
 * only when API_DOCS_ENABLED: otherwise none of these paths exists and each answers 404.
 */
export function apiDocs(): Router {
  const openApi = buildOpenApiDocument();
  const router = Router();
  router.get('/', (_request, response) => void response.type('html').send(SWAGGER_PAGE));
  router.get('/init.js', (_request, response) => void response.type('js').send(SWAGGER_INIT));
  router.get('/openapi.json', (_request, response) => void response.json(openApi));
  router.use('/assets', express.static(swaggerUiAssets(), { immutable: true, maxAge: '1d' }));
  return router;
}

function swaggerUiAssets(): string {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require('swagger-ui-dist') as { getAbsoluteFSPath(): string }).getAbsoluteFSPath();
}
