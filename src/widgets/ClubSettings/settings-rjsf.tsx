import type { ArrayFieldItemTemplateProps, ArrayFieldTemplateProps, ObjectFieldTemplateProps, RegistryWidgetsType, TemplatesType, WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { useRootStore } from '../../stores/StoresContext';
import { Button } from '../../ui/Button/Button';
import { FileButton } from '../../ui/Button/FileButton';
import { DYNAMIC_FORM_WIDGETS } from '../../activities/DynamicForm/rjsf-registry';
import { useMessageText } from '../../i18n/message';
import { useAction } from '../../api/use-action';

/** A group of the settings form (home sections, menu…) as a fieldset with its legend. */
function GroupTemplate({ title, properties, fieldPathId, uiSchema }: ObjectFieldTemplateProps) {
  if (fieldPathId.$id === 'root') return <div className="club-settings__groups">{properties.map((property) => property.content)}</div>;
  // A long group (the texts in five languages) stays folded until asked for.
  if ((uiSchema?.['ui:options'] as { collapsed?: boolean } | undefined)?.collapsed) {
    return (
      <details className="club-settings__group club-settings__folded">
        <summary>{title}</summary>
        <div className="club-settings__fields">{properties.map((property) => property.content)}</div>
      </details>
    );
  }
  return (
    <fieldset className="cz-fieldset club-settings__group">
      <legend className="cz-fieldset__legend">{title}</legend>
      <div className="club-settings__fields">{properties.map((property) => property.content)}</div>
    </fieldset>
  );
}

/** An order of items (home sections, tab bar). */
function OrderTemplate({ title, items }: ArrayFieldTemplateProps) {
  return (
    <fieldset className="cz-fieldset club-settings__group">
      <legend className="cz-fieldset__legend">{title}</legend>
      <ol className="club-settings__order">{items}</ol>
    </fieldset>
  );
}

/** One item of an order: its name, with Move up and Move down named after it. */
function OrderItemTemplate({ children, buttonsProps, index, totalItems }: ArrayFieldItemTemplateProps) {
  const { t } = useTranslation();
  const itemId = buttonsProps.fieldPathId.$id;
  const move = (direction: 'up' | 'down') => (
    <Button
      id={`${itemId}-${direction}`}
      size="sm"
      variant="quiet"
      disabled={direction === 'up' ? index === 0 : index === totalItems - 1}
      aria-labelledby={`${itemId}-${direction} ${itemId}`}
      onClick={direction === 'up' ? buttonsProps.onMoveUpItem : buttonsProps.onMoveDownItem}
    >
      <span className="cz-visually-hidden">{t(direction === 'up' ? 'clubSettings.moveUp' : 'clubSettings.moveDown')}</span>
      <span aria-hidden="true">{direction === 'up' ? '↑' : '↓'}</span>
    </Button>
  );
  return (
    <li className="club-settings__order-item">
      <span className="club-settings__order-name">{children}</span>
      <span className="club-settings__order-moves">
        {move('up')}
        {move('down')}
      </span>
    </li>
  );
}

/** An item of an order: its name, not an input. */
function OrderLabel(props: WidgetProps) {
  const option = props.options.enumOptions?.find((choice) => choice.value === props.value);
  return <span id={props.id}>{option?.label ?? String(props.value)}</span>;
}

/** The logo or the banner: the upload's path, and Upload to send a new image (resized and checked by the server). */
function ClubImage(props: WidgetProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  const root = useRootStore();
  const kind = props.options.kind === 'banner' ? 'banner' : 'logo';
  const uploading = useAction(
    root,
    (file: File) => {
      const body = new FormData();
      body.set('kind', kind);
      body.set('file', file);
      return root.client.POST('/api/club-settings/image', { body: { kind }, bodySerializer: () => body });
    },
    {
      done: (answer) => {
        if (answer.model?.path) props.onChange(answer.model.path);
      },
    },
  );
  const Text = DYNAMIC_FORM_WIDGETS.czText!;
  return (
    <div className="club-settings__image">
      <Text {...props} />
      <input
        id={`${props.id}-file`}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        className="cz-visually-hidden"
        aria-label={t('clubSettings.upload', { name: props.label })}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void uploading.run(file);
        }}
      />
      <FileButton htmlFor={`${props.id}-file`} size="sm">
        {t('clubSettings.upload', { name: props.label })}
      </FileButton>
      {uploading.busy ? <p className="cz-field__help">{t('clubSettings.uploading')}</p> : null}
      {uploading.message && !uploading.ok ? (
        <p role="alert" className="cz-field__error">
          {text(uploading.message)}
        </p>
      ) : null}
    </div>
  );
}

/** Beside the dynamic form's widgets: rjsf's defaults drawn by ours, and the settings' own. */
export const SETTINGS_WIDGETS: RegistryWidgetsType = {
  CheckboxWidget: DYNAMIC_FORM_WIDGETS.czCheckbox!,
  TextWidget: DYNAMIC_FORM_WIDGETS.czText!,
  SelectWidget: DYNAMIC_FORM_WIDGETS.czSelect!,
  orderLabel: OrderLabel,
  clubImage: ClubImage,
};

export const SETTINGS_TEMPLATES: Partial<TemplatesType> = {
  ObjectFieldTemplate: GroupTemplate,
  ArrayFieldTemplate: OrderTemplate,
  ArrayFieldItemTemplate: OrderItemTemplate,
};
