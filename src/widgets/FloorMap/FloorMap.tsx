import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useWidgetParams } from '../../engine/route-params';
import { CRASH, failureMessage } from '../../i18n/message';
import { useRootStore } from '../../stores/StoresContext';
import { useQuery } from '../../stores/use-query';
import { Card } from '../../ui/Card/Card';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import { LoadFailure } from '../../ui/EmptyState/LoadFailure';
import { templateInfoQuery } from '../../booking/match-queries';
import { hitBox, parseDrawing, parseMapCanvas, placeTransform, ZOOM } from '../../booking/match-rules';
import { useRenderedScale } from './use-rendered-scale';
import './FloorMap.css';

/** How long the map's message stays (doc 2 §2: a map message lasts 4 seconds). */
const MAP_MESSAGE_MS = 4000;

/**
 * /booking-visual/{bookingId}/{templateId}?date= (doc 2 §2): the SVG floor map; each free place is a button leading
 * to /bookings-byplace with the place. However small the map is drawn, each place's tap area is at least 44×44 px
 * (issue 35): an invisible box grown around it.
 */
function FloorMap() {
  const { bookingId, templateId } = useWidgetParams('floorMap');
  const booking = Number(bookingId);
  const template = Number(templateId);
  if (!Number.isInteger(booking) || !Number.isInteger(template) || booking <= 0 || template <= 0) return <LoadFailure message={CRASH} />;
  return <MapView bookingId={booking} templateId={template} />;
}

const MapView = observer(function MapView({ bookingId, templateId }: { bookingId: number; templateId: number }) {
  const { t } = useTranslation();
  const root = useRootStore();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const info = useQuery(templateInfoQuery(root, templateId, bookingId));
  const [zoom, setZoom] = useState<number>(ZOOM.initial);
  const [tipIndex, setTipIndex] = useState<number | null>(null);
  // Tapping a taken place says so for 4 seconds (doc 2 §2), then the message goes by itself; another tap starts again.
  const [message, setMessage] = useState<{ text: string } | null>(null);
  useEffect(() => {
    if (message === null) return;
    const timer = setTimeout(() => setMessage(null), MAP_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [message]);
  const svg = useRef<SVGSVGElement>(null);
  const config = info.status === 'ready' ? (parseMapCanvas(info.data?.templateMap?.configJson) ?? {}) : {};
  const width = config.width ?? 800;
  const scale = useRenderedScale(svg, width, info.status === 'ready' && info.data !== null);

  if (info.status === 'loading') return <Skeleton kind="card" />;
  if (info.status === 'failed') return <LoadFailure message={failureMessage(info.error)} />;
  if (!info.data) return <LoadFailure message={CRASH} />;
  const model = info.data;
  const height = config.height ?? 500;
  const fontSize = config.fontSize ?? 20;
  const image = root.settings.uploadUrl(model.imageMap);
  const date = search.get('date') ?? '';

  const places = (model.places ?? []).map((place, index) => {
    const drawing = parseDrawing(place.configJson) ?? {};
    const participant = (model.participants ?? []).find((candidate) => candidate.bookingTemplatePlaceId === place.id);
    const label = drawing.label ?? place.place ?? String(place.id);
    const booked = participant !== undefined;
    // Who booked: only when the map allows it, and only to a logged-in customer (doc 2 §2, §6).
    const shown = participant && model.allowSeeParticipants && root.session.loggedIn ? participant : undefined;
    const details = shown ? [shown.name, shown.phone, shown.email].filter(Boolean).join(' · ') : '';
    const tooltip = !booked ? t('booking.map.notBooked') : details ? t('booking.map.bookedBy', { who: details }) : t('booking.map.booked');
    const logo = shown ? root.settings.uploadUrl(shown.logo) : null;
    return { index, place, drawing, label, booked, tooltip, logo, who: shown?.name ?? label };
  });

  const tipEntry = tipIndex === null ? undefined : places[tipIndex];

  const choose = (entry: (typeof places)[number]) => {
    if (entry.booked) {
      setMessage({ text: t('booking.map.placeTaken', { place: entry.label }) });
      return;
    }
    const query = new URLSearchParams({ bookingId: String(bookingId), placeId: String(entry.place.id), place: entry.label, date });
    navigate(`/bookings-byplace?${query.toString()}`);
  };

  return (
    <div className="floor-map">
      <Card>
        <label className="floor-map__zoom">
          {t('booking.map.zoom')}
          <input type="range" min={ZOOM.min} max={ZOOM.max} step={ZOOM.step} value={zoom} onChange={(event) => setZoom(Number(event.target.value))} />
          <span className="cz-numeric">{zoom.toFixed(2)}×</span>
        </label>
        <div className="floor-map__tip" aria-live="polite">
          {tipEntry?.logo ? <img className="floor-map__logo" src={tipEntry.logo} alt={t('booking.map.logoOf', { name: tipEntry.who })} /> : null}
          <p>{tipEntry ? `${tipEntry.label}: ${tipEntry.tooltip}` : t('booking.map.hint')}</p>
        </div>
        <p className="floor-map__message" role="status">
          {message?.text}
        </p>
        <div className="floor-map__scroll">
          <div className="floor-map__canvas">
            <svg ref={svg} viewBox={`0 0 ${width} ${height}`} width={`${zoom * 100}%`} role="group" aria-label={t('booking.map.title')} className="floor-map__svg">
              {image ? <image href={image} x={0} y={0} width={width} height={height} preserveAspectRatio="xMidYMid meet" /> : null}
              {places.map((entry) => {
                const shape = entry.drawing.shape;
                const w = shape?.width ?? 140;
                const h = shape?.height ?? 100;
                const box = { x: shape?.x ?? 0, y: shape?.y ?? 0, width: w, height: h };
                const hit = scale === null ? box : hitBox(box, scale);
                const interactive = {
                  role: 'button',
                  tabIndex: entry.booked ? -1 : 0,
                  'aria-label': `${entry.label}: ${entry.tooltip}`,
                  'aria-disabled': entry.booked ? true : undefined,
                  onClick: () => choose(entry),
                  onKeyDown: (event: React.KeyboardEvent) => {
                    if (event.key === 'Enter' || event.key === ' ') {
                      event.preventDefault();
                      choose(entry);
                    }
                  },
                  onFocus: () => setTipIndex(entry.index),
                  onMouseEnter: () => setTipIndex(entry.index),
                };
                return (
                  <g
                    key={entry.place.id}
                    transform={placeTransform(entry.drawing)}
                    className={`floor-map__place floor-map__place--${entry.booked ? 'booked' : 'free'}`}
                    {...interactive}
                  >
                    <title>{`${entry.label}: ${entry.tooltip}`}</title>
                    <rect className="floor-map__hit" x={hit.x} y={hit.y} width={hit.width} height={hit.height} />
                    {shape?.type === 'path' && shape.definition ? <path d={shape.definition} /> : <rect x={shape?.x ?? 0} y={shape?.y ?? 0} width={w} height={h} rx={8} />}
                    <text x={(shape?.x ?? 0) + w / 2} y={(shape?.y ?? 0) + h / 2} fontSize={fontSize} textAnchor="middle" dominantBaseline="middle">
                      {entry.label}
                    </text>
                  </g>
                );
              })}
            </svg>
          </div>
        </div>
      </Card>
    </div>
  );
});

export default FloorMap;
