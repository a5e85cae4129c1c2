/** `GET /profiles/me`: the caller's own public profile, as others who may open it see it. */
import { httpHandler } from '../../../api/http-handler';
import { loadPublicProfile } from '../profile-view';

export const handler = httpHandler('profiles-me-get', async ({ auth }) => loadPublicProfile(auth.userId));
