import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useWidgetParams } from '../../engine/route-params';
import { useAction } from '../../api/use-action';
import { CRASH, failureMessage, useMessageText, type Message } from '../../i18n/message';
import { sanitizeHtml } from '../../sections/sanitize-html';
import type { components } from '../../generated/api';
import { useRootStore } from '../../stores/StoresContext';
import { useQuery } from '../../stores/use-query';
import { Button } from '../../ui/Button/Button';
import { AnchorButton } from '../../ui/Button/LinkButton';
import { useInBrowser } from '../../ui/use-in-browser';
import { useCopiedFlag } from '../../ui/use-copied-flag';
import { Card } from '../../ui/Card/Card';
import { Badge } from '../../ui/Badge/Badge';
import { ActivityFacts } from '../../activities/ActivityFacts';
import { DynamicFormDialog } from '../../activities/DynamicForm/DynamicFormDialog';
import { LoadFailure } from '../../ui/EmptyState/LoadFailure';
import { useUrlIntent } from '../../app/routing/use-url-intent';
import { ACTIVITY_KEY, activityCategoriesQuery, activityQuery, formDefinitionQuery, type ActivityView } from '../../activities/activity-queries';
import { needsForm, outcomeOf, settle, type SignUpOutcome } from '../../activities/sign-up';
import './ActivityPage.css';
import { ActivityPageSkeleton } from './ActivityPageSkeleton';
import { sharePage } from '../ShareLinks/share-page';

type Schemas = components['schemas'];

/** parent_name of an activity's sign-up form (dynamicforms/form-def/Activity/{id}). */
const ACTIVITY_FORM_PARENT = 'Activity';
/** The query that makes the page go on with the sign-up once the visitor has logged in (login popup's return path). */
const SIGN_UP_PARAM = 'signUp';
/** The fragment of Share as the server's HTML draws it: a tap before the scripts run lands there and is shared once they do. */
const SHARE_FRAGMENT = '#share';
/** The query of the link mailed to a named partner. */
const PARTNER_TOKEN_PARAM = 'partnerToken';

interface OpenForm {
  definition: Schemas['DynamicFormDefinition'];
  categories: Schemas['ActivityCategory'][];
}

/**
 * /activity/{id} (doc 2 §2; the facts a player weighs up front: issue 35). Once in, "Already In!" is a badge with a
 * quiet Leave: a state, not an action.
 */
function ActivityPage() {
  const root = useRootStore();
  const { id } = useWidgetParams('activityPage');
  const activityId = Number(id);
  const valid = Number.isInteger(activityId) && activityId > 0;
  const state = useQuery(activityQuery(root, activityId), valid);
  // doc 2 §8: an activity that does not load shows Crash.
  if (!valid) return <LoadFailure message={CRASH} />;
  if (state.status === 'loading') return <ActivityPageSkeleton />;
  if (state.status === 'failed') return <LoadFailure message={failureMessage(state.error)} />;
  return <ActivityView view={state.data} />;
}

const ActivityView = observer(function ActivityView({ view }: { view: ActivityView }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const root = useRootStore();
  const navigate = useNavigate();
  const { activity, alreadyIn } = view;
  const [form, setForm] = useState<OpenForm | null>(null);
  const [notice, setNotice] = useState<Message | null>(null);
  const [error, setError] = useState<Message | null>(null);
  const [copied, setCopied] = useCopiedFlag();

  const finish = async (outcome: SignUpOutcome) => {
    if (outcome.kind === 'refused') {
      setError(outcome.message);
      return;
    }
    setForm(null);
    await settle(root, outcome);
    if (outcome.kind === 'pay') navigate('/checkout');
    else setNotice({ key: 'activities.signUpDone' });
  };

  // The sign-up: its form (and categories) read first; a form to fill opens and sends nothing yet, else the
  // inscription is posted directly (doc 2 §2). A failed read or a refusal shows under the button.
  const signing = useAction(
    root,
    async (customerId: number) => {
      const [definition, categories] = await Promise.all([
        root.queries.fetch(formDefinitionQuery(root, ACTIVITY_FORM_PARENT, activity.id)),
        root.queries.fetch(activityCategoriesQuery(root, activity.id)),
      ]);
      if (!needsForm(activity, definition, categories)) return root.client.POST('/api/publicactivities/inscription', { body: { id: activity.id, customerId } });
      setForm({ definition, categories });
      return null;
    },
    { done: (answer) => finish(outcomeOf(answer)) },
  );

  const signUp = async () => {
    setError(null);
    setNotice(null);
    signing.clear();
    confirming.clear();
    const customerId = root.session.customerId;
    if (!root.session.loggedIn || customerId === null) {
      // The login / register choice; after login the popup comes back here and the sign-up goes on.
      root.ui.openLogin(`/activity/${activity.id}?${SIGN_UP_PARAM}=1`, 'login');
      return;
    }
    await signing.run(customerId);
  };
  // Leaving (publicactivities/leave): the page reads Sign Up again and the places left grow by one.
  const leaving = useAction(
    root,
    (customerId: number) => {
      setError(null);
      setNotice(null);
      confirming.clear();
      return root.client.POST('/api/publicactivities/leave', { body: { id: activity.id, customerId } });
    },
    { invalidates: [ACTIVITY_KEY, 'listActivities'], done: () => ({ key: 'activities.leaveDone' }) },
  );
  // A named partner's consent through the mailed link; afterwards the activity shows them "Already In!".
  const confirming = useAction(root, (token: string) => root.client.POST('/api/publicactivities/partner-confirm', { body: { token } }), {
    invalidates: [ACTIVITY_KEY],
    done: () => ({ key: 'activities.partnerConfirmed' }),
  });
  const shownError = signing.message ?? (leaving.ok ? null : leaving.message) ?? (confirming.ok ? null : confirming.message) ?? error;
  const shownNotice = notice ?? (leaving.ok ? leaving.message : null) ?? (confirming.ok ? confirming.message : null);

  // Sign Up asked by the address: back from the login popup (or a login after activating a new account) it goes on by
  // itself; tapped on the server's HTML before the scripts ran, it opens the login (signUp does either).
  useUrlIntent(SIGN_UP_PARAM, (value) => {
    if (value === '1' && !alreadyIn && activity.onlineSignUp) void signUp();
  });

  // A partner's mailed link (doc 2: a named partner confirms before being in): confirmed once, then the page shows "Already In!".
  useUrlIntent(PARTNER_TOKEN_PARAM, (partnerToken) => void confirming.run(partnerToken));

  const share = async () => {
    // A phone's share sheet, else the link is copied (and "Copied" shows).
    if ((await sharePage({ url: `${window.location.origin}/activity/${activity.id}`, title: activity.name ?? undefined })) === 'copied') setCopied(true);
  };

  // The server's HTML is tappable before the scripts run: its Sign Up and Share are links (a sign-up asked by the
  // address, a fragment), so such a tap is not lost. Once the portal runs it finishes them, still within the tap's
  // user activation on a phone's share sheet when the scripts come soon after.
  const inBrowser = useInBrowser();
  useUrlIntent(SHARE_FRAGMENT, () => void share());

  const poster = root.settings.uploadUrl(activity.poster);
  const customerId = root.session.customerId;
  const headingId = `activity-${activity.id}`;
  return (
    <article className="activity-page" aria-labelledby={`${headingId}-title`}>
      <h1 className="activity-page__title" id={`${headingId}-title`}>
        {activity.name}
      </h1>
      <div className="activity-page__layout">
        {poster ? <img className="activity-page__poster" src={poster} alt={t('activities.poster', { name: activity.name })} /> : null}
        <Card className="activity-page__card" title={t('activities.details')} named>
          <ActivityFacts activity={activity} />
          <div className="activity-page__actions">
            {alreadyIn ? (
              // Signed up: a state, not an action — the badge, and leaving as a quiet choice beside it.
              <span className="activity-page__in">
                <Badge status="paid">{t('activities.alreadyIn')}</Badge>
                {customerId !== null ? (
                  <Button variant="quiet" size="sm" busy={leaving.busy} onClick={() => void leaving.run(customerId)}>
                    {t('activities.leave')}
                  </Button>
                ) : null}
              </span>
            ) : activity.onlineSignUp ? (
              inBrowser ? (
                <Button variant="primary" onClick={() => void signUp()} busy={signing.busy}>
                  {t('activities.signUp')}
                </Button>
              ) : (
                <AnchorButton variant="primary" href={`?${SIGN_UP_PARAM}=1`}>
                  {t('activities.signUp')}
                </AnchorButton>
              )
            ) : null}
            <span className="activity-page__share">
              {inBrowser ? (
                <Button variant="secondary" onClick={() => void share()}>
                  {t('activities.share')}
                </Button>
              ) : (
                <AnchorButton variant="secondary" href={SHARE_FRAGMENT}>
                  {t('activities.share')}
                </AnchorButton>
              )}
              {copied ? (
                <span role="status" className="activity-page__copied">
                  {t('activities.copied')}
                </span>
              ) : null}
            </span>
          </div>
          {shownNotice ? (
            <p role="status" className="activity-page__done">
              {text(shownNotice)}
            </p>
          ) : null}
          {shownError ? (
            <p role="alert" className="activity-page__error">
              {text(shownError)}
            </p>
          ) : null}
        </Card>
      </div>
      {activity.description ? (
        <section className="activity-page__about" aria-labelledby={`${headingId}-about`}>
          <h2 className="activity-page__heading" id={`${headingId}-about`}>
            {t('activities.about')}
          </h2>
          <div className="activity-page__description" dangerouslySetInnerHTML={{ __html: sanitizeHtml(activity.description) }} />
        </section>
      ) : null}
      {form && customerId !== null ? (
        <DynamicFormDialog
          parentName={ACTIVITY_FORM_PARENT}
          parentId={activity.id}
          customerId={customerId}
          title={form.definition.name || activity.name || t('activities.signUp')}
          definition={form.definition}
          partner={activity.partnerInscription === true}
          categories={form.categories}
          onClose={() => setForm(null)}
          onSaved={(outcome) => void finish(outcome)}
        />
      ) : null}
    </article>
  );
});

export default observer(ActivityPage);
