import { useRootStore } from '../../stores/StoresContext';
import { evaluateCondition } from '../conditions';
import { useShellManifest } from '../render-contexts';
import { useConditionContext } from '../use-condition-context';
import { WidgetSlot } from './WidgetNodeView';

/**
 * The club's home sections in their configured order; each id doubles as an anchor (/#vouchers). The page's h1 is
 * the club's name, for screen readers and the outline only: the banner and the hero above already show it.
 */
export function HomeSectionsNodeView() {
  const { home } = useShellManifest();
  const conditions = useConditionContext();
  const { settings } = useRootStore();
  return (
    <>
      <h1 className="cz-visually-hidden">{settings.pageTitle}</h1>
      {home.sections
        .filter((section) => evaluateCondition(section.when, conditions))
        .map((section) => (
          <div key={section.id} id={section.id} className="home-section">
            <WidgetSlot name={section.type} id={section.id} options={section.options} />
          </div>
        ))}
    </>
  );
}
