import { describe, expect, it } from 'vitest';
import { API, MESSAGES } from '@resona/contract';
import { createTestApp } from '../../../test/app.ts';
import { errorOf } from '../../../test/http.ts';

// Facebook has an id but no secret: the server cannot check its tokens, so it offers no button.
const { app } = await createTestApp({ env: { FACEBOOK_APP_ID: '1001' } });

describe('social sign-in when the providers are not configured', () => {
  it('publishes no button', async () => {
    const res = await app.inject({ method: 'GET', url: API.config });
    expect(res.json().data).toMatchObject({
      google_client_id: null,
      google_auth_url: null,
      facebook_app_id: null,
      facebook_dialog_url: null,
    });
  });

  it.each([
    [1, 'Google'],
    [2, 'Facebook'],
  ])('refuses social_type %i: "%s" is not available', async (social_type, provider) => {
    for (const url of [API.checkSocialSignup, API.socialSignup]) {
      const res = await app.inject({ method: 'POST', url, payload: { social_type, token: 'x' } });
      expect(errorOf(res)).toMatchObject({
        status: 400,
        type: 'VALIDATION_ERROR',
        message: MESSAGES.en.socialUnavailable.replace('{{provider}}', provider),
        fields: { social_type: 'socialUnavailable' },
      });
    }
  });
});
