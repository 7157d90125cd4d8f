/** The bundling every Lambda shares: data files the handlers read go beside each bundle. */
import { existsSync } from 'node:fs';
import { FUNCTION_BUNDLING } from '../../infra/constructs/function-bundling';
import { ZIP_CENTROIDS_FILE } from '#functions/geo/zip-centroids';

describe('FUNCTION_BUNDLING', () => {
  it('copies the ZIP centroids beside the bundle, where zip-centroids.ts reads them', () => {
    // Act
    const commands = FUNCTION_BUNDLING.commandHooks!.afterBundling('/input', '/asset-output');

    // Assess
    expect(commands).toHaveLength(1);
    const [, source, target] = /^cp "(.+)" "(.+)"$/.exec(commands[0]!)!;
    expect(existsSync(source!)).toBe(true);
    expect(target).toBe(`/asset-output/${ZIP_CENTROIDS_FILE}`);
  });
});
