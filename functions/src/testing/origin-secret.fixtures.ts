/** The origin secret unit tests run with: the functions' environment has it, and test events carry it. */
export const TEST_ORIGIN_SECRET = 'test-origin-secret-0123456789abcdef0123456789';
