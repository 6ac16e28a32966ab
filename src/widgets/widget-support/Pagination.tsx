import { useTranslation } from 'react-i18next';
import { pageWindow } from './paging';
import { buttonClass } from '../../ui/Button/Button';

interface Props {
  current: number;
  pages: number;
  onChange: (page: number) => void;
}

/** Previous, a window of up to 4 page buttons, next; hidden when everything fits on one page. */
export function Pagination({ current, pages, onChange }: Props) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('paging.label')}>
      <button type="button" className={buttonClass('secondary')} disabled={current <= 1} onClick={() => onChange(current - 1)}>
        {t('paging.previous')}
      </button>
      {pageWindow(current, pages).map((page) => (
        <button
          key={page}
          type="button"
          className={buttonClass(page === current ? 'primary' : 'secondary')}
          aria-current={page === current ? 'page' : undefined}
          aria-label={t('paging.page', { page })}
          onClick={() => onChange(page)}
        >
          {page}
        </button>
      ))}
      <button type="button" className={buttonClass('secondary')} disabled={current >= pages} onClick={() => onChange(current + 1)}>
        {t('paging.next')}
      </button>
    </nav>
  );
}
