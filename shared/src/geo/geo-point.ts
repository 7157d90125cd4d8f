import * as z from 'zod';

/** A point on Earth in decimal degrees (WGS 84). */
export const geoPointSchema = z
  .object({
    lat: z.number().min(-90).max(90),
    lng: z.number().min(-180).max(180),
  })
  .meta({ id: 'GeoPoint' });
export type GeoPoint = z.infer<typeof geoPointSchema>;
