/** The in-app alert list (GET /api/users/me/alerts): the caller's alerts with their listings as they are now. */
import { ALERT_PAGE_SIZE, type DealAlert, type DealAlertPage } from '#shared/alerts/alert-api';
import { coverPhotoKeyOf, dealAddressOf } from '../db/entities/deal.entity';
import { getListings } from '../deals/deal-lookups';
import type { Principal } from '../lib/http/principal';
import { listAlertsOfBuyer } from './alerts.repository';

/** The caller's alerts, newest listing first; alerts of deleted listings are left out. */
export async function listMyAlerts(
  principal: Principal,
  query: { cursor?: string; limit?: number },
): Promise<DealAlertPage> {
  const page = await listAlertsOfBuyer({
    userId: principal.userId,
    limit: query.limit ?? ALERT_PAGE_SIZE,
    cursor: query.cursor,
  });
  const { listings } = await getListings(page.items.map((alert) => alert.dealId));
  const items = page.items.flatMap((alert): DealAlert[] => {
    const deal = listings.get(alert.dealId);
    if (!deal || deal.status === 'deleted') return [];
    return [
      {
        dealId: alert.dealId,
        deal: {
          ...dealAddressOf(deal),
          purchasePrice: deal.purchasePrice,
          status: deal.status,
          coverPhotoKey: coverPhotoKeyOf(deal),
        },
        reasons: alert.reasons,
        frequency: alert.frequency,
        dueAt: alert.dueAt,
        sentAt: alert.sentAt,
        channel: alert.channel,
      },
    ];
  });
  return { items, nextCursor: page.nextCursor };
}
