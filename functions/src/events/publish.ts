/**
 * The one door for what follows a stored change: services publish an event and the routing table
 * (event-routes.ts) sends each queue concerned its message. Publishing never throws.
 */
import type { DomainEvent } from './event-catalogue';
import { EVENT_ROUTES, type EventRoute } from './event-routes';

/** Sends the event to its queues, one after the other; true when every send succeeded. */
export async function publish(event: DomainEvent): Promise<boolean> {
  // The table pairs each event type with routes of that type, which TypeScript cannot follow here.
  const routes = EVENT_ROUTES[event.type] as readonly EventRoute<DomainEvent>[];
  let delivered = true;
  for (const route of routes) delivered = (await route.deliver(event)) && delivered;
  return delivered;
}
