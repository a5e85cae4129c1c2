/**
 * `PUT /profiles/me`: a geodesist (the route's only role: a poster's smaller profile has nothing stated by hand, 403)
 * sets the qualifications they state (at most MAX_QUALIFICATIONS); the areas they work in are their service areas
 * (`PUT /profiles/me/service-areas`). Bad input: 400 with the rule's message. Answers the profile as others see it.
 */
import { httpHandler } from '../../../api/http-handler';
import { updateOwnProfile } from '../data/public-profiles';
import { loadPublicProfile } from '../profile-view';

export const handler = httpHandler('profiles-me-update', async ({ auth, body }) => {
  await updateOwnProfile(auth.userId, { qualifications: body.qualifications }, new Date().toISOString());
  return loadPublicProfile(auth.userId);
});
