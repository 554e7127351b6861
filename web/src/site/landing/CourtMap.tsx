import { CircleMarker, MapContainer, TileLayer, Tooltip } from 'react-leaflet';
import type { CourtSearchResult } from '../../../../codegen/orval/schemas/index.ts';
import 'leaflet/dist/leaflet.css';

/** Padding around the markers when the map fits them, in pixels. */
const FIT_PADDING: [number, number] = [24, 24];

/**
 * The courts found and the place searched from, on a Leaflet map whose tiles come from the
 * site's MAP_TILE_URL. Markers are vector shapes, so they show even when the tiles cannot load;
 * the list beside the form carries the same information for keyboard and screen-reader users.
 */
export default function CourtMap({ result }: { result: CourtSearchResult }) {
  const points: [number, number][] = [[result.origin.lat, result.origin.lng], ...result.items.map((court): [number, number] => [court.lat, court.lng])];
  return (
    <div className="court-map" role="region" aria-label="Map of the courts found">
      <MapContainer key={JSON.stringify(points)} bounds={points} boundsOptions={{ padding: FIT_PADDING, maxZoom: 14 }} scrollWheelZoom={false} className="court-map__canvas">
        <TileLayer url={result.map.tileUrl} attribution={result.map.attribution} />
        <CircleMarker center={points[0]!} radius={7} className="court-marker--origin" pathOptions={{ color: '#0b3d2c', fillColor: '#ffffff', fillOpacity: 1, weight: 3 }}>
          <Tooltip>{result.origin.label}</Tooltip>
        </CircleMarker>
        {result.items.map((court) => (
          <CircleMarker key={court.id} center={[court.lat, court.lng]} radius={9} className="court-marker" pathOptions={{ color: '#0b3d2c', fillColor: '#c6e03a', fillOpacity: 0.95, weight: 2 }}>
            <Tooltip>
              {court.name}, {court.distanceMiles.toFixed(1)} mi
            </Tooltip>
          </CircleMarker>
        ))}
      </MapContainer>
    </div>
  );
}
