import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useRootStore } from '../../stores/StoresContext';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import { ChevronRightIcon } from '../../ui/Icon/icons';
import { methodKey, offersSaveCard, saveCardForced, type CheckoutInfo, type ProblemPlace } from './checkout-rules';
import { problemId } from './CheckoutDetails';
import { Choices, MethodChoice } from './CheckoutParts';
import type { CheckoutView } from './use-checkout';

/**
 * How to pay: the preselected card or method on top, the vouchers folded into "Use a voucher (2)" (each listed
 * once), the save-card box (doc 3 §4.3).
 */
export const CheckoutPayment = observer(function CheckoutPayment({
  checkout,
  info,
  problem,
}: {
  checkout: CheckoutView;
  info: CheckoutInfo;
  problem(place: ProblemPlace): string | undefined;
}) {
  const { t } = useTranslation();
  const { cart } = useRootStore();
  const { flow, dispatch, vouchers, choices, chosenKey } = checkout;
  const { method, savedCards, plainMethods, sharedNeedsCard, savesCard } = choices;
  const choose = (key: string) => dispatch({ type: 'method', key });
  // The first radio of the group Pay checks takes the focus when no method is chosen.
  const firstKey = [...savedCards, ...plainMethods].map(methodKey)[0];
  const focusId = (key: string) => (key === (chosenKey ?? firstKey) ? problemId('method') : undefined);
  return (
    <Card title={t('checkout.payment')} className="checkout__payment">
      {vouchers.length > 0 ? (
        <div className="checkout__vouchers">
          <Button
            variant="quiet"
            className="checkout__fold"
            aria-expanded={flow.vouchersOpen}
            aria-controls="checkout-vouchers"
            icon={<ChevronRightIcon />}
            onClick={() => dispatch({ type: 'vouchers', open: !flow.vouchersOpen })}
          >
            {t('checkout.useVoucher', { count: vouchers.length })}
          </Button>
          {flow.vouchersOpen ? (
            <div id="checkout-vouchers">
              <Choices legend={t('checkout.vouchers')}>
                <label className="checkout__choice">
                  <input type="radio" name="voucher" checked={flow.voucher === null} onChange={() => dispatch({ type: 'voucher', choice: null })} />
                  <span>{t('checkout.noVoucher')}</span>
                </label>
                {vouchers.map((option) => (
                  <label key={option.voucherId} className="checkout__choice">
                    <input
                      type="radio"
                      name="voucher"
                      checked={flow.voucher?.voucherId === option.voucherId}
                      onChange={() => dispatch({ type: 'voucher', choice: { methodId: option.methodId, voucherId: option.voucherId } })}
                    />
                    <span>{option.name}</span>
                  </label>
                ))}
              </Choices>
            </div>
          ) : null}
        </div>
      ) : info.allowVouchers?.allowed === false && info.allowVouchers.reason ? (
        <p className="checkout__hint">{info.allowVouchers.reason}</p>
      ) : null}
      {flow.voucher ? null : (
        <>
          {savedCards.length > 0 ? (
            <Choices legend={t('checkout.savedCards')}>
              {savedCards.map((card) => (
                <MethodChoice key={methodKey(card)} id={focusId(methodKey(card))} method={card} chosen={chosenKey} onChoose={choose} />
              ))}
            </Choices>
          ) : null}
          <Choices legend={t('checkout.paymentMethods')} error={problem('method')}>
            {plainMethods.length === 0 && savedCards.length === 0 && !cart.isEmpty && !checkout.totals.free ? <p className="checkout__hint">{t('checkout.noMethods')}</p> : null}
            {plainMethods.map((candidate) => (
              <MethodChoice key={methodKey(candidate)} id={focusId(methodKey(candidate))} method={candidate} chosen={chosenKey} onChoose={choose} />
            ))}
          </Choices>
          {offersSaveCard(method, sharedNeedsCard) ? (
            <label className="checkout__check">
              <input
                type="checkbox"
                checked={savesCard}
                disabled={saveCardForced(method, sharedNeedsCard)}
                onChange={(event) => dispatch({ type: 'saveCard', on: event.target.checked })}
              />{' '}
              {t('checkout.saveCard')}
            </label>
          ) : null}
        </>
      )}
    </Card>
  );
});
