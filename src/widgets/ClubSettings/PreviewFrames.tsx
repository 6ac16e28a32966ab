import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLUB_PREVIEW_PARAM, PREVIEW_DRAFT, PREVIEW_READY, type PreviewDraft } from '../../app/club-preview';

/** The widths the draft is shown at: a phone's and a desktop's. */
const WIDTHS = [
  { key: 'phone', width: 390, height: 760 },
  { key: 'desktop', width: 1280, height: 800 },
] as const;
/** How long the draft must rest before the frames start again with it (typing a text is many changes). */
const SETTLE_MS = 600;

/**
 * The portal with the draft applied, at a phone's and a desktop's width, each scaled into the space beside the form.
 * Each frame is this portal opened with ?clubPreview: it asks this page for the draft by postMessage (same origin
 * only) and starts with it; a new draft starts the frames again. Nothing of the draft leaves this page.
 */
export function PreviewFrames({ draft }: { draft: PreviewDraft }) {
  const { t } = useTranslation();
  const frames = useRef<(HTMLIFrameElement | null)[]>([]);
  const latest = useRef(draft);
  const box = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState(360);

  // A frame that starts asks for the draft; only this page's own frames are answered.
  useEffect(() => {
    const answer = (event: MessageEvent<unknown>) => {
      const frame = frames.current.find((candidate) => candidate?.contentWindow === event.source);
      if (!frame || event.origin !== window.location.origin || (event.data as { type?: unknown } | null)?.type !== PREVIEW_READY) return;
      frame.contentWindow?.postMessage({ type: PREVIEW_DRAFT, draft: latest.current }, window.location.origin);
    };
    window.addEventListener('message', answer);
    return () => window.removeEventListener('message', answer);
  }, []);

  // A changed draft, once it rests, starts the frames again with it.
  useEffect(() => {
    if (latest.current === draft) return;
    latest.current = draft;
    const timer = setTimeout(() => frames.current.forEach((frame) => frame?.contentWindow?.location.reload()), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [draft]);

  // The frames are drawn at their real width and scaled to the room there is.
  useEffect(() => {
    const element = box.current;
    // A document without ResizeObserver (a test's) keeps the default room.
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setRoom(entry?.contentRect.width ?? 360));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div className="club-settings__previews" ref={box}>
      {WIDTHS.map(({ key, width, height }, index) => {
        const scale = Math.min(1, (key === 'phone' ? Math.min(room, 300) : room) / width);
        return (
          <figure key={key} className={`club-settings__preview club-settings__preview--${key}`} style={{ width: width * scale, height: height * scale }}>
            <iframe
              ref={(element) => {
                frames.current[index] = element;
              }}
              title={t(key === 'phone' ? 'clubSettings.previewPhone' : 'clubSettings.previewDesktop')}
              src={`/?${CLUB_PREVIEW_PARAM}=${key}`}
              width={width}
              height={height}
              style={{ transform: `scale(${scale})` }}
              data-preview={key}
            />
            <figcaption className="cz-visually-hidden">{t(key === 'phone' ? 'clubSettings.previewPhone' : 'clubSettings.previewDesktop')}</figcaption>
          </figure>
        );
      })}
    </div>
  );
}
