/**
 * Numbers per cluster in the worker's packed answer: longitude, latitude, point count, cluster id
 * (-1 for a lone point). Its own module so the page's chunk reads it without the clustering library.
 */
export const CLUSTER_STRIDE = 4;
