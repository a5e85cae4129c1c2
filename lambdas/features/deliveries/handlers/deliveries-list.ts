/**
 * `GET /tenders/{tenderId}/deliveries`: every delivery of a tender, oldest first (the rounds in order),
 * with notes, status, change request, files (no S3 keys) and the geodesist's name, for the poster who
 * created the tender, its contractor and admins (spec part 2, 3 "delivery" and 6). Others:
 * 403; unknown tender: 404.
 */
import { listDeliveries, toDelivery } from '../data/deliveries';
import { getProfile } from '../../account/public';
import { geodesistNameOf } from '../domain/delivery';
import { loadTenderForDeliveries } from '../delivery-access';
import { httpHandler } from '../../../api/http-handler';

export const handler = httpHandler('deliveries-list', async ({ auth, params }) => {
  const tenderId = params.tenderId!;
  await loadTenderForDeliveries(auth, tenderId);
  const deliveries = await listDeliveries(tenderId);
  const geodesistIds = [...new Set(deliveries.map((d) => d.geodesistId))];
  const names = new Map(await Promise.all(geodesistIds.map(async (id) => [id, geodesistNameOf(await getProfile(id))] as const)));
  return { items: deliveries.map((d) => toDelivery(d, names.get(d.geodesistId) ?? geodesistNameOf(undefined))) };
});
