/**
 * Walks every route of the route table and probes every string and number field of its request
 * body, as the zod schema declares it (no field is listed by hand), so a new field that is not built
 * on the text and number builders of shared/src/core fails here (docs/requirements.md#r5-12,
 * docs/requirements.md#r5-13).
 *
 * A field is probed against the cleanest of a few sample values (the one with the fewest issues at
 * its path, since some fields depend on others): the probe must add a message of its own there.
 */
import type * as z from 'zod';
import { routes } from './routes';

type Path = (string | number)[];
interface Leaf {
  kind: 'string' | 'number';
  path: Path;
  /** Literal fields beside it on the way down (a discriminated union's tag), with their paths. */
  literals: Literal[];
}
interface Literal {
  path: Path;
  value: unknown;
}

/** The zod definition of a schema, loosely typed: only the fields the walk reads. */
interface Definition {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  valueType?: z.ZodType;
  getter?: () => z.ZodType;
  values?: unknown[];
}

const definitionOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Definition } })._zod.def;

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

/**
 * Every string and number a body of this schema can carry, with its path (arrays at index 0) and the
 * literal fields around it, so that a member of a discriminated union is probed with its tag.
 */
function leavesOf(schema: z.ZodType, path: Path = [], literals: Literal[] = []): Leaf[] {
  const def = definitionOf(schema);
  if (def.type === 'string' || def.type === 'number') return [{ kind: def.type, path, literals }];
  if (WRAPPERS.has(def.type) && def.innerType) return leavesOf(def.innerType, path, literals);
  if (def.type === 'pipe' && def.in) return leavesOf(def.in, path, literals);
  if (def.type === 'lazy' && def.getter) return leavesOf(def.getter(), path, literals);
  if (def.type === 'object' && def.shape) {
    const fields = Object.entries(def.shape);
    const tags = fields.flatMap(([key, field]) => {
      const fieldDef = definitionOf(field);
      return fieldDef.type === 'literal' ? [{ path: [...path, key], value: fieldDef.values?.[0] }] : [];
    });
    return fields.flatMap(([key, field]) => leavesOf(field, [...path, key], [...literals, ...tags]));
  }
  if (def.type === 'array' && def.element) return leavesOf(def.element, [...path, 0], literals);
  if (def.type === 'record' && def.valueType) return leavesOf(def.valueType, [...path, 'probe'], literals);
  if (def.type === 'union' && def.options)
    return def.options.flatMap((option) => leavesOf(option, path, literals));
  if (def.type === 'intersection' && def.left && def.right)
    return [...leavesOf(def.left, path, literals), ...leavesOf(def.right, path, literals)];
  return [];
}

/** A body holding only `value` at `path`. */
function bodyWith(path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (typeof head === 'number') return [bodyWith(rest, value)];
  return { [head as string]: bodyWith(rest, value) };
}

/** Sets `value` at `path` inside `body`, making the objects and arrays on the way. */
function setIn(body: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const container = (body ?? (typeof head === 'number' ? [] : {})) as Record<string | number, unknown>;
  container[head as string | number] = setIn(container[head as string | number], rest, value);
  return container;
}

/** The messages the schema answers at exactly `path` for a body with `value` there. */
function messagesAt(schema: z.ZodType, { path, literals }: Leaf, value: unknown): string[] {
  const body = literals.reduce(
    (partial, literal) => setIn(partial, literal.path, literal.value),
    bodyWith(path, value),
  );
  const result = schema.safeParse(body);
  if (result.success) return [];
  const key = JSON.stringify(path);
  return result.error.issues
    .filter((issue) => JSON.stringify(issue.path) === key)
    .map((issue) => issue.message);
}

/** Sample values of the shapes text fields take: prose first, then formats. */
const CLEAN_TEXTS = [
  'Probe text value',
  'probe@example.com',
  'https://example.com/probe',
  '(512) 555-0100',
  '/probe/page',
  'probe-key.jpg',
  '78701',
  'TX',
  '2030-01-15',
  '2030-01-15T12:00:00.000Z',
  'A'.repeat(43),
  '01JB8ZQ2J7C9X4M6N8P0R2T4V6',
  'Probe-Passw0rd!',
  'America/Chicago',
  '21:00',
  '123456',
];
const PROSE = CLEAN_TEXTS[0] as string;
const CLEAN_NUMBERS = [1, 2, 5, 24, 2000, 0, 3.5, 250_000, 500_000];

/** The candidate with the fewest messages at the path, and those messages. */
function cleanest<T>(schema: z.ZodType, leaf: Leaf, candidates: readonly T[]) {
  return candidates
    .map((value) => ({ value, messages: messagesAt(schema, leaf, value) }))
    .reduce((best, next) => (next.messages.length < best.messages.length ? next : best));
}

/** Messages the probe answers at the path that the clean value does not. */
function newMessages(schema: z.ZodType, leaf: Leaf, clean: string[], probe: unknown): string[] {
  return messagesAt(schema, leaf, probe).filter((message) => !clean.includes(message));
}

const withCharacter = (text: string, character: string) =>
  `${text.slice(0, Math.floor(text.length / 2))}${character}${text.slice(Math.floor(text.length / 2))}`;

const bodies = routes.flatMap((route) =>
  route.request.body ? [{ name: `${route.method} ${route.path}`, schema: route.request.body }] : [],
);
const queries = routes.flatMap((route) =>
  route.request.query ? [{ name: `${route.method} ${route.path} (query)`, schema: route.request.query }] : [],
);
const fieldName = (path: Path) => path.join('.');

const stringFields = bodies.flatMap(({ name, schema }) =>
  leavesOf(schema)
    .filter((leaf) => leaf.kind === 'string')
    .map((leaf) => [`${name} ${fieldName(leaf.path)}`, schema, leaf] as const),
);
const numberFields = [...bodies, ...queries].flatMap(({ name, schema }) =>
  leavesOf(schema)
    .filter((leaf) => leaf.kind === 'number')
    .map((leaf) => [`${name} ${fieldName(leaf.path)}`, schema, leaf] as const),
);

describe('text fields of every request body', () => {
  it('finds the string fields of the route table', () => {
    expect(stringFields.length).toBeGreaterThan(40);
  });

  it.each(stringFields)('%s refuses NUL, U+202E and other invisible characters', (_name, schema, leaf) => {
    const clean = cleanest(schema, leaf, CLEAN_TEXTS);
    const isProse = clean.value === PROSE && clean.messages.length === 0;
    for (const character of ['\u0000', '\u202E', '\u200B', '\u2066', '\uFEFF', '\uD800', '\u0085']) {
      const added = newMessages(schema, leaf, clean.messages, withCharacter(clean.value, character));
      expect({ character: JSON.stringify(character), added: added.length > 0 }).toEqual({
        character: JSON.stringify(character),
        added: true,
      });
      // A free-text field tells the form why, in words the form translates.
      if (isProse) expect(added).toContain('textInvalidCharacters');
    }
  });
});

describe('number fields of every request body and query', () => {
  it('finds the number fields of the route table', () => {
    expect(numberFields.length).toBeGreaterThan(30);
  });

  it.each(numberFields)('%s refuses tiny, huge, imprecise and non-finite values', (_name, schema, leaf) => {
    const clean = cleanest(schema, leaf, CLEAN_NUMBERS);
    for (const probe of [1e-320, 5e-324, -1e-320, 1e300, -1e300, 0.1 + 0.2, Infinity, NaN, '1e-320']) {
      const added = newMessages(schema, leaf, clean.messages, probe);
      expect({ probe: String(probe), added: added.length > 0 }).toEqual({
        probe: String(probe),
        added: true,
      });
    }
  });
});
