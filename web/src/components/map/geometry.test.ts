import { boundsOf } from './geometry';

describe('boundsOf', () => {
  it('boxes every point, west-south to east-north', () => {
    expect(
      boundsOf([
        [-97.7, 30.2],
        [-95.3, 29.7],
        [-96.8, 32.8],
      ]),
    ).toEqual([
      [-97.7, 29.7],
      [-95.3, 32.8],
    ]);
  });

  it('gives a box of no size around one point, and null for none', () => {
    expect(boundsOf([[-97.7, 30.2]])).toEqual([
      [-97.7, 30.2],
      [-97.7, 30.2],
    ]);
    expect(boundsOf([])).toBeNull();
  });
});
