import { answerFromResult } from './result-writer';

describe('answerFromResult', () => {
  it('writes a structured result: status, lower-cased headers, cookies and body', () => {
    // Act
    const answer = answerFromResult({
      statusCode: 201,
      headers: { 'Content-Type': 'application/json', 'X-Count': 3 },
      cookies: ['a=1; Path=/', 'b=2'],
      body: '{"ok":true}',
    });

    // Assess
    expect(answer).toEqual({
      statusCode: 201,
      headers: { 'content-type': 'application/json', 'x-count': '3' },
      cookies: ['a=1; Path=/', 'b=2'],
      body: Buffer.from('{"ok":true}'),
    });
  });

  it('decodes a base64 body', () => {
    // Act
    const answer = answerFromResult({
      statusCode: 200,
      headers: { 'content-type': 'image/png' },
      body: Buffer.from([1, 2, 3]).toString('base64'),
      isBase64Encoded: true,
    });

    // Assess
    expect(answer.body).toEqual(Buffer.from([1, 2, 3]));
  });

  it('infers 200 and JSON from a bare object, as API Gateway does', () => {
    // Act
    const answer = answerFromResult({ hello: 'world' });

    // Assess
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/json');
    expect(answer.body.toString()).toBe('{"hello":"world"}');
  });

  it('infers 200 and JSON from a bare string', () => {
    // Assess
    expect(answerFromResult('hi').body.toString()).toBe('"hi"');
  });

  it('answers an empty body for a 204 without headers', () => {
    // Act
    const answer = answerFromResult({ statusCode: 204 });

    // Assess
    expect(answer.statusCode).toBe(204);
    expect(answer.body.length).toBe(0);
    expect(answer.headers).toEqual({});
  });

  it('refuses a malformed status code', () => {
    // Assess
    expect(() => answerFromResult({ statusCode: 'nope' })).toThrow(/statusCode/);
  });
});
