/**
 * The JSON Schemas of the OpenAPI document, converted from the route table's zod schemas all
 * together so that every named schema is written once under `components/schemas` and referred to
 * from everywhere else (instead of each operation carrying its own `$defs`, which a document's root
 * cannot resolve).
 */
import * as z from 'zod';
import {
  COMPONENT_REF_PREFIX,
  componentRef,
  componentRefs,
  reachableComponents,
  renameComponentRefs,
} from './openapi-refs';
import type { RouteDefinition } from './route';

export type JsonObject = Record<string, unknown>;

/** Ends the provisional key of a component's request form until the document is complete. */
const REQUEST_FORM = '@input';

/** The route table's schemas as components, referred to while the paths are built. */
export interface OpenApiSchemas {
  /** `{ $ref }` to a route schema or a `.meta({ id })` schema, as a request (input) or a response (output). */
  ref(schema: z.ZodType, io: 'input' | 'output'): JsonObject;
  /** The JSON Schema of each field of a registered object schema as a request has it (path and query parameters). */
  fields(schema: z.ZodObject): Record<string, JsonObject>;
  /** The paths with their final refs, and the components they reach, by name. */
  complete(paths: Record<string, JsonObject>): {
    paths: Record<string, JsonObject>;
    components: Record<string, JsonObject>;
  };
}

const pascalCase = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);

/** The schemas a route's operation refers to by name, with the name each gets when it has no `.meta({ id })`. */
function namedRouteSchemas(route: RouteDefinition): [z.ZodType | undefined, string][] {
  const name = pascalCase(route.id);
  return [
    [route.request.params, `${name}PathParameters`],
    [route.request.query, `${name}QueryParameters`],
    [route.request.body, `${name}Request`],
    [route.response, `${name}Response`],
  ];
}

/** Registers each schema once: under its `.meta({ id })`, else under the first name it was offered. */
function componentRegistry(routes: readonly RouteDefinition[]) {
  const registry = z.registry<{ id: string }>();
  const names = new Map<z.core.$ZodType, string>();
  const register = (schema: z.core.$ZodType, name: string) => {
    if (names.has(schema)) return;
    if (registry._idmap.has(name)) {
      throw new Error(`Two schemas would both be named ${name} in the OpenAPI document`);
    }
    registry.add(schema, { id: name });
    names.set(schema, name);
  };
  // Every `.meta({ id })` schema keeps its id, so a nested Deal or User is a $ref wherever it appears;
  // zod offers no other way to list them than the registry's id map.
  for (const [id, schema] of z.globalRegistry._idmap) register(schema, id);
  for (const route of routes) {
    for (const [schema, name] of namedRouteSchemas(route)) if (schema) register(schema, name);
  }
  return { registry, names };
}

/** Every registered schema as JSON Schema 2020-12 (the dialect of OpenAPI 3.1), by component name. */
function convert(registry: z.core.$ZodRegistry<{ id: string }>, io: 'input' | 'output') {
  const { schemas } = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
    uri: (id) => `${COMPONENT_REF_PREFIX}${id}`,
  });
  // Zod puts schemas it could not name (cycles) under `__shared`, which no OpenAPI reader resolves.
  if ('__shared' in schemas) {
    const unnamed = Object.keys((schemas.__shared as JsonObject).$defs as JsonObject);
    throw new Error(`Give these schemas a .meta({ id }): ${unnamed.join(', ')}`);
  }
  const components: Record<string, JsonObject> = {};
  for (const [name, converted] of Object.entries(schemas)) {
    // A component is a document part, not a standalone JSON Schema resource: no `$id` or `$schema`.
    const { $id: _id, $schema: _schema, ...schema } = converted as JsonObject;
    components[name] = schema;
  }
  return components;
}

/**
 * Names of the components whose request (input) form differs from their response (output) form,
 * e.g. a field with a default is optional in a request but always present in a response; a
 * component that refers to one of those differs too.
 */
function namesThatDiffer(inputs: Record<string, JsonObject>, outputs: Record<string, JsonObject>) {
  const differ = new Set(
    Object.keys(inputs).filter((name) => JSON.stringify(inputs[name]) !== JSON.stringify(outputs[name])),
  );
  for (let grew = true; grew;) {
    grew = false;
    for (const [name, schema] of Object.entries(inputs)) {
      if (!differ.has(name) && componentRefs(schema).some((ref) => differ.has(ref))) {
        differ.add(name);
        grew = true;
      }
    }
  }
  return differ;
}

/**
 * Final component names: a response form keeps its name; a request form takes that name too when
 * the response form is not used, else `<Name>Input` (or `<Name>Request` when that is taken).
 */
function finalNames(reached: ReadonlySet<string>): Map<string, string> {
  const isRequestForm = (key: string) => key.endsWith(REQUEST_FORM);
  const taken = new Set([...reached].filter((key) => !isRequestForm(key)));
  const names = new Map<string, string>();
  for (const key of [...reached].filter(isRequestForm).sort()) {
    const name = key.slice(0, -REQUEST_FORM.length);
    const candidates = taken.has(name) ? [`${name}Input`, `${name}Request`] : [name];
    const free = candidates.find((candidate) => !taken.has(candidate));
    if (!free) throw new Error(`No free name for the request form of ${name}`);
    taken.add(free);
    names.set(key, free);
  }
  return names;
}

const byKey = ([a]: [string, unknown], [b]: [string, unknown]) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Converts every schema of the routes, and every schema with a `.meta({ id })`, each once, as
 * components: responses as the server sends them, requests as clients send them (under another
 * name where the two differ and both are used).
 */
export function convertRouteSchemas(routes: readonly RouteDefinition[]): OpenApiSchemas {
  const { registry, names } = componentRegistry(routes);
  const outputs = convert(registry, 'output');
  const inputs = convert(registry, 'input');
  const differ = namesThatDiffer(inputs, outputs);
  const inputKey = (name: string) => (differ.has(name) ? `${name}${REQUEST_FORM}` : name);
  const components = { ...outputs };
  for (const name of differ) {
    components[inputKey(name)] = renameComponentRefs(inputs[name] as JsonObject, inputKey);
  }

  const nameOf = (schema: z.ZodType) => {
    const name = names.get(schema);
    if (!name) throw new Error('This schema was not registered for the OpenAPI document');
    return name;
  };
  return {
    ref: (schema, io) => componentRef(io === 'input' ? inputKey(nameOf(schema)) : nameOf(schema)),
    fields: (schema) =>
      (components[inputKey(nameOf(schema))]?.properties ?? {}) as Record<string, JsonObject>,
    complete(paths) {
      const reached = reachableComponents(paths, components);
      const final = finalNames(reached);
      const rename = (key: string) => final.get(key) ?? key;
      const named = [...reached].map((key): [string, JsonObject] => [
        rename(key),
        renameComponentRefs(components[key] as JsonObject, rename),
      ]);
      return { paths: renameComponentRefs(paths, rename), components: Object.fromEntries(named.sort(byKey)) };
    },
  };
}
