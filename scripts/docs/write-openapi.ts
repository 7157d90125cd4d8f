/** `npm run docs:api`: writes docs/openapi.json from the route table (a test fails when it is stale). */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildOpenApiDocument } from '#shared/api/openapi';
import { routes } from '#shared/api/routes';

export const OPENAPI_DOCUMENT_PATH = join(__dirname, '..', '..', 'docs', 'openapi.json');

/** The committed document's exact text. */
export const openApiDocumentText = () => `${JSON.stringify(buildOpenApiDocument(routes), null, 2)}\n`;

if (require.main === module) {
  writeFileSync(OPENAPI_DOCUMENT_PATH, openApiDocumentText());
  console.log(`Wrote ${OPENAPI_DOCUMENT_PATH}`);
}
