import { addsToRequiredSet } from './course-change';

describe('addsToRequiredSet', () => {
  it('holds when a required lesson is published or a published lesson becomes required', () => {
    expect(addsToRequiredSet({ published: false, required: true }, { published: true, required: true })).toBe(
      true,
    );
    expect(addsToRequiredSet({ published: true, required: false }, { published: true, required: true })).toBe(
      true,
    );
  });

  it('does not hold for unpublishing, making optional, or changes outside the published set', () => {
    expect(addsToRequiredSet({ published: true, required: true }, { published: false, required: true })).toBe(
      false,
    );
    expect(addsToRequiredSet({ published: true, required: true }, { published: true, required: false })).toBe(
      false,
    );
    expect(
      addsToRequiredSet({ published: false, required: false }, { published: false, required: true }),
    ).toBe(false);
    expect(
      addsToRequiredSet({ published: false, required: false }, { published: true, required: false }),
    ).toBe(false);
  });
});
