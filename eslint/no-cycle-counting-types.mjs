// @ts-check
/**
 * import-x's `no-cycle`, with type-only imports counted. The plugin always skips `import type` and
 * `import { type X }` (it has no option for it), yet a cycle through types is still two modules
 * that cannot be understood apart. This rule runs the plugin's own rule on a view of the code in
 * which every import and re-export is a value one: in the linted file and in the files it follows.
 */
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

/** The plugin's rule; the shape ESLint passes around is all this module relies on. */
const noCycle = /** @type {import('eslint').Rule.RuleModule} */ (
  /** @type {unknown} */ (importX.rules['no-cycle'])
);

/** A copy of an import or export statement that reads as a value import. */
function asValueStatement(node) {
  if (!node || !('specifiers' in node || 'importKind' in node || 'exportKind' in node)) return node;
  return {
    ...node,
    ...('importKind' in node ? { importKind: 'value' } : {}),
    ...('exportKind' in node ? { exportKind: 'value' } : {}),
    ...(Array.isArray(node.specifiers)
      ? {
          specifiers: node.specifiers.map((specifier) => ({
            ...specifier,
            ...('importKind' in specifier ? { importKind: 'value' } : {}),
            ...('exportKind' in specifier ? { exportKind: 'value' } : {}),
          })),
        }
      : {}),
  };
}

/** The TypeScript parser, with the top-level imports and re-exports of each file read as values. */
const valueImportsParser = {
  meta: { name: 'typescript-eslint-value-imports' },
  /** @param {string} code @param {object} options */
  parseForESLint(code, options) {
    const result = tseslint.parser.parseForESLint(code, options);
    result.ast.body = result.ast.body.map((statement) => asValueStatement(statement));
    return result;
  },
};

/** @type {import('eslint').Rule.RuleModule} */
export const noCycleCountingTypes = {
  meta: { ...noCycle.meta, docs: { description: 'import-x/no-cycle, type-only imports included' } },
  create(context) {
    // The files the rule follows are parsed (and cached) under this parser, apart from the others.
    const valueContext = Object.create(context, {
      languageOptions: { value: { ...context.languageOptions, parser: valueImportsParser } },
    });
    const visitors = noCycle.create(valueContext);
    return Object.fromEntries(
      Object.entries(visitors).map(([selector, visit]) => [
        selector,
        (/** @type {any} */ node) => visit?.(asValueStatement(node)),
      ]),
    );
  },
};
