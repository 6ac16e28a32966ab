// The dynamic form's display-only fields: what the definition gives is shown, nothing is asked.
import type { WidgetProps } from '@rjsf/utils';
import { sanitizeHtml } from '../../sections/sanitize-html';
import { useRootStore } from '../../stores/StoresContext';
import { optionsOf } from './field-frame';

/** Display-only fields: the definition's value shown (a text, a link, an image, sanitized HTML, a colour). */
function shownOf(props: WidgetProps): string {
  return String(optionsOf(props).shown ?? '');
}

export function LabelWidget(props: WidgetProps) {
  return (
    <p className="dynamic-form__label">
      <strong>{props.label}</strong> {shownOf(props)}
    </p>
  );
}

export function HrefWidget(props: WidgetProps) {
  const url = shownOf(props);
  const safe = /^https?:\/\//i.test(url) || url.startsWith('/');
  return (
    <p className="dynamic-form__label">
      {safe ? (
        <a href={url} target="_blank" rel="noreferrer">
          {props.label}
        </a>
      ) : (
        props.label
      )}
    </p>
  );
}

export function ImageWidget(props: WidgetProps) {
  const root = useRootStore();
  const source = root.settings.uploadUrl(shownOf(props));
  return source ? <img className="dynamic-form__image" src={source} alt={props.label} /> : null;
}

export function HtmlWidget(props: WidgetProps) {
  // The club's HTML, sanitized like every server HTML block.
  return <div className="dynamic-form__html" dangerouslySetInnerHTML={{ __html: sanitizeHtml(shownOf(props)) }} />;
}

export function LabelPasswordWidget(props: WidgetProps) {
  return (
    <p className="dynamic-form__label">
      <strong>{props.label}</strong> {'•'.repeat(Math.min(shownOf(props).length, 12))}
    </p>
  );
}

export function ColorLabelWidget(props: WidgetProps) {
  const colour = /^#[0-9a-fA-F]{3,8}$/.test(shownOf(props)) ? shownOf(props) : 'transparent';
  return (
    <p className="dynamic-form__label">
      <strong>{props.label}</strong>{' '}
      <svg width="24" height="24" aria-hidden="true" focusable="false" className="dynamic-form__swatch">
        <rect width="24" height="24" rx="4" fill={colour} />
      </svg>{' '}
      {shownOf(props)}
    </p>
  );
}
