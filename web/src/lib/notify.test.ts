import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { failedWith, serverMessage } from './notify.ts';

const refused = new ApiError(409, 'out_of_stock', 'Only 2 left in stock.');
const broken = new ApiError(500, 'internal', 'Something went wrong');
const offline = new TypeError('Failed to fetch');

describe('serverMessage', () => {
  it("gives the server's sentence for a refusal it explains (a 4xx), else the fallback", () => {
    expect(serverMessage(refused, 'fallback')).toBe('Only 2 left in stock.');
    expect(serverMessage(broken, 'fallback')).toBe('fallback');
    expect(serverMessage(offline, 'fallback')).toBe('fallback');
    expect(serverMessage(broken)).toBeUndefined();
  });

  it('narrows to one status, or widens to any answer from the server', () => {
    expect(serverMessage(refused, 'fallback', 409)).toBe('Only 2 left in stock.');
    expect(serverMessage(new ApiError(404, 'not_found', 'Gone.'), 'fallback', 409)).toBe('fallback');
    expect(serverMessage(broken, 'fallback', 'any')).toBe('Something went wrong');
    expect(serverMessage(offline, 'fallback', 'any')).toBe('fallback');
  });
});

describe('failedWith', () => {
  it('is true only for an API answer with that status', () => {
    expect(failedWith(new ApiError(404, 'not_found', 'Gone.'), 404)).toBe(true);
    expect(failedWith(refused, 404)).toBe(false);
    expect(failedWith(offline, 404)).toBe(false);
  });
});
