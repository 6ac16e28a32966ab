import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isRecord } from '../../domain/is-record';
import { useScope } from '../../engine/render-contexts';
import type { components } from '../../generated/api';
import { Badge } from '../../ui/Badge/Badge';
import { Card } from '../../ui/Card/Card';
import { DateTime, Deduction, Money } from '../../ui/Format/Format';
import { lineAmounts, stateTone } from './order-lines';
import './OrderDetail.css';

type Order = Omit<components['schemas']['Order'], 'items'> & { items?: Array<components['schemas']['OrderItem'] & { logoUrl?: string | null }> };

/** An order's state as a badge (paid, to pay at the club, refunded, partly refunded). */
function OrderStateBadge({ state }: { state: Order['state'] }) {
  const { t } = useTranslation();
  if (!state) return null;
  return <Badge status={stateTone(state)}>{t(`orders.state${state}`)}</Badge>;
}

/**
 * An order's lines and summary (doc 1 §2.21) laid out so they add up on screen. A line links to /shop/{productId}
 * only for an Article.
 */
export default function OrderDetail() {
  const { t } = useTranslation();
  const scope = useScope();
  if (!isRecord(scope)) return null;
  const order = scope as Order;
  const items = order.items ?? [];
  return (
    <div className="order-detail">
      <Card named title={t('orders.lines')} className="order-detail__lines">
        {items.length === 0 ? (
          <p>{t('orders.noLines')}</p>
        ) : (
          <ul className="order-lines">
            {items.map((item, index) => {
              const amounts = lineAmounts(item);
              const name = item.name ?? '';
              return (
                <li key={`${index}-${name}`} className="order-line">
                  {item.logoUrl ? (
                    <img className="order-line__image" src={item.logoUrl} alt="" width={48} height={48} loading="lazy" />
                  ) : (
                    <span className="order-line__image" aria-hidden="true" />
                  )}
                  <div className="order-line__body">
                    <p className="order-line__name">
                      {item.category === 'Article' && item.productId ? <Link to={`/shop/${item.productId}`}>{name}</Link> : <strong>{name}</strong>}
                    </p>
                    <p className="order-line__math">
                      <span>
                        <Money value={item.price ?? 0} /> × {item.units ?? 0}
                      </span>
                      {amounts.discount > 0 ? (
                        <span>
                          {t('orders.discount')} <Deduction value={amounts.discount} />
                        </span>
                      ) : null}
                    </p>
                  </div>
                  <p className="order-line__total">
                    <span className="cz-visually-hidden">{t('orders.lineTotal')} </span>
                    <Money value={amounts.total} />
                  </p>
                </li>
              );
            })}
          </ul>
        )}
      </Card>
      <Card named title={t('orders.summary')} className="order-detail__summary">
        <dl className="order-summary">
          <div>
            <dt>{t('orders.paymentMethod')}</dt>
            <dd className="order-summary__method">
              {order.paymentMethod ? <span>{order.paymentMethod}</span> : null}
              <OrderStateBadge state={order.state} />
            </dd>
          </div>
          {order.date ? (
            <div>
              <dt>{t('orders.date')}</dt>
              <dd>
                <DateTime value={order.date} />
              </dd>
            </div>
          ) : null}
          <div>
            <dt>{t('orders.subTotal')}</dt>
            <dd>
              <Money value={order.subTotal ?? 0} />
            </dd>
          </div>
          <div>
            <dt>{t('orders.shipping')}</dt>
            <dd>{order.shipping ? <Money value={order.shipping} /> : t('common.free')}</dd>
          </div>
          {order.discount ? (
            <div>
              <dt>{t('orders.discount')}</dt>
              <dd>
                <Deduction value={order.discount} />
              </dd>
            </div>
          ) : null}
          <div className="order-summary__total">
            <dt>{t('orders.total')}</dt>
            <dd>
              <Money value={order.total ?? 0} />
            </dd>
          </div>
        </dl>
      </Card>
    </div>
  );
}
