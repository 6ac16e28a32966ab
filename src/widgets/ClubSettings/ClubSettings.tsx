import { observer } from 'mobx-react-lite';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { envelope } from '../../api/client';
import { modelAnswer, refusalMessage, type CallResult } from '../../api/answers';
import { useAction } from '../../api/use-action';
import { useFormatOptions } from '../../engine/nodes/use-format-options';
import type { components } from '../../generated/api';
import type { ClubOverride } from '../../generated/schemas/manifest';
import { formatWhen } from '../../i18n/dates';
import { failureMessage, useMessageText } from '../../i18n/message';
import { query, type Query } from '../../stores/QueryCache';
import type { RootStore } from '../../stores/RootStore';
import { useRootStore } from '../../stores/StoresContext';
import { useQuery } from '../../stores/use-query';
import { Button } from '../../ui/Button/Button';
import { ListRow, RowList } from '../../ui/ListRow/ListRow';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import { LoadFailure } from '../../ui/EmptyState/LoadFailure';
import { PreviewFrames } from './PreviewFrames';
import { draftOf, formDataOf, settingsCatalog, settingsSchema, type Look, type SettingsForm } from './settings-form';
import { RjsfForm } from '../../activities/DynamicForm/RjsfForm';
import { SETTINGS_TEMPLATES, SETTINGS_WIDGETS } from './settings-rjsf';
import './ClubSettings.css';

type Settings = components['schemas']['ClubSettings'];
type Version = components['schemas']['ClubSettingsVersion'];
type Document = components['schemas']['ClubSettingsDocument'];

const SETTINGS_READS = ['getClubSettings', 'listClubSettingsVersions'] as const;

function settingsQuery(root: RootStore): Query<Settings | null> {
  return query(['getClubSettings'], (signal) => modelAnswer(root.client.GET('/api/club-settings', { signal })));
}

function historyQuery(root: RootStore): Query<Version[]> {
  return query(['listClubSettingsVersions'], async (signal) => (await modelAnswer(root.client.GET('/api/club-settings/history', { signal }))) ?? []);
}

/** The club's settings page (issue 39): the form, the preview of its draft, Publish, History and Roll back. Staff only. */
function ClubSettings() {
  const root = useRootStore();
  const settings = useQuery(settingsQuery(root));
  if (settings.status === 'loading') return <Skeleton kind="row" count={4} />;
  if (settings.status === 'failed') return <LoadFailure message={failureMessage(settings.error)} />;
  if (!settings.data) return <LoadFailure message={{ key: 'errors.crash' }} />;
  // A new version (published here, elsewhere or rolled back) starts a new draft from it.
  return <Editor key={settings.data.version} settings={settings.data} />;
}

function Editor({ settings }: { settings: Settings }) {
  const { t, i18n } = useTranslation();
  const text = useMessageText();
  const root = useRootStore();
  const ids = useId();
  const base = settings.document.override as ClubOverride;
  const catalog = useMemo(() => settingsCatalog(base), [base]);
  const { schema, uiSchema } = useMemo(() => settingsSchema(catalog, (key) => t(key, { defaultValue: key.split('.').pop() ?? key })), [catalog, t]);
  const [form, setForm] = useState<SettingsForm>(() => formDataOf(base, (settings.document.look ?? {}) as Look, catalog));
  const draft = useMemo(() => draftOf(form, base, catalog, (key) => i18n.exists(key)), [form, base, catalog, i18n]);
  const [fileText, setFileText] = useState<string | null>(null);
  const [problems, setProblems] = useState<string[]>([]);

  const refused = (result: CallResult<unknown>) => {
    const answer = envelope(result) as { problems?: unknown };
    setProblems(Array.isArray(answer.problems) ? answer.problems.filter((problem): problem is string => typeof problem === 'string') : []);
    return refusalMessage(answer);
  };
  const publishing = useAction(
    root,
    (document: Document) => {
      setProblems([]);
      return root.client.POST('/api/club-settings/publish', { body: { baseVersion: settings.version, document } });
    },
    { invalidates: [...SETTINGS_READS], refused, done: () => ({ key: 'clubSettings.published' }) },
  );
  const publishFile = () => {
    try {
      const override = JSON.parse(fileText ?? '') as unknown;
      void publishing.run({ override: override as Document['override'], look: draft.look });
    } catch {
      publishing.refuse({ key: 'clubSettings.notJson' });
    }
  };
  const fileId = `${ids}-file`;

  return (
    <div className="club-settings">
      <div className="club-settings__editor">
        <p className="club-settings__version">{t('clubSettings.version', { version: settings.version })}</p>
        <RjsfForm
          className="dynamic-form club-settings__form"
          schema={schema}
          uiSchema={uiSchema}
          formData={form}
          widgets={SETTINGS_WIDGETS}
          templates={SETTINGS_TEMPLATES}
          // The widgets only offer values that fit, and the server checks the whole file when it is published.
          checks="server"
          onChange={(event) => setForm(event.formData as SettingsForm)}
          onSubmit={() => void publishing.run({ override: draft.override as Document['override'], look: draft.look })}
        >
          <div className="club-settings__actions">
            <Button type="submit" variant="primary" busy={publishing.busy}>
              {t('clubSettings.publish')}
            </Button>
            <Button variant="quiet" onClick={() => root.queries.invalidate(...SETTINGS_READS)}>
              {t('clubSettings.reload')}
            </Button>
          </div>
        </RjsfForm>
        {publishing.message ? (
          <div role={publishing.ok ? 'status' : 'alert'} className={`form-outcome form-outcome--${publishing.ok ? 'success' : 'error'}`}>
            <p>{text(publishing.message)}</p>
            {problems.length > 0 ? (
              <ul className="club-settings__problems">
                {problems.map((problem) => (
                  <li key={problem}>
                    <code>{problem}</code>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
        <details className="club-settings__file">
          <summary>{t('clubSettings.file')}</summary>
          <label htmlFor={fileId} className="cz-field__label">
            {t('clubSettings.fileLabel')}
          </label>
          <textarea
            id={fileId}
            className="cz-input club-settings__file-text"
            rows={12}
            spellCheck={false}
            value={fileText ?? JSON.stringify(draft.override, null, 2)}
            onChange={(event) => setFileText(event.target.value)}
          />
          <Button variant="secondary" busy={publishing.busy} onClick={publishFile} disabled={fileText === null}>
            {t('clubSettings.publishFile')}
          </Button>
        </details>
        <History current={settings.version} />
      </div>
      <section className="club-settings__preview-area" aria-label={t('clubSettings.preview')}>
        <h2>{t('clubSettings.preview')}</h2>
        <PreviewFrames draft={{ override: draft.override, look: draft.look }} />
      </section>
    </div>
  );
}

/** Every published version with who and when; Roll back publishes an earlier one again. */
const History = observer(function History({ current }: { current: number }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const root = useRootStore();
  const format = useFormatOptions();
  const versions = useQuery(historyQuery(root));
  const rollingBack = useAction(root, (version: number) => root.client.POST('/api/club-settings/rollback', { body: { baseVersion: current, version } }), {
    invalidates: [...SETTINGS_READS],
    done: () => ({ key: 'clubSettings.rolledBack' }),
  });
  return (
    <section className="club-settings__history" aria-labelledby="club-settings-history">
      <h2 id="club-settings-history">{t('clubSettings.history')}</h2>
      {versions.status === 'loading' ? <Skeleton kind="row" count={2} /> : null}
      {versions.status === 'failed' ? <LoadFailure message={failureMessage(versions.error)} /> : null}
      {versions.status === 'ready' && versions.data.length === 0 ? <p>{t('clubSettings.noHistory')}</p> : null}
      {versions.status === 'ready' && versions.data.length > 0 ? (
        <RowList label={t('clubSettings.history')}>
          {versions.data.map((version) => {
            const title = t('clubSettings.versionTitle', { version: version.version, who: version.publishedBy, when: formatWhen(version.publishedAt, 'dateTime', format) });
            return (
              <ListRow
                key={version.version}
                title={title}
                meta={version.restoredFrom ? t('clubSettings.restoredFrom', { version: version.restoredFrom }) : undefined}
                badge={
                  version.version === current ? (
                    <span className="club-settings__current">{t('clubSettings.current')}</span>
                  ) : (
                    <Button
                      size="sm"
                      busy={rollingBack.busy}
                      aria-label={t('clubSettings.rollBackTo', { version: version.version })}
                      onClick={() => void rollingBack.run(version.version)}
                    >
                      {t('clubSettings.rollBack')}
                    </Button>
                  )
                }
              />
            );
          })}
        </RowList>
      ) : null}
      {rollingBack.message ? (
        <p role={rollingBack.ok ? 'status' : 'alert'} className={`form-outcome form-outcome--${rollingBack.ok ? 'success' : 'error'}`}>
          {text(rollingBack.message)}
        </p>
      ) : null}
    </section>
  );
});

export default observer(ClubSettings);
