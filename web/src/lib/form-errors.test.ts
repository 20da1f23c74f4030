import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { refusedFields, showRefusedFields } from './form-errors.ts';

type Values = { name: string; price: string };

function recorder() {
  const calls: { name: string; message: string | undefined; shouldFocus: boolean | undefined }[] = [];
  const setError = (name: string, error: { message?: string }, options?: { shouldFocus?: boolean }) => {
    calls.push({ name, message: error.message, shouldFocus: options?.shouldFocus });
  };
  return { calls, setError };
}

const refused = new ApiError(400, 'invalid_input', 'Some fields are not valid', {
  name: 'Required',
  pricePerGram: 'Must be more than zero',
  'images.0': 'Not an image',
});

describe('showRefusedFields', () => {
  it('puts each refused field under the form field that shows it, focusing the first', () => {
    const { calls, setError } = recorder();
    const fieldOf = (field: string) => (field === 'pricePerGram' ? 'price' : field === 'name' ? 'name' : undefined);
    const left = showRefusedFields<Values>(refused, setError, fieldOf);
    expect(calls).toEqual([
      { name: 'name', message: 'Required', shouldFocus: true },
      { name: 'price', message: 'Must be more than zero', shouldFocus: false },
    ]);
    expect(left).toEqual({ 'images.0': 'Not an image' });
  });

  it('leaves the focus alone when asked', () => {
    const { calls, setError } = recorder();
    showRefusedFields<Values>(refused, setError, (field) => (field === 'name' ? 'name' : undefined), { focus: false });
    expect(calls).toEqual([{ name: 'name', message: 'Required', shouldFocus: false }]);
  });

  it('places nothing for an error that names no fields', () => {
    const { calls, setError } = recorder();
    expect(showRefusedFields<Values>(new ApiError(409, 'conflict', 'Taken'), setError, () => 'name')).toEqual({});
    expect(showRefusedFields<Values>(new TypeError('Failed to fetch'), setError, () => 'name')).toEqual({});
    expect(calls).toEqual([]);
    expect(refusedFields(undefined)).toEqual({});
  });
});
