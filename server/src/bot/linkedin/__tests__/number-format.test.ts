import { fitsNumberFormat, numberFormatOf } from '../number-format';

describe('numberFormatOf', () => {
  it('reads whole vs decimal and the bounds from LinkedIn’s validation text', () => {
    expect(numberFormatOf({ hints: ['Enter a whole number between 0 and 99'] })).toEqual({
      wholeNumber: true,
      min: 0,
      max: 99,
    });
    expect(numberFormatOf({ hints: ['Enter a decimal number larger than 0.0'] })).toEqual({
      wholeNumber: false,
      min: 0,
    });
    expect(numberFormatOf({ hints: ['Enter a whole number larger than 0.'] })).toEqual({ wholeNumber: true, min: 0 });
  });

  it('reads inputmode, step and type when no text says it; attributes win for the bounds', () => {
    expect(numberFormatOf({ hints: [], inputMode: 'decimal' })).toEqual({ wholeNumber: false });
    expect(numberFormatOf({ hints: [], inputMode: 'numeric', min: '1', max: '10' })).toEqual({
      wholeNumber: true,
      min: 1,
      max: 10,
    });
    expect(numberFormatOf({ hints: [], type: 'number', step: '0.5' })).toEqual({ wholeNumber: false, step: 0.5 });
    expect(numberFormatOf({ hints: [], type: 'number', step: 'any' })).toEqual({ wholeNumber: false });
    expect(numberFormatOf({ hints: [], type: 'number' })).toEqual({ wholeNumber: true });
    expect(numberFormatOf({ hints: ['Enter a whole number between 0 and 99'], max: '40' })).toMatchObject({ max: 40 });
  });

  it('assumes nothing where the page is silent', () => {
    expect(numberFormatOf({ hints: ['Include the unit'], type: 'text' })).toEqual({});
  });
});

describe('fitsNumberFormat', () => {
  it('accepts only numbers the stated rule accepts', () => {
    expect(fitsNumberFormat('1.5', { wholeNumber: false, min: 0 })).toBe(true);
    expect(fitsNumberFormat('1.5', { wholeNumber: true })).toBe(false);
    expect(fitsNumberFormat('120', { wholeNumber: true, min: 0, max: 99 })).toBe(false);
    expect(fitsNumberFormat('five', {})).toBe(false);
    expect(fitsNumberFormat('7', {})).toBe(true);
  });
});
