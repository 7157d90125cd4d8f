import { parseEnvironment } from './env';

const complete = {
  STAGE: 'prod',
  AWS_REGION: 'us-east-2',
  TABLE_NAME: 't',
  USER_POOL_ID: 'us-east-2_x',
  USER_POOL_CLIENT_ID: 'c',
  UPLOADS_BUCKET: 'b',
  EMAIL_FROM: 'no-reply@example.com',
  ASSETS_BASE_URL: '/assets',
  SITE_URL: 'https://dealflow.example.com',
};

describe('parseEnvironment', () => {
  it('parses a complete environment, path-style S3 off by default', () => {
    expect(parseEnvironment(complete)).toMatchObject({ TABLE_NAME: 't', S3_FORCE_PATH_STYLE: false });
  });

  it('names every missing or bad variable', () => {
    expect(() => parseEnvironment({ ...complete, TABLE_NAME: undefined, EMAIL_FROM: 'nope' })).toThrow(
      /TABLE_NAME.*EMAIL_FROM|EMAIL_FROM.*TABLE_NAME/,
    );
  });
});
