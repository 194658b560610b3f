import { describe, expect, it } from 'vitest';
import { ApiError, errorText, NETWORK_ERROR_TEXT } from './api';

describe('errorText', () => {
  const fallback = 'Error creating availibility';

  it("gives the server's own words for a refusal", () => {
    expect(errorText(new ApiError(409, 'This overlaps your availability', 'conflict'), fallback)).toBe(
      'This overlaps your availability',
    );
    expect(errorText(new ApiError(401, 'Invalid email or password', 'unauthorized'), fallback)).toBe('Invalid email or password');
  });

  it('says the server cannot be reached when it cannot', () => {
    expect(errorText(new ApiError(0, NETWORK_ERROR_TEXT, 'network'), fallback)).toBe(NETWORK_ERROR_TEXT);
  });

  it('says the database is away for a moment when the server says so', () => {
    const away = 'The database is unavailable; please try again in a moment.';
    expect(errorText(new ApiError(503, away, 'service_unavailable'), fallback)).toBe(away);
    // Any other 503 (a proxy's page, say) is not the server's own words.
    expect(errorText(new ApiError(503, 'Service Unavailable', 'error'), fallback)).toBe(fallback);
  });

  it("falls back to the screen's text for server failures and anything else", () => {
    expect(errorText(new ApiError(500, 'Something went wrong on our side.', 'internal'), fallback)).toBe(fallback);
    expect(errorText(new ApiError(502, 'Error retrieving data', 'error'), fallback)).toBe(fallback);
    expect(errorText(new ApiError(400, '', 'bad_request'), fallback)).toBe(fallback);
    expect(errorText(new Error('boom'), fallback)).toBe(fallback);
  });
});
