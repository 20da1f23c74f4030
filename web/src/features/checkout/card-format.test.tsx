// A DOM test (.tsx) because reformatInput works on a real <input>; the rest are pure.
import { afterEach, describe, expect, it } from 'vitest';
import { formatCardNumber, formatCvc, formatExpiry, reformatInput } from './card-format.ts';

describe('formatCardNumber', () => {
  it.each([
    ['4242424242424242', '4242 4242 4242 4242'],
    ['4242 4242-4242abc4242', '4242 4242 4242 4242'],
    ['42424', '4242 4'],
    ['4242', '4242'],
    ['1234567890123456789012', '1234 5678 9012 3456 789'],
    ['', ''],
    ['abc', ''],
  ])('groups %j as %j', (typed, shown) => expect(formatCardNumber(typed)).toBe(shown));

  it('groups American Express 4-6-5 and stops at its 15 digits', () => {
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('3782822463100051234')).toBe('3782 822463 10005');
    expect(formatCardNumber('37828')).toBe('3782 8');
  });
});

describe('formatExpiry', () => {
  it.each([
    ['1226', '12 / 26'],
    ['12 / 26', '12 / 26'],
    ['12262', '12 / 26'],
    ['122', '12 / 2'],
    ['12', '12'],
    ['1', '1'],
    ['0', '0'],
    ['4', '04'],
    ['426', '04 / 26'],
    ['1/', '01'],
    [' 3 / ', '03'],
    ['', ''],
    ['ab', ''],
  ])('writes %j as %j', (typed, shown) => expect(formatExpiry(typed)).toBe(shown));
});

describe('formatCvc', () => {
  it.each([
    ['123', '123'],
    ['12a34 5', '1234'],
    ['', ''],
  ])('keeps %j as %j', (typed, shown) => expect(formatCvc(typed)).toBe(shown));
});

describe('reformatInput', () => {
  afterEach(() => document.body.replaceChildren());

  function typedInto(value: string, caret: number): HTMLInputElement {
    const input = document.createElement('input');
    document.body.append(input);
    input.focus();
    input.value = value;
    input.setSelectionRange(caret, caret);
    return input;
  }

  it('rewrites the text and keeps the caret at the end while typing on', () => {
    const input = typedInto('42424', 5);
    reformatInput(input, formatCardNumber);
    expect(input.value).toBe('4242 4');
    expect(input.selectionStart).toBe(6);
  });

  it('keeps the caret after the same digit when editing in the middle', () => {
    // The shopper typed a 9 after the fifth digit of "4242 4242".
    const input = typedInto('4242 49242', 7);
    reformatInput(input, formatCardNumber);
    expect(input.value).toBe('4242 4924 2');
    expect(input.selectionStart).toBe(7);
  });

  it('moves the caret past a space the new text puts in front of it', () => {
    // A 9 typed just before the space of "4242 4242": it becomes the fifth digit, after a space.
    const input = typedInto('42429 4242', 5);
    reformatInput(input, formatCardNumber);
    expect(input.value).toBe('4242 9424 2');
    expect(input.selectionStart).toBe(6);
  });

  it('leaves an already formatted field alone', () => {
    const input = typedInto('12 / 26', 2);
    reformatInput(input, formatExpiry);
    expect(input.value).toBe('12 / 26');
    expect(input.selectionStart).toBe(2);
  });

  it('does not move the caret of a field the shopper is not in', () => {
    const input = typedInto('1226', 4);
    input.blur();
    reformatInput(input, formatExpiry);
    expect(input.value).toBe('12 / 26');
  });
});
