import * as z from 'zod';
import { buildPath, featureRoutes, matchPath } from './route';

describe('matchPath', () => {
  it('answers the decoded params of a matching path', () => {
    expect(matchPath('/api/deals/{id}/offers', '/api/deals/a%20b/offers')).toEqual({ id: 'a b' });
  });

  it('answers an empty object for a path without params', () => {
    expect(matchPath('/api/health', '/api/health')).toEqual({});
  });

  it('answers null for another path, another length or an empty param', () => {
    expect(matchPath('/api/health', '/api/healthz')).toBeNull();
    expect(matchPath('/api/deals/{id}', '/api/deals/1/offers')).toBeNull();
    expect(matchPath('/api/deals/{id}', '/api/deals/')).toBeNull();
  });

  it('answers null for a param that is not valid percent-encoding', () => {
    expect(matchPath('/api/deals/{id}', '/api/deals/%E0%A4%A')).toBeNull();
  });
});

describe('buildPath', () => {
  it('fills and encodes params', () => {
    expect(buildPath('/api/deals/{id}', { id: 'a/b' })).toBe('/api/deals/a%2Fb');
  });

  it('throws when a param is missing', () => {
    expect(() => buildPath('/api/deals/{id}')).toThrow('Missing path parameter id');
  });
});

describe('featureRoutes', () => {
  it('tags a route with its feature and points it at <feature>/handlers/<kebab-case id>', () => {
    const route = featureRoutes('deal-photos')({
      id: 'createDealPhotoUpload',
      method: 'POST',
      path: '/api/deals/photo-uploads',
      auth: 'signed-in',
      summary: 'test',
      request: {},
      response: z.object({}),
      successStatus: 201,
      grants: [],
    });
    expect({ tag: route.tag, handler: route.handler }).toEqual({
      tag: 'deal-photos',
      handler: 'deal-photos/handlers/create-deal-photo-upload',
    });
  });
});
