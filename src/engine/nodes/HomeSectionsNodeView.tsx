import { evaluateCondition } from '../conditions';
import { useShellManifest } from '../render-contexts';
import { useConditionContext } from '../use-condition-context';
import { WidgetSlot } from './WidgetNodeView';

/** The club's home sections in their configured order; each id doubles as an anchor (/#vouchers). */
export function HomeSectionsNodeView() {
  const { home } = useShellManifest();
  const conditions = useConditionContext();
  return (
    <>
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
