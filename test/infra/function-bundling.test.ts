/** The bundling every Lambda shares: data files the handlers read go beside each bundle. */
import { existsSync } from 'node:fs';
import { FUNCTION_BUNDLING } from '../../infra/constructs/function-bundling';
import { ZIP_CENTROIDS_FILE } from '#functions/geo/zip-centroids';
import { ZIP_PLACES_FILE } from '#functions/geo/zip-places';

describe('FUNCTION_BUNDLING', () => {
  it('copies the ZIP centroids and places beside the bundle, where the geo modules read them', () => {
    // Act
    const commands = FUNCTION_BUNDLING.commandHooks!.afterBundling('/input', '/asset-output');

    // Assess
    const copies = commands.map((command) => {
      const [, source, target] = /^cp "(.+)" "(.+)"$/.exec(command)!;
      expect(existsSync(source!)).toBe(true);
      return target;
    });
    expect(copies).toEqual([`/asset-output/${ZIP_CENTROIDS_FILE}`, `/asset-output/${ZIP_PLACES_FILE}`]);
  });
});
