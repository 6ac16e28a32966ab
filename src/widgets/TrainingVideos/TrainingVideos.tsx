import { useTranslation } from 'react-i18next';
import { asArray, safeHref } from '../../engine/data-path';
import { isRecord } from '../../domain/is-record';
import { useScope } from '../../engine/render-contexts';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import './training-videos.css';

/** Size of an embedded training video (doc 1 §2.23). */
const VIDEO_WIDTH = 249;
const VIDEO_HEIGHT = 200;

/** The Videos tab of a training: each video embedded, with its title when it has one. */
export default function TrainingVideos() {
  const { t } = useTranslation();
  const training = useScope();
  const videos = asArray(isRecord(training) ? training.videos : undefined).filter(isRecord);
  if (videos.length === 0) return <EmptyState title={t('trainings.noVideos')} />;
  return (
    <ul className="training-videos">
      {videos.map((video, index) => {
        const src = safeHref(video.src);
        const title = typeof video.title === 'string' && video.title.trim() !== '' ? video.title : null;
        return src ? (
          <li key={`${index}-${src}`}>
            {title ? <p className="training-videos__title">{title}</p> : null}
            <iframe
              src={src}
              width={VIDEO_WIDTH}
              height={VIDEO_HEIGHT}
              title={title ?? t('trainings.videoNumber', { number: index + 1 })}
              loading="lazy"
              allowFullScreen
              // Club uploads are served from this origin: they may animate but never run script here.
              sandbox={/^https?:/i.test(src) ? 'allow-scripts allow-same-origin allow-presentation' : ''}
            />
          </li>
        ) : null;
      })}
    </ul>
  );
}
