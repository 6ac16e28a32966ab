import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../../engine/widget-types';
import { useOptionKey } from '../../i18n/message';
import type { MessageKey } from '../../i18n/message-key';
import { useRootStore } from '../../stores/StoresContext';
import { Button } from '../../ui/Button/Button';
import { LinkButton } from '../../ui/Button/LinkButton';
import { EmptyState, type StateTone } from '../../ui/EmptyState/EmptyState';

const TONES: readonly StateTone[] = ['empty', 'info', 'success', 'failed', 'error'];

interface StateAction {
  /** A route to go to, or "login" to open the login dialog. */
  to?: string;
  login?: boolean;
  returnPath?: string;
  text: MessageKey;
}

function actionsOf(value: unknown, optionKey: (value: unknown) => MessageKey | undefined): StateAction[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const text = optionKey((item as { text?: unknown }).text);
    return text ? [{ ...(item as Omit<StateAction, 'text'>), text }] : [];
  });
}

/**
 * A page's state from a manifest (an error, an expired link, a result, an empty page) as the design system shows
 * every state: an icon, one sentence and the next step. Options: tone, title and text (message keys), titleAs,
 * actions ([{ to | login, text, returnPath }]).
 */
export function StateMessage({ options }: WidgetProps) {
  const { t } = useTranslation();
  const optionKey = useOptionKey();
  const root = useRootStore();
  const tone = TONES.find((candidate) => candidate === options.tone) ?? 'info';
  const titleKey = optionKey(options.title);
  const textKey = optionKey(options.text);
  const title = titleKey ? t(titleKey) : '';
  const text = textKey ? t(textKey) : null;
  const titleAs = options.titleAs === 'h1' || options.titleAs === 'h2' ? options.titleAs : 'p';
  const actions = actionsOf(options.actions, optionKey).map((action, index) => {
    const variant = index === 0 ? 'primary' : 'secondary';
    if (action.login) {
      return (
        <Button key={action.text} variant={variant} onClick={() => root.ui.openLogin(action.returnPath ?? '/', 'login')}>
          {t(action.text)}
        </Button>
      );
    }
    return (
      <LinkButton key={action.text} variant={variant} to={action.to ?? '/'}>
        {t(action.text)}
      </LinkButton>
    );
  });
  const failure = tone === 'error' || tone === 'failed';
  return (
    <EmptyState tone={tone} title={title} titleAs={titleAs} role={failure ? 'alert' : 'status'} action={actions.length ? actions : undefined}>
      {text}
    </EmptyState>
  );
}
