import { readFileSync } from 'node:fs';
import { OPENAPI_DOCUMENT_PATH, openApiDocumentText } from './write-openapi';

describe('docs/openapi.json', () => {
  it('matches the route table (run npm run docs:api after changing a route)', () => {
    expect(readFileSync(OPENAPI_DOCUMENT_PATH, 'utf8')).toBe(openApiDocumentText());
  });
});
