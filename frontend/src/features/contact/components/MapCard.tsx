import { Icon } from '../../../components/ui/Icon';

/**
 * A drawn map instead of an embedded Google Maps iframe: the page then loads nothing from third
 * parties (works offline, no tracking cookies); the link opens the real map in a new tab.
 * `mapUrl`: the Google Maps address the admin saved; without one the card shows no link.
 */
export function MapCard({ name, address, mapUrl }: { name: string; address: string; mapUrl: string }) {
  return (
    <figure className="map-card" data-testid="contact-map">
      <svg className="map-art" viewBox="0 0 400 220" preserveAspectRatio="xMidYMid slice" aria-hidden="true">
        <rect width="400" height="220" className="map-land" />
        <path d="M-10 150 C 80 120, 140 190, 230 160 S 360 110, 420 140 L 420 230 L -10 230 Z" className="map-water" />
        <path d="M0 70 H400 M0 118 H400 M90 0 V220 M210 0 V220 M320 0 V220" className="map-road" />
        <path d="M-10 30 L 420 200" className="map-road map-road-main" />
        <rect x="110" y="80" width="80" height="28" rx="4" className="map-block" />
        <rect x="230" y="20" width="70" height="40" rx="4" className="map-block" />
        <rect x="30" y="10" width="45" height="50" rx="4" className="map-park" />
        <rect x="335" y="75" width="50" height="32" rx="4" className="map-park" />
      </svg>
      <div className="map-pin">
        <Icon name="mapPin" size={34} />
      </div>
      <figcaption className="map-caption">
        <strong>{name}</strong>
        <span>{address}</span>
        {mapUrl && (
          <a href={mapUrl} target="_blank" rel="noopener noreferrer" className="map-link" data-testid="contact-map-link">
            Xem trên Google Maps
            <Icon name="external" size={14} />
          </a>
        )}
      </figcaption>
    </figure>
  );
}
