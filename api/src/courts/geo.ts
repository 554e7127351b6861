/** Distances on the Earth's surface, in miles. */
const EARTH_RADIUS_MILES = 3958.8;
const MILES_PER_DEGREE_LAT = (Math.PI / 180) * EARTH_RADIUS_MILES;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

export interface Point {
  lat: number;
  lng: number;
}

export interface Box {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

/** Great-circle distance between two points (haversine). */
export function distanceMiles(a: Point, b: Point): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A latitude/longitude box holding every point within `miles` of `center` (and some corners beyond). */
export function boundingBox(center: Point, miles: number): Box {
  const dLat = miles / MILES_PER_DEGREE_LAT;
  // Longitude degrees shrink towards the poles; near them the box spans every longitude.
  const cosLat = Math.cos(toRadians(center.lat));
  const dLng = cosLat < 0.01 ? 180 : Math.min(180, miles / (MILES_PER_DEGREE_LAT * cosLat));
  return { minLat: center.lat - dLat, maxLat: center.lat + dLat, minLng: center.lng - dLng, maxLng: center.lng + dLng };
}

export function inBox(point: Point, box: Box): boolean {
  return point.lat >= box.minLat && point.lat <= box.maxLat && point.lng >= box.minLng && point.lng <= box.maxLng;
}
