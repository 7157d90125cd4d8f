/** The key pair the functions sign with locally; upload policies signed with another are refused. */
export const LOCAL_S3_KEY_PAIR = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;
