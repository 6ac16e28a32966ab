import { observer } from 'mobx-react-lite';
import { Suspense, use, useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { loadFormActions, type ActionContext } from '../../engine/actions';
import type { FormValues } from '../../engine/validation';
import { useMessageText } from '../../i18n/message';
import { FormSection } from '../../sections/form/FormSection';
import { Dialog } from '../../ui/Dialog/Dialog';
import { Button } from '../../ui/Button/Button';
import type { RootStore } from '../../stores/RootStore';
import { useRootStore } from '../../stores/StoresContext';
import { manifestForm } from '../../engine/manifest-forms';
import { contractRulesFor, useContractRules } from '../../engine/contract-rules';

function popupContext(root: RootStore): ActionContext {
  return { root, params: {}, scope: undefined, query: {} };
}

function submitWith(name: string, root: RootStore) {
  return async (values: FormValues) => {
    const action = (await loadFormActions())[name];
    if (!action) throw new Error(`No form action "${name}"`);
    return action(values, popupContext(root));
  };
}

const LoginPanel = observer(function LoginPanel() {
  const { t } = useTranslation();
  const root = useRootStore();
  const navigate = useNavigate();
  const form = use(manifestForm('login'));
  const contractRules = useContractRules('login');
  const login = submitWith('login', root);
  const submit = async (values: FormValues) => {
    const result = await login(values);
    if (result.ok) {
      const back = root.ui.loginReturnPath;
      root.ui.closeLogin();
      if (back) navigate(back);
    }
    return result;
  };
  return (
    <>
      <FormSection form={form} onSubmit={submit} contractRules={contractRules} />
      <button type="button" className="link-button" onClick={() => root.ui.setLoginMode('reset')}>
        {t('auth.forgotPassword')}
      </button>
    </>
  );
});

const ResetPanel = observer(function ResetPanel() {
  const text = useMessageText();
  const root = useRootStore();
  const form = use(manifestForm('reset-password-request'));
  const contractRules = useContractRules('requestPasswordReset');
  const request = submitWith('requestPasswordReset', root);
  const notice = root.ui.loginNotice;
  const submit = async (values: FormValues) => {
    const result = await request(values);
    if (result.ok) {
      root.ui.setLoginMode('sent');
      root.ui.setLoginNotice(result.message ?? null);
    }
    return result;
  };
  return (
    <>
      {notice ? (
        <p role="alert" className="login-popup__notice">
          {text(notice)}
        </p>
      ) : null}
      <FormSection form={form} onSubmit={submit} contractRules={contractRules} />
    </>
  );
});

const SentPanel = observer(function SentPanel() {
  const { t } = useTranslation();
  const text = useMessageText();
  const { ui } = useRootStore();
  return (
    <>
      {ui.loginNotice ? (
        <p role="status" className="form-outcome form-outcome--success">
          {text(ui.loginNotice)}
        </p>
      ) : null}
      {/* The Send button is gone with the form: focus moves here, staying in the dialog. */}
      {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the focused form is gone; focus must stay in the dialog */}
      <Button variant="primary" autoFocus onClick={() => ui.closeLogin()}>
        {t('common.close')}
      </Button>
    </>
  );
});

function RegisterPanel() {
  const root = useRootStore();
  const form = use(manifestForm('register'));
  const contractRules = useContractRules('register');
  return <FormSection form={form} onSubmit={submitWith('register', root)} contractRules={contractRules} />;
}

const FIELD = 'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled])';

/**
 * When the mode changes, the pressed button ("Forgot your password?", the login's Send) may be gone with its form, and
 * focus would fall outside the popup: it moves to the new form's first field, or to the dialog itself until that form
 * has loaded. Focus already in the popup with no field to go to (the Sent panel's Close) stays where it is.
 */
function useFocusOnModeChange(panel: RefObject<HTMLDivElement | null>, mode: string) {
  const previous = useRef(mode);
  useEffect(() => {
    if (previous.current === mode) return;
    previous.current = mode;
    const element = panel.current;
    const dialog = element?.closest<HTMLElement>('[role="dialog"]');
    if (!element || !dialog) return;
    const field = () => element.querySelector<HTMLElement>(FIELD);
    const present = field();
    if (present) return present.focus();
    if (dialog.contains(document.activeElement)) return;
    dialog.focus();
    const observer = new MutationObserver(() => {
      if (document.activeElement !== dialog) return observer.disconnect();
      const next = field();
      if (!next) return;
      next.focus();
      observer.disconnect();
    });
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [panel, mode]);
}

// Fetched with the popup, so switching modes does not wait for the next form.
const POPUP_FORMS = ['login', 'reset-password-request', 'register'];

/** The login / register popup (doc 1 §2.6): its mode and return path live in the UI store. */
export default observer(function LoginPopup() {
  POPUP_FORMS.forEach((formId) => void manifestForm(formId));
  ['login', 'requestPasswordReset', 'register'].forEach((action) => void contractRulesFor(action));
  void loadFormActions();
  const { t } = useTranslation();
  const { ui, settings } = useRootStore();
  const registerOn = Boolean(settings.settings?.RegisterOn);
  const mode = ui.loginMode === 'register' && !registerOn ? 'login' : ui.loginMode;
  const title = mode === 'register' ? t('auth.register') : mode === 'login' ? t('auth.login') : t('auth.resetTitle');
  const panel = useRef<HTMLDivElement>(null);
  useFocusOnModeChange(panel, mode);
  return (
    <Dialog title={title} onClose={() => ui.closeLogin()} className="login-popup" initialFocus="firstField">
      <div ref={panel}>
        <Suspense fallback={<div className="data-loading" aria-busy="true" />}>
          {mode === 'login' ? <LoginPanel /> : null}
          {mode === 'reset' ? <ResetPanel /> : null}
          {mode === 'sent' ? <SentPanel /> : null}
          {mode === 'register' ? <RegisterPanel /> : null}
        </Suspense>
      </div>
      {registerOn && (mode === 'login' || mode === 'register') ? (
        <p className="login-popup__switch">
          <button type="button" className="link-button" onClick={() => ui.setLoginMode(mode === 'login' ? 'register' : 'login')}>
            {mode === 'login' ? t('auth.toRegister') : t('auth.toLogin')}
          </button>
        </p>
      ) : null}
    </Dialog>
  );
});
