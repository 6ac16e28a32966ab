import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { resolvePath } from '../../engine/data-path';
import { useScope } from '../../engine/render-contexts';
import { useRootStore } from '../../stores/StoresContext';

/**
 * Titles the browser tab after what the page shows (a post's title, a training's name) once
 * its data has loaded: `{"type": "widget", "name": "pageTitle", "options": {"field": "title"}}`
 * inside the page's data node. Draws nothing.
 */
export const PageTitle = observer(function PageTitle({ options }: { options?: Readonly<Record<string, unknown>> }) {
  const scope = useScope();
  const { settings } = useRootStore();
  const field = typeof options?.field === 'string' ? options.field : 'title';
  const value = resolvePath(scope, field);
  const title = typeof value === 'string' && value.trim() !== '' ? `${value.trim()} | ${settings.pageTitle}` : null;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  return null;
});
