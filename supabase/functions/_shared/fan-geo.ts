/**
 * Distances for the fan list: which subscribers a concert is within reach of. Great-circle
 * distance on a sphere of the Earth's mean radius (haversine): a few kilometres off at most over
 * 300 km, far below what a fan means by « within 100 km ».
 */
export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** The distances a fan may choose, in kilometres; null means every concert, wherever it is. */
export const FAN_DISTANCES_KM = [50, 100, 300] as const;
export type FanDistance = (typeof FAN_DISTANCES_KM)[number] | null;

/** The value of the distance field for « every concert ». */
export const ALL_CONCERTS = 'all';

const EARTH_RADIUS_KM = 6371.0088;
const radians = (degrees: number): number => (degrees * Math.PI) / 180;

export function distanceKm(from: Coordinates, to: Coordinates): number {
  const deltaLatitude = radians(to.latitude - from.latitude);
  const deltaLongitude = radians(to.longitude - from.longitude);
  const h = Math.sin(deltaLatitude / 2) ** 2 + Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(deltaLongitude / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** True when a concert at `concert` is within the distance a fan at `home` chose. */
export function withinReach(home: Coordinates, distance: FanDistance, concert: Coordinates): boolean {
  return distance === null || distanceKm(home, concert) <= distance;
}

/** The subscribers a concert is within reach of. */
export function subscribersInReach<Subscriber extends Coordinates & { distance_km: FanDistance }>(subscribers: readonly Subscriber[], concert: Coordinates): Subscriber[] {
  return subscribers.filter((subscriber) => withinReach(subscriber, subscriber.distance_km, concert));
}
