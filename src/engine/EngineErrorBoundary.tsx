import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function CrashNotice() {
  const { t } = useTranslation();
  return (
    <p role="alert" className="load-error">
      {t('errors.crash')}
    </p>
  );
}

/** Keeps a failing page (a chunk that did not load, a widget that threw) from blanking the app. */
export class EngineErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
  }

  override render(): ReactNode {
    return this.state.failed ? <CrashNotice /> : this.props.children;
  }
}
