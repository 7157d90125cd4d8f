/** The environment a deployed function has, as the benchmarks give it to the code they load. */
export const BENCH_FUNCTION_ENV = {
  STAGE: 'bench',
  AWS_REGION: 'us-east-2',
  TABLE_NAME: 'bench',
  USER_POOL_ID: 'us-east-2_Bench',
  USER_POOL_CLIENT_ID: 'bench',
  UPLOADS_BUCKET: 'bench',
  EMAIL_FROM: 'bench@example.com',
  ASSETS_BASE_URL: '/assets',
  SITE_URL: 'https://bench.example.com',
  ORIGIN_SECRET: 'bench-origin-secret-0123456789abcdef0123456789',
};
