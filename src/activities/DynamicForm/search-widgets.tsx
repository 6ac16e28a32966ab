// The dynamic form's search fields: the activity partner (a customer) and the Lookup lists of the contract.
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { customerSearchQuery, MIN_SEARCH_LENGTH, useChoiceSearch, type Choice } from '../../customers/customer-search';
import { useMessageText } from '../../i18n/message';
import { useRootStore } from '../../stores/StoresContext';
import { Button } from '../../ui/Button/Button';
import { Field } from '../../ui/Field/Field';
import { FieldFor, optionsOf, useLabel, type DynamicFormContext } from './field-frame';
import { lookupCallOf } from './lookup-calls';

/** A search of at least 3 characters, then a choice among the results: the partner and Lookup fields. */
function SearchChoice({
  props,
  search,
  chosenName,
  onChosen,
}: {
  props: WidgetProps;
  search: (text: string) => Promise<Choice[]>;
  chosenName?: string;
  onChosen: (choice: Choice) => void;
}) {
  const { t } = useTranslation();
  const text = useMessageText();
  const label = useLabel(props);
  const { term, setTerm, found, setFound, message, run } = useChoiceSearch(search, { key: 'dynamicForm.searchMin', args: { count: MIN_SEARCH_LENGTH } });
  const error = props.rawErrors?.[0];
  return (
    <div className="dynamic-form__search">
      <Field label={label} required={props.required} error={message ? text(message) : error} help={t('dynamicForm.searchMin', { count: MIN_SEARCH_LENGTH })} width="full">
        <input
          id={props.id}
          type="search"
          className="cz-input"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void run();
            }
          }}
        />
      </Field>
      <Button type="button" variant="secondary" onClick={() => void run()}>
        {t('dynamicForm.search')}
      </Button>
      {props.value !== undefined && chosenName ? (
        <p className="dynamic-form__chosen" role="status">
          {t('dynamicForm.chosen', { name: chosenName })}
        </p>
      ) : null}
      {found !== null && found.length === 0 ? <p>{t('dynamicForm.nothingFound')}</p> : null}
      {found && found.length > 0 ? (
        <ul className="dynamic-form__results" aria-label={t('dynamicForm.results')}>
          {found.map((choice) => (
            <li key={choice.id}>
              <span>{choice.name}</span>
              <Button
                type="button"
                size="sm"
                onClick={() => {
                  onChosen(choice);
                  setFound(null);
                }}
              >
                {t('dynamicForm.choose')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export function PartnerWidget(props: WidgetProps) {
  const root = useRootStore();
  const context = props.registry.formContext as DynamicFormContext;
  const [name, setName] = useState(context.partnerName);
  return (
    <SearchChoice
      props={props}
      search={(text) => root.queries.fetch(customerSearchQuery(root, text)).then((found) => found.filter((choice) => choice.id !== root.session.customerId))}
      chosenName={name}
      onChosen={(choice) => {
        setName(choice.name);
        context.setPartnerName?.(choice.name);
        props.onChange(Number(choice.id));
      }}
    />
  );
}

export function LookupWidget(props: WidgetProps) {
  const root = useRootStore();
  const { t } = useTranslation();
  const [name, setName] = useState<string>();
  const controller = String(optionsOf(props).controller ?? '');
  const call = lookupCallOf(controller);
  if (!call) {
    // A look-up list the contract has no call for (README, "Look-up lists"): the field says so on itself, its
    // search left disabled.
    return (
      <FieldFor props={props} error={t('dynamicForm.unknownLookup', { controller })}>
        <input id={props.id} type="search" className="cz-input" disabled />
      </FieldFor>
    );
  }
  return (
    <SearchChoice
      props={props}
      search={(text) => call(root, text)}
      chosenName={name}
      onChosen={(choice) => {
        setName(choice.name);
        props.onChange(String(choice.id));
      }}
    />
  );
}
