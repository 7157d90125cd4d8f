/**
 * A client generated from the OpenAPI document must agree with the route table's own types: the
 * test generates TypeScript types with openapi-typescript and type-checks, in memory, a file that
 * assigns them to and from the route table's types: `RouteResponse`, and the input types of the
 * request schemas (what a caller sends, as the web client's `callRoute` takes them).
 */
import { join } from 'node:path';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import ts from 'typescript';
import { buildOpenApiDocument } from './openapi';
import { routes } from './routes';

const REPO_ROOT = join(__dirname, '..', '..', '..');
/** The in-memory files sit beside this test (never written), so `#shared/*` resolves as in the repository. */
const inMemory = (name: string) => join(__dirname, `__openapi-client-${name}`);
const GENERATED_CLIENT = inMemory('generated.d.ts');

const HEADER = `
import type * as z from 'zod';
import type { RouteDefinition, RouteResponse } from '#shared/api/route';
import type { getMe, updateLanguage } from '#shared/api/routes/auth.routes';
import type { browseDeals, createDeal } from '#shared/api/routes/deals.routes';
import type { listMyOffers, submitOffer } from '#shared/api/routes/offers.routes';
import type { operations } from './__openapi-client-generated';

type Json<Part> = Part extends { content: { 'application/json': infer Body } } ? Body : never;
type ClientRequest<Id extends keyof operations> = Json<operations[Id]['requestBody']>;
type ClientResponse<Id extends keyof operations, Status extends keyof operations[Id]['responses']> = Json<
  operations[Id]['responses'][Status]
>;
type ClientQuery<Id extends keyof operations> = NonNullable<operations[Id]['parameters']['query']>;
type ClientPath<Id extends keyof operations> = operations[Id]['parameters']['path'];

/** What a caller sends: the schemas' input types, as the route table's own web client takes them. */
type Input<Schema> = Schema extends z.ZodType ? z.input<Schema> : never;
type RouteBodyInput<R extends RouteDefinition> = Input<R['request']['body']>;
type RouteParamsInput<R extends RouteDefinition> = Input<R['request']['params']>;
type RouteQueryInput<R extends RouteDefinition> = Input<R['request']['query']>;
`;

/**
 * A function that compiles only when the generated (client) type and the route table's type are
 * assignable to each other, or with `oneWay` only when the client type is assignable to the route's.
 */
function check(name: string, clientType: string, routeType: string, oneWay = false): string {
  return oneWay
    ? `export const ${name} = (fromClient: ${clientType}): ${routeType} => fromClient;\n`
    : `export const ${name} = (fromRoute: ${routeType}, fromClient: ${clientType}): [${clientType}, ${routeType}] => [fromRoute, fromClient];\n`;
}

/** A coerced query field takes `unknown` in the route's input type, so queries are checked one way. */
const QUERY_ONE_WAY = true;

const AGREEMENTS =
  HEADER +
  check('submitOfferBody', "ClientRequest<'submitOffer'>", 'RouteBodyInput<typeof submitOffer>') +
  check('submitOfferParams', "ClientPath<'submitOffer'>", 'RouteParamsInput<typeof submitOffer>') +
  check('submitOfferResponse', "ClientResponse<'submitOffer', 201>", 'RouteResponse<typeof submitOffer>') +
  check(
    'browseDealsQuery',
    "ClientQuery<'browseDeals'>",
    'RouteQueryInput<typeof browseDeals>',
    QUERY_ONE_WAY,
  ) +
  check('browseDealsResponse', "ClientResponse<'browseDeals', 200>", 'RouteResponse<typeof browseDeals>') +
  check('getMeResponse', "ClientResponse<'getMe', 200>", 'RouteResponse<typeof getMe>') +
  check('updateLanguageBody', "ClientRequest<'updateLanguage'>", 'RouteBodyInput<typeof updateLanguage>') +
  check('createDealBody', "ClientRequest<'createDeal'>", 'RouteBodyInput<typeof createDeal>') +
  check('createDealResponse', "ClientResponse<'createDeal', 201>", 'RouteResponse<typeof createDeal>') +
  check(
    'listMyOffersQuery',
    "ClientQuery<'listMyOffers'>",
    'RouteQueryInput<typeof listMyOffers>',
    QUERY_ONE_WAY,
  ) +
  check('listMyOffersResponse', "ClientResponse<'listMyOffers', 200>", 'RouteResponse<typeof listMyOffers>');

/** Proves the check can fail: another route's body does not agree with submitOffer's. */
const MISMATCH =
  HEADER + check('mismatch', "ClientRequest<'submitOffer'>", 'RouteBodyInput<typeof updateLanguage>');

function compilerOptions(): ts.CompilerOptions {
  const configPath = join(REPO_ROOT, 'tsconfig.json');
  const { config } = ts.readConfigFile(configPath, ts.sys.readFile) as { config: unknown };
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, REPO_ROOT, undefined, configPath);
  // The checked files use no Node or Jest globals; leaving their types out halves the files to parse.
  return { ...options, types: [] };
}

/** Type-checks the given in-memory files against the repository; answers each file's error messages. */
function typeCheck(files: Record<string, string>): Record<string, string[]> {
  const options = compilerOptions();
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.fileExists = (fileName) => fileName in files || fileExists(fileName);
  host.readFile = (fileName) => files[fileName] ?? readFile(fileName);
  host.getSourceFile = (fileName, languageVersion, ...rest) => {
    const text = files[fileName];
    return text === undefined
      ? getSourceFile(fileName, languageVersion, ...rest)
      : ts.createSourceFile(fileName, text, languageVersion, true);
  };
  const program = ts.createProgram({ rootNames: Object.keys(files), options, host });
  return Object.fromEntries(
    Object.keys(files).map((fileName) => [
      fileName,
      ts
        .getPreEmitDiagnostics(program, program.getSourceFile(fileName))
        .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')),
    ]),
  );
}

describe('a client generated from the OpenAPI document', () => {
  it('has the request, parameter and response types of the route table', async () => {
    // Arrange
    const document = buildOpenApiDocument(routes) as unknown as OpenAPI3;
    const generatedClient = astToString(await openapiTS(document));
    const agreements = inMemory('agreements.ts');
    const mismatch = inMemory('mismatch.ts');

    // Act
    const errors = typeCheck({
      [GENERATED_CLIENT]: generatedClient,
      [agreements]: AGREEMENTS,
      [mismatch]: MISMATCH,
    });

    // Assess
    expect(errors[GENERATED_CLIENT]).toEqual([]);
    expect(errors[agreements]).toEqual([]);
    // Both directions fail, each on the other body's fields.
    expect(errors[mismatch]).toEqual([
      expect.stringContaining('offerType'),
      expect.stringContaining('languagePreference'),
    ]);
  }, 120_000);
});
